import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/shared/store/root-reducer'
import { collectionRuleApi } from './collection-rule-data'
import type { Channel, Template } from './types'

/** The day and rule of a dry run ("Quem seria notificado"). */
export interface SimulationArgs {
  data: string
  regua: number | null
}

/**
 * Spec section 3, "Collection-rule module state": the lists (clientes, regua_cobranca, acoes,
 * segmentos, status, smtp, templates, tags) live in the data layer's cache (issue 22); the slice
 * keeps the client state: the three template editing slots and the dry run asked for.
 */
export interface CollectionRuleState {
  /** the three editing slots (spec): mail, SMS and WhatsApp template */
  mailTemplate: Template | null
  smsTemplate: Template | null
  whatsappTemplate: Template | null
  /** the last dry run asked for; its answer is cached by these arguments */
  simulacao: SimulationArgs | null
}

export const initialState: CollectionRuleState = {
  mailTemplate: null,
  smsTemplate: null,
  whatsappTemplate: null,
  simulacao: null,
}

export const SLOT: Record<Channel, 'mailTemplate' | 'smsTemplate' | 'whatsappTemplate'> = {
  email: 'mailTemplate',
  sms: 'smsTemplate',
  whatsapp: 'whatsappTemplate',
}

const { endpoints } = collectionRuleApi

/** A template saved (POST or PATCH) or deleted. */
const templateWritten = isAnyOf(
  endpoints.postCobrancaNotificacaoTemplate.matchFulfilled,
  endpoints.patchCobrancaNotificacaoTemplateId.matchFulfilled,
  endpoints.deleteCobrancaNotificacaoTemplateId.matchFulfilled,
)

export const collectionRuleSlice = createSlice({
  name: 'collectionRule',
  initialState,
  reducers: {
    templateEdited(state, action: PayloadAction<{ canal: Channel; template: Template | null }>) {
      state[SLOT[action.payload.canal]] = action.payload.template
    },
    simulationRequested(state, action: PayloadAction<SimulationArgs>) {
      state.simulacao = action.payload
    },
    simulationCleared(state) {
      state.simulacao = null
    },
  },
  extraReducers: (builder) => {
    // Spec: saving or deleting a template clears the mail, SMS and WhatsApp editing slots.
    builder.addMatcher(templateWritten, (state) => {
      state.mailTemplate = null
      state.smsTemplate = null
      state.whatsappTemplate = null
    })
  },
  selectors: {
    selectCollectionRule: (state) => state,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof collectionRuleSlice> {}
}

const injected = collectionRuleSlice.injectInto(rootReducer)

export const { templateEdited, simulationRequested, simulationCleared } = collectionRuleSlice.actions
export const { selectCollectionRule } = injected.selectors

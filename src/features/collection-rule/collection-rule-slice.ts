import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { normalizeError, type ApiError } from '@/shared/api/errors'
import { rootReducer } from '@/shared/store/root-reducer'
import { isAbortedAction } from '@/shared/store/load-once'
import type { RequestStatus } from '@/shared/store/request-status'
import {
  fetchReguaClientes,
  fetchReguasExtended,
  fetchSegmentos,
  fetchSmtp,
  fetchTags,
  fetchTemplates,
  simulate,
} from './api'
import type {
  Channel,
  DispatchPlan,
  ReguaAcao,
  ReguaCliente,
  ReguaExtended,
  ReguaSegmento,
  ReguaStatus,
  SmtpSetting,
  Tag,
  Template,
} from './types'

export interface Request {
  status: RequestStatus
  error: ApiError | null
}
const idle = (): Request => ({ status: 'idle', error: null })

export type RequestGroup = 'regua' | 'clientes' | 'smtp' | 'templates' | 'tags' | 'simulacao'

/** Spec section 3, "Collection-rule module state", plus the request states and the dry run. */
export interface CollectionRuleState {
  clientes: ReguaCliente[]
  /** the rule `clientes` belong to */
  clientesRegua: number | null
  regua_cobranca: ReguaExtended[]
  acoes: ReguaAcao[]
  segmentos: ReguaSegmento[]
  status: ReguaStatus[]
  smtp: SmtpSetting[]
  templates: Template[]
  tags: Tag[]
  /** the three editing slots (spec): mail, SMS and WhatsApp template */
  mailTemplate: Template | null
  smsTemplate: Template | null
  whatsappTemplate: Template | null
  simulacao: DispatchPlan | null
  requests: Record<RequestGroup, Request>
}

export const initialState: CollectionRuleState = {
  clientes: [],
  clientesRegua: null,
  regua_cobranca: [],
  acoes: [],
  segmentos: [],
  status: [],
  smtp: [],
  templates: [],
  tags: [],
  mailTemplate: null,
  smsTemplate: null,
  whatsappTemplate: null,
  simulacao: null,
  requests: {
    regua: idle(),
    clientes: idle(),
    smtp: idle(),
    templates: idle(),
    tags: idle(),
    simulacao: idle(),
  },
}

export const SLOT: Record<Channel, 'mailTemplate' | 'smsTemplate' | 'whatsappTemplate'> = {
  email: 'mailTemplate',
  sms: 'smsTemplate',
  whatsapp: 'whatsappTemplate',
}

function thunk<R, A = void>(type: string, run: (arg: A, signal: AbortSignal) => Promise<R>) {
  return createAsyncThunk<R, A, { rejectValue: ApiError }>(
    `collectionRule/${type}`,
    async (arg, { signal, rejectWithValue }) => {
      try {
        return await run(arg, signal)
      } catch (error) {
        return rejectWithValue(normalizeError(error))
      }
    },
  )
}

export const loadReguas = thunk('loadReguas', async (_: void, signal) => {
  const [reguas, segmentos] = await Promise.all([
    fetchReguasExtended(signal),
    fetchSegmentos(signal),
  ])
  return { reguas, segmentos }
})
export const loadClientes = thunk('loadClientes', (regua: number, signal) =>
  fetchReguaClientes(regua, signal),
)
export const loadSmtp = thunk('loadSmtp', (_: void, signal) => fetchSmtp(signal))
export const loadTemplates = thunk('loadTemplates', (_: void, signal) => fetchTemplates(signal))
export const loadTags = thunk('loadTags', (_: void, signal) => fetchTags(signal))
export const runSimulation = thunk(
  'simulate',
  (args: { data: string; regua: number | null }, signal) => simulate(args, signal),
)

/** Saving with an id replaces the item; without one (a new item) it is appended. */
function upsert<T extends { id?: number }>(list: T[], item: T): T[] {
  const index = item.id === undefined ? -1 : list.findIndex((x) => x.id === item.id)
  if (index < 0) return [...list, item]
  const next = list.slice()
  next[index] = item
  return next
}

const withIdKey = <T extends { id?: number }>(item: T): T & { key?: number } => ({
  ...item,
  key: item.id,
})

function clearSlots(state: CollectionRuleState) {
  state.mailTemplate = null
  state.smsTemplate = null
  state.whatsappTemplate = null
}

export const collectionRuleSlice = createSlice({
  name: 'collectionRule',
  initialState,
  reducers: {
    smtpSaved(state, action: PayloadAction<SmtpSetting>) {
      const { password: _password, ...item } = action.payload
      void _password
      state.smtp = upsert(state.smtp, withIdKey(item))
    },
    smtpRemoved(state, action: PayloadAction<number>) {
      state.smtp = state.smtp.filter((s) => s.id !== action.payload)
    },
    /** Spec: saving a template clears the mail, SMS and WhatsApp editing slots. */
    templateSaved(state, action: PayloadAction<Template>) {
      state.templates = upsert(state.templates, withIdKey(action.payload))
      clearSlots(state)
    },
    /** Spec: deleting a template clears the three slots too. */
    templateRemoved(state, action: PayloadAction<number>) {
      state.templates = state.templates.filter((t) => t.id !== action.payload)
      clearSlots(state)
    },
    templateEdited(state, action: PayloadAction<{ canal: Channel; template: Template | null }>) {
      state[SLOT[action.payload.canal]] = action.payload.template
    },
    simulationCleared(state) {
      state.simulacao = null
      state.requests.simulacao = idle()
    },
  },
  extraReducers: (builder) => {
    const track = <R, A>(
      group: RequestGroup,
      t: ReturnType<typeof thunk<R, A>>,
      onDone: (state: CollectionRuleState, payload: R, arg: A) => void,
    ) => {
      builder
        .addCase(t.pending, (state) => {
          state.requests[group] = { status: 'loading', error: null }
        })
        .addCase(t.fulfilled, (state, action) => {
          state.requests[group] = { status: 'succeeded', error: null }
          onDone(state, action.payload as R, action.meta.arg as A)
        })
        .addCase(t.rejected, (state, action) => {
          if (isAbortedAction(action)) {
            if (state.requests[group].status === 'loading') state.requests[group].status = 'idle'
            return
          }
          state.requests[group] = {
            status: 'failed',
            error: action.payload ?? normalizeError(action.error),
          }
        })
    }
    track('regua', loadReguas, (state, { reguas, segmentos }) => {
      state.regua_cobranca = reguas
      state.acoes = reguas.flatMap((r) => r.acoes)
      state.status = reguas.flatMap((r) => r.status)
      state.segmentos = segmentos
    })
    track('clientes', loadClientes, (state, clientes, regua) => {
      state.clientes = clientes
      state.clientesRegua = regua
    })
    track('smtp', loadSmtp, (state, smtp) => {
      state.smtp = smtp.map(withIdKey)
    })
    track('templates', loadTemplates, (state, templates) => {
      state.templates = templates.map(withIdKey)
    })
    track('tags', loadTags, (state, tags) => {
      state.tags = tags.map((t, index) => ({ ...t, key: index }))
    })
    track('simulacao', runSimulation, (state, plan) => {
      state.simulacao = plan
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

export const {
  smtpSaved,
  smtpRemoved,
  templateSaved,
  templateRemoved,
  templateEdited,
  simulationCleared,
} = collectionRuleSlice.actions
export const { selectCollectionRule } = injected.selectors

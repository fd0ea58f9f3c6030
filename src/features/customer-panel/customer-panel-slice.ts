/**
 * The customer panel's client state (spec section 3): the current customer, the attendance
 * form's mode and the attendance being edited, and the attendance created last in this visit.
 * The server data (the other fields of the spec's list) lives in the data layer's cache
 * (customer-panel-data.ts), one query per section.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/shared/store/root-reducer'
import { atendimentoApi } from './customer-panel-data'
import type { Atendimento } from './types'

export type AtendimentoFormType = 'add' | 'edit'

export interface CustomerPanelState {
  /** the customer on screen */
  cod: number | null
  /** id of the attendance created last in this visit: new negotiations and down payments default to it */
  idAdd: number | null
  atendimento_form_type: AtendimentoFormType
  atendimento_form_edit_object: Atendimento | null
}

export const initialState: CustomerPanelState = {
  cod: null,
  idAdd: null,
  atendimento_form_type: 'add',
  atendimento_form_edit_object: null,
}

/** The attendance form back to adding a new attendance, with no edit slot. */
function backToAdd(state: CustomerPanelState) {
  state.atendimento_form_type = 'add'
  state.atendimento_form_edit_object = null
}

export const customerPanelSlice = createSlice({
  name: 'customerPanel',
  initialState,
  reducers: {
    /** A new customer (or a new visit): the form starts over. */
    customerSelected(state, action: PayloadAction<number | null>) {
      Object.assign(state, initialState)
      state.cod = action.payload
    },
    atendimentoEditStarted(state, action: PayloadAction<Atendimento>) {
      state.atendimento_form_type = 'edit'
      state.atendimento_form_edit_object = action.payload
    },
    atendimentoEditCancelled: backToAdd,
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(
        atendimentoApi.endpoints.postCobrancaAtendimento.matchFulfilled,
        (state, action) => {
          state.idAdd = action.payload.id
        },
      )
      .addMatcher(
        atendimentoApi.endpoints.putCobrancaAtendimentoId.matchFulfilled,
        (state, action) => {
          // the attendance being edited was saved: the form goes back to a new one
          if (String(state.atendimento_form_edit_object?.id) === action.meta.arg.originalArgs.id) {
            backToAdd(state)
          }
        },
      )
  },
  selectors: {
    selectCustomerPanel: (state) => state,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof customerPanelSlice> {}
}

const injected = customerPanelSlice.injectInto(rootReducer)

export const { selectCustomerPanel } = injected.selectors
export const { customerSelected, atendimentoEditStarted, atendimentoEditCancelled } =
  customerPanelSlice.actions

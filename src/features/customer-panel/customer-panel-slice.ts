/**
 * The customer panel state: exactly the fields of specification section 3 ("Customer panel
 * state"), plus status and error per request group.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/shared/store/root-reducer'
import type { ApiError } from '@/shared/api/errors'
import { apiFailure } from '@/shared/store/request-status'
import {
  CUSTOMER_GROUPS,
  createAtendimento,
  editAtendimento,
  loadGroup,
  loadListaClientes,
  loadLookups,
  type CustomerGroup,
  type CustomerGroupData,
  type RequestStatus,
} from './customer-panel-thunks'
import { activeResultTypes, attendanceReturns, pendingReminder, sortPareceres } from './lib'
import type {
  AcaoCobrancaRealizada,
  AnalistaCobranca,
  Atendimento,
  AtendimentoParcela,
  ClienteEmail,
  ClientePainel,
  ClienteResumo,
  ClienteTelefone,
  ContaReceber,
  Entrada,
  EntradaParcela,
  FormaCobranca,
  GrupoEconomico,
  Lembrete,
  Negociacao,
  Observacao,
  ParecerCredito,
  PromessaPagamento,
  Regua,
  Segmento,
  Supervisor,
  TipoResultado,
  Usuario,
  Vendedor,
} from './types'

export type PanelGroup = CustomerGroup | 'listaClientes' | 'lookups'

export const PANEL_GROUPS: readonly PanelGroup[] = ['listaClientes', 'lookups', ...CUSTOMER_GROUPS]

export type AtendimentoFormType = 'add' | 'edit'

export interface CustomerPanelState {
  cliente: ClientePainel | null
  atendimentos: Atendimento[]
  /** inactive result types removed */
  tiposResultado: TipoResultado[]
  /** id of the attendance created last in this visit: new negotiations and down payments default to it */
  idAdd: number | null
  /** the attendances' actions on receivable instalments (atendimento-atak-cobranca) */
  atendimento_parcela: AtendimentoParcela[]
  negociacoes: Negociacao[]
  /** the collection analyst linked to the signed-in user */
  analista_usuario: AnalistaCobranca | null
  analistasCobranca: AnalistaCobranca[]
  usuarios: Usuario[]
  listaClientes: ClienteResumo[]
  /** sorted by data, newest first */
  parecer_credito: ParecerCredito[]
  vendedores: Vendedor[]
  supervisores: Supervisor[]
  segmentos: Segmento[]
  gruposEconomicos: GrupoEconomico[]
  observacoes: Observacao[]
  formasCobranca: FormaCobranca[]
  reguas: Regua[]
  atendimento_entrada: Entrada[]
  atendimento_entrada_parcela: EntradaParcela[]
  atendimento_form_type: AtendimentoFormType
  atendimento_form_edit_object: Atendimento | null
  emails: ClienteEmail[]
  telefones: ClienteTelefone[]
  /** by date, soonest first */
  lembretes: Lembrete[]
  /** the earliest reminder not completed */
  lembrete_pendente: Lembrete | null
  /** open attendances with a next-contact date, soonest first */
  retorno_atendimento: Atendimento[]
  /** the latest paid titles */
  contas_pagas: ContaReceber[]
  /** the last collection action performed on the customer */
  acao_cobranca_realizada: AcaoCobrancaRealizada | null
  /** promises to pay (issue 15), by promised date */
  promessas: PromessaPagamento[]
  status: Record<PanelGroup, RequestStatus>
  error: Record<PanelGroup, ApiError | null>
  /** the request that owns each group: a late answer of an older request is dropped */
  requestId: Record<PanelGroup, string | null>
}

const byGroup = <T>(value: T) =>
  Object.fromEntries(PANEL_GROUPS.map((g) => [g, value])) as Record<PanelGroup, T>

const customerData = {
  cliente: null,
  atendimentos: [],
  idAdd: null,
  atendimento_parcela: [],
  negociacoes: [],
  parecer_credito: [],
  observacoes: [],
  atendimento_entrada: [],
  atendimento_entrada_parcela: [],
  atendimento_form_type: 'add',
  atendimento_form_edit_object: null,
  emails: [],
  telefones: [],
  lembretes: [],
  lembrete_pendente: null,
  retorno_atendimento: [],
  contas_pagas: [],
  acao_cobranca_realizada: null,
  promessas: [],
} satisfies Partial<CustomerPanelState>

export const initialState: CustomerPanelState = {
  ...customerData,
  tiposResultado: [],
  analista_usuario: null,
  analistasCobranca: [],
  usuarios: [],
  listaClientes: [],
  vendedores: [],
  supervisores: [],
  segmentos: [],
  gruposEconomicos: [],
  formasCobranca: [],
  reguas: [],
  status: byGroup<RequestStatus>('idle'),
  error: byGroup<ApiError | null>(null),
  requestId: byGroup<string | null>(null),
}

function applyGroup<G extends CustomerGroup>(
  state: CustomerPanelState,
  group: G,
  data: CustomerGroupData[G],
) {
  switch (group) {
    case 'atendimentos': {
      const list = data as Atendimento[]
      state.atendimentos = list
      state.retorno_atendimento = attendanceReturns(list)
      break
    }
    case 'lembretes': {
      const list = [...(data as Lembrete[])].sort(
        (a, b) => Date.parse(a.data) - Date.parse(b.data) || a.id - b.id,
      )
      state.lembretes = list
      state.lembrete_pendente = pendingReminder(list)
      break
    }
    case 'parecer_credito':
      state.parecer_credito = sortPareceres(data as ParecerCredito[])
      break
    case 'acao_cobranca_realizada':
      state.acao_cobranca_realizada = (data as AcaoCobrancaRealizada[])[0] ?? null
      break
    default:
      ;(state as unknown as Record<string, unknown>)[group] = data
  }
}

export const customerPanelSlice = createSlice({
  name: 'customerPanel',
  initialState,
  reducers: {
    /** A new customer (or a new visit): its data and form start over; the registers stay. */
    customerSelected(state, _action: PayloadAction<number | null>) {
      Object.assign(state, customerData)
      for (const g of CUSTOMER_GROUPS) {
        state.status[g] = 'idle'
        state.error[g] = null
        state.requestId[g] = null
      }
    },
    atendimentoEditStarted(state, action: PayloadAction<Atendimento>) {
      state.atendimento_form_type = 'edit'
      state.atendimento_form_edit_object = action.payload
    },
    atendimentoEditCancelled(state) {
      state.atendimento_form_type = 'add'
      state.atendimento_form_edit_object = null
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadGroup.pending, (state, action) => {
        const { group } = action.meta.arg
        state.status[group] = 'loading'
        state.error[group] = null
        state.requestId[group] = action.meta.requestId
      })
      .addCase(loadGroup.fulfilled, (state, action) => {
        const { group } = action.meta.arg
        if (state.requestId[group] !== action.meta.requestId) return
        state.status[group] = 'succeeded'
        applyGroup(state, group, action.payload as CustomerGroupData[typeof group])
      })
      .addCase(loadGroup.rejected, (state, action) => {
        const { group } = action.meta.arg
        if (state.requestId[group] !== action.meta.requestId) return
        if (action.meta.aborted) {
          state.status[group] = 'idle'
          return
        }
        state.status[group] = 'failed'
        state.error[group] = action.payload ?? apiFailure(action.error)
      })
      .addCase(loadListaClientes.pending, (state) => {
        state.status.listaClientes = 'loading'
        state.error.listaClientes = null
      })
      .addCase(loadListaClientes.fulfilled, (state, action) => {
        state.status.listaClientes = 'succeeded'
        state.listaClientes = action.payload
      })
      .addCase(loadListaClientes.rejected, (state, action) => {
        state.status.listaClientes = action.meta.aborted ? 'idle' : 'failed'
        state.error.listaClientes = action.meta.aborted
          ? null
          : (action.payload ?? apiFailure(action.error))
      })
      .addCase(loadLookups.pending, (state) => {
        state.status.lookups = 'loading'
        state.error.lookups = null
      })
      .addCase(loadLookups.fulfilled, (state, action) => {
        const { tiposResultado, ...rest } = action.payload
        Object.assign(state, rest)
        state.tiposResultado = activeResultTypes(tiposResultado)
        state.status.lookups = 'succeeded'
      })
      .addCase(loadLookups.rejected, (state, action) => {
        state.status.lookups = action.meta.aborted ? 'idle' : 'failed'
        state.error.lookups = action.meta.aborted
          ? null
          : (action.payload ?? apiFailure(action.error))
      })
      .addCase(createAtendimento.fulfilled, (state, action) => {
        state.idAdd = action.payload.id
      })
      .addCase(editAtendimento.fulfilled, (state, action) => {
        if (state.atendimento_form_edit_object?.id === action.meta.arg.id) {
          state.atendimento_form_type = 'add'
          state.atendimento_form_edit_object = null
        }
      })
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

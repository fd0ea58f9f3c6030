/**
 * Requests of the customer panel: the reads per request group and the writes, each write
 * followed by the reloads the specification asks for (section 4).
 */
import { createAsyncThunk } from '@reduxjs/toolkit'
import type { ApiError } from '@/shared/api/errors'
import { loadReference } from '@/features/reference'
import { apiFailure } from '@/shared/store/request-status'
import {
  RESOURCES,
  URLS,
  concluirAtendimentos,
  fetchClientePainel,
  getList,
  type ConcluirResposta,
} from './api'
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

import type { RequestStatus } from '@/shared/store/request-status'
import type { Resource } from '@/shared/api/resource'
export type { RequestStatus }

/** The data of one customer, one request group each (a group = one GET). */
export interface CustomerGroupData {
  cliente: ClientePainel
  atendimentos: Atendimento[]
  atendimento_parcela: AtendimentoParcela[]
  negociacoes: Negociacao[]
  atendimento_entrada: Entrada[]
  atendimento_entrada_parcela: EntradaParcela[]
  lembretes: Lembrete[]
  emails: ClienteEmail[]
  telefones: ClienteTelefone[]
  observacoes: Observacao[]
  parecer_credito: ParecerCredito[]
  contas_pagas: ContaReceber[]
  acao_cobranca_realizada: AcaoCobrancaRealizada[]
  /** promises to pay, every status, by promised date */
  promessas: PromessaPagamento[]
}

export type CustomerGroup = keyof CustomerGroupData

export const CUSTOMER_GROUPS: readonly CustomerGroup[] = [
  'cliente',
  'atendimentos',
  'atendimento_parcela',
  'negociacoes',
  'atendimento_entrada',
  'atendimento_entrada_parcela',
  'lembretes',
  'emails',
  'telefones',
  'observacoes',
  'parecer_credito',
  'contas_pagas',
  'acao_cobranca_realizada',
  'promessas',
]

/**
 * Spec section 4: after an attendance is created the panel reloads the instalment attendances,
 * the non-deleted attendances of the customer (and seller), the negotiations, the down payments,
 * the down-payment instalments and the reminders, in this order.
 */
export const RELOAD_AFTER_ATTENDANCE: readonly CustomerGroup[] = [
  'atendimento_parcela',
  'atendimentos',
  'negociacoes',
  'atendimento_entrada',
  'atendimento_entrada_parcela',
  'lembretes',
]

/** How many paid titles the panel shows (the most recent). */
export const PAID_LIMIT = 50

export interface LoadArg {
  group: CustomerGroup
  cod: number
  /** With a seller, attendances are read by cod_cliente + cod_vendedor (spec: "and seller"). */
  vendedor?: number | null
}

type Loader = (arg: LoadArg, signal: AbortSignal) => Promise<unknown>

const byCustomer = (cod: number, extra: Record<string, string | number | boolean> = {}) => ({
  cod_cliente: cod,
  ...extra,
})

const LOADERS: Record<CustomerGroup, Loader> = {
  cliente: ({ cod }, signal) => fetchClientePainel(cod, signal),
  atendimentos: ({ cod, vendedor }, signal) =>
    getList<Atendimento>(
      URLS.atendimento,
      vendedor !== undefined && vendedor !== null
        ? { is_deleted: false, cod_cliente: cod, cod_vendedor: vendedor, ordering: '-data' }
        : { is_deleted: false, cliente: cod, ordering: '-data' },
      signal,
    ),
  atendimento_parcela: ({ cod }, signal) =>
    getList(URLS.atendimentoParcela, byCustomer(cod, { ordering: '-data' }), signal),
  negociacoes: ({ cod }, signal) =>
    getList(URLS.negociacao, byCustomer(cod, { ordering: '-data,-id' }), signal),
  atendimento_entrada: ({ cod }, signal) =>
    getList(URLS.entrada, byCustomer(cod, { ordering: '-data,-id' }), signal),
  atendimento_entrada_parcela: ({ cod }, signal) =>
    getList(URLS.entradaParcela, byCustomer(cod, { ordering: 'entrada,parcela' }), signal),
  lembretes: ({ cod }, signal) =>
    getList(URLS.lembrete, byCustomer(cod, { ordering: 'data' }), signal),
  emails: ({ cod }, signal) => getList(URLS.email, byCustomer(cod), signal),
  telefones: ({ cod }, signal) => getList(URLS.telefone, byCustomer(cod), signal),
  observacoes: ({ cod }, signal) =>
    getList(URLS.observacao, byCustomer(cod, { ordering: '-data' }), signal),
  parecer_credito: ({ cod }, signal) =>
    getList(URLS.parecerCredito, byCustomer(cod, { ordering: '-data' }), signal),
  contas_pagas: ({ cod }, signal) =>
    getList(
      URLS.contasReceber,
      { cliente: cod, status: 'pago', ordering: '-data_pagamento', page_size: PAID_LIMIT },
      signal,
    ),
  acao_cobranca_realizada: ({ cod }, signal) =>
    getList(
      URLS.acaoCobrancaRealizada,
      byCustomer(cod, { ordering: '-data', page_size: 1 }),
      signal,
    ),
  promessas: ({ cod }, signal) => getList(URLS.promessa, byCustomer(cod), signal),
}

const thunk = createAsyncThunk.withTypes<{ rejectValue: ApiError }>()

export const loadGroup = thunk(
  'customerPanel/loadGroup',
  async (arg: LoadArg, { signal, rejectWithValue }) => {
    try {
      return await LOADERS[arg.group](arg, signal)
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
)

interface PanelStatusView {
  customerPanel?: { status: Record<string, RequestStatus> }
}

const canStart =
  (group: string) =>
  (_arg: unknown, { getState }: { getState: () => unknown }) => {
    const status = (getState() as PanelStatusView).customerPanel?.status[group]
    return status !== 'loading' && status !== 'succeeded'
  }

/**
 * The groups of `groups` not read yet for the current customer (status idle): a section that
 * comes into view reads only these, never again what an earlier section or a write already read.
 */
export const idleGroups =
  (groups: readonly CustomerGroup[]) =>
  (_dispatch: unknown, getState: () => unknown): CustomerGroup[] => {
    const status = (getState() as PanelStatusView).customerPanel?.status ?? {}
    return groups.filter((g) => (status[g] ?? 'idle') === 'idle')
  }

export const loadListaClientes = thunk(
  'customerPanel/loadListaClientes',
  async (_: void, { rejectWithValue }) => {
    try {
      // The shared, cached customer list (one GET for every page), sorted by name here.
      const rows: ClienteResumo[] = await loadReference('clientes')
      return [...rows].sort((a, b) => a.nome_fantasia.localeCompare(b.nome_fantasia, 'pt-BR'))
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
  { condition: canStart('listaClientes') },
)

export interface Lookups {
  tiposResultado: TipoResultado[]
  analista_usuario: AnalistaCobranca | null
  analistasCobranca: AnalistaCobranca[]
  usuarios: Usuario[]
  vendedores: Vendedor[]
  supervisores: Supervisor[]
  segmentos: Segmento[]
  gruposEconomicos: GrupoEconomico[]
  formasCobranca: FormaCobranca[]
  reguas: Regua[]
}

/**
 * The registers that name things on the panel, read once per session. The analyst of the
 * signed-in user is looked up by the user's own id (DECISIONS 2). Never aborted: the registers
 * serve every later visit of the session.
 */
export const loadLookups = thunk(
  'customerPanel/loadLookups',
  async ({ userId }: { userId: number | null }, { rejectWithValue }) => {
    try {
      const [
        tiposResultado,
        analistaUsuario,
        analistasCobranca,
        usuarios,
        vendedores,
        supervisores,
        segmentos,
        gruposEconomicos,
        formasCobranca,
        reguas,
      ] = await Promise.all([
        getList<TipoResultado>(URLS.tiposResultado),
        userId === null
          ? Promise.resolve([] as AnalistaCobranca[])
          : getList<AnalistaCobranca>(URLS.analistas, { user: userId }),
        loadReference('analistas'),
        getList<Usuario>(URLS.usuarios),
        loadReference('vendedores'),
        loadReference('supervisores'),
        loadReference('segmentos'),
        loadReference('gruposEconomicos'),
        loadReference('formasCobranca'),
        getList<Regua>(URLS.reguas),
      ])
      const lookups: Lookups = {
        tiposResultado,
        analista_usuario: analistaUsuario[0] ?? null,
        analistasCobranca,
        usuarios,
        vendedores,
        supervisores,
        segmentos,
        gruposEconomicos,
        formasCobranca,
        reguas,
      }
      return lookups
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
  { condition: canStart('lookups') },
)

export type AtendimentoBody = Omit<Atendimento, 'id'>

/** Creates an attendance, then reloads what the specification lists (section 4). */
export const createAtendimento = thunk(
  'customerPanel/createAtendimento',
  async (
    body: Partial<AtendimentoBody> & { cod_cliente: number },
    { dispatch, rejectWithValue },
  ) => {
    let created: Atendimento
    try {
      created = await RESOURCES.atendimento.create(body)
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
    const vendedor = created.cod_vendedor ?? body.cod_vendedor ?? null
    await Promise.all(
      RELOAD_AFTER_ATTENDANCE.map((group) =>
        dispatch(
          loadGroup({
            group,
            cod: body.cod_cliente,
            vendedor: group === 'atendimentos' ? vendedor : undefined,
          }),
        ),
      ),
    )
    return created
  },
)

/** Generic edit of an attendance (PUT without the id); also the soft delete (is_deleted). */
export const editAtendimento = thunk(
  'customerPanel/editAtendimento',
  async (atendimento: Atendimento, { dispatch, rejectWithValue }) => {
    try {
      const saved = await RESOURCES.atendimento.update(atendimento.id, atendimento)
      await dispatch(loadGroup({ group: 'atendimentos', cod: atendimento.cod_cliente }))
      return saved
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
)

export const concluirAtendimentosCliente = thunk(
  'customerPanel/concluirAtendimentos',
  async (cod: number, { dispatch, rejectWithValue }) => {
    try {
      const answer: ConcluirResposta = await concluirAtendimentos(cod)
      await dispatch(loadGroup({ group: 'atendimentos', cod }))
      return answer
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
)

/** The simple records of the panel: where they live and which group shows them. */
export const RECORDS = {
  negociacao: { resource: RESOURCES.negociacao, group: 'negociacoes' },
  lembrete: { resource: RESOURCES.lembrete, group: 'lembretes' },
  telefone: { resource: RESOURCES.telefone, group: 'telefones' },
  email: { resource: RESOURCES.email, group: 'emails' },
  observacao: { resource: RESOURCES.observacao, group: 'observacoes' },
  promessa: { resource: RESOURCES.promessa, group: 'promessas' },
} as const satisfies Record<string, { resource: Resource<object>; group: CustomerGroup }>

export type RecordKind = keyof typeof RECORDS

export interface SaveRecordArg {
  kind: RecordKind
  cod: number
  /** present when editing */
  id?: number
  body: object
}

/** Generic create (POST) or edit (PUT without the id), then the record's list is read again. */
export const saveRecord = thunk(
  'customerPanel/saveRecord',
  async ({ kind, cod, id, body }: SaveRecordArg, { dispatch, rejectWithValue }) => {
    const { resource, group } = RECORDS[kind] as {
      resource: Resource<object>
      group: CustomerGroup
    }
    try {
      const saved = id === undefined ? await resource.create(body) : await resource.update(id, body)
      await dispatch(loadGroup({ group, cod }))
      return saved
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
)

export const deleteRecord = thunk(
  'customerPanel/deleteRecord',
  async (
    { kind, cod, id }: { kind: RecordKind; cod: number; id: number },
    { dispatch, rejectWithValue },
  ) => {
    const { resource, group } = RECORDS[kind]
    try {
      await resource.remove(id)
      await dispatch(loadGroup({ group, cod }))
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
)

export interface ParcelaInput {
  id?: number
  parcela: number
  data_vencimento: string
  valor: string
  pago: boolean
}

export interface SaveEntradaArg {
  cod: number
  /** present when editing */
  id?: number
  entrada: Omit<Entrada, 'id' | 'cod_cliente'> & { cod_cliente?: number }
  parcelas: ParcelaInput[]
  /** ids of the stored instalments the user removed (edit) */
  removidas?: number[]
}

/**
 * A down payment and its instalment schedule. A new one that fails halfway is deleted again
 * (its instalments cascade), so no half schedule stays behind; an edit syncs the instalments:
 * PUT the kept ones, POST the new ones, DELETE the removed ones.
 */
export const saveEntrada = thunk(
  'customerPanel/saveEntrada',
  async (
    { cod, id, entrada, parcelas, removidas = [] }: SaveEntradaArg,
    { dispatch, rejectWithValue },
  ) => {
    let createdId: number | null = null
    let wrote = false
    try {
      const body = { ...entrada, cod_cliente: cod, qtd_parcelas: parcelas.length }
      const saved =
        id === undefined
          ? await RESOURCES.entrada.create(body)
          : await RESOURCES.entrada.update(id, body)
      wrote = true
      if (id === undefined) createdId = saved.id
      for (const p of parcelas) {
        const parcelaBody = {
          entrada: saved.id,
          parcela: p.parcela,
          data_vencimento: p.data_vencimento,
          valor: p.valor,
          pago: p.pago,
        }
        if (p.id === undefined) await RESOURCES.entradaParcela.create(parcelaBody)
        else await RESOURCES.entradaParcela.update(p.id, parcelaBody)
      }
      for (const removed of removidas) await RESOURCES.entradaParcela.remove(removed)
      createdId = null
      return saved
    } catch (error) {
      if (createdId !== null) await RESOURCES.entrada.remove(createdId).catch(() => undefined)
      return rejectWithValue(apiFailure(error))
    } finally {
      if (wrote) {
        await Promise.all([
          dispatch(loadGroup({ group: 'atendimento_entrada', cod })),
          dispatch(loadGroup({ group: 'atendimento_entrada_parcela', cod })),
        ])
      }
    }
  },
)

export const deleteEntrada = thunk(
  'customerPanel/deleteEntrada',
  async ({ cod, id }: { cod: number; id: number }, { dispatch, rejectWithValue }) => {
    try {
      await RESOURCES.entrada.remove(id)
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
    await Promise.all([
      dispatch(loadGroup({ group: 'atendimento_entrada', cod })),
      dispatch(loadGroup({ group: 'atendimento_entrada_parcela', cod })),
    ])
  },
)

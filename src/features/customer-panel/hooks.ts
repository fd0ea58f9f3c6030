import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react'
import type { FormInstance } from 'antd'
import { shallowEqual } from 'react-redux'
import * as reference from '@/features/reference'
import { generatedApi as cobrancaGenerated } from '@/shared/api/generated/cobranca'
import { generatedApi as reguaGenerated } from '@/shared/api/generated/regua'
import { statusOf, useListSource, type ListQueryResult } from '@/shared/api/data-api'
import { selectProfile } from '@/features/session'
import { useAppSelector } from '@/shared/store/hooks'
import { showMessage } from '@/shared/ui/feedback'
import { saveFailed } from '@/shared/ui/save-failed'
import {
  PAID_LIMIT,
  creditoApi,
  FIRST_SCREEN_FRESH_S,
  useClientePainel,
  useGetCobrancaAcaoCobrancaRealizadaQuery,
  useGetCobrancaAtendimentoAtakCobrancaQuery,
  useGetCobrancaAtendimentoEntradaParcelaQuery,
  useGetCobrancaAtendimentoEntradaQuery,
  useGetCobrancaAtendimentoNegociacaoQuery,
  useGetCobrancaAtendimentoQuery,
  useGetCobrancaClienteEmailQuery,
  useGetCobrancaClienteObservacaoQuery,
  useGetCobrancaClienteTelefoneQuery,
  useGetCobrancaContasReceberQuery,
  useGetCobrancaLembreteQuery,
  useGetCobrancaPromessaPagamentoQuery,
  useQueryWhen,
  useResultTypes as useResultTypesNow,
  useSectionOf,
  useUsuariosList as useUsuariosListNow,
  titulosAbertosArg,
  type SectionData,
} from './customer-panel-data'
import { selectCustomerPanel, type CustomerPanelState } from './customer-panel-slice'
import {
  attendanceReturns,
  centavosToInput,
  pendingReminder,
  sortPareceres,
} from './lib'
import type {
  AcaoCobrancaRealizada,
  AnalistaCobranca,
  Atendimento,
  AtendimentoParcela,
  ClienteEmail,
  ClienteResumo,
  ClienteTelefone,
  ContaReceber,
  Entrada,
  EntradaParcela,
  FormaCobranca,
  GrupoEconomico,
  Segmento,
  Supervisor,
  Vendedor,
  Lembrete,
  Negociacao,
  Observacao,
  ParecerCredito,
  PromessaPagamento,
} from './types'

export { useClientePainel } from './customer-panel-data'

type PanelRoot = Parameters<typeof selectCustomerPanel>[0]

/**
 * Whether the customer's first screenful (the header with its totals and the open titles) is on
 * screen, so the rest may be read (issue 25: at most 8 requests before it). The panel and the
 * attendance screen provide it (useFirstScreenPainted); elsewhere everything reads at once.
 */
export const LaterContext = createContext(true)
export const useLater = () => useContext(LaterContext)

/** Runs `task` after the next paint: a frame, then a task (what a frame shows is painted first). */
function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame === 'undefined') {
    timer = setTimeout(task, 0)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * True once the first screenful of `cod` has settled (loaded or failed) and been painted; false
 * again while another customer's loads. No customer (the picker alone): true.
 */
export function useFirstScreenPainted(cod: number | null): boolean {
  const { status } = useClientePainel(cod)
  const titulos = useGetCobrancaContasReceberQuery(titulosAbertosArg(cod ?? 0), {
    skip: cod === null,
    refetchOnMountOrArgChange: FIRST_SCREEN_FRESH_S,
  })
  // a cached answer being read again counts as settled: it is what the screen shows
  const settled = status !== 'loading' && statusOf(titulos) !== 'loading'
  const [paintedFor, setPaintedFor] = useState<number | null | undefined>(undefined)
  useEffect(() => {
    if (!settled || paintedFor === cod) return
    return afterPaint(() => setPaintedFor(cod))
  }, [settled, paintedFor, cod])
  return cod === null || paintedFor === cod
}

/** The result types, read once the first screenful is painted (or at once when cached). */
export const useResultTypes = () => useResultTypesNow(useLater())
/** The users that name authors, read once the first screenful is painted (or when cached). */
export const useUsuariosList = () => useUsuariosListNow(useLater())
export const useUsuarios = () => useUsuariosList().usuarios

/**
 * Whether the section around comes into view: a section below the fold reads its data only then
 * (issue 15, fewer requests on opening), and no section before the first screenful is painted.
 * Outside a LazyTarget (the attendance screen) every section reads once it is.
 */
export const InViewContext = createContext(true)
function useActive() {
  const inView = useContext(InViewContext)
  return useLater() && inView
}

/**
 * True once the element comes near the viewport (`margin` below the fold counts), and from then
 * on. Where IntersectionObserver does not exist (jsdom, old browsers) it is true right away.
 * Never true on the first render, nor while `enabled` is false (the layout is not final yet:
 * while the first screenful loads every section below it would seem in view).
 */
export function useInView(
  ref: RefObject<Element | null>,
  margin = '300px',
  enabled = true,
): boolean {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (visible || !enabled) return
    const el = ref.current
    if (typeof IntersectionObserver === 'undefined' || !el) {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          setVisible(true)
        }
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, margin, visible, enabled])
  return visible
}

// --- the customer's sections: one generated query each, shared by every component ---

/** The attendances (not deleted), newest first, and the returns derived from them. */
export function useAtendimentos(
  cod: number,
): SectionData<Atendimento> & { retornos: Atendimento[] } {
  // read with the first screenful; the timeline below the fold mounts once it is painted and
  // joins that answer instead of reading it again
  const section = useSectionOf<Atendimento>(
    useGetCobrancaAtendimentoQuery(
      { isDeleted: false, cliente: cod, ordering: '-data' },
      { refetchOnMountOrArgChange: FIRST_SCREEN_FRESH_S },
    ),
  )
  const retornos = useMemo(() => attendanceReturns(section.rows), [section.rows])
  return { ...section, retornos }
}

export function useAtendimentoParcela(cod: number): SectionData<AtendimentoParcela> {
  return useSectionOf(
    useGetCobrancaAtendimentoAtakCobrancaQuery(
      { codCliente: cod, ordering: '-data' },
      { skip: !useActive() },
    ),
  )
}

export function useNegociacoes(cod: number): SectionData<Negociacao> {
  return useSectionOf(
    useGetCobrancaAtendimentoNegociacaoQuery(
      { codCliente: cod, ordering: '-data,-id' },
      { skip: !useActive() },
    ),
  )
}

export function useEntradas(cod: number): SectionData<Entrada> {
  return useSectionOf(
    useGetCobrancaAtendimentoEntradaQuery(
      { codCliente: cod, ordering: '-data,-id' },
      { skip: !useActive() },
    ),
  )
}

export function useEntradaParcelas(cod: number): SectionData<EntradaParcela> {
  return useSectionOf(
    useGetCobrancaAtendimentoEntradaParcelaQuery(
      { codCliente: cod, ordering: 'entrada,parcela' },
      { skip: !useActive() },
    ),
  )
}

/** The reminders by date, soonest first, and the pending one (the earliest not completed). */
export function useLembretes(cod: number): SectionData<Lembrete> & { pendente: Lembrete | null } {
  const section = useSectionOf<Lembrete>(
    useGetCobrancaLembreteQuery({ codCliente: cod, ordering: 'data' }),
  )
  const rows = useMemo(
    () => [...section.rows].sort((a, b) => Date.parse(a.data) - Date.parse(b.data) || a.id - b.id),
    [section.rows],
  )
  const pendente = useMemo(() => pendingReminder(rows), [rows])
  return { ...section, rows, pendente }
}

export function useEmails(cod: number): SectionData<ClienteEmail> {
  return useSectionOf(useGetCobrancaClienteEmailQuery({ codCliente: cod }, { skip: !useActive() }))
}

export function useTelefones(cod: number): SectionData<ClienteTelefone> {
  return useSectionOf(
    useGetCobrancaClienteTelefoneQuery({ codCliente: cod }, { skip: !useActive() }),
  )
}

export function useObservacoes(cod: number): SectionData<Observacao> {
  return useSectionOf(
    useGetCobrancaClienteObservacaoQuery(
      { codCliente: cod, ordering: '-data' },
      { skip: !useActive() },
    ),
  )
}

/** Credit opinions, newest first. */
export function usePareceres(cod: number): SectionData<ParecerCredito> {
  const section = useSectionOf<ParecerCredito>(
    creditoApi.useGetCobrancaParecerCreditoQuery(
      { codCliente: cod, ordering: '-data' },
      { skip: !useActive() },
    ),
  )
  const rows = useMemo(() => sortPareceres(section.rows), [section.rows])
  return { ...section, rows }
}

export function useContasPagas(cod: number): SectionData<ContaReceber> {
  return useSectionOf(
    useGetCobrancaContasReceberQuery(
      { cliente: cod, status: 'pago', ordering: '-data_pagamento', pageSize: PAID_LIMIT },
      { skip: !useActive() },
    ),
  )
}

/** The last collection action performed on the customer. */
export function useUltimaAcao(
  cod: number,
): SectionData<AcaoCobrancaRealizada> & { acao: AcaoCobrancaRealizada | null } {
  const section = useSectionOf<AcaoCobrancaRealizada>(
    useGetCobrancaAcaoCobrancaRealizadaQuery(
      { codCliente: cod, ordering: '-data', pageSize: 1 },
      { skip: !useActive() },
    ),
  )
  return { ...section, acao: section.rows[0] ?? null }
}

export function usePromessas(cod: number): SectionData<PromessaPagamento> {
  return useSectionOf(useGetCobrancaPromessaPagamentoQuery({ codCliente: cod }))
}

/** The customer's open titles (aberto, vencido), by due date. */
export function useTitulosAbertos(cod: number): SectionData<ContaReceber> {
  return useSectionOf(
    useGetCobrancaContasReceberQuery(titulosAbertosArg(cod), {
      refetchOnMountOrArgChange: FIRST_SCREEN_FRESH_S,
    }),
  )
}

/** The customer's overdue total as money input text: where a new deal starts. */
export function useOverdueInput(cod: number): string {
  const vencido = useClientePainel(cod).cliente?.totais.vencido
  return vencido ? centavosToInput(vencido) : ''
}

const CLIENTES_ARG = {}

/** The header's reference lists (names of the customer's seller, analyst, régua…). */
const REFERENCE_LISTS = {
  vendedor: [
    reference.useGetCobrancaVendedorQuery,
    cobrancaGenerated.endpoints.getCobrancaVendedor,
  ],
  supervisor: [
    reference.useGetCobrancaSupervisorQuery,
    cobrancaGenerated.endpoints.getCobrancaSupervisor,
  ],
  analista: [
    reference.useGetCobrancaAnalistaCobrancaQuery,
    cobrancaGenerated.endpoints.getCobrancaAnalistaCobranca,
  ],
  forma: [
    reference.useGetCobrancaFormaCobrancaQuery,
    cobrancaGenerated.endpoints.getCobrancaFormaCobranca,
  ],
  grupo: [
    reference.useGetCobrancaGrupoEconomicoQuery,
    cobrancaGenerated.endpoints.getCobrancaGrupoEconomico,
  ],
  regua: [reference.useGetCobrancaReguaQuery, reguaGenerated.endpoints.getCobrancaRegua],
} as const
const ANALISTAS = 'analista' as const

/**
 * A whole reference list read once the first screenful is painted (at once when cached), as
 * every reader asks for it (REFERENCE).
 */
export function useReferenceLater<K extends keyof ReferenceRows>(
  name: K,
): ListQueryResult<ReferenceRows[K]> {
  const [useLive, endpoint] = REFERENCE_LISTS[name]
  return useQueryWhen(
    useLive as (arg: undefined, o: object) => ListQueryResult<ReferenceRows[K]>,
    endpoint.useQueryState as (arg: undefined) => { data?: unknown },
    undefined,
    useLater(),
    reference.REFERENCE.refetchOnMountOrArgChange,
  )
}

interface ReferenceRows {
  vendedor: Vendedor
  supervisor: Supervisor
  analista: AnalistaCobranca
  forma: FormaCobranca
  grupo: GrupoEconomico
  regua: { id: number; nome: string }
}

/** The régua segments (their list is read with `{}`), as useReferenceLater. */
export function useSegmentosLater(): ListQueryResult<Segmento> {
  return useQueryWhen(
    reference.useGetCobrancaReguaSegmentoQuery,
    reguaGenerated.endpoints.getCobrancaReguaSegmento.useQueryState,
    SEGMENTOS_ARG,
    useLater(),
    reference.REFERENCE.refetchOnMountOrArgChange,
  ) as ListQueryResult<Segmento>
}
const SEGMENTOS_ARG = {}

/** The customer list of the picker, sorted by name (the shared reference list). */
export function useListaClientes() {
  const ref = useListSource(
    useQueryWhen(
      reference.useGetCobrancaClientesQuery,
      cobrancaGenerated.endpoints.getCobrancaClientes.useQueryState,
      CLIENTES_ARG,
      useLater(),
      reference.REFERENCE.refetchOnMountOrArgChange,
    ),
  )
  const rows = useMemo(
    () =>
      [...ref.rows].sort((a: ClienteResumo, b: ClienteResumo) =>
        a.nome_fantasia.localeCompare(b.nome_fantasia, 'pt-BR'),
      ),
    [ref.rows],
  )
  return { ...ref, rows }
}

/** The collection analyst linked to the signed-in user (DECISIONS 2: by the user's own id). */
export function useAnalistaUsuario(): AnalistaCobranca | null {
  const userId = useAppSelector(selectProfile)?.id ?? null
  const { rows } = useListSource(useReferenceLater(ANALISTAS))
  return useMemo(
    () =>
      userId === null
        ? null
        : ((rows as (AnalistaCobranca & { user?: number | null })[]).find(
            (a) => a.user === userId,
          ) ?? null),
    [rows, userId],
  )
}

/** Some fields of the panel's client state. */
export function usePanel<K extends keyof CustomerPanelState>(
  ...keys: K[]
): Pick<CustomerPanelState, K> {
  return useAppSelector((s: PanelRoot) => {
    const state = selectCustomerPanel(s)
    const picked = {} as Pick<CustomerPanelState, K>
    for (const key of keys) picked[key] = state[key]
    return picked
  }, shallowEqual)
}

/**
 * One request at a time for a form: the button shows `busy`, and a second submit while the
 * first is in flight is ignored (RELIABILITY 21). Errors reach the caller.
 */
export function useSingleFlight() {
  const [busy, setBusy] = useState(false)
  const flying = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (flying.current) return undefined
    flying.current = true
    setBusy(true)
    try {
      return await task()
    } finally {
      flying.current = false
      if (mounted.current) setBusy(false)
    }
  }, [])
  return { busy, run }
}

/**
 * A one-click action on a record (delete, complete, switch a channel): one at a time, then the
 * success message, or the failure told as every save failure is (saveFailed).
 */
export function useRecordAction() {
  const { busy, run } = useSingleFlight()
  const act = useCallback(
    (task: () => Promise<unknown>, successMessage: string) =>
      run(async () => {
        try {
          await task()
          showMessage('success', successMessage)
        } catch (error) {
          saveFailed(error)
        }
      }),
    [run],
  )
  return { busy, act }
}

/**
 * A record form's save: one at a time; a refusal lands on the fields and what names no field
 * in `problems`, shown above the form's buttons.
 */
export function useRecordSave(form: FormInstance) {
  const { busy, run } = useSingleFlight()
  const [problems, setProblems] = useState<string[]>([])
  const save = (task: () => Promise<void>) =>
    run(async () => {
      setProblems([])
      try {
        await task()
      } catch (error) {
        setProblems(saveFailed(error, form))
      }
    })
  return { busy, problems, save }
}

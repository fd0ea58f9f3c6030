import { useCallback, useMemo } from 'react'
import { errorOf, rowsOf, statusOf } from '@/shared/api/data-api'
import type { ApiError } from '@/shared/api/errors'
import { useAppDispatch } from '@/shared/store/hooks'
import type { RequestStatus } from '@/shared/store/request-status'
import type { RegisterSource } from '@/shared/ui/register'
import {
  collectionRuleApi,
  useGetCobrancaNotificacaoSmtpQuery,
  useGetCobrancaNotificacaoTagsQuery,
  useGetCobrancaNotificacaoTemplateQuery,
  useGetCobrancaReguaExtendedQuery,
  useGetCobrancaReguaSegmentoQuery,
} from './collection-rule-data'
import type { AlteracaoServidorSmtpWrite } from '@/shared/api/generated/regua'
import type { ReguaExtended, ReguaSegmento, ReguaStatus, SmtpSetting, Tag, Template } from './types'

/** The lists are read whole (no paging). */
const WHOLE = {}

/**
 * The page reads every list once per visit (RELIABILITY 30); the tabs inside it follow the
 * page's subscription instead of reading again each time one is opened.
 */
const FOLLOW = { refetchOnMountOrArgChange: false } as const

export interface RequestState {
  status: RequestStatus
  error: ApiError | null
}

type Query = Parameters<typeof statusOf>[0] & { error?: unknown; refetch: () => unknown }

/** Two queries read as one (the rules and their segments): failed if either failed. */
function together(a: Query, b: Query): RequestState {
  const failed = a.isError ? a : b.isError ? b : null
  if (failed) return { status: 'failed', error: errorOf(failed) }
  const first = statusOf(a)
  return { status: first === 'succeeded' ? statusOf(b) : first, error: null }
}

const request = (q: Query): RequestState => ({ status: statusOf(q), error: errorOf(q) })

/** Spec: SMTP items and templates get key = id; tags get key = index. */
export const keyedById = <T extends { id?: number }>(rows: readonly T[]): Array<T & { key?: number }> =>
  rows.map((row) => ({ ...row, key: row.id }))
export const keyedByIndex = <T extends object>(rows: readonly T[]): Array<T & { key: number }> =>
  rows.map((row, index) => ({ ...row, key: index }))

/**
 * The collection-rule lists under the specification's names (clientes aside: the drawer of one
 * rule reads them). `owner`: the page, whose visit reads the lists; the tabs follow it.
 */
export function useCollectionRule({ owner = false }: { owner?: boolean } = {}) {
  const options = owner ? undefined : FOLLOW
  const extended = useGetCobrancaReguaExtendedQuery(WHOLE, options)
  const segmentosQuery = useGetCobrancaReguaSegmentoQuery(WHOLE, options)
  const templatesQuery = useGetCobrancaNotificacaoTemplateQuery(WHOLE, options)
  const tagsQuery = useGetCobrancaNotificacaoTagsQuery(WHOLE, options)
  const smtpQuery = useGetCobrancaNotificacaoSmtpQuery(WHOLE, options)

  const regua_cobranca = useMemo(() => rowsOf<ReguaExtended>(extended.data), [extended.data])
  const acoes = useMemo(() => regua_cobranca.flatMap((r) => r.acoes), [regua_cobranca])
  const status = useMemo(() => regua_cobranca.flatMap((r) => r.status), [regua_cobranca])
  const segmentos = useMemo(() => rowsOf<ReguaSegmento>(segmentosQuery.data), [segmentosQuery.data])
  const templates = useMemo<Template[]>(() => keyedById(rowsOf(templatesQuery.data)), [templatesQuery.data])
  const tags = useMemo<Tag[]>(() => keyedByIndex(rowsOf(tagsQuery.data)), [tagsQuery.data])
  const smtp = useMemo<SmtpSetting[]>(() => keyedById(rowsOf(smtpQuery.data)), [smtpQuery.data])

  const requests = useMemo(
    () => ({
      regua: together(extended, segmentosQuery),
      smtp: request(smtpQuery),
      templates: request(templatesQuery),
      tags: request(tagsQuery),
    }),
    [extended, segmentosQuery, smtpQuery, templatesQuery, tagsQuery],
  )

  const { refetch: refetchExtended } = extended
  const { refetch: refetchSegmentos } = segmentosQuery
  /** Reads the rules and their segments again (a retry, or after a change elsewhere). */
  const reloadReguas = useCallback(() => {
    void refetchExtended()
    void refetchSegmentos()
  }, [refetchExtended, refetchSegmentos])

  return {
    regua_cobranca,
    acoes,
    segmentos,
    status,
    smtp,
    templates,
    tags,
    requests,
    reloadReguas,
    reloadSmtp: smtpQuery.refetch,
    reloadTemplates: templatesQuery.refetch,
    reloadTags: tagsQuery.refetch,
  }
}

/**
 * What the register forms send is what the contract's request body takes (the form checks it).
 * A new row's form may start from a prepared row (`newRow`): without an id it is created.
 */
const body = <T>(values: unknown) => values as T

const { endpoints } = collectionRuleApi
/**
 * The registers' writes are dispatched, not held in mutation hooks: a hook renders its register
 * again when a write starts, and a new row's form starts over when its register renders
 * (RegisterPage builds the new row on each render). Each promise carries the answer or the
 * ApiError the form shows; nothing of them is kept in the store (`track: false`).
 */
const UNTRACKED = { track: false } as const

/** The registers of the page (rules, segments, statuses, SMTP servers) over the data layer. */
export function useReguaSources() {
  const data = useCollectionRule()
  const { reloadReguas, reloadSmtp } = data
  const regua = data.requests.regua
  const dispatch = useAppDispatch()

  // Each write reloads the rules and every page's reference lists of réguas and segments (the
  // invalidation of collection-rule-data.ts: they share its tag).
  const reguas = useMemo<RegisterSource<ReguaExtended>>(
    () => ({
      rows: data.regua_cobranca,
      ...regua,
      reload: reloadReguas,
      save: async (values, editing) => {
        const saved = editing?.id
          ? await dispatch(endpoints.patchCobrancaReguaId.initiate({ id: editing.id, alteracaoRegua: body(values) }, UNTRACKED)).unwrap()
          : await dispatch(endpoints.postCobrancaRegua.initiate({ novaRegua: body(values) }, UNTRACKED)).unwrap()
        return saved
      },
      remove: async (row) => {
        await dispatch(endpoints.deleteCobrancaReguaId.initiate({ id: row.id }, UNTRACKED)).unwrap()
      },
    }),
    [data.regua_cobranca, regua, reloadReguas, dispatch],
  )

  const segmentos = useMemo<RegisterSource<ReguaSegmento>>(
    () => ({
      rows: data.segmentos,
      ...regua,
      reload: reloadReguas,
      save: async (values, editing) => {
        const saved = editing?.id
          ? await dispatch(
              endpoints.patchCobrancaReguaSegmentoId.initiate({ id: editing.id, alteracaoReguaSegmento: body(values) }, UNTRACKED),
            ).unwrap()
          : await dispatch(endpoints.postCobrancaReguaSegmento.initiate({ novoReguaSegmento: body(values) }, UNTRACKED)).unwrap()
        return saved
      },
      remove: async (row) => {
        await dispatch(endpoints.deleteCobrancaReguaSegmentoId.initiate({ id: row.id }, UNTRACKED)).unwrap()
      },
    }),
    [data.segmentos, regua, reloadReguas, dispatch],
  )

  const status = useMemo<RegisterSource<ReguaStatus>>(
    () => ({
      rows: data.status,
      ...regua,
      reload: reloadReguas,
      save: (values, editing) =>
        editing?.id
          ? dispatch(
              endpoints.patchCobrancaReguaStatusId.initiate({ id: editing.id, alteracaoReguaStatus: body(values) }, UNTRACKED),
            ).unwrap()
          : dispatch(endpoints.postCobrancaReguaStatus.initiate({ novoReguaStatus: body(values) }, UNTRACKED)).unwrap(),
      remove: async (row) => {
        await dispatch(endpoints.deleteCobrancaReguaStatusId.initiate({ id: row.id }, UNTRACKED)).unwrap()
      },
    }),
    [data.status, regua, reloadReguas, dispatch],
  )

  // Spec: an SMTP item saved with an id replaces it in the list, without one it is appended;
  // deleting removes it (the cache updates of collection-rule-data.ts), then the list reloads.
  const smtp = useMemo<RegisterSource<SmtpSetting>>(
    () => ({
      rows: data.smtp,
      ...data.requests.smtp,
      reload: () => void reloadSmtp(),
      save: (values, editing) => {
        const payload = smtpPayload(values)
        return editing?.id
          ? dispatch(
              endpoints.patchCobrancaNotificacaoSmtpId.initiate({ id: editing.id, alteracaoServidorSmtp: payload }, UNTRACKED),
            ).unwrap()
          : dispatch(endpoints.postCobrancaNotificacaoSmtp.initiate({ novoServidorSmtp: body(payload) }, UNTRACKED)).unwrap()
      },
      remove: async (row) => {
        await dispatch(endpoints.deleteCobrancaNotificacaoSmtpId.initiate({ id: row.id }, UNTRACKED)).unwrap()
      },
    }),
    [data.smtp, data.requests.smtp, reloadSmtp, dispatch],
  )

  return { reguas, segmentos, status, smtp }
}

/** The password goes only when typed: an empty field keeps the stored one. */
export function smtpPayload(values: Partial<SmtpSetting>): AlteracaoServidorSmtpWrite {
  const { id: _id, key: _key, password, ...rest } = values
  void _id
  void _key
  return password ? { ...rest, password } : rest
}

/**
 * The credit module's additions to the generated endpoints (tag credito): what each answer must
 * be, and which reads a write refreshes (issue 22). A new opinion or a new version reloads the
 * opinions and the history; a decision also reloads the customer's exposure and score, since an
 * approval becomes the customer's limit. The saved opinion shows at once in the customer's list
 * (the same cache entry the workspace and the customer panel read), before the reload confirms it.
 */
import { errorOf, rowsOf, statusOf, type ListQueryResult } from '@/shared/api/data-api'
import type { ApiError } from '@/shared/api/errors'
import { generatedApi, type PaginaParecerCredito } from '@/shared/api/generated/credito'
import type { RequestStatus } from '@/shared/store/request-status'
import type { Parecer } from './types'
import { historyOrder, sortPareceres } from './versions'

const PARECERES = { type: 'credito' as const, id: 'pareceres' }
const VERSOES = { type: 'credito' as const, id: 'versoes' }
/** exposure and score: what an approval changes for one customer */
const customerTag = (cod: number) => ({ type: 'credito' as const, id: `cliente:${cod}` })

/** One customer's opinions, as the workspace and the customer panel's credit line read them. */
export const customerPareceresArgs = (cod: number) => ({ codCliente: cod, ordering: '-data' })
/** Every version of one customer's opinions. */
export const customerVersoesArgs = (cod: number) => ({ codCliente: cod, ordering: '-data_hora' })

function upsert(draft: Parecer[] | PaginaParecerCredito, row: Parecer): void {
  const list = Array.isArray(draft) ? draft : draft.results
  const at = list.findIndex((p) => p.id === row.id)
  if (at >= 0) list[at] = row
  else list.unshift(row)
}

async function showSaved(
  queryFulfilled: Promise<{ data: Parecer }>,
  dispatch: (action: unknown) => unknown,
): Promise<void> {
  try {
    const { data } = await queryFulfilled
    dispatch(
      generatedApi.util.updateQueryData('getCobrancaParecerCredito', customerPareceresArgs(data.cod_cliente), (draft) =>
        upsert(draft, data),
      ),
    )
  } catch {
    /* the form shows the failure; nothing to add to the list */
  }
}

const saved = { expect: 'object', required: ['id', 'cod_cliente'] } as const

export const creditApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getCobrancaParecerCredito: { providesTags: [PARECERES], extraOptions: { expect: 'list' } },
    getCobrancaParecerCreditoVersao: { providesTags: [VERSOES], extraOptions: { expect: 'list' } },
    getCreditoExposicaoId: {
      providesTags: (_result, _error, { cod }) => [customerTag(cod)],
      extraOptions: { expect: 'object', required: ['cod_cliente', 'cliente'] },
    },
    getCreditoScoreId: {
      providesTags: (_result, _error, { cod }) => [customerTag(cod)],
      extraOptions: { expect: 'object', required: ['cod_cliente', 'fatores'] },
    },
    postCobrancaParecerCredito: {
      invalidatesTags: (result) => (result ? [PARECERES, VERSOES] : []),
      extraOptions: saved,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => showSaved(queryFulfilled, dispatch),
    },
    patchCobrancaParecerCreditoId: {
      invalidatesTags: (result) => (result ? [PARECERES, VERSOES] : []),
      extraOptions: saved,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => showSaved(queryFulfilled, dispatch),
    },
    postCobrancaParecerCreditoIdDecidir: {
      invalidatesTags: (result) => (result ? [PARECERES, VERSOES, customerTag(result.cod_cliente)] : []),
      extraOptions: saved,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => showSaved(queryFulfilled, dispatch),
    },
  },
})

export const {
  useGetCobrancaParecerCreditoQuery,
  useGetCobrancaParecerCreditoVersaoQuery,
  useGetCreditoExposicaoIdQuery,
  useGetCreditoScoreIdQuery,
  usePostCobrancaParecerCreditoMutation,
  usePatchCobrancaParecerCreditoIdMutation,
  usePostCobrancaParecerCreditoIdDecidirMutation,
} = creditApi

/** One read of the workspace as its section renders it. */
export interface Group<T> {
  data: T
  status: RequestStatus
  error: ApiError | null
  retry: () => void
}

/** A query's result as a group reads it: the flags, error and refetch, and this argument's data. */
type QueryResult<R> = Omit<ListQueryResult<unknown>, 'data'> & { currentData?: R }

function group<R, T>(result: QueryResult<R>, read: (data: R | undefined) => T): Group<T> {
  return {
    // currentData: this customer's, never the previous one's while this one loads
    data: read(result.currentData),
    status: statusOf(result),
    error: errorOf(result),
    retry: () => void result.refetch(),
  }
}

/**
 * The credit workspace of one customer: exposure, score, its opinions newest first (as the
 * customer panel lists them) and every version of them newest first; each with its own status,
 * error and retry.
 */
export function useCustomerCredit(cod: number) {
  const exposicao = useGetCreditoExposicaoIdQuery({ cod })
  const score = useGetCreditoScoreIdQuery({ cod })
  const pareceres = useGetCobrancaParecerCreditoQuery(customerPareceresArgs(cod))
  const versoes = useGetCobrancaParecerCreditoVersaoQuery(customerVersoesArgs(cod))
  return {
    exposicao: group(exposicao, (d) => d ?? null),
    score: group(score, (d) => d ?? null),
    pareceres: group(pareceres, (d) => sortPareceres(rowsOf(d))),
    versoes: group(versoes, (d) => historyOrder(rowsOf(d))),
  }
}

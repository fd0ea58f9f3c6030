/**
 * Finance endpoints. The specification leaves the paths to the caller ("concrete paths are not
 * shown"), so /api/financeiro/… is ours (docs/api-contract.md, "nosso").
 */
import { api } from '@/shared/api/client'
import { defineResource, getObject } from '@/shared/api/resource'
import type { IndiceTaxa, LiberacaoParcela, RecebiveisPrevistos } from './types'

export const FINANCE_BASE = '/api/financeiro'

/** The state field of each register (specification, "Finance state") and its URL. */
export const FINANCE_URLS = {
  banco: `${FINANCE_BASE}/banco/`,
  moeda: `${FINANCE_BASE}/moeda/`,
  contrato: `${FINANCE_BASE}/contrato/`,
  tipo_juros: `${FINANCE_BASE}/tipo-juros/`,
  indice: `${FINANCE_BASE}/indice/`,
  tipo_contrato: `${FINANCE_BASE}/tipo-contrato/`,
  forma_amortizacao: `${FINANCE_BASE}/forma-amortizacao/`,
  relatorio_parcelas: `${FINANCE_BASE}/relatorio-parcelas/`,
  liberacao: `${FINANCE_BASE}/liberacao/`,
  liberacao_parcela: `${FINANCE_BASE}/liberacao-parcela/`,
  empresa: `${FINANCE_BASE}/empresa/`,
} as const

export type FinanceList = keyof typeof FINANCE_URLS
export const FINANCE_LISTS = Object.keys(FINANCE_URLS) as FinanceList[]

export const INDICE_TAXA_URL = `${FINANCE_BASE}/indice-taxa/`
export const RECEBIVEIS_PREVISTOS_URL = `${FINANCE_BASE}/recebiveis-previstos/`
export const gerarParcelasUrl = (liberacao: number) => `${FINANCE_BASE}/liberacao/${liberacao}/gerar-parcelas/`

/** An index's rate history (a register of its own, under the index). */
export const indiceTaxas = defineResource<IndiceTaxa>({ path: INDICE_TAXA_URL, editMethod: 'patch' })

export type ParcelaGerada = Pick<
  LiberacaoParcela,
  'parcela' | 'data_vencimento' | 'valor_amortizacao' | 'valor_juros' | 'valor_parcela' | 'saldo_devedor'
>

/** Replaces a release's open instalments with the previewed schedule, in one request. */
export async function gerarParcelas(liberacao: number, parcelas: ParcelaGerada[]): Promise<LiberacaoParcela[]> {
  const { data } = await api.post<LiberacaoParcela[]>(gerarParcelasUrl(liberacao), { parcelas })
  return data
}

export function fetchRecebiveisPrevistos(meses = 12, signal?: AbortSignal): Promise<RecebiveisPrevistos> {
  return getObject<RecebiveisPrevistos>(RECEBIVEIS_PREVISTOS_URL, { meses }, signal)
}

/**
 * Row shapes of the finance endpoints, as api/openapi.yaml (tag financiamento) defines them: the
 * generated types, under the names the module's components use. Money and rates are DRF
 * decimal strings; dates are ISO dates.
 */
import type * as generated from '@/shared/api/generated/financiamento'

export type {
  Banco,
  Contrato,
  Empresa,
  FormaAmortizacao,
  Indice,
  IndiceTaxa,
  Liberacao,
  LiberacaoParcela,
  Moeda,
  RecebiveisPrevistos,
  TipoContrato,
  TipoJuros,
} from '@/shared/api/generated/financiamento'

export type CodigoAmortizacao = generated.FormaAmortizacao['codigo']

/** A row of Parcelas a Vencer: an instalment with its contract's names. */
export type RelatorioParcela = generated.ParcelaAVencer

/** The row type of each list of the finance state (specification, "Finance state"), in its order. */
export interface FinanceRowTypes {
  banco: generated.Banco
  moeda: generated.Moeda
  contrato: generated.Contrato
  tipo_juros: generated.TipoJuros
  indice: generated.Indice
  tipo_contrato: generated.TipoContrato
  forma_amortizacao: generated.FormaAmortizacao
  relatorio_parcelas: RelatorioParcela
  liberacao: generated.Liberacao
  liberacao_parcela: generated.LiberacaoParcela
  empresa: generated.Empresa
}
export type FinanceList = keyof FinanceRowTypes

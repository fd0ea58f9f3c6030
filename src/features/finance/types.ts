/**
 * Row shapes of the finance endpoints, as api/openapi.yaml (tag financiamento) defines them: the
 * generated types, under the names the module's components use. Money and rates are DRF
 * decimal strings; dates are ISO dates.
 */
import type { FormaAmortizacao, ParcelaAVencer } from '@/shared/api/generated/financiamento'

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

export type CodigoAmortizacao = FormaAmortizacao['codigo']

/** A row of Parcelas a Vencer: an instalment with its contract's names. */
export type RelatorioParcela = ParcelaAVencer

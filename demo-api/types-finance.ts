/**
 * Row types of the finance module. `banco`, `moeda`, `indice`, `contrato` … are declared in
 * types.ts with fewer fields; the finance module's rows carry these richer shapes (the base
 * fields unchanged). `indice-taxa` is a new table: the rate history of each index.
 */
import type { Banco, Contrato, Indice, LiberacaoParcela, Moeda } from './types'

type Decimal = string
type IsoDate = string

export interface BancoRow extends Banco {
  /** ISPB: the 8-digit identifier of the institution in the SPB */
  ispb: string
}

export interface MoedaRow extends Moeda {
  /** reais per unit (demo value), 4 places; "1.0000" for BRL */
  cotacao: Decimal
  data_cotacao: IsoDate | null
}

export interface IndiceRow extends Indice {
  /** the index's unit: post-fixed CDI/SELIC are % a.a. on 252 business days */
  base: 'du252' | 'mensal' | 'anual'
}

/** One value of an index's history: a DEMO value, never a real publication. */
export interface IndiceTaxa {
  id: number
  indice: number
  /** first day of the month the value refers to */
  data: IsoDate
  /** % a.a. (CDI, SELIC, TJLP, TR) or % accumulated over 12 months (IPCA) */
  taxa_anual: Decimal
  /** always true in the demo seed: values for demonstration only */
  demo: boolean
}

export type BaseTaxa = 'mensal' | 'anual'
export type TipoTaxa = 'efetiva' | 'nominal'
export type JurosCarencia = 'pago' | 'capitalizado'

export interface ContratoRow extends Contrato {
  /** the rate as the contract states it (% per base); the spread over the index when post-fixed */
  taxa: Decimal
  base_taxa: BaseTaxa
  tipo_taxa: TipoTaxa
  /** percentage of the post-fixed index (100 = 100 % do CDI); null when pre-fixed */
  percentual_indice: Decimal | null
  data_primeiro_vencimento: IsoDate
  juros_carencia: JurosCarencia
  /** fees paid at release (TAC, IOF, registration), in the contract's currency */
  valor_tarifas: Decimal
}

export type LiberacaoParcelaRow = LiberacaoParcela

declare module './module-tables' {
  interface ModuleTables {
    'indice-taxa': IndiceTaxa[]
  }
}

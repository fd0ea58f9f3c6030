/**
 * Tables of the reports module: the products a food distributor sells, the invoice lines behind
 * every receivable (so sales agree with contas-receber to the centavo) and merchandise returns.
 * Field names follow the backend's style (snake_case, pt-BR); money is a decimal string.
 */
import type { Decimal, IsoDate } from './types'

export interface Produto {
  id: number
  codigo: string
  descricao: string
  categoria: string
  /** Selling unit: "CX 12 UN", "FD 6 UN", "KG". */
  unidade: string
  preco: Decimal
}

/** One line of an invoice (nota fiscal); the lines of an NF add up to its receivables. */
export interface Venda {
  id: number
  nota_fiscal: string
  data: IsoDate
  cod_cliente: number
  cod_vendedor: number
  cod_filial: number
  produto: number
  quantidade: number
  valor_unitario: Decimal
  valor_total: Decimal
  empreendimento: string
  modulo: number
}

export type MotivoDevolucao =
  | 'Avaria no transporte'
  | 'Produto vencido ou próximo do vencimento'
  | 'Pedido em duplicidade'
  | 'Divergência de preço'
  | 'Produto fora da especificação'
  | 'Recusa no recebimento'

export interface Devolucao {
  id: number
  data: IsoDate
  venda: number
  nota_fiscal: string
  cod_cliente: number
  cod_vendedor: number
  cod_filial: number
  produto: number
  quantidade: number
  valor: Decimal
  motivo: MotivoDevolucao
  empreendimento: string
  modulo: number
}

declare module './module-tables' {
  interface ModuleTables {
    produto: Produto[]
    venda: Venda[]
    devolucao: Devolucao[]
  }
}

/** Tables the collection screens add to the demo API (issue 15: promises to pay). */

export type PromessaStatus = 'ativa' | 'vence_hoje' | 'cumprida' | 'quebrada' | 'cancelada'

/** A promise to pay: the titles promised, the amount and the date (stored fields). */
export interface PromessaPagamento {
  id: number
  cod_cliente: number
  atendimento: number | null
  /** ids of contas-receber rows */
  titulos: number[]
  /** DRF decimal */
  valor: string
  data_promessa: string
  criado_em: string
  usuario: number | null
  observacao: string
  cancelada: boolean
}

declare module './module-tables' {
  interface ModuleTables {
    'promessa-pagamento': PromessaPagamento[]
  }
}

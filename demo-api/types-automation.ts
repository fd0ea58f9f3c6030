import type { ContaReceberStatus, Decimal, IsoDate, IsoDateTime } from './types'

/** One bank integration (the page /automatizacao/:integracao). */
export interface AutomacaoIntegracao {
  /** the route's slug: itau, bradesco, ... */
  slug: string
  nome: string
  /** FEBRABAN bank code */
  banco: string
  agencia: string
  conta: string
  carteira: string
  convenio: string
  layouts: string[]
  status: 'conectado' | 'instavel' | 'desconectado'
  mensagem: string
  ultima_comunicacao: IsoDateTime | null
  ultimo_retorno: IsoDateTime | null
}

/** What a title was before an import touched it (for the undo). */
export interface TituloAnterior {
  data_pagamento: IsoDate | null
  valor_pago: Decimal
  saldo: Decimal
  status: ContaReceberStatus
  dias_atraso: number
}

export interface ImportacaoItem {
  titulo: number
  documento: string
  cod_cliente: number
  nome_fantasia: string
  nosso_numero: string | null
  /** line of the return file */
  linha: number
  valor_pago: Decimal
  data_pagamento: IsoDate
  /** the payment settled the whole balance */
  quitado: boolean
  anterior: TituloAnterior
  /** what the import wrote, to tell whether the title changed since */
  depois: { valor_pago: Decimal; saldo: Decimal }
}

/** One applied return file. */
export interface AutomacaoImportacao {
  id: number
  integracao: string
  arquivo: string
  layout: 'CNAB 240' | 'CNAB 400'
  /** fingerprint of the content: the same file is not applied twice */
  impressao: string
  data_geracao: IsoDate | null
  usuario: number
  usuario_nome: string
  criado_em: IsoDateTime
  qtd_titulos: number
  valor_total: Decimal
  desfeita: boolean
  desfeita_em: IsoDateTime | null
  desfeita_por_nome: string | null
  itens: ImportacaoItem[]
}

declare module './module-tables' {
  interface ModuleTables {
    'automacao-integracao': AutomacaoIntegracao[]
    'automacao-importacao': AutomacaoImportacao[]
  }
}

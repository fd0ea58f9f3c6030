/** Row shapes of the demo API's automation endpoints (docs/api-contract.md). Money as DRF decimal strings. */

export type IntegrationStatus = 'conectado' | 'instavel' | 'desconectado'

export interface Integration {
  slug: string
  nome: string
  banco: string
  agencia: string
  conta: string
  carteira: string
  convenio: string
  layouts: string[]
  status: IntegrationStatus
  mensagem: string
  ultima_comunicacao: string | null
  ultimo_retorno: string | null
}

/** A receivable found for a line of the return file. */
export interface MatchedTitle {
  id: number
  documento: string
  cod_cliente: number
  nome_fantasia: string
  nosso_numero: string | null
  data_vencimento: string
  valor: string
  saldo: string
  valor_pago: string
  data_pagamento: string | null
  status: 'aberto' | 'vencido' | 'pago'
}

export interface ImportItem {
  titulo: number
  documento: string
  cod_cliente: number
  nome_fantasia: string
  nosso_numero: string | null
  linha: number
  valor_pago: string
  data_pagamento: string
  quitado: boolean
}

export interface ImportRecord {
  id: number
  integracao: string
  arquivo: string
  layout: 'CNAB 240' | 'CNAB 400'
  impressao: string
  data_geracao: string | null
  usuario: number
  usuario_nome: string
  criado_em: string
  qtd_titulos: number
  valor_total: string
  desfeita: boolean
  desfeita_em: string | null
  desfeita_por_nome: string | null
  itens: ImportItem[]
}

export interface Settlement {
  titulo: number
  linha: number
  valor_pago: string
  data_pagamento: string
}

export interface NewImport {
  arquivo: string
  layout: 'CNAB 240' | 'CNAB 400'
  impressao: string
  data_geracao: string | null
  liquidacoes: Settlement[]
}

/** A row of Meus Títulos as GET /api/portal/titulos/ answers it (demo-api/types-portal.ts). */
export type TituloStatus = 'aberto' | 'vencido' | 'pago'

export interface PortalTitulo {
  id: number
  cod_cliente: number
  nome_fantasia: string
  documento: string
  parcela: number
  data_emissao: string
  data_vencimento: string
  data_pagamento: string | null
  valor: string
  valor_pago: string
  saldo: string
  status: TituloStatus
  dias_atraso: number
  forma_cobranca: number
  forma_cobranca_descricao: string
  multa: string
  juros: string
  valor_atualizado: string
  hash_2via: string | null
  linha_digitavel: string | null
  pix_copia_cola: string | null
  vencimento_boleto: string | null
}

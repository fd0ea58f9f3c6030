/** The bill as the public 2ª via endpoint answers it (demo-api/types-portal.ts, BillView). */
export type BillStatus = 'aberto' | 'vencido' | 'pago'

export interface Bill {
  hash: string
  documento: string
  parcela: number
  nosso_numero: string | null
  beneficiario: { nome: string; cnpj: string; endereco: string; cidade: string; uf: string }
  banco: { codigo: string; nome: string } | null
  agencia_codigo: string | null
  pagador: { nome: string; documento: string; cidade: string; uf: string }
  data_emissao: string
  data_vencimento: string
  valor: string
  valor_pago: string
  saldo: string
  status: BillStatus
  data_pagamento: string | null
  multa_pct: string
  juros_mes_pct: string
  dias_atraso: number
  multa: string
  juros: string
  valor_atualizado: string
  vencimento_boleto: string | null
  reemitido: boolean
  linha_digitavel: string | null
  codigo_barras: string | null
  pix_copia_cola: string | null
  calculado_em: string
}

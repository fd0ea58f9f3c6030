/**
 * Row shapes of the client portal and the public 2ª via. The bill view is computed on request
 * from a title (contas-receber) and the beneficiary's registered charges (multa, juros).
 */
import type { ContaReceberStatus, Decimal, IsoDate } from './types'

/** The company's bank account that issues the boletos of one bank. */
export interface ContaCobranca {
  banco: string
  nome_banco: string
  agencia: string
  conta: string
  carteira: string
}

/** The payee (beneficiário) of every bill and the charges registered with the banks. */
export interface PortalBeneficiario {
  id: number
  nome: string
  cnpj: string
  endereco: string
  cidade: string
  uf: string
  /** the PIX key (random key, EVP) of the static BR Codes */
  chave_pix: string
  /** fine in percent, charged once after the due date */
  multa_pct: Decimal
  /** simple interest in percent a month, pro rata die (÷ 30) */
  juros_mes_pct: Decimal
  contas: ContaCobranca[]
}

/** What the public 2ª via and the portal show of one title. */
export interface BillView {
  hash: string
  documento: string
  parcela: number
  nosso_numero: string | null
  beneficiario: { nome: string; cnpj: string; endereco: string; cidade: string; uf: string }
  banco: { codigo: string; nome: string } | null
  agencia_codigo: string | null
  /** payer: the document is masked on the public page */
  pagador: { nome: string; documento: string; cidade: string; uf: string }
  data_emissao: IsoDate
  data_vencimento: IsoDate
  valor: Decimal
  valor_pago: Decimal
  saldo: Decimal
  status: ContaReceberStatus
  data_pagamento: IsoDate | null
  multa_pct: Decimal
  juros_mes_pct: Decimal
  dias_atraso: number
  multa: Decimal
  juros: Decimal
  /** open balance plus fine and interest today; 0.00 when paid */
  valor_atualizado: Decimal
  /** the due date the linha digitável carries: the original one, or today when reissued */
  vencimento_boleto: IsoDate | null
  /** true when the boleto was reissued for the updated amount (late or partly paid) */
  reemitido: boolean
  linha_digitavel: string | null
  codigo_barras: string | null
  pix_copia_cola: string | null
  /** the reference day of the computation */
  calculado_em: IsoDate
}

/** A row of Meus Títulos: the title and, for a title with a bill, its payable view. */
export interface PortalTitulo {
  id: number
  cod_cliente: number
  nome_fantasia: string
  documento: string
  parcela: number
  data_emissao: IsoDate
  data_vencimento: IsoDate
  data_pagamento: IsoDate | null
  valor: Decimal
  valor_pago: Decimal
  saldo: Decimal
  status: ContaReceberStatus
  dias_atraso: number
  forma_cobranca: number
  forma_cobranca_descricao: string
  multa: Decimal
  juros: Decimal
  valor_atualizado: Decimal
  hash_2via: string | null
  linha_digitavel: string | null
  pix_copia_cola: string | null
  vencimento_boleto: IsoDate | null
}

declare module './module-tables' {
  interface ModuleTables {
    'portal-beneficiario': PortalBeneficiario[]
  }
}

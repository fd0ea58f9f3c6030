export const CEI_FORMULA =
  'CEI = (saldo inicial + vendas a prazo − saldo final) ÷ (saldo inicial + vendas a prazo − saldo final a vencer) × 100'
export const DSO_FORMULA = 'DSO = saldo a receber no fim ÷ vendas a prazo do período × dias do período'

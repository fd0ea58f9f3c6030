/**
 * The customer list stores CNPJ/CPF masked ("12.345.678/0001-90"), so a document typed bare
 * ("12345678") would match nothing: it is also searched with the mask applied so far, as a
 * CNPJ and, when it could still be one, as a CPF. Anything else goes as typed.
 */
const CNPJ_SEPARATORS: Record<number, string> = { 2: '.', 5: '.', 8: '/', 12: '-' }
const CPF_SEPARATORS: Record<number, string> = { 3: '.', 6: '.', 9: '-' }

function maskPrefix(chars: string, separators: Record<number, string>): string {
  let out = ''
  for (let i = 0; i < chars.length; i += 1) {
    if (i > 0 && separators[i]) out += separators[i]
    out += chars[i]
  }
  return out
}

/** The longest customer code; longer runs of digits are documents. */
const CODE_MAX_DIGITS = 5

export function customerSearchTerms(query: string): string[] {
  const q = query.trim()
  if (!q) return ['']
  // Typed with its punctuation: already in the stored form.
  if (/[./-]/.test(q)) return [q]
  // Only digits and the letters of an alphanumeric CNPJ.
  if (!/^[\dA-Za-z\s]+$/.test(q)) return [q]
  const bare = q.replace(/\s/g, '').toUpperCase()
  const digitsOnly = /^\d+$/.test(bare)
  // An alphanumeric CNPJ: 12 letters/digits then 2 check digits.
  const alnumCnpj = /^[\dA-Z]{12}\d{2}$/.test(bare) && /\d/.test(bare.slice(0, 12))
  if (!digitsOnly && !alnumCnpj) return [q]
  if (digitsOnly && bare.length <= CODE_MAX_DIGITS) return [q]
  const terms = new Set<string>()
  if (bare.length <= 14) terms.add(maskPrefix(bare, CNPJ_SEPARATORS))
  if (digitsOnly && bare.length <= 11) terms.add(maskPrefix(bare, CPF_SEPARATORS))
  if (terms.size === 0) terms.add(q)
  return [...terms]
}

export function customerLabel(customer: {
  cod_cliente: number
  nome_fantasia?: string
  cnpj_cpf?: string | null
}): string {
  return [customer.cod_cliente, customer.nome_fantasia, customer.cnpj_cpf]
    .filter(Boolean)
    .join(' · ')
}

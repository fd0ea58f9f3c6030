/**
 * The profiles user administration grants (`perfil` on /api/comum/user/): each one is a set of
 * pages. The labels live here only; 'admin' is the superuser profile, and only a superuser
 * grants or removes it.
 */
export const PERFIS = [
  'admin',
  'supervisor',
  'analista',
  'credito',
  'financeiro',
  'cliente',
] as const

export type Perfil = (typeof PERFIS)[number]

export const PERFIL_LABELS: Record<Perfil, string> = {
  admin: 'Administrador',
  supervisor: 'Supervisor de cobrança',
  analista: 'Analista de cobrança',
  credito: 'Crédito',
  financeiro: 'Financeiro',
  cliente: 'Cliente',
}

/** What each profile sees, in one line: shown under the choice. */
export const PERFIL_DESCRIPTIONS: Record<Perfil, string> = {
  admin: 'Todas as páginas, inclusive Usuários (superusuário).',
  supervisor: 'Cobrança, relatórios, parecer de crédito, cadastro de pessoas e Usuários.',
  analista: 'Cobrança, parecer de crédito, relatórios, régua de cobrança e contato.',
  credito: 'Parecer de crédito, cadastro de pessoas, painel e títulos do cliente.',
  financeiro: 'Gestão de financiamentos, automatizações bancárias e documentos pagos.',
  cliente: 'Portal do cliente: títulos, compras e contato dos clientes vinculados.',
}

export const NO_PERFIL_LABEL = 'Sem perfil'

export function isPerfil(value: unknown): value is Perfil {
  return typeof value === 'string' && (PERFIS as readonly string[]).includes(value)
}

export function perfilLabel(perfil: Perfil | null | undefined): string {
  return perfil ? PERFIL_LABELS[perfil] : NO_PERFIL_LABEL
}

/** The tag colour: customers purple, staff blue, no profile grey (antd's default). */
export function perfilColor(perfil: Perfil | null | undefined): string | undefined {
  if (!perfil) return undefined
  return perfil === 'cliente' ? 'purple' : 'blue'
}

/**
 * The profiles this person may grant: 'Administrador' only for a superuser. A user who already
 * is an administrator keeps that option on screen (disabled) so the current value reads right.
 */
export function grantablePerfis(
  isSuperuser: boolean,
  current?: Perfil | null,
): Array<{ value: Perfil; label: string; disabled?: boolean }> {
  return PERFIS.filter((p) => p !== 'admin' || isSuperuser || current === 'admin').map((p) => ({
    value: p,
    label: PERFIL_LABELS[p],
    ...(p === 'admin' && !isSuperuser ? { disabled: true } : {}),
  }))
}

import type { FieldDef } from '@/shared/ui/register'

const TEXT_KINDS = new Set(['text', 'textarea', 'email', 'phone', 'cpf-cnpj', 'cnpj', 'cpf', 'password', 'money'])

/**
 * Local adapter for a kit limitation: the kit's required rule carries `whitespace: true`,
 * which makes async-validator check the value as a string, so a filled number, select (ids)
 * or date field fails with "Informe …". Non-text required fields get a plain required rule
 * with the same message instead.
 */
export function withRequiredRules<T>(fields: FieldDef<T>[]): FieldDef<T>[] {
  return fields.map((f) =>
    f.required && !TEXT_KINDS.has(f.kind)
      ? { ...f, required: false, rules: [{ required: true, message: `Informe ${f.label.toLowerCase()}.` }, ...(f.rules ?? [])] }
      : f,
  )
}

import { useMemo, type Key } from 'react'
import { RegisterPage, type RegisterPageProps } from '@/shared/ui/register'
import type { FinanceList } from '../api'
import type { Keyed } from '../finance-slice'
import { useFinanceSource, type FinanceSourceOptions } from '../use-finance-source'
import { withRequiredRules } from './required-fields'

export interface FinanceRegisterProps<T extends object>
  extends Omit<RegisterPageProps<Keyed<T>>, 'source' | 'rowKey' | 'onDeleted'> {
  /** the finance state list behind the register */
  list: FinanceList
  source?: FinanceSourceOptions
}

const rowKey = (row: { id?: number | string; key: number }): Key => row.id ?? row.key
// The slice shows 'Deletado com Sucesso...' itself once the list has reloaded.
const deletedBySlice = () => undefined

/**
 * A finance register from its description: the kit's RegisterPage over the finance slice
 * (section-4 semantics), so each register page only lists its columns and fields.
 */
export function FinanceRegister<T extends object>({ list, source, fields, ...page }: FinanceRegisterProps<T>) {
  const data = useFinanceSource<T>(list, source)
  const adapted = useMemo(() => withRequiredRules(fields), [fields])
  return <RegisterPage<Keyed<T>> {...page} fields={adapted} source={data} rowKey={rowKey} onDeleted={deletedBySlice} />
}

import type { Key } from 'react'
import { RegisterPage, type RegisterPageProps } from '@/shared/ui/register'
import { useFinanceSource, type FinanceList, type FinanceSourceOptions, type Keyed } from '../finance-data'

export interface FinanceRegisterProps<T extends object>
  extends Omit<RegisterPageProps<Keyed<T>>, 'source' | 'rowKey' | 'onDeleted'> {
  /** the finance state list behind the register */
  list: FinanceList
  source?: FinanceSourceOptions
}

const rowKey = (row: { id?: number | string; key: number }): Key => row.id ?? row.key
// The data layer shows 'Deletado com Sucesso...' itself once the list has reloaded.
const deletedByDataLayer = () => undefined

/**
 * A finance register from its description: the kit's RegisterPage over the finance list
 * (section-4 semantics, finance-data.ts), so each register page only lists its columns and fields.
 */
export function FinanceRegister<T extends object>({ list, source, fields, ...page }: FinanceRegisterProps<T>) {
  const data = useFinanceSource<T>(list, source)
  return <RegisterPage<Keyed<T>> {...page} fields={fields} source={data} rowKey={rowKey} onDeleted={deletedByDataLayer} />
}

import { useMemo, type Key } from 'react'
import { RegisterPage, type RegisterPageProps, type RegisterSource } from '@/shared/ui/register'
import { hasId, useFinanceSource, type FinanceList, type FinanceSourceOptions, type Keyed } from '../finance-data'

export interface FinanceRegisterProps<T extends object>
  extends Omit<RegisterPageProps<Keyed<T>>, 'source' | 'rowKey' | 'onDeleted'> {
  /** the finance state list behind the register */
  list: FinanceList
  source?: FinanceSourceOptions
  /**
   * What follows a save before the form closes and the kit confirms it (a new release's
   * instalments). The row is saved by then: this step shows its own failures and never rejects,
   * or "Salvar" again would save the row twice.
   */
  afterSave?: (saved: T, created: boolean) => Promise<void>
}

const rowKey = (row: { id?: number | string; key: number }): Key => row.id ?? row.key
// The data layer shows 'Deletado com Sucesso...' itself once the list has reloaded.
const deletedByDataLayer = () => undefined

/**
 * A finance register from its description: the kit's RegisterPage over the finance list
 * (section-4 semantics, finance-data.ts), so each register page only lists its columns and fields.
 */
export function FinanceRegister<T extends object>({ list, source, fields, afterSave, ...page }: FinanceRegisterProps<T>) {
  const data = useFinanceSource<T>(list, source)
  const withAfterSave = useMemo<RegisterSource<Keyed<T>>>(
    () =>
      afterSave
        ? {
            ...data,
            save: async (values, editing) => {
              const saved = await data.save(values, editing)
              await afterSave(saved as T, !hasId(editing?.id))
              return saved
            },
          }
        : data,
    [data, afterSave],
  )
  return (
    <RegisterPage<Keyed<T>> {...page} fields={fields} source={withAfterSave} rowKey={rowKey} onDeleted={deletedByDataLayer} />
  )
}

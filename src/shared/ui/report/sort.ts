import { columnValue, textOf, type ColumnDef } from '../columns'
import { moneyCentavos } from './totals'

const textCollator = new Intl.Collator('pt-BR', { sensitivity: 'base' })
const plainCollator = new Intl.Collator()

/**
 * The order of columns.tsx's compareRows (money and numbers as numbers, dates by their ISO
 * text, the rest by the text shown, pt-BR, accents and case ignored), for tables of thousands of
 * rows: each row's sort key is computed once per column and kept while the row lives, and the
 * collators are built once instead of on every comparison.
 */
export function reportComparator<T>(column: ColumnDef<T>): (a: T, b: T) => number {
  const kind = column.kind ?? 'text'
  if (kind === 'money' || kind === 'centavos') {
    const keys = new WeakMap<object, number>()
    const key = (row: T): number => {
      const o = row as object
      let k = keys.get(o)
      if (k === undefined) {
        k = moneyCentavos(kind, columnValue(column, row)) ?? 0
        keys.set(o, k)
      }
      return k
    }
    return (a, b) => key(a) - key(b)
  }
  if (kind === 'number' || kind === 'percent') {
    return (a, b) => (Number(columnValue(column, a)) || 0) - (Number(columnValue(column, b)) || 0)
  }
  if (kind === 'date' || kind === 'datetime') {
    return (a, b) => plainCollator.compare(String(columnValue(column, a) ?? ''), String(columnValue(column, b) ?? ''))
  }
  const keys = new WeakMap<object, string>()
  const key = (row: T): string => {
    const o = row as object
    let k = keys.get(o)
    if (k === undefined) {
      k = textOf(column, row)
      keys.set(o, k)
    }
    return k
  }
  return (a, b) => textCollator.compare(key(a), key(b))
}

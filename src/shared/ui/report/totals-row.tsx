import { Table } from 'antd'
import type { ReactNode } from 'react'
import { Money } from '../formatted'

export interface TotalsRowProps {
  /** "Total · 12 clientes" */
  label: ReactNode
  /** columns the label spans (selection and expand columns count) */
  labelSpan?: number
  /** the keys of the columns after the label, in order */
  keys: readonly string[]
  /** a number is centavos (shown as money); a node as it is; absent, an empty cell */
  values: Readonly<Record<string, ReactNode | number | null | undefined>>
  fixed?: boolean | 'top' | 'bottom'
}

/** The totals row under a table: the one way every table of the app shows its totals. */
export function TotalsRow({ label, labelSpan = 1, keys, values, fixed = true }: TotalsRowProps) {
  return (
    <Table.Summary fixed={fixed}>
      <Table.Summary.Row className="table-totals">
        <Table.Summary.Cell index={0} colSpan={labelSpan}>
          <strong>{label}</strong>
        </Table.Summary.Cell>
        {keys.map((key, i) => {
          const value = values[key]
          const shown = value === null || value === undefined ? null : typeof value === 'number' ? <Money centavos={value} /> : value
          return (
            <Table.Summary.Cell key={key} index={labelSpan + i} align={shown === null ? undefined : 'right'}>
              {shown === null ? null : <strong>{shown}</strong>}
            </Table.Summary.Cell>
          )
        })}
      </Table.Summary.Row>
    </Table.Summary>
  )
}

import { Input } from 'antd'
import type { ComponentProps } from 'react'

/** Money typed the Brazilian way ("1.234,56"); the form keeps the text, parsed on save. */
export function MoneyInput(props: ComponentProps<typeof Input>) {
  return <Input prefix="R$" inputMode="decimal" placeholder="0,00" {...props} />
}

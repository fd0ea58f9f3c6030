/** Table columns the panel's lists share. */
import { DateText, Money } from '@/shared/ui/formatted'

/** A column of money as the server sends it (a DRF decimal string), right-aligned. */
export const moneyColumn = (title: string, dataIndex: string) => ({
  title,
  dataIndex,
  align: 'right' as const,
  render: (v: string) => <Money value={v} />,
})

/** A column of dates (YYYY-MM-DD); an empty one shows as the app shows a missing date. */
export const dateColumn = (title: string, dataIndex: string) => ({
  title,
  dataIndex,
  render: (v: string | null) => <DateText value={v} />,
})

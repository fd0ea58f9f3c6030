import { Result, Tag } from 'antd'
import { useCurrentRoute } from '../route-context'

/** Marks a page that a later issue builds; never left on a page whose issue is resolved. */
export default function PlaceholderPage() {
  const route = useCurrentRoute()
  return (
    <Result
      status="info"
      title={route?.title ?? 'Página'}
      subTitle="Esta página ainda está em desenvolvimento e chega em uma próxima entrega."
      extra={<Tag color="gold">Em desenvolvimento</Tag>}
    />
  )
}

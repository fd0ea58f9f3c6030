import { Button } from 'antd'
import { Link } from 'react-router-dom'
import { StatusPanel } from '@/shared/ui/status-panel'

export const FORBIDDEN_TITLE = 'Sem permissão'

/** The document title is set by the route that shows this page (see GuardedRoutePage). */
export function ForbiddenPage({ homePath = '/' }: { homePath?: string }) {
  return (
    <StatusPanel
      code="403"
      title={FORBIDDEN_TITLE}
      description="Seu usuário não tem acesso a esta página. Fale com o administrador se precisar dela."
      action={
        <Link to={homePath}>
          <Button type="primary">Voltar ao início</Button>
        </Link>
      }
    />
  )
}

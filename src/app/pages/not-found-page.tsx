import { Button } from 'antd'
import { Link } from 'react-router-dom'
import { StatusPanel } from '@/shared/ui/status-panel'
import { useDocumentTitle } from '../document-title'

export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  useDocumentTitle('Página não encontrada')
  return (
    <StatusPanel
      code="404"
      tone="warning"
      title="Página não encontrada"
      description="O endereço acessado não existe ou foi movido."
      action={
        <Link to={homePath}>
          <Button type="primary">Voltar ao início</Button>
        </Link>
      }
    />
  )
}

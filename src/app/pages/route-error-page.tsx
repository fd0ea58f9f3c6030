import { Button } from 'antd'
import { StatusPanel } from '@/shared/ui/status-panel'

/** The router's last resort: never a white screen, even if the shell itself fails. */
export function RouteErrorPage() {
  return (
    <StatusPanel
      title="Algo deu errado"
      description="Não foi possível exibir o sistema. Recarregue a página para tentar novamente."
      action={
        <Button type="primary" onClick={() => window.location.reload()}>
          Tentar novamente
        </Button>
      }
    />
  )
}

import { Button } from 'antd'
import { retryFailedSections, useFailedSectionCount, useOnline } from './use-online'

const RETRY_STYLE = {
  display: 'flex',
  gap: 12,
  alignItems: 'center',
  justifyContent: 'center',
  background: '#fffbe6',
  color: '#613400',
  borderBottomColor: '#ffe58f',
} as const

/**
 * RELIABILITY 25 and 35: offline is a state, not a logout; the session and the page stay.
 * Back online, the sections that failed meanwhile come back with one retry, here.
 */
export function OfflineBanner() {
  const online = useOnline()
  const failed = useFailedSectionCount()
  if (!online) {
    return (
      <div role="alert" className="offline-banner">
        <strong>Sem conexão.</strong> Verifique a rede; o que você digitou continua aqui e a sessão foi mantida.
      </div>
    )
  }
  if (failed === 0) return null
  return (
    <div role="alert" className="offline-banner" style={RETRY_STYLE}>
      <span>
        <strong>Falha de conexão.</strong>{' '}
        {failed === 1
          ? 'Uma parte da página não carregou.'
          : `${failed} partes da página não carregaram.`}
      </span>
      <Button size="small" type="primary" onClick={retryFailedSections}>
        Tentar novamente
      </Button>
    </div>
  )
}

import { useOnline } from './use-online'

/** RELIABILITY 25: offline is a state, not a logout; the session and the page stay. */
export function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  return (
    <div role="alert" className="offline-banner">
      <strong>Sem conexão.</strong> Verifique a rede; o que você digitou continua aqui e a sessão foi mantida.
    </div>
  )
}

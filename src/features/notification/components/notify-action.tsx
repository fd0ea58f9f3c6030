import {
  DownOutlined,
  MailOutlined,
  MessageOutlined,
  SendOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons'
import {
  Alert,
  Button,
  Dropdown,
  Modal,
  Segmented,
  Spin,
  Tooltip,
  Typography,
  type MenuProps,
} from 'antd'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { normalizeError } from '@/shared/api/errors'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { notifyRequestFailure } from '@/shared/ui/error-catalogue'
import { showMessage } from '@/shared/ui/feedback'
import { LoadFailedAlert } from '@/shared/ui/retry'
import {
  canNotifyArg,
  queueArg,
  selectNotification,
  useLazyGetCobrancaNotificacaoCanNotifyQuery,
  usePostCobrancaNotificacaoQueueMutation,
} from '../notification-data'
import { messagesText, scopeChanged, scopeKey, type NotificationState } from '../notification-slice'
import { CHANNEL_LABEL, CHANNELS, type Channel, type NotificationScope } from '../types'
import '../notification.css'

const ICON: Record<Channel, ReactNode> = {
  email: <MailOutlined />,
  sms: <MessageOutlined />,
  whatsapp: <WhatsAppOutlined />,
}

export interface NotifyActionProps {
  scope: NotificationScope
  /** who the scope is, in words: "3 clientes selecionados", "todos os 120 clientes filtrados" */
  scopeLabel: string
  disabled?: boolean
  disabledReason?: string
  /** after a successful queue, e.g. to read the sent log again */
  onQueued?: () => void
}

/**
 * Notify the customers of the base: pick a channel, see who receives what (can-notify) in a
 * confirmation dialog, then queue. After a queue the action stays disabled and says why.
 */
export function NotifyAction({
  scope,
  scopeLabel,
  disabled,
  disabledReason,
  onQueued,
}: NotifyActionProps) {
  const dispatch = useAppDispatch()
  const state = useAppSelector(selectNotification)
  const key = useMemo(() => scopeKey(scope), [scope])
  const [channel, setChannel] = useState<Channel | null>(null)
  const [checkCanNotify] = useLazyGetCobrancaNotificacaoCanNotifyQuery()
  const [queueNotification, queue] = usePostCobrancaNotificacaoQueueMutation()
  const sending = useRef(false)

  // The slice keeps the scope; a new one (same key: nothing changes) starts over.
  useEffect(() => {
    dispatch(scopeChanged(scope))
  }, [dispatch, scope])

  const current = state.scopeKey === key
  const blocked = current && !state.canNotify
  const reason = disabled ? disabledReason : blocked ? (state.motivo ?? undefined) : undefined

  /** Each opening asks the server again who can be notified. */
  function open(next: Channel) {
    setChannel(next)
    checkCanNotify(canNotifyArg(scope))
      .unwrap()
      .catch((error: unknown) => notifyRequestFailure(error))
  }

  async function confirm() {
    if (!channel || sending.current) return
    sending.current = true
    try {
      const answer = await queueNotification(queueArg(scope, channel)).unwrap()
      const n = answer?.mensagens ?? 0
      showMessage('success', `Notificações enfileiradas: ${messagesText(channel, n)}.`, 4)
      setChannel(null)
      onQueued?.()
    } catch (error) {
      // 409 (already sent today): the dialog says why instead (notification-data.ts).
      if (normalizeError(error).status !== 409) notifyRequestFailure(error)
    } finally {
      sending.current = false
    }
  }

  const items: MenuProps['items'] = CHANNELS.map((c) => ({
    key: c,
    icon: ICON[c],
    label: CHANNEL_LABEL[c],
  }))
  const button = (
    <Dropdown
      menu={{ items, onClick: ({ key: k }) => open(k as Channel) }}
      trigger={['click']}
      disabled={disabled || blocked}
    >
      <Button
        icon={<SendOutlined />}
        disabled={disabled || blocked}
        aria-describedby={reason ? 'notify-reason' : undefined}
      >
        Notificar <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  )

  return (
    <>
      {reason ? (
        <Tooltip title={reason}>
          <span className="notify-action-disabled">{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {reason && (
        <span id="notify-reason" className="sr-only">
          {reason}
        </span>
      )}
      <NotifyDialog
        channel={channel}
        scopeLabel={scopeLabel}
        onChannel={setChannel}
        onCancel={() => setChannel(null)}
        onConfirm={confirm}
        onRetry={() => channel && open(channel)}
        state={state}
        queueing={queue.isLoading}
      />
    </>
  )
}

function NotifyDialog({
  channel,
  scopeLabel,
  state,
  onChannel,
  onCancel,
  onConfirm,
  onRetry,
  queueing,
}: {
  channel: Channel | null
  scopeLabel: string
  state: NotificationState
  queueing: boolean
  onChannel: (c: Channel) => void
  onCancel: () => void
  onConfirm: () => void
  onRetry: () => void
}) {
  const loading = state.checkStatus === 'loading'
  const failed = state.checkStatus === 'failed'
  const canal = channel ?? 'email'
  const recipients = state[`${canal}List`]
  const missing = state.semContato[canal]
  const messages = recipients.reduce((n, r) => n + r.destinos.length, 0)
  const ready = state.checkStatus === 'succeeded'
  const canSend = ready && state.canNotify && recipients.length > 0

  return (
    <Modal
      open={channel !== null}
      title={`Notificar por ${CHANNEL_LABEL[canal]}`}
      onCancel={onCancel}
      destroyOnHidden
      width={640}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancelar
        </Button>,
        <Button
          key="send"
          type="primary"
          icon={<SendOutlined />}
          disabled={!canSend}
          loading={queueing}
          onClick={onConfirm}
        >
          {ready ? `Enviar ${messagesText(canal, messages)}` : 'Enviar'}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">Clientes: {scopeLabel}.</Typography.Paragraph>
      {loading && (
        <div className="notify-loading" role="status">
          <Spin /> <span>Verificando quem pode ser notificado…</span>
        </div>
      )}
      {failed && (
        <LoadFailedAlert
          title="Não foi possível verificar os contatos."
          error={state.checkError}
          onRetry={onRetry}
        />
      )}
      {ready && (
        <>
          <Segmented
            block
            value={canal}
            onChange={(value) => onChannel(value as Channel)}
            options={CHANNELS.map((c) => ({
              value: c,
              label: `${CHANNEL_LABEL[c]} (${state[`${c}Count`]})`,
            }))}
            aria-label="Canal"
          />
          {!state.canNotify && (
            <Alert
              className="notify-block"
              type="warning"
              showIcon
              title="Envio bloqueado"
              description={state.motivo}
            />
          )}
          <p className="notify-summary" role="status">
            <strong>{recipients.length}</strong> de {state.clientes}{' '}
            {state.clientes === 1 ? 'cliente receberá' : 'clientes receberão'}{' '}
            {messagesText(canal, messages)}.
          </p>
          <h3 className="notify-heading">Receberão ({recipients.length})</h3>
          {recipients.length ? (
            <ul className="notify-list" aria-label={`Receberão ${CHANNEL_LABEL[canal]}`}>
              {recipients.map((r) => (
                <li key={r.cod_cliente}>
                  <span className="notify-name">
                    {r.cod_cliente} · {r.nome_fantasia}
                  </span>
                  <span className="notify-dest">{r.destinos.join(', ')}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="notify-none">Nenhum cliente tem contato para este canal.</p>
          )}
          <h3 className="notify-heading">
            Sem contato de {CHANNEL_LABEL[canal]} ({missing.length})
          </h3>
          {missing.length ? (
            <ul
              className="notify-list notify-list-missing"
              aria-label={`Sem contato de ${CHANNEL_LABEL[canal]}`}
            >
              {missing.map((r) => (
                <li key={r.cod_cliente}>
                  {r.cod_cliente} · {r.nome_fantasia}
                </li>
              ))}
            </ul>
          ) : (
            <p className="notify-none">Todos têm contato para este canal.</p>
          )}
        </>
      )}
    </Modal>
  )
}

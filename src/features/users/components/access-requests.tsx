import { CheckOutlined, CloseOutlined } from '@ant-design/icons'
import { Button, Card, Popconfirm } from 'antd'
import { useId } from 'react'
import { formatDateTime } from '@/shared/lib/date'
import { notifyRequestFailure } from '@/shared/ui/error-catalogue'
import { showMessage } from '@/shared/ui/feedback'
import { LoadFailedAlert } from '@/shared/ui/retry'
import type { SystemUser } from '../types'
import { ClippedText } from '@/shared/ui/clipped-text'
import { nameOf } from '../user-name'
import {
  approvalKey,
  usePendingRequests,
  usePostComumUserIdAprovarMutation,
  usePostComumUserIdRecusarMutation,
} from '../users-data'

function AccessRequest({
  request,
  onApprove,
}: {
  request: SystemUser
  onApprove: (request: SystemUser) => void
}) {
  const [refuseRequest, refusal] = usePostComumUserIdRecusarMutation()
  // the approval drawer saves under this key: the request shows busy here meanwhile
  const [, approval] = usePostComumUserIdAprovarMutation({ fixedCacheKey: approvalKey(request.id) })
  const deciding = refusal.isLoading || approval.isLoading
  const nameId = useId()
  const name = nameOf(request)

  // Refused, or already handled by someone else: either way both lists are read again
  // (users-data.ts).
  async function refuse() {
    if (deciding) return
    try {
      await refuseRequest({ id: request.id }).unwrap()
      showMessage('success', `Solicitação de ${name} recusada.`, 3)
    } catch (error) {
      notifyRequestFailure(error)
    }
  }

  return (
    <li className="users-request">
      <div className="users-request-who">
        <div>
          <span className="users-request-name" id={nameId}>
            <ClippedText text={name} />
          </span>
        </div>
        <div className="users-request-meta">
          <span>{request.username}</span>
          <span>{request.email}</span>
          {request.date_joined && (
            <span>
              solicitado em{' '}
              <time dateTime={request.date_joined}>{formatDateTime(request.date_joined)}</time>
            </span>
          )}
        </div>
        {request.solicitacao?.trim() ? (
          <p className="users-request-message">{request.solicitacao}</p>
        ) : (
          <p className="users-request-no-message">Nenhuma função ou empresa informada.</p>
        )}
      </div>
      <div className="users-request-actions">
        <Button
          type="primary"
          size="small"
          icon={<CheckOutlined aria-hidden />}
          aria-describedby={nameId}
          disabled={deciding}
          onClick={() => onApprove(request)}
        >
          Aprovar
        </Button>
        <Popconfirm
          title={`Recusar a solicitação de ${name}?`}
          description="O cadastro é removido; a pessoa pode pedir de novo."
          okText="Recusar"
          cancelText="Cancelar"
          okButtonProps={{ danger: true }}
          onConfirm={refuse}
        >
          <Button
            danger
            size="small"
            icon={<CloseOutlined aria-hidden />}
            aria-describedby={nameId}
            loading={deciding}
          >
            Recusar
          </Button>
        </Popconfirm>
      </div>
    </li>
  )
}

/**
 * The sign-up requests waiting for approval, above the users. Nothing at all when there is
 * none; a failed load says so, with a retry, in the same place.
 */
export function AccessRequests({ onApprove }: { onApprove: (request: SystemUser) => void }) {
  const { requests: pending, count, status, error, reload } = usePendingRequests()
  const titleId = useId()

  if (status === 'failed' && pending.length === 0) {
    return (
      <div className="users-requests">
        <LoadFailedAlert
          title="Não foi possível carregar as solicitações de acesso."
          error={error}
          onRetry={reload}
        />
      </div>
    )
  }
  if (pending.length === 0) return null

  const more = count - pending.length
  return (
    <section className="users-requests" aria-labelledby={titleId}>
      <Card size="small" title={<span id={titleId}>Solicitações de acesso ({count})</span>}>
        <ul className="users-requests-list" aria-labelledby={titleId}>
          {pending.map((request) => (
            <AccessRequest key={request.id} request={request} onApprove={onApprove} />
          ))}
        </ul>
        {more > 0 && (
          <p className="users-request-no-message">
            Mais {more} {more === 1 ? 'solicitação' : 'solicitações'}: aprove ou recuse estas para
            ver as seguintes.
          </p>
        )}
      </Card>
    </section>
  )
}

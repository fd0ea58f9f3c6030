import { useLocation } from 'react-router-dom'
import { selectProfile } from '@/features/session'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { useLoadOnce } from '@/shared/store/load-once'
import { showMessage } from '@/shared/ui/feedback'
import { PageContainer } from '@/shared/ui/page-container'
import { ClientContact } from '../components/client-contact'
import { StaffInbox } from '../components/staff-inbox'
import {
  answerContactMessage,
  loadFormOptions,
  loadMessages,
  searchChanged,
  selectContact,
  sendContactMessage,
  statusFilterChanged,
  visibleMessages,
} from '../contact-slice'
import type { NewMessage } from '../types'
import '../contact.css'

/** Clients' side of Fale com o Financeiro: write and read the answers. */
function ClientSide() {
  const dispatch = useAppDispatch()
  const profile = useAppSelector(selectProfile)
  const state = useAppSelector(selectContact)
  useLoadOnce('contact:client:options', () => dispatch(loadFormOptions()))

  async function send(message: NewMessage) {
    const result = await dispatch(sendContactMessage(message))
    if (sendContactMessage.fulfilled.match(result)) {
      showMessage('success', 'Mensagem enviada ao Financeiro.')
      return result.payload
    }
    throw result.payload ?? result.error
  }

  return (
    <PageContainer title="Fale com o Financeiro" subtitle="Envie sua dúvida e acompanhe as respostas.">
      <ClientContact
        defaultContact={profile?.email ?? ''}
        clientes={state.clientes}
        titulos={state.titulos}
        optionsStatus={state.optionsStatus}
        optionsError={state.optionsError}
        onRetryOptions={() => void dispatch(loadFormOptions())}
        mensagens={state.mensagens}
        status={state.status}
        error={state.error}
        onRetry={() => void dispatch(loadMessages())}
        sending={state.sendStatus === 'loading'}
        onSend={send}
      />
    </PageContainer>
  )
}

/** Staff's side: the messages received, new and answered. */
function StaffSide() {
  const dispatch = useAppDispatch()
  const state = useAppSelector(selectContact)
  const visible = visibleMessages(state.mensagens, state.filtroStatus, state.busca)

  async function answer(id: number, texto: string) {
    const result = await dispatch(answerContactMessage({ id, texto }))
    if (answerContactMessage.fulfilled.match(result)) {
      showMessage('success', 'Resposta enviada ao cliente.')
      return result.payload
    }
    throw result.payload ?? result.error
  }

  return (
    <PageContainer title="Fale com o Financeiro" subtitle="Mensagens que os clientes enviaram pelo portal.">
      <StaffInbox
        mensagens={state.mensagens}
        visible={visible}
        status={state.status}
        error={state.error}
        onRetry={() => void dispatch(loadMessages())}
        filtro={state.filtroStatus}
        onFilter={(f) => dispatch(statusFilterChanged(f))}
        busca={state.busca}
        onSearch={(q) => dispatch(searchChanged(q))}
        answeringId={state.answeringId}
        onAnswer={answer}
      />
    </PageContainer>
  )
}

/** /clientes/contato (clients write) and /contato/contato (staff answer): one page, two sides. */
export default function ContatoPage() {
  const dispatch = useAppDispatch()
  const clientSide = useLocation().pathname.startsWith('/clientes/')
  useLoadOnce(`contact:messages:${clientSide ? 'client' : 'staff'}`, () => dispatch(loadMessages()))
  return clientSide ? <ClientSide /> : <StaffSide />
}

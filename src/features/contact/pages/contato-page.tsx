import { useLocation } from 'react-router-dom'
import { selectProfile } from '@/features/session'
import { errorOf, rowsOf, statusOf } from '@/shared/api/data-api'
import { useGetCobrancaClientesQuery, useGetCobrancaContasReceberQuery } from '@/shared/api/generated/cobranca'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import type { RequestStatus } from '@/shared/store/request-status'
import { showMessage } from '@/shared/ui/feedback'
import { PageContainer } from '@/shared/ui/page-container'
import { ClientContact } from '../components/client-contact'
import {
  useGetContatoMensagensQuery,
  usePostContatoMensagensIdResponderMutation,
  usePostContatoMensagensMutation,
} from '../contact-data'
import { StaffInbox } from '../components/staff-inbox'
import { searchChanged, selectContact, statusFilterChanged, visibleMessages } from '../contact-slice'
import type { NewMessage } from '../types'
import '../contact.css'

/** The client's own customers and titles, for the form: two cached queries, one status. */
function useFormOptions() {
  const customers = useGetCobrancaClientesQuery({})
  const titles = useGetCobrancaContasReceberQuery({ ordering: '-data_vencimento' })
  const failed = customers.isError ? customers : titles.isError ? titles : null
  const status: RequestStatus = failed ? 'failed' : statusOf(customers) === 'succeeded' ? statusOf(titles) : statusOf(customers)
  return {
    clientes: rowsOf(customers.data),
    titulos: rowsOf(titles.data),
    status,
    error: failed ? errorOf(failed) : null,
    retry: () => {
      if (customers.isError) void customers.refetch()
      if (titles.isError) void titles.refetch()
    },
  }
}

/** Clients' side of Fale com o Financeiro: write and read the answers. */
function ClientSide() {
  const profile = useAppSelector(selectProfile)
  const messages = useGetContatoMensagensQuery()
  const options = useFormOptions()
  const [sendMessage, sending] = usePostContatoMensagensMutation()

  async function send(message: NewMessage) {
    const created = await sendMessage({ novaMensagem: message }).unwrap()
    showMessage('success', 'Mensagem enviada ao Financeiro.')
    return created
  }

  return (
    <PageContainer title="Fale com o Financeiro" subtitle="Envie sua dúvida e acompanhe as respostas.">
      <ClientContact
        defaultContact={profile?.email ?? ''}
        clientes={options.clientes}
        titulos={options.titulos}
        optionsStatus={options.status}
        optionsError={options.error}
        onRetryOptions={options.retry}
        mensagens={messages.data ?? []}
        status={statusOf(messages)}
        error={errorOf(messages)}
        onRetry={() => void messages.refetch()}
        sending={sending.isLoading}
        onSend={send}
      />
    </PageContainer>
  )
}

/** Staff's side: the messages received, new and answered. */
function StaffSide() {
  const dispatch = useAppDispatch()
  const { filtroStatus, busca } = useAppSelector(selectContact)
  const messages = useGetContatoMensagensQuery()
  const [answerMessage, answering] = usePostContatoMensagensIdResponderMutation()
  const mensagens = messages.data ?? []
  const visible = visibleMessages(mensagens, filtroStatus, busca)

  async function answer(id: number, texto: string) {
    const answered = await answerMessage({ id, novaResposta: { texto } }).unwrap()
    showMessage('success', 'Resposta enviada ao cliente.')
    return answered
  }

  return (
    <PageContainer title="Fale com o Financeiro" subtitle="Mensagens que os clientes enviaram pelo portal.">
      <StaffInbox
        mensagens={mensagens}
        visible={visible}
        status={statusOf(messages)}
        error={errorOf(messages)}
        onRetry={() => void messages.refetch()}
        filtro={filtroStatus}
        onFilter={(f) => dispatch(statusFilterChanged(f))}
        busca={busca}
        onSearch={(q) => dispatch(searchChanged(q))}
        answeringId={answering.isLoading ? (answering.originalArgs?.id ?? null) : null}
        onAnswer={answer}
      />
    </PageContainer>
  )
}

/** /clientes/contato (clients write) and /contato/contato (staff answer): one page, two sides. */
export default function ContatoPage() {
  const clientSide = useLocation().pathname.startsWith('/clientes/')
  return clientSide ? <ClientSide /> : <StaffSide />
}

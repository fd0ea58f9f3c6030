import { baseBodyFromParams } from '@/features/collection-base'
import { Button, Card, Col, Empty, Row } from 'antd'
import { useEffect, useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useAppDispatch } from '@/shared/store/hooks'
import { PageContainer } from '@/shared/ui/page-container'
import { AtendimentoForm } from '../components/atendimento-form'
import { AtendimentoTimeline } from '../components/atendimento-timeline'
import { ConcluirButton } from '../components/concluir-button'
import { ContatosSection } from '../components/contatos-section'
import { CustomerPicker } from '../components/customer-picker'
import { CustomerHeaderOrStatus, customerMissing } from '../components/customer-status'
import { PendingReminder } from '../components/lembretes-section'
import { PromessasSection } from '../components/promessas-section'
import { QueueNav } from '../components/queue-nav'
import { TitulosAbertos } from '../components/titulos-abertos'
import type { CustomerGroup } from '../customer-panel-data'
import { customerSelected } from '../customer-panel-slice'
import { LaterContext, useClientePainel, useFirstScreenPainted, usePanel } from '../hooks'
import { painelUrl, parseCodCliente } from '@/shared/config/paths'
import '../customer-panel.css'

/** What the attendance screen reads of the customer (the panel's groups it shows). */
export const ATTENDANCE_GROUPS: readonly (CustomerGroup | 'cliente')[] = [
  'cliente',
  'atendimentos',
  'atendimento_parcela',
  'lembretes',
  'telefones',
  'emails',
  'promessas',
]

/**
 * Atendimento: one customer of the collection base at a time, with its open titles updated to
 * today, its contacts, the last attendances and the form, and 'Próximo cliente' through the
 * customers of the base filter in the URL, in the base's sort. The header and the open titles
 * come first (the rest once they are painted); the queue's next and previous customers are read
 * ahead meanwhile (issue 25).
 */

export default function AttendancePage() {
  const [params] = useSearchParams()
  const later = useFirstScreenPainted(parseCodCliente(params.get('cliente')))
  return (
    <LaterContext.Provider value={later}>
      <Attendance />
    </LaterContext.Provider>
  )
}

function Attendance() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const cod = parseCodCliente(params.get('cliente'))
  const panel = usePanel('atendimento_form_type')
  const customer = useClientePainel(cod)
  const { cliente } = customer
  const filters = useMemo(() => baseBodyFromParams(params), [params])
  const filterKey = JSON.stringify(filters)

  useEffect(() => {
    dispatch(customerSelected(cod))
  }, [dispatch, cod])

  const go = (next: number | null) => {
    const p = new URLSearchParams(params)
    if (next === null) p.delete('cliente')
    else p.set('cliente', String(next))
    setParams(p)
    window.scrollTo?.({ top: 0 })
  }
  const ready = cod !== null && !customerMissing(customer)
  const editing = panel.atendimento_form_type === 'edit'

  return (
    <PageContainer
      title="Atendimento"
      subtitle={
        cliente && cliente.cod_cliente === cod
          ? `${cliente.nome_fantasia} · código ${cod}`
          : 'Fila de cobrança'
      }
      extra={
        <>
          <QueueNav cod={cod} filterKey={filterKey} filters={filters} onGo={go} />
          {ready && (
            <>
              <Button onClick={() => navigate(painelUrl(cod!))}>Painel do cliente</Button>
              <ConcluirButton cod={cod!} />
            </>
          )}
        </>
      }
    >
      {cod === null ? (
        <Card>
          <Empty description="Escolha um cliente ou comece pelo primeiro da fila com 'Próximo cliente'.">
            <div className="cp-empty-picker">
              <CustomerPicker value={null} onChange={go} />
            </div>
          </Empty>
        </Card>
      ) : (
        <div className="cp-page" key={cod}>
          <CustomerHeaderOrStatus cod={cod} compact />
          {ready && (
            <Row gutter={[16, 16]} className="cp-columns">
              <Col xs={24} xl={14}>
                <div className="cp-stack">
                  <TitulosAbertos cod={cod} />
                  <AtendimentoTimeline cod={cod} limit={5} title="Últimos atendimentos" />
                </div>
              </Col>
              <Col xs={24} xl={10}>
                <div className="cp-stack">
                  <PendingReminder cod={cod} />
                  <PromessasSection cod={cod} />
                  <section
                    aria-label={editing ? 'Editar atendimento' : 'Novo atendimento'}
                    className="cp-section"
                  >
                    <Card size="small" title={editing ? 'Editar atendimento' : 'Novo atendimento'}>
                      <AtendimentoForm cod={cod} />
                    </Card>
                  </section>
                  <ContatosSection cod={cod} />
                </div>
              </Col>
            </Row>
          )}
        </div>
      )}
    </PageContainer>
  )
}

import { Button, Card, Col, Empty, Row } from 'antd'
import { useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { PageContainer } from '@/shared/ui/page-container'
import { AtendimentoForm } from '../components/atendimento-form'
import { AtendimentoTimeline } from '../components/atendimento-timeline'
import { ConcluirButton } from '../components/concluir-button'
import { ContatosSection } from '../components/contatos-section'
import { LinkedPeople } from '@/features/people'
import { CustomerPicker } from '../components/customer-picker'
import { CustomerHeaderOrStatus } from '../components/customer-status'
import { EntradasSection } from '../components/entradas-section'
import {
  ContasPagasSection,
  PareceresSection,
  RetornosSection,
  UltimaAcaoSection,
} from '../components/history-sections'
import { LembretesSection } from '../components/lembretes-section'
import { NegociacoesSection } from '../components/negociacoes-section'
import { ObservacoesSection } from '../components/observacoes-section'
import { CUSTOMER_GROUPS } from '../customer-panel-thunks'
import { useCustomerData, usePanel, usePanelLookups, useStatus } from '../hooks'
import { atendimentoUrl, parseCodCliente } from '@/shared/config/paths'
import '../customer-panel.css'

/** Painel de Clientes: everything about one customer in one place. */
export default function CustomerPanelPage() {
  const [params, setParams] = useSearchParams()
  const cod = parseCodCliente(params.get('cliente'))
  const invalid = params.has('cliente') && cod === null
  const panel = usePanel('cliente', 'atendimento_form_type', 'analista_usuario')
  const clienteStatus = useStatus('cliente')
  const navigate = useNavigate()
  const formRef = useRef<HTMLElement>(null)
  usePanelLookups(true)
  useCustomerData(cod, CUSTOMER_GROUPS, 'painel')

  const choose = (next: number | null) => {
    const p = new URLSearchParams(params)
    if (next === null) p.delete('cliente')
    else p.set('cliente', String(next))
    setParams(p)
  }
  const bringFormIntoView = () =>
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' })
  const editing = panel.atendimento_form_type === 'edit'
  // Right after another customer is chosen the store still holds the previous one for a frame.
  const stale = panel.cliente !== null && panel.cliente.cod_cliente !== cod
  const ready = cod !== null && !stale && clienteStatus !== 'failed'

  return (
    <PageContainer
      title="Painel de Clientes"
      subtitle={
        panel.analista_usuario
          ? `Analista: ${panel.analista_usuario.nome}`
          : 'Atendimentos, acordos, contatos e histórico de um cliente'
      }
      extra={
        <>
          <CustomerPicker value={cod} onChange={choose} />
          {ready && (
            <>
              <Button type="primary" onClick={() => navigate(atendimentoUrl(cod!))}>
                Atender
              </Button>
              <ConcluirButton cod={cod!} />
            </>
          )}
        </>
      }
    >
      {cod === null ? (
        <Card>
          <Empty
            description={
              invalid
                ? `"${params.get('cliente')}" não é um código de cliente. Busque o cliente pelo código, nome ou CNPJ/CPF.`
                : 'Escolha um cliente para ver o painel: busque pelo código, nome ou CNPJ/CPF.'
            }
          />
        </Card>
      ) : (
        <div className="cp-page" key={cod}>
          <CustomerHeaderOrStatus cod={cod} />
          {ready && (
            <Row gutter={[16, 16]} className="cp-columns">
              <Col xs={24} xl={15}>
                <div className="cp-stack">
                  <section
                    aria-label={editing ? 'Editar atendimento' : 'Novo atendimento'}
                    ref={formRef}
                    className="cp-section"
                  >
                    <Card size="small" title={editing ? 'Editar atendimento' : 'Novo atendimento'}>
                      <AtendimentoForm cod={cod} />
                    </Card>
                  </section>
                  <AtendimentoTimeline cod={cod} onEdit={bringFormIntoView} />
                  <NegociacoesSection cod={cod} />
                  <EntradasSection cod={cod} />
                  <ContasPagasSection cod={cod} />
                </div>
              </Col>
              <Col xs={24} xl={9}>
                <div className="cp-stack">
                  <LembretesSection cod={cod} />
                  <RetornosSection cod={cod} />
                  <ContatosSection cod={cod} />
                  <LinkedPeople codCliente={cod} />
                  <UltimaAcaoSection cod={cod} />
                  <ObservacoesSection cod={cod} />
                  <PareceresSection cod={cod} />
                </div>
              </Col>
            </Row>
          )}
        </div>
      )}
    </PageContainer>
  )
}

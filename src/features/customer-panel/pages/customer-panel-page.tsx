import { Anchor, Button, Card, Col, Empty, Row } from 'antd'
import { useEffect, useRef, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useAppDispatch } from '@/shared/store/hooks'
import { PageContainer } from '@/shared/ui/page-container'
import { AtendimentoForm } from '../components/atendimento-form'
import { AtendimentoTimeline } from '../components/atendimento-timeline'
import { ConcluirButton } from '../components/concluir-button'
import { ContatosSection } from '../components/contatos-section'
import { LinkedPeople } from '@/features/people'
import { CustomerPicker } from '../components/customer-picker'
import { CustomerHeaderOrStatus, customerMissing } from '../components/customer-status'
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
import { PromessasSection } from '../components/promessas-section'
import { TitulosAbertos } from '../components/titulos-abertos'
import type { CustomerGroup } from '../customer-panel-data'
import { customerSelected } from '../customer-panel-slice'
import {
  InViewContext,
  LaterContext,
  useAnalistaUsuario,
  useClientePainel,
  useFirstScreenPainted,
  useInView,
  useLater,
  usePanel,
} from '../hooks'
import { atendimentoUrl, parseCodCliente } from '@/shared/config/paths'
import '../customer-panel.css'

/** The panel's sections, in the order of the anchors above them. */
export const PANEL_ANCHORS = [
  { id: 'secao-titulos', title: 'Títulos em aberto' },
  { id: 'secao-atendimento', title: 'Novo atendimento' },
  { id: 'secao-promessas', title: 'Promessas' },
  { id: 'secao-atendimentos', title: 'Atendimentos' },
  { id: 'secao-negociacoes', title: 'Negociações' },
  { id: 'secao-entradas', title: 'Entradas' },
  { id: 'secao-contas-pagas', title: 'Contas pagas' },
  { id: 'secao-lembretes', title: 'Lembretes' },
  { id: 'secao-contatos', title: 'Contatos' },
  { id: 'secao-observacoes', title: 'Observações' },
  { id: 'secao-pareceres', title: 'Pareceres' },
] as const

type AnchorId = (typeof PANEL_ANCHORS)[number]['id']

/**
 * What the panel reads on opening: the header and its totals, the attendances (the timeline,
 * the returns and 'Concluir atendimentos' in the header), the promises and the reminders (the
 * top of the right column). The open titles come with them (attendance slice).
 */
export const PANEL_FIRST_GROUPS: readonly (CustomerGroup | 'cliente')[] = [
  'cliente',
  'atendimentos',
  'promessas',
  'lembretes',
]

/**
 * The sections below the fold and what each reads when it comes into view (issue 15). Every
 * customer group is in PANEL_FIRST_GROUPS or here. Down payments name a negotiation, so they read
 * the negotiations too (once: a group already read is not read again).
 */
export const PANEL_LAZY_GROUPS = {
  'secao-atendimentos': ['atendimento_parcela'],
  'secao-negociacoes': ['negociacoes'],
  'secao-entradas': ['atendimento_entrada', 'atendimento_entrada_parcela', 'negociacoes'],
  'secao-contas-pagas': ['contas_pagas'],
  'secao-contatos': ['telefones', 'emails'],
  'secao-ultima-acao': ['acao_cobranca_realizada'],
  'secao-observacoes': ['observacoes'],
  'secao-pareceres': ['parecer_credito'],
} as const satisfies Record<string, readonly CustomerGroup[]>

type LazyId = keyof typeof PANEL_LAZY_GROUPS

/** Where an anchor lands: the section inside, below the sticky header and the anchors. */
function Target({ id, children }: { id: AnchorId; children: ReactNode }) {
  return (
    <div id={id} className="cp-anchor-target">
      {children}
    </div>
  )
}

/**
 * A section below the fold: an anchor target (when it has one) that reads its data in view, and
 * is drawn only once the first screenful is painted (its cards and tables are not part of the
 * first commit; issue 25). Until then it holds its place.
 */
function LazyTarget({ id, children }: { id: LazyId; cod: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const later = useLater()
  // the sections inside read their groups (PANEL_LAZY_GROUPS[id]) once in view, looked for once
  // the first screenful is painted (before, every section would seem in view)
  const visible = useInView(ref, undefined, later)
  const anchored = PANEL_ANCHORS.some((a) => a.id === id)
  return (
    <div
      ref={ref}
      id={anchored ? id : undefined}
      className={[anchored ? 'cp-anchor-target' : '', later ? '' : 'cp-section-pending'].join(' ').trim() || undefined}
    >
      {later && <InViewContext.Provider value={visible}>{children}</InViewContext.Provider>}
    </div>
  )
}

/**
 * Beside and below the first screenful (the column of promises, reminders and returns; the
 * attendance form under the open titles): drawn once it is painted, holding its place until then.
 * Their reads and their render leave the header and the open titles' path (issue 25: ~50 ms for
 * the column on the panel opened by its address); all of it is beside or below the titles, so
 * nothing above them moves when it comes.
 */
function AfterFirstScreen({
  children,
  placeholder = <div className="cp-section-pending" />,
}: {
  children: ReactNode
  placeholder?: ReactNode
}) {
  return useLater() ? children : placeholder
}

/** Something below the first screenful that reads its own data: shown (and read) once in view. */
function WhenInView({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const visible = useInView(ref, undefined, useLater())
  return <div ref={ref}>{visible ? children : null}</div>
}

/**
 * Painel de Clientes: everything about one customer in one place. The header, its totals and
 * the open titles (with the attendances, promises and reminders beside them) are read first; the
 * rest once they are painted, and the sections below the fold as they come into view (issue 25).
 */

export default function CustomerPanelPage() {
  const [params] = useSearchParams()
  const later = useFirstScreenPainted(parseCodCliente(params.get('cliente')))
  return (
    <LaterContext.Provider value={later}>
      <CustomerPanel />
    </LaterContext.Provider>
  )
}

function CustomerPanel() {
  const dispatch = useAppDispatch()
  const [params, setParams] = useSearchParams()
  const cod = parseCodCliente(params.get('cliente'))
  const invalid = params.has('cliente') && cod === null
  const panel = usePanel('atendimento_form_type')
  const analista = useAnalistaUsuario()
  const customer = useClientePainel(cod)
  const navigate = useNavigate()
  const formRef = useRef<HTMLElement>(null)
  useEffect(() => {
    dispatch(customerSelected(cod))
  }, [dispatch, cod])

  const choose = (next: number | null) => {
    const p = new URLSearchParams(params)
    if (next === null) p.delete('cliente')
    else p.set('cliente', String(next))
    setParams(p)
  }
  const bringFormIntoView = () =>
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' })
  const editing = panel.atendimento_form_type === 'edit'
  const ready = cod !== null && !customerMissing(customer)

  return (
    <PageContainer
      title="Painel de Clientes"
      subtitle={
        analista
          ? `Analista: ${analista.nome}`
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
                ? `"${params.get('cliente') ?? ''}" não é um código de cliente. Busque o cliente pelo código, nome ou CNPJ/CPF.`
                : 'Escolha um cliente para ver o painel: busque pelo código, nome ou CNPJ/CPF.'
            }
          />
        </Card>
      ) : (
        <div className="cp-page" key={cod}>
          <CustomerHeaderOrStatus cod={cod} />
          {ready && (
            <>
              <nav aria-label="Seções do painel" className="cp-anchors">
                <Anchor
                  direction="horizontal"
                  affix={false}
                  targetOffset={120}
                  items={PANEL_ANCHORS.map((a) => ({
                    key: a.id,
                    href: `#${a.id}`,
                    title: a.title,
                  }))}
                />
              </nav>
              <Row gutter={[16, 16]} className="cp-columns">
                <Col xs={24} xl={15}>
                  <div className="cp-stack">
                    <Target id="secao-titulos">
                      <TitulosAbertos cod={cod} />
                    </Target>
                    <Target id="secao-atendimento">
                      <section
                        aria-label={editing ? 'Editar atendimento' : 'Novo atendimento'}
                        ref={formRef}
                        className="cp-section"
                      >
                        <Card
                          size="small"
                          title={editing ? 'Editar atendimento' : 'Novo atendimento'}
                        >
                          <AfterFirstScreen placeholder={<div className="cp-form-pending" />}>
                            <AtendimentoForm cod={cod} />
                          </AfterFirstScreen>
                        </Card>
                      </section>
                    </Target>
                    <LazyTarget id="secao-atendimentos" cod={cod}>
                      <AtendimentoTimeline cod={cod} onEdit={bringFormIntoView} />
                    </LazyTarget>
                    <LazyTarget id="secao-negociacoes" cod={cod}>
                      <NegociacoesSection cod={cod} />
                    </LazyTarget>
                    <LazyTarget id="secao-entradas" cod={cod}>
                      <EntradasSection cod={cod} />
                    </LazyTarget>
                    <LazyTarget id="secao-contas-pagas" cod={cod}>
                      <ContasPagasSection cod={cod} />
                    </LazyTarget>
                  </div>
                </Col>
                <Col xs={24} xl={9}>
                  <div className="cp-stack">
                    <Target id="secao-promessas">
                      <AfterFirstScreen>
                        <PromessasSection cod={cod} />
                      </AfterFirstScreen>
                    </Target>
                    <Target id="secao-lembretes">
                      <AfterFirstScreen>
                        <LembretesSection cod={cod} />
                      </AfterFirstScreen>
                    </Target>
                    <AfterFirstScreen>
                      <RetornosSection cod={cod} />
                    </AfterFirstScreen>
                    <LazyTarget id="secao-contatos" cod={cod}>
                      <ContatosSection cod={cod} />
                    </LazyTarget>
                    <WhenInView>
                      <LinkedPeople codCliente={cod} />
                    </WhenInView>
                    <LazyTarget id="secao-ultima-acao" cod={cod}>
                      <UltimaAcaoSection cod={cod} />
                    </LazyTarget>
                    <LazyTarget id="secao-observacoes" cod={cod}>
                      <ObservacoesSection cod={cod} />
                    </LazyTarget>
                    <LazyTarget id="secao-pareceres" cod={cod}>
                      <PareceresSection cod={cod} />
                    </LazyTarget>
                  </div>
                </Col>
              </Row>
            </>
          )}
        </div>
      )}
    </PageContainer>
  )
}

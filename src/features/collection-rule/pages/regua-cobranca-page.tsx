import { Select, Tabs } from 'antd'
import { useSearchParams } from 'react-router-dom'
import { PageContainer } from '@/shared/ui/page-container'
import { LoadFailedPanel } from '@/shared/ui/retry'
import { EtapasTab } from '../components/etapas-tab'
import { ModelosTab } from '../components/modelos-tab'
import { ReguasTab } from '../components/reguas-tab'
import { SegmentosTab, StatusTab } from '../components/segmentos-status-tabs'
import { SimulacaoTab } from '../components/simulacao-tab'
import { SmtpTab } from '../components/smtp-tab'
import { useCollectionRule } from '../use-collection-rule'
import '../collection-rule.css'

const TABS = ['reguas', 'etapas', 'segmentos', 'status', 'simulacao', 'modelos', 'smtp'] as const
type TabKey = (typeof TABS)[number]

/** /premissas/regua-cobranca: rules, steps, segments, statuses, dry run, templates and SMTP. */
export default function ReguaCobrancaPage() {
  // The page's visit reads every list once; the tabs follow this subscription.
  const { regua_cobranca: reguas, templates, requests, reloadReguas } = useCollectionRule({ owner: true })
  const [search, setSearch] = useSearchParams()
  const aba: TabKey = (TABS as readonly string[]).includes(search.get('aba') ?? '')
    ? (search.get('aba') as TabKey)
    : 'reguas'
  const wanted = Number(search.get('regua'))
  const regua = reguas.find((r) => r.id === wanted) ?? reguas[0] ?? null

  const set = (patch: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [k, v] of Object.entries(patch)) {
          if (v === null) next.delete(k)
          else next.set(k, v)
        }
        return next
      },
      { replace: true },
    )

  const reguaPicker = (
    <div className="cr-field" style={{ marginBottom: 16 }}>
      <label htmlFor="cr-regua">Régua</label>
      <Select
        id="cr-regua"
        style={{ width: 320 }}
        value={regua?.id}
        loading={requests.regua.status === 'loading'}
        onChange={(id: number) => set({ regua: String(id) })}
        options={reguas.map((r) => ({ value: r.id, label: r.ativo ? r.nome : `${r.nome} (inativa)` }))}
        placeholder="Escolha uma régua"
      />
    </div>
  )

  const failed = requests.regua.status === 'failed' && reguas.length === 0

  return (
    <PageContainer
      title="Régua de cobrança"
      subtitle="Quem recebe qual mensagem, por qual canal e quando, antes e depois do vencimento."
    >
      {failed ? (
        <LoadFailedPanel
          title="Não foi possível carregar as réguas."
          error={requests.regua.error}
          onRetry={reloadReguas}
        />
      ) : (
        <Tabs
          activeKey={aba}
          onChange={(key) => set({ aba: key === 'reguas' ? null : key })}
          destroyOnHidden
          items={[
            { key: 'reguas', label: 'Réguas', children: <ReguasTab /> },
            {
              key: 'etapas',
              label: 'Etapas',
              children: (
                <>
                  {reguaPicker}
                  <EtapasTab regua={regua} templates={templates} />
                </>
              ),
            },
            { key: 'segmentos', label: 'Segmentos', children: <SegmentosTab /> },
            {
              key: 'status',
              label: 'Status',
              children: (
                <>
                  {reguaPicker}
                  <StatusTab reguaId={regua?.id ?? null} />
                </>
              ),
            },
            {
              key: 'simulacao',
              label: 'Quem seria notificado',
              children: <SimulacaoTab reguas={reguas} />,
            },
            {
              key: 'modelos',
              label: 'Modelos',
              children: <ModelosTab />,
            },
            { key: 'smtp', label: 'SMTP', children: <SmtpTab /> },
          ]}
        />
      )}
    </PageContainer>
  )
}

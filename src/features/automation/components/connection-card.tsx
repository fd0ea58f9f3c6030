import { ApiOutlined } from '@ant-design/icons'
import { Button, Card, Descriptions, Tag } from 'antd'
import { joinParts } from '@/shared/lib/text'
import { DateText } from '@/shared/ui/formatted'
import type { Integration, IntegrationStatus } from '../types'

export const STATUS_VIEW: Record<IntegrationStatus, { color: string; label: string }> = {
  conectado: { color: 'green', label: 'Conectado' },
  instavel: { color: 'orange', label: 'Instável' },
  desconectado: { color: 'red', label: 'Desconectado' },
}

/** The bank connection: status, account, last contact, and a connection test. */
export function ConnectionCard({
  integration,
  testing,
  onTest,
}: {
  integration: Integration
  testing: boolean
  onTest: () => void
}) {
  const status = STATUS_VIEW[integration.status] ?? { color: 'default', label: integration.status }
  return (
    <section aria-label="Conexão com o banco">
      <Card
        size="small"
        title={
          <span>
            Conexão com o banco <Tag color={status.color}>{status.label}</Tag>
          </span>
        }
        extra={
          <Button icon={<ApiOutlined aria-hidden />} loading={testing} onClick={onTest}>
            Testar conexão
          </Button>
        }
      >
        {integration.mensagem && <p className="automation-status-message">{integration.mensagem}</p>}
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, xl: 3 }}
          items={[
            { key: 'banco', label: 'Banco', children: joinParts([integration.banco, integration.nome]) },
            { key: 'agencia', label: 'Agência / conta', children: joinParts([integration.agencia, integration.conta], ' / ') },
            { key: 'carteira', label: 'Carteira · convênio', children: joinParts([integration.carteira, integration.convenio]) },
            { key: 'layouts', label: 'Layouts de retorno', children: integration.layouts.join(', ') },
            {
              key: 'comunicacao',
              label: 'Última comunicação',
              children: integration.ultima_comunicacao ? <DateText value={integration.ultima_comunicacao} withTime /> : 'Nunca',
            },
            {
              key: 'retorno',
              label: 'Último retorno importado',
              children: integration.ultimo_retorno ? <DateText value={integration.ultimo_retorno} withTime /> : 'Nenhum',
            },
          ]}
        />
      </Card>
    </section>
  )
}

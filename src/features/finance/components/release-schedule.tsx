import { ThunderboltOutlined } from '@ant-design/icons'
import { Alert, Button, Popconfirm, Space, Tooltip, Typography } from 'antd'
import { useMemo } from 'react'
import { formatDate } from '@/shared/lib/date'
import { toCentavos } from '@/shared/lib/money'
import { showMessage } from '@/shared/ui/feedback'
import { saveFailed } from '@/shared/ui/save-failed'
import { compareSystems, indexInfo, releaseTerms, systemOf } from '../contract-terms'
import { useFinanceList, type Keyed } from '../finance-data'
import type { Contrato, Liberacao } from '../types'
import { ScheduleTable, SystemComparison, formatIn } from './schedule-compare'
import { useReleaseInstalments } from './use-release-instalments'

interface Props {
  contrato: Keyed<Contrato>
  liberacao: Liberacao
  latest: Map<number, number>
  currency: string
}

/**
 * The chosen release's schedule: the systems compared, the instalments the contract's system
 * gives, and "Gerar de novo" to replace the saved ones (a new release gets its instalments when
 * it is saved; this button is for a release whose terms or index changed since).
 */
export function ReleaseSchedule({ contrato, liberacao, latest, currency }: Props) {
  const { generate, busy } = useReleaseInstalments(contrato, latest)
  const indice = useFinanceList('indice', { lookup: true }).rows.find((i) => i.id === contrato.indice)
  const forma = useFinanceList('forma_amortizacao', { lookup: true }).rows.find((f) => f.id === contrato.forma_amortizacao)
  // the instalments stored for this release: the same list as the register below
  const stored = useFinanceList('liberacao_parcela', { args: { liberacao: liberacao.id }, lookup: true }).rows
  const chosen = systemOf(forma?.codigo)
  const result = useMemo(() => {
    try {
      return compareSystems(releaseTerms(contrato, liberacao, indexInfo(indice, latest)))
    } catch (error) {
      return error instanceof Error ? error.message : 'Não foi possível calcular o cronograma.'
    }
  }, [contrato, liberacao, indice, latest])
  const parcelas = stored.filter((p) => p.liberacao === liberacao.id)
  const paid = parcelas.filter((p) => p.pago).length
  if (typeof result === 'string') return <Alert type="warning" showIcon title={result} />
  const option = result.find((o) => o.system === chosen)!

  async function regenerate() {
    try {
      const count = await generate(liberacao)
      showMessage('success', `${count} parcelas geradas.`)
    } catch (error) {
      saveFailed(error)
    }
  }

  const label = parcelas.length > 0 ? 'Gerar de novo' : 'Gerar parcelas'
  const button = (onClick?: () => void) => (
    <Button icon={<ThunderboltOutlined />} loading={busy} disabled={paid > 0} onClick={onClick}>
      {label}
    </Button>
  )
  return (
    <section aria-label={`Cronograma da liberação de ${formatDate(liberacao.data)}`}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Cronograma da liberação de {formatDate(liberacao.data)} · {formatIn(toCentavos(liberacao.valor), currency)}
        </Typography.Title>
        {paid > 0 ? (
          <Tooltip title="Esta liberação já tem parcelas pagas; o cronograma não pode ser gerado de novo.">{button()}</Tooltip>
        ) : parcelas.length > 0 ? (
          <Popconfirm
            title={`Substituir as ${parcelas.length} parcelas gravadas?`}
            description="As parcelas em aberto dão lugar ao cronograma abaixo."
            okText="Substituir"
            cancelText="Cancelar"
            onConfirm={regenerate}
          >
            {button()}
          </Popconfirm>
        ) : (
          button(regenerate)
        )}
      </Space>
      <SystemComparison options={result} chosen={chosen} currency={currency} caption="Comparação para esta liberação" />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0', fontSize: 12 }}>
        {indice?.pos_fixado
          ? `Pós-fixado: cada período com o ${indice.nome} de ${(latest.get(indice.id) ?? 0).toLocaleString('pt-BR')} % a.a. (último valor do histórico) sobre os dias úteis do período, base 252. `
          : ''}
        Vencimentos ajustados para o próximo dia útil; a última parcela absorve os arredondamentos. CET pela TIR
        dos fluxos (liberação menos tarifas, parcelas nas datas), base 365 dias.
      </Typography.Paragraph>
      <ScheduleTable rows={option.rows} caption={`Parcelas simuladas (${option.system})`} currency={currency} />
    </section>
  )
}

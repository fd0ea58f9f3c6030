import { CalendarOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Descriptions, Tooltip, Typography } from 'antd'
import { useCallback, useMemo, useRef, useState } from 'react'
import { normalizeError } from '@/shared/api/errors'
import { formatDate, todayISO } from '@/shared/lib/date'
import { toCentavos } from '@/shared/lib/money'
import { showMessage } from '@/shared/ui/feedback'
import type { FieldDef } from '@/shared/ui/register'
import { RetryButton } from '@/shared/ui/retry'
import { describeRate } from '../contract-terms'
import { useFinanceList, type Keyed } from '../finance-data'
import type { Contrato, Liberacao, LiberacaoParcela } from '../types'
import { FinanceRegister } from './finance-register'
import { ReleaseSchedule } from './release-schedule'
import { formatIn } from './schedule-compare'
import { useReleaseInstalments } from './use-release-instalments'

const PARCELA_FIELDS: FieldDef<LiberacaoParcela>[] = [
  { name: 'pago', label: 'Paga', kind: 'boolean', half: true },
  { name: 'data_pagamento', label: 'Data do pagamento', kind: 'date', half: true, visible: (p) => Boolean(p.pago), required: true },
]

interface Props {
  contrato: Keyed<Contrato>
  latest: Map<number, number>
}

/** A contract's releases, the schedule of the chosen release and its stored instalments. */
export function ContractDetail({ contrato, latest }: Props) {
  const [selected, setSelected] = useState<number | null>(null)
  const moedas = useFinanceList('moeda', { lookup: true })
  const moeda = moedas.rows.find((m) => m.id === contrato.moeda)
  // Until the currencies have answered the amounts wait: a USD contract never shows as R$ for a second.
  const currencyPending = !moeda && moedas.status !== 'succeeded' && moedas.status !== 'failed'
  const currency = moeda?.sigla ?? 'BRL'
  const amount = (decimal: string) => (currencyPending ? '…' : formatIn(toCentavos(decimal), currency))
  const inCurrency = currencyPending ? '' : ` (${currency})`
  const banco = useFinanceList('banco', { lookup: true }).rows.find((b) => b.id === contrato.banco)
  const empresa = useFinanceList('empresa', { lookup: true }).rows.find((e) => e.id === contrato.empresa)
  const indice = useFinanceList('indice', { lookup: true }).rows.find((i) => i.id === contrato.indice)
  // the contract's releases: the same list as the register below
  const liberacoes = useFinanceList('liberacao', { args: { contrato: contrato.id }, lookup: true }).rows.filter(
    (l) => l.contrato === contrato.id,
  )
  const liberacao = liberacoes.find((l) => l.id === selected) ?? null
  const today = todayISO()
  const signed = contrato.data_contratacao
  // a new release belongs to this contract and starts on its signing date (the kit reads it on "Novo")
  const newRelease = useMemo(() => ({ contrato: contrato.id, data: signed }), [contrato.id, signed])
  const { generate, busy } = useReleaseInstalments(contrato, latest)
  // a release saved whose instalments were not: it stays saved, and the instalments can be retried
  const [unscheduled, setUnscheduled] = useState<{ liberacao: Liberacao; message: string } | null>(null)
  // how many instalments each release just created got: its confirmation says so
  const scheduled = useRef(new Map<number, number>())
  const schedule = useCallback(
    async (liberacao: Liberacao): Promise<boolean> => {
      try {
        scheduled.current.set(liberacao.id, await generate(liberacao))
        setUnscheduled(null)
        return true
      } catch (error) {
        setUnscheduled({ liberacao, message: normalizeError(error).message })
        return false
      } finally {
        setSelected(liberacao.id)
      }
    },
    [generate],
  )
  // A new release leaves with its instalments: the kit then confirms the save once, with their number.
  const afterSave = useCallback(
    async (liberacao: Liberacao, created: boolean) => {
      if (created) await schedule(liberacao)
    },
    [schedule],
  )
  const savedMessage = (saved: Liberacao | undefined, edited: Liberacao | null) => {
    const count = !edited && saved ? scheduled.current.get(saved.id) : undefined
    if (saved) scheduled.current.delete(saved.id)
    if (!count) return 'Liberação salva.'
    return `Liberação salva com ${count} ${count === 1 ? 'parcela' : 'parcelas'}.`
  }
  async function retry() {
    if (!unscheduled || busy) return
    if (await schedule(unscheduled.liberacao)) showMessage('success', 'Parcelas gravadas.')
  }
  const releaseFields = useMemo<FieldDef<Liberacao>[]>(
    () => [
      { name: 'data', label: 'Data da liberação', kind: 'date', required: true, initial: signed, half: true },
      { name: 'valor', label: `Valor${inCurrency}`, kind: 'money', required: true, half: true },
    ],
    [signed, inCurrency],
  )

  return (
    <Card
      title={`Contrato ${contrato.numero}`}
      style={{ marginTop: 16 }}
      aria-label={`Contrato ${contrato.numero}`}
      role="region"
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          { key: 'empresa', label: 'Empresa', children: empresa?.nome_fantasia || empresa?.razao_social || '—' },
          { key: 'banco', label: 'Banco', children: banco ? `${banco.codigo} · ${banco.nome}` : '—' },
          { key: 'valor', label: 'Valor contratado', children: amount(contrato.valor_contratado) },
          { key: 'taxa', label: 'Taxa', children: describeRate(contrato, indice) },
          { key: 'prazo', label: 'Prazo', children: `${contrato.qtd_parcelas} parcelas${contrato.carencia_meses ? ` + ${contrato.carencia_meses} meses de carência (juros ${contrato.juros_carencia === 'capitalizado' ? 'capitalizados' : 'pagos'})` : ''}` },
          { key: 'tarifas', label: 'Tarifas', children: amount(contrato.valor_tarifas ?? '0') },
        ]}
      />
      {currency !== 'BRL' && (
        <Alert
          type="info"
          showIcon
          style={{ margin: '8px 0' }}
          title={`Valores em ${currency}; nos relatórios, convertidos pela cotação cadastrada (${Number(moeda?.cotacao ?? 1).toLocaleString('pt-BR', { minimumFractionDigits: 4 })}).`}
        />
      )}
      {unscheduled && liberacoes.some((l) => l.id === unscheduled.liberacao.id) && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ margin: '8px 0' }}
          title={`A liberação de ${formatDate(unscheduled.liberacao.data)} foi salva, mas as parcelas dela não foram gravadas.`}
          description={`${unscheduled.message} A liberação não se perdeu: tente gravar as parcelas de novo.`}
          action={<RetryButton size="small" onRetry={() => void retry()} />}
        />
      )}
      <FinanceRegister<Liberacao>
        embedded
        list="liberacao"
        source={{ args: { contrato: contrato.id } }}
        afterSave={afterSave}
        savedMessage={savedMessage}
        title="Liberações"
        noun={{ singular: 'liberação', plural: 'liberações', feminine: true }}
        describe={(l) => `a liberação de ${formatDate(l.data)}`}
        newRow={() => newRelease}
        pageSize={10}
        rowActions={(l) => (
          <Tooltip title="Cronograma e parcelas">
            <Button
              type="text"
              icon={<CalendarOutlined />}
              aria-label={`Cronograma da liberação de ${formatDate(l.data)}`}
              aria-pressed={selected === l.id}
              onClick={() => setSelected(l.id)}
            />
          </Tooltip>
        )}
        columns={[
          { key: 'data', title: 'Data', kind: 'date' },
          { key: 'valor', title: `Valor${inCurrency}`, kind: 'money', render: (l) => amount(l.valor) },
        ]}
        fields={releaseFields}
      />
      {liberacao ? (
        <div style={{ marginTop: 16 }}>
          <ReleaseSchedule contrato={contrato} liberacao={liberacao} latest={latest} currency={currency} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Parcelas gravadas
          </Typography.Title>
          <FinanceRegister<LiberacaoParcela>
            embedded
            list="liberacao_parcela"
            source={{ args: { liberacao: liberacao.id } }}
            title="Parcelas da liberação"
            noun={{ singular: 'parcela', plural: 'parcelas', feminine: true }}
            canCreate={false}
            describe={(p) => `a parcela ${p.parcela}`}
            emptyText="Nenhuma parcela gravada."
            pageSize={12}
            columns={[
              { key: 'parcela', title: 'Nº', kind: 'number', width: 60 },
              { key: 'data_vencimento', title: 'Vencimento', kind: 'date' },
              { key: 'valor_amortizacao', title: 'Amortização', kind: 'money', render: (p) => formatIn(toCentavos(p.valor_amortizacao), currency) },
              { key: 'valor_juros', title: 'Juros', kind: 'money', render: (p) => formatIn(toCentavos(p.valor_juros), currency) },
              { key: 'valor_parcela', title: 'Parcela', kind: 'money', render: (p) => formatIn(toCentavos(p.valor_parcela), currency) },
              { key: 'saldo_devedor', title: 'Saldo devedor', kind: 'money', render: (p) => formatIn(toCentavos(p.saldo_devedor), currency) },
              {
                key: 'situacao',
                title: 'Situação',
                kind: 'tag',
                value: (p) => (p.pago ? 'paga' : p.data_vencimento < today ? 'vencida' : 'aberta'),
                options: [
                  { value: 'paga', label: 'Paga', color: 'green' },
                  { value: 'aberta', label: 'Em aberto', color: 'blue' },
                  { value: 'vencida', label: 'Vencida', color: 'red' },
                ],
              },
              { key: 'data_pagamento', title: 'Pagamento', kind: 'date' },
            ]}
            fields={PARCELA_FIELDS}
          />
        </div>
      ) : (
        liberacoes.length > 0 && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            Escolha uma liberação (ícone de calendário) para ver o cronograma e as parcelas gravadas.
          </Typography.Paragraph>
        )
      )}
    </Card>
  )
}

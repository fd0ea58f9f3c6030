import { CalendarOutlined, ThunderboltOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Tooltip, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { formatDate, todayISO } from '@/shared/lib/date'
import { fromCentavos, toCentavos } from '@/shared/lib/money'
import { showMessage } from '@/shared/ui/feedback'
import type { FieldDef } from '@/shared/ui/register'
import { saveFailed } from '@/shared/ui/save-failed'
import { compareSystems, describeRate, indexInfo, releaseTerms, systemOf } from '../contract-terms'
import { useFinanceList, usePostFinanceiroLiberacaoIdGerarParcelasMutation, type Keyed } from '../finance-data'
import type { Contrato, Liberacao, LiberacaoParcela } from '../types'
import { FinanceRegister } from './finance-register'
import { ScheduleTable, SystemComparison, formatIn } from './schedule-compare'

const PARCELA_FIELDS: FieldDef<LiberacaoParcela>[] = [
  { name: 'pago', label: 'Paga', kind: 'boolean', half: true },
  { name: 'data_pagamento', label: 'Data do pagamento', kind: 'date', half: true, visible: (p) => Boolean(p.pago), required: true },
]

interface Props {
  contrato: Keyed<Contrato>
  latest: Map<number, number>
}

function ReleaseSchedule({ contrato, liberacao, latest, currency }: Props & { liberacao: Liberacao; currency: string }) {
  const [gerarParcelas, generating] = usePostFinanceiroLiberacaoIdGerarParcelasMutation()
  const busy = generating.isLoading
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

  async function generate() {
    try {
      // one request replaces the open schedule; its list reloads (the mutation invalidates it)
      await gerarParcelas({
        id: liberacao.id,
        gerarParcelas: {
          parcelas: option.rows.map((r) => ({
            parcela: r.numero,
            data_vencimento: r.vencimento,
            valor_amortizacao: fromCentavos(r.amortizacaoCentavos),
            valor_juros: fromCentavos(r.jurosCentavos),
            valor_parcela: fromCentavos(r.parcelaCentavos),
            saldo_devedor: fromCentavos(r.saldoFinalCentavos),
          })),
        },
      }).unwrap()
      showMessage('success', `${option.rows.length} parcelas geradas.`)
    } catch (error) {
      saveFailed(error)
    }
  }

  const button = (
    <Button type="primary" icon={<ThunderboltOutlined />} loading={busy} disabled={paid > 0}>
      Gerar parcelas
    </Button>
  )
  return (
    <section aria-label={`Cronograma da liberação de ${formatDate(liberacao.data)}`}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Cronograma da liberação de {formatDate(liberacao.data)} · {formatIn(toCentavos(liberacao.valor), currency)}
        </Typography.Title>
        {paid > 0 ? (
          <Tooltip title="Esta liberação já tem parcelas pagas; o cronograma não pode ser gerado de novo.">{button}</Tooltip>
        ) : parcelas.length > 0 ? (
          <Popconfirm
            title={`Substituir as ${parcelas.length} parcelas em aberto?`}
            description="O cronograma simulado abaixo substitui o atual."
            okText="Substituir"
            cancelText="Cancelar"
            onConfirm={generate}
          >
            {button}
          </Popconfirm>
        ) : (
          <Button type="primary" icon={<ThunderboltOutlined />} loading={busy} onClick={generate}>
            Gerar parcelas
          </Button>
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
      <FinanceRegister<Liberacao>
        embedded
        list="liberacao"
        source={{ args: { contrato: contrato.id } }}
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
            emptyText="Nenhuma parcela gravada. Use Gerar parcelas."
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
            Escolha uma liberação (ícone de calendário) para ver o cronograma e gerar as parcelas.
          </Typography.Paragraph>
        )
      )}
    </Card>
  )
}

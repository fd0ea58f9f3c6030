import { Alert, Collapse, Form, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useMemo } from 'react'
import { parseMoneyInput } from '@/shared/lib/money'
import { compareSystems, indexInfo, systemOf, type ScheduleTerms } from '../contract-terms'
import type { FormaAmortizacao, Indice } from '../types'
import { ScheduleTable, SystemComparison } from './schedule-compare'

interface Props {
  indices: readonly Indice[]
  formas: readonly FormaAmortizacao[]
  latest: Map<number, number>
}

const iso = (v: unknown): string | null => (dayjs.isDayjs(v) && (v as Dayjs).isValid() ? (v as Dayjs).format('YYYY-MM-DD') : null)
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v))
const money = (v: unknown): number | null => (typeof v === 'string' ? parseMoneyInput(v) : typeof v === 'number' ? Math.round(v * 100) : null)

/** Terms from the contract form's values, or what is still missing. */
export function termsFromForm(values: Record<string, unknown>, props: Props): ScheduleTerms | string {
  const pv = money(values.valor_contratado)
  const signed = iso(values.data_contratacao)
  const first = iso(values.data_primeiro_vencimento)
  const n = num(values.qtd_parcelas)
  const taxa = num(values.taxa)
  if (!pv || pv <= 0 || !signed || !first || !n || n < 1 || taxa === null)
    return 'Preencha valor contratado, taxa, quantidade de parcelas, contratação e primeiro vencimento para ver a simulação.'
  if (first <= signed) return 'O primeiro vencimento deve ser depois da contratação.'
  const indice = props.indices.find((i) => i.id === values.indice)
  const index = indexInfo(indice, props.latest)
  const pct = index?.posFixado ? num(values.percentual_indice) : null
  if (index?.posFixado && pct === null) return `Informe o percentual do ${index.nome} para ver a simulação.`
  return {
    pvCentavos: pv,
    releaseDate: signed,
    firstDue: first,
    n: Math.trunc(n),
    graceMonths: Math.max(0, Math.trunc(num(values.carencia_meses) ?? 0)),
    graceInterest: values.juros_carencia === 'capitalizado' ? 'capitalizado' : 'pago',
    taxaPercent: taxa,
    base: values.base_taxa === 'anual' ? 'anual' : 'mensal',
    tipo: values.tipo_taxa === 'nominal' ? 'nominal' : 'efetiva',
    percentualIndice: pct,
    index,
    feesCentavos: Math.max(0, money(values.valor_tarifas) ?? 0),
  }
}

/**
 * The schedule preview inside the contract form (before saving): SAC, Price and bullet with
 * the total interest and the CET, computed as the values are typed; one release of the whole
 * amount on the signing date.
 */
export function ContractPreview(props: Props) {
  const form = Form.useFormInstance()
  const values = (Form.useWatch([], form) ?? {}) as Record<string, unknown>
  const forma = props.formas.find((f) => f.id === values.forma_amortizacao)
  const { indices, formas: formaList, latest } = props
  // dayjs values do not survive JSON: build the terms first, then key the schedules on them.
  const terms = termsFromForm(values, { indices, formas: formaList, latest })
  const termsKey = JSON.stringify(terms)
  const result = useMemo(() => {
    const parsed = JSON.parse(termsKey) as ScheduleTerms | string
    if (typeof parsed === 'string') return parsed
    try {
      return compareSystems(parsed)
    } catch (error) {
      return error instanceof Error ? error.message : 'Não foi possível simular.'
    }
  }, [termsKey])
  const chosen = systemOf(forma?.codigo)
  return (
    <section aria-label="Simulação do cronograma" className="finance-preview">
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        Simulação do cronograma
      </Typography.Title>
      {typeof result === 'string' ? (
        <Alert type="info" showIcon title={result} />
      ) : (
        <>
          <SystemComparison options={result} chosen={chosen} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 12 }}>
            Uma liberação do valor total na contratação; vencimentos em dias úteis; CET pela TIR dos fluxos reais
            (tarifas incluídas), em base 365 dias.
          </Typography.Paragraph>
          <Collapse
            size="small"
            items={[
              {
                key: 'parcelas',
                label: `Parcelas (${result.find((o) => o.system === chosen)?.rows.length ?? 0})`,
                children: <ScheduleTable rows={result.find((o) => o.system === chosen)!.rows} caption="Parcelas simuladas" />,
              },
            ]}
          />
        </>
      )}
    </section>
  )
}

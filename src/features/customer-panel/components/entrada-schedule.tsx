/** The instalment schedule of a down payment (entrada): drawn from the amounts, checked before the save. */
import { Checkbox, Form, Input, type FormInstance } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useMemo, useRef } from 'react'
import { todayISO } from '@/shared/lib/date'
import { formatCentavos } from '@/shared/lib/money'
import { moneyRule, moneyToCentavos } from '@/shared/lib/validators'
import { Money } from '@/shared/ui/formatted'
import { MoneyInput } from '@/shared/ui/money-input'
import { StrictDatePicker, validDateRule } from '@/shared/ui/strict-date-picker'
import { buildInstalments, centavosToInput, checkSchedule, scheduleProblem } from '../lib'

export interface ParcelaValues {
  id?: number
  data_vencimento?: Dayjs | null
  valor?: string
  pago?: boolean
}

export interface EntradaValues {
  atendimento?: number
  negociacao?: number | null
  valor_total?: string
  valor_entrada?: string
  qtd_parcelas?: string
  primeiro_vencimento?: Dayjs | null
  forma_cobranca?: number | null
  parcelas?: ParcelaValues[]
}

export const MAX_PARCELAS = 60

export const cents = (v: string | undefined) => moneyToCentavos(v ?? '')

function firstDueOf(value: Dayjs | null | undefined): string | null | 'invalid' {
  if (!value) return null
  return value.isValid() ? value.format('YYYY-MM-DD') : 'invalid'
}

/** Why the schedule cannot be drawn from these values, or null (see scheduleProblem). */
function problemOf(values: EntradaValues, isNew: boolean): string | null {
  return scheduleProblem(
    {
      total: cents(values.valor_total),
      entrada: values.valor_entrada ? cents(values.valor_entrada) : 0,
      parcelas: values.qtd_parcelas,
      primeiro: firstDueOf(values.primeiro_vencimento),
    },
    { maxParcelas: MAX_PARCELAS, today: todayISO(), isNew },
  )
}

/** The schedule from the form's inputs, or null while any of them is not valid. */
function scheduleFrom(
  values: EntradaValues,
  previous: ParcelaValues[] = [],
  isNew = true,
): ParcelaValues[] | null {
  if (problemOf(values, isNew) !== null) return null
  const total = cents(values.valor_total)!
  const entrada = values.valor_entrada ? cents(values.valor_entrada)! : 0
  const first = values.primeiro_vencimento!
  return buildInstalments(
    total - entrada,
    Number(values.qtd_parcelas),
    first.format('YYYY-MM-DD'),
  ).map((p, i) => ({
    id: previous[i]?.id,
    pago: previous[i]?.pago ?? false,
    data_vencimento: dayjs(p.data_vencimento),
    valor: centavosToInput(p.valor),
  }))
}

/** The schedule's check before the save: the inputs, then the instalments against the total. */
function scheduleRule(form: FormInstance<EntradaValues>, isNew: boolean) {
  return {
    validator: async (_: unknown, list: ParcelaValues[] = []) => {
      const all = form.getFieldsValue(true) as EntradaValues
      const problem = problemOf(all, isNew)
      if (problem) throw new Error(problem)
      if (list.length === 0) throw new Error('Gere as parcelas antes de salvar.')
      const total = cents(all.valor_total) ?? 0
      const result = checkSchedule(
        total,
        cents(all.valor_entrada) ?? 0,
        list.map((r) => cents(r?.valor) ?? 0),
      )
      if (!result.ok)
        throw new Error(
          `A entrada mais as parcelas somam ${formatCentavos(total + result.difference)}, mas o total é ${formatCentavos(total)}.`,
        )
    },
  }
}

/** The instalments, one row each (editable), and whether they add up to the total. */
export function ScheduleField({
  form,
  values,
  isNew,
}: {
  form: FormInstance<EntradaValues>
  values: EntradaValues
  isNew: boolean
}) {
  const total = cents(values.valor_total) ?? 0
  const entrada = cents(values.valor_entrada) ?? 0
  const rows = values.parcelas ?? []
  const amounts = rows.map((r) => cents(r?.valor) ?? 0)
  const sum = amounts.reduce((s, x) => s + x, 0)
  const check = checkSchedule(total, entrada, amounts)
  const inputProblem = problemOf(values, isNew)
  const rules = useMemo(() => [scheduleRule(form, isNew)], [form, isNew])
  return (
    <fieldset className="cp-schedule">
      <legend>Parcelas</legend>
      <Form.List name="parcelas" rules={rules}>
        {(fields, _operations, { errors }) => (
          <>
            <table className="cp-schedule-table">
              <thead>
                <tr>
                  <th style={{ width: 40 }}>Nº</th>
                  <th>Vencimento</th>
                  <th>Valor</th>
                  <th style={{ width: 56 }}>Paga</th>
                </tr>
              </thead>
              <tbody>
                {fields.map((field, i) => (
                  <tr key={field.key}>
                    <td>{i + 1}</td>
                    <td>
                      <Form.Item name={[field.name, 'id']} hidden>
                        <Input />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'data_vencimento']}
                        rules={[{ required: true, message: 'Informe o vencimento.' }, validDateRule()]}
                        className="cp-schedule-cell"
                      >
                        <StrictDatePicker aria-label={`Vencimento da parcela ${i + 1}`} />
                      </Form.Item>
                    </td>
                    <td>
                      <Form.Item
                        name={[field.name, 'valor']}
                        rules={[{ required: true, message: 'Informe o valor.' }, moneyRule({ min: 1 })]}
                        className="cp-schedule-cell"
                      >
                        <MoneyInput aria-label={`Valor da parcela ${i + 1}`} />
                      </Form.Item>
                    </td>
                    <td>
                      <Form.Item
                        name={[field.name, 'pago']}
                        valuePropName="checked"
                        className="cp-schedule-cell"
                      >
                        <Checkbox aria-label={`Parcela ${i + 1} paga`} />
                      </Form.Item>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {errors.length > 0 ? (
              // the save's check, until a value changes
              <Form.ErrorList errors={errors} />
            ) : inputProblem !== null || rows.length === 0 ? (
              <p className="cp-muted" aria-live="polite">
                {inputProblem ?? 'Informe o total, o número de parcelas e o primeiro vencimento.'}
              </p>
            ) : (
              <p className={check.ok ? 'cp-muted' : 'cp-error-text'} aria-live="polite">
                Entrada <Money centavos={entrada} /> + parcelas <Money centavos={sum} /> ={' '}
                <Money centavos={entrada + sum} />{' '}
                {check.ok ? (
                  '(confere com o total)'
                ) : (
                  <>
                    — o total é <Money centavos={total} />
                  </>
                )}
              </p>
            )}
          </>
        )}
      </Form.List>
    </fieldset>
  )
}

/** What the schedule is drawn from, as one text: a change in it draws the schedule again. */
function scheduleInputsOf(values: EntradaValues | undefined): string | null {
  if (!values) return null
  return JSON.stringify([
    values.valor_total,
    values.valor_entrada,
    values.qtd_parcelas,
    firstDueOf(values.primeiro_vencimento),
  ])
}

/**
 * Draws the schedule from its inputs: once the form is filled (a stored entrada keeps its own
 * instalments), then whenever an input changes, by the user's hand, by choosing a negotiation or
 * by a value that arrived late. `parcelas` is never one of the kit's initial values, so the kit
 * never puts back a schedule that no longer matches the inputs.
 */
export function useSchedule(
  form: FormInstance<EntradaValues>,
  stored: ParcelaValues[] | null,
  isNew: boolean,
) {
  const inputs = scheduleInputsOf(Form.useWatch([], form) as EntradaValues | undefined)
  const drawnFrom = useRef<string | null>(null)
  useEffect(() => {
    if (inputs === null || inputs === drawnFrom.current) return
    const first = drawnFrom.current === null
    drawnFrom.current = inputs
    const all = form.getFieldsValue(true) as EntradaValues
    // the stored instalments' ids are kept across redraws: an edit updates instead of recreating
    const previous = all.parcelas?.length ? all.parcelas : (stored ?? [])
    form.setFieldValue(
      'parcelas',
      first && stored ? stored : (scheduleFrom(all, previous, isNew) ?? []),
    )
  }, [inputs, form, stored, isNew])
}


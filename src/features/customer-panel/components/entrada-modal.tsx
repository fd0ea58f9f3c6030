import { Form } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useMemo } from 'react'
import { todayISO } from '@/shared/lib/date'
import { formatBRL, fromCentavos } from '@/shared/lib/money'
import { showMessage } from '@/shared/ui/feedback'
import { RegisterForm, type FieldDef } from '@/shared/ui/register'
import { useAppDispatch } from '@/shared/store/hooks'
import { saveEntrada } from '../customer-panel-data'
import { useClientePainel, useEntradaParcelas, useNegociacoes, useOverdueInput } from '../hooks'
import { decimalToInput } from '../lib'
import type { Entrada } from '../types'
import { useAtendimentoDef } from './atendimento-select'
import {
  MAX_PARCELAS,
  ScheduleField,
  cents,
  useSchedule,
  type EntradaValues as Values,
} from './entrada-schedule'
import { DealAmounts, recordModalProps, useFormaCobrancaOptions } from './record-form'

/**
 * A down payment's form (the register kit's modal): the attendance and negotiation it belongs
 * to, the amounts, and the instalments drawn from them (and editable one by one).
 */
export function EntradaModal({
  cod,
  editing,
  onClose,
}: {
  cod: number
  editing: Entrada | null
  onClose: () => void
}) {
  const dispatch = useAppDispatch()
  const negociacoes = useNegociacoes(cod).rows
  const allParcelas = useEntradaParcelas(cod).rows
  const { cliente } = useClientePainel(cod)
  const overdue = useOverdueInput(cod)
  const atendimento = useAtendimentoDef<Entrada>(cod, true)
  const formas = useFormaCobrancaOptions()
  const { words, modal } = recordModalProps('entrada', editing)
  const [form] = Form.useForm<Values>()
  const isNew = !editing
  const stored = useMemo(
    () =>
      editing
        ? allParcelas
            .filter((p) => p.entrada === editing.id)
            .sort((a, b) => a.parcela - b.parcela)
        : null,
    [allParcelas, editing],
  )
  const storedValues = useMemo(
    () =>
      stored?.map((p) => ({
        id: p.id,
        data_vencimento: dayjs(p.data_vencimento),
        valor: decimalToInput(p.valor),
        pago: p.pago,
      })) ?? null,
    [stored],
  )
  useSchedule(form, storedValues, isNew)

  const fields = useMemo<FieldDef<Entrada>[]>(
    () => [
      atendimento,
      {
        name: 'negociacao',
        label: 'Negociação',
        kind: 'select',
        half: true,
        placeholder: 'Nenhuma',
        options: negociacoes.map((n) => ({
          value: n.id,
          label: `#${n.id} · ${formatBRL(n.valor_negociado)} em ${n.qtd_parcelas}x`,
        })),
      },
      {
        name: 'valores',
        label: 'Valores',
        kind: 'custom',
        render: () => (
          <DealAmounts
            total={{ name: 'valor_total', label: 'Valor total' }}
            part={{
              name: 'valor_entrada',
              label: 'Valor de entrada',
              tooLarge: 'A entrada não pode ser maior que o valor total.',
            }}
            parcelas={{ label: 'Nº de parcelas', max: MAX_PARCELAS }}
          />
        ),
      },
      {
        name: 'primeiro_vencimento',
        label: 'Primeiro vencimento',
        kind: 'date',
        required: true,
        half: true,
        // no disabledDate: Chromium clears a typed disabled date before it can be refused
        rules: [
          {
            validator: async (_: unknown, d: Dayjs | null | undefined) => {
              if (isNew && d?.isValid() && d.format('YYYY-MM-DD') < todayISO())
                throw new Error('O primeiro vencimento não pode ser anterior a hoje.')
            },
          },
        ],
      },
      {
        name: 'forma_cobranca',
        label: 'Forma de cobrança',
        kind: 'select',
        half: true,
        placeholder: '—',
        options: formas,
        initial: cliente?.forma_cobranca ?? null,
      },
      {
        name: 'parcelas',
        label: 'Parcelas',
        kind: 'custom',
        render: ({ values }) => <ScheduleField form={form} values={values as Values} isNew={isNew} />,
      },
    ],
    [atendimento, negociacoes, formas, cliente?.forma_cobranca, form, isNew],
  )
  // the amounts and the first due date, as their inputs take them
  const initialValues = useMemo(
    () =>
      editing
        ? {
            valor_total: decimalToInput(editing.valor_total),
            valor_entrada: decimalToInput(editing.valor_entrada),
            qtd_parcelas: String(stored?.length || editing.qtd_parcelas),
            primeiro_vencimento: storedValues?.[0]?.data_vencimento ?? null,
          }
        : {
            valor_total: overdue,
            valor_entrada: '0,00',
            qtd_parcelas: '3',
            primeiro_vencimento: dayjs(todayISO()).add(1, 'month'),
          },
    [editing, stored, storedValues, overdue],
  )

  function onValuesChange(changed: Partial<Values>) {
    // the save's check no longer describes the schedule once a value changes
    if (form.getFieldError('parcelas').length) form.setFields([{ name: 'parcelas', errors: [] }])
    const chosen = changed.negociacao && negociacoes.find((n) => n.id === changed.negociacao)
    // a negotiation brings its attendance, amount and instalments (the schedule follows)
    if (chosen)
      form.setFieldsValue({
        atendimento: chosen.atendimento,
        valor_total: decimalToInput(chosen.valor_negociado),
        qtd_parcelas: String(chosen.qtd_parcelas),
      })
  }

  async function onSubmit(
    payload: Partial<Entrada>,
    _editing: Entrada | null,
    raw: Record<string, unknown>,
  ) {
    const v = raw as Values
    const list = v.parcelas ?? []
    const kept = new Set(list.map((r) => r.id).filter((id): id is number => id !== undefined))
    await saveEntrada(dispatch, {
      cod,
      id: editing?.id,
      entrada: {
        atendimento: payload.atendimento!,
        negociacao: payload.negociacao ?? null,
        data: editing?.data ?? todayISO(),
        valor_total: fromCentavos(cents(v.valor_total) ?? 0),
        valor_entrada: fromCentavos(cents(v.valor_entrada) ?? 0),
        qtd_parcelas: list.length,
        forma_cobranca: payload.forma_cobranca ?? null,
        ...(editing ? { usuario: editing.usuario } : {}),
      },
      parcelas: list.map((r, i) => ({
        id: r.id,
        parcela: i + 1,
        data_vencimento: r.data_vencimento!.format('YYYY-MM-DD'),
        valor: fromCentavos(cents(r.valor) ?? 0),
        pago: !!r.pago,
      })),
      removidas: (stored ?? []).map((p) => p.id).filter((id) => !kept.has(id)),
    })
    showMessage('success', words.saved(!editing))
  }

  return (
    <RegisterForm<Entrada>
      {...modal}
      form={form}
      fields={fields}
      editing={editing}
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onSubmit={onSubmit}
      onClose={onClose}
      width={720}
    />
  )
}


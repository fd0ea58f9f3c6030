import { Checkbox, Form, Input, Select, Space, Table, Tag } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { todayISO } from '@/shared/lib/date'
import { formatBRL, formatCentavos, fromCentavos } from '@/shared/lib/money'
import { moneyRule, moneyToCentavos } from '@/shared/lib/validators'
import { DateText, Money } from '@/shared/ui/formatted'
import { showMessage } from '@/shared/ui/feedback'
import { useAppDispatch } from '@/shared/store/hooks'
import { useListSource } from '@/shared/api/data-api'
import { deleteEntrada, saveEntrada } from '../customer-panel-data'
import {
  useClientePainel,
  useEntradaParcelas,
  useEntradas,
  useNegociacoes,
  useOverdueInput,
  useRecordModal,
  useReferenceLater,
} from '../hooks'
import {
  buildInstalments,
  centavosToInput,
  checkSchedule,
  decimalToInput,
  isPastDate,
  scheduleProblem,
} from '../lib'
import type { Entrada, EntradaParcela } from '../types'
import { StrictDatePicker, validDateRule } from '@/shared/ui/strict-date-picker'
import { AtendimentoField, useDefaultAtendimento } from './atendimento-select'
import { MoneyInput } from '@/shared/ui/money-input'
import { ConfirmDelete } from './confirm-delete'
import {
  DealAmounts,
  EditButton,
  FormaCobrancaField,
  NewRecordButton,
  RecordModal,
} from './record-form'
import { worstStatus } from '../lib'
import { Section } from '@/shared/ui/section'
import { dateColumn, moneyColumn } from './columns'

interface ParcelaValues {
  id?: number
  data_vencimento?: Dayjs | null
  valor?: string
  pago?: boolean
}

interface Values {
  atendimento?: number
  negociacao?: number | null
  valor_total?: string
  valor_entrada?: string
  qtd_parcelas?: string
  primeiro_vencimento?: Dayjs | null
  forma_cobranca?: number | null
  parcelas?: ParcelaValues[]
}

const SCHEDULE_INPUTS = [
  'valor_total',
  'valor_entrada',
  'qtd_parcelas',
  'primeiro_vencimento',
] as const
const MAX_PARCELAS = 60

const cents = (v: string | undefined) => moneyToCentavos(v ?? '')

function firstDueOf(value: Dayjs | null | undefined): string | null | 'invalid' {
  if (!value) return null
  return value.isValid() ? value.format('YYYY-MM-DD') : 'invalid'
}

/** Why the schedule cannot be drawn from these values, or null (see scheduleProblem). */
function problemOf(values: Values, isNew: boolean): string | null {
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
  values: Values,
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

function EntradaModal({
  cod,
  editing,
  parcelas: storedParcelas,
  onClose,
}: {
  cod: number
  editing: Entrada | null
  parcelas: EntradaParcela[]
  onClose: () => void
}) {
  const dispatch = useAppDispatch()
  const panel = { negociacoes: useNegociacoes(cod).rows }
  const { cliente } = useClientePainel(cod)
  const overdue = useOverdueInput(cod)
  const defaultAtendimento = useDefaultAtendimento(cod)
  const { form, problems, setProblems, save, words, modal } = useRecordModal<Values>(
    'entrada',
    editing,
    onClose,
  )
  const watched = Form.useWatch([], form) as Values | undefined

  const initialValues: Values = editing
    ? {
        atendimento: editing.atendimento,
        negociacao: editing.negociacao ?? null,
        valor_total: decimalToInput(editing.valor_total),
        valor_entrada: decimalToInput(editing.valor_entrada),
        qtd_parcelas: String(storedParcelas.length || editing.qtd_parcelas),
        primeiro_vencimento: storedParcelas[0] ? dayjs(storedParcelas[0].data_vencimento) : null,
        forma_cobranca: editing.forma_cobranca ?? null,
        parcelas: storedParcelas.map((p) => ({
          id: p.id,
          data_vencimento: dayjs(p.data_vencimento),
          valor: decimalToInput(p.valor),
          pago: p.pago,
        })),
      }
    : {
        atendimento: defaultAtendimento,
        negociacao: null,
        valor_total: overdue,
        valor_entrada: '0,00',
        qtd_parcelas: '3',
        primeiro_vencimento: dayjs(todayISO()).add(1, 'month'),
        forma_cobranca: cliente?.forma_cobranca ?? null,
        parcelas: [],
      }
  if (!editing) initialValues.parcelas = scheduleFrom(initialValues) ?? []

  const isNew = !editing
  /** the stored instalments' ids, kept across redraws so an edit updates instead of recreating */
  const previousOf = (all: Values): ParcelaValues[] =>
    all.parcelas?.length ? all.parcelas : storedParcelas.map((p) => ({ id: p.id, pago: p.pago }))

  function onValuesChange(changed: Partial<Values>, all: Values) {
    // An error about the last save no longer describes the form once it changes.
    if (problems.length) setProblems([])
    if ('negociacao' in changed && changed.negociacao) {
      const n = panel.negociacoes.find((x) => x.id === changed.negociacao)
      if (n) {
        const next = {
          ...all,
          atendimento: n.atendimento,
          valor_total: decimalToInput(n.valor_negociado),
          qtd_parcelas: String(n.qtd_parcelas),
        }
        form.setFieldsValue({
          atendimento: next.atendimento,
          valor_total: next.valor_total,
          qtd_parcelas: next.qtd_parcelas,
        })
        form.setFieldValue('parcelas', scheduleFrom(next, previousOf(all), isNew) ?? [])
      }
      return
    }
    if (SCHEDULE_INPUTS.some((k) => k in changed)) {
      // Invalid inputs draw no schedule at all: never a stale one that contradicts the fields.
      form.setFieldValue('parcelas', scheduleFrom(all, previousOf(all), isNew) ?? [])
    }
  }

  const total = cents(watched?.valor_total) ?? 0
  const entrada = cents(watched?.valor_entrada) ?? 0
  const rows = watched?.parcelas ?? []
  const values = rows.map((r) => cents(r?.valor) ?? 0)
  const check = checkSchedule(total, entrada, values)
  const inputProblem = watched ? problemOf(watched, isNew) : null

  async function onFinish(v: Values) {
    await save(async () => {
      const list = v.parcelas ?? []
      const totalC = cents(v.valor_total) ?? 0
      const entradaC = cents(v.valor_entrada) ?? 0
      const problem = problemOf(v, isNew)
      if (problem) {
        setProblems([problem])
        return
      }
      if (list.some((r) => !r.data_vencimento?.isValid())) {
        setProblems(['Corrija os vencimentos das parcelas.'])
        return
      }
      if (list.length === 0) {
        setProblems(['Gere as parcelas antes de salvar.'])
        return
      }
      const result = checkSchedule(
        totalC,
        entradaC,
        list.map((r) => cents(r.valor) ?? 0),
      )
      if (!result.ok) {
        setProblems([
          `A entrada mais as parcelas somam ${formatCentavos(totalC + result.difference)}, mas o total é ${formatCentavos(totalC)}.`,
        ])
        return
      }
      const kept = new Set(list.map((r) => r.id).filter((id): id is number => id !== undefined))
      await saveEntrada(dispatch, {
        cod,
        id: editing?.id,
        entrada: {
          atendimento: v.atendimento!,
          negociacao: v.negociacao ?? null,
          data: editing?.data ?? todayISO(),
          valor_total: fromCentavos(totalC),
          valor_entrada: fromCentavos(entradaC),
          qtd_parcelas: list.length,
          forma_cobranca: v.forma_cobranca ?? null,
          ...(editing ? { usuario: editing.usuario } : {}),
        },
        parcelas: list.map((r, i) => ({
          id: r.id,
          parcela: i + 1,
          data_vencimento: r.data_vencimento!.format('YYYY-MM-DD'),
          valor: fromCentavos(cents(r.valor) ?? 0),
          pago: !!r.pago,
        })),
        removidas: storedParcelas.map((p) => p.id).filter((id) => !kept.has(id)),
      })
      showMessage('success', words.saved(!editing))
      onClose()
    })
  }

  return (
    <RecordModal<Values>
      {...modal}
      width={720}
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={onValuesChange}
    >
      <div className="cp-form-row">
        <AtendimentoField cod={cod} required className="cp-grow" />
        <Form.Item name="negociacao" label="Negociação" className="cp-grow">
          <Select
            allowClear
            placeholder="Nenhuma"
            options={panel.negociacoes.map((n) => ({
              value: n.id,
              label: `#${n.id} · ${formatBRL(n.valor_negociado)} em ${n.qtd_parcelas}x`,
            }))}
          />
        </Form.Item>
      </div>
      <DealAmounts
        total={{ name: 'valor_total', label: 'Valor total' }}
        part={{
          name: 'valor_entrada',
          label: 'Valor de entrada',
          tooLarge: 'A entrada não pode ser maior que o valor total.',
        }}
        parcelas={{ label: 'Nº de parcelas', max: MAX_PARCELAS }}
      />
      <div className="cp-form-row">
        <Form.Item
          name="primeiro_vencimento"
          label="Primeiro vencimento"
          className="cp-grow"
          rules={[
            { required: true },
            validDateRule((d) =>
              isNew && d.format('YYYY-MM-DD') < todayISO()
                ? 'O primeiro vencimento não pode ser anterior a hoje.'
                : null,
            ),
          ]}
        >
          {/* no disabledDate: Chromium clears a typed disabled date before it can be refused */}
          <StrictDatePicker />
        </Form.Item>
        <FormaCobrancaField />
      </div>
      <fieldset className="cp-schedule">
        <legend>Parcelas</legend>
        <Form.List name="parcelas">
          {(fields) => (
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
                        rules={[
                          { required: true, message: 'Informe o vencimento.' },
                          validDateRule(),
                        ]}
                        noStyle={false}
                        className="cp-schedule-cell"
                      >
                        <StrictDatePicker aria-label={`Vencimento da parcela ${i + 1}`} />
                      </Form.Item>
                    </td>
                    <td>
                      <Form.Item
                        name={[field.name, 'valor']}
                        rules={[
                          { required: true, message: 'Informe o valor.' },
                          moneyRule({ min: 1 }),
                        ]}
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
          )}
        </Form.List>
        {inputProblem !== null || rows.length === 0 ? (
          <p className="cp-muted" aria-live="polite">
            {inputProblem ?? 'Informe o total, o número de parcelas e o primeiro vencimento.'}
          </p>
        ) : (
          <p className={check.ok ? 'cp-muted' : 'cp-error-text'} aria-live="polite">
            Entrada <Money centavos={entrada} /> + parcelas{' '}
            <Money centavos={values.reduce((s, x) => s + x, 0)} /> ={' '}
            <Money centavos={entrada + values.reduce((s, x) => s + x, 0)} />{' '}
            {check.ok ? (
              '(confere com o total)'
            ) : (
              <>
                — o total é <Money centavos={total} />
              </>
            )}
          </p>
        )}
      </fieldset>
    </RecordModal>
  )
}

function DeleteEntradaButton({ entrada }: { entrada: Entrada }) {
  const dispatch = useAppDispatch()
  return (
    <ConfirmDelete
      title="Excluir esta entrada e suas parcelas?"
      ariaLabel={`Excluir entrada #${entrada.id}`}
      successMessage="Entrada excluída."
      onDelete={() => deleteEntrada(dispatch, entrada.id)}
    />
  )
}

/** Down payments (entradas) with their instalment schedules. */
export function EntradasSection({ cod }: { cod: number }) {
  const entradas = useEntradas(cod)
  const parcelas = useEntradaParcelas(cod)
  // a down payment names a negotiation: the negotiations are read with it (once)
  useNegociacoes(cod)
  const panel = {
    formasCobranca: useListSource(useReferenceLater('forma')).rows,
    atendimento_entrada_parcela: parcelas.rows,
    atendimento_entrada: entradas.rows,
  }
  const [modal, setModal] = useState<{ editing: Entrada | null } | null>(null)
  const formas = new Map(panel.formasCobranca.map((f) => [f.id, f.descricao]))
  const parcelasOf = (id: number) =>
    panel.atendimento_entrada_parcela
      .filter((p) => p.entrada === id)
      .sort((a, b) => a.parcela - b.parcela)
  const today = todayISO()
  return (
    <>
      <Section
        title="Entradas e parcelas"
        status={worstStatus(entradas.status, parcelas.status)}
        error={entradas.error ?? parcelas.error}
        onRetry={() => {
          if (entradas.status === 'failed') entradas.retry()
          if (parcelas.status === 'failed') parcelas.retry()
        }}
        empty={panel.atendimento_entrada.length === 0}
        emptyText="Nenhuma entrada registrada."
        extra={
          <NewRecordButton cod={cod} onClick={() => setModal({ editing: null })}>
            Nova entrada
          </NewRecordButton>
        }
      >
        {panel.atendimento_entrada.map((e) => {
          const list = parcelasOf(e.id)
          return (
            <article key={e.id} className="cp-entrada" aria-label={`Entrada #${e.id}`}>
              <header className="cp-entrada-head">
                <div>
                  <strong>Entrada #{e.id}</strong>{' '}
                  <span className="cp-muted">
                    · <DateText value={e.data} /> · atendimento #{e.atendimento}
                    {e.negociacao ? ` · negociação #${e.negociacao}` : ''}
                    {e.forma_cobranca ? ` · ${formas.get(e.forma_cobranca) ?? ''}` : ''}
                  </span>
                </div>
                <Space size={0}>
                  <EditButton
                    ariaLabel={`Editar entrada #${e.id}`}
                    onClick={() => setModal({ editing: e })}
                  />
                  <DeleteEntradaButton entrada={e} />
                </Space>
              </header>
              <div className="cp-entrada-values">
                <span>
                  Total <Money value={e.valor_total} />
                </span>
                <span>
                  Entrada <Money value={e.valor_entrada} />
                </span>
                <span>{list.length || e.qtd_parcelas} parcelas</span>
              </div>
              <Table<EntradaParcela>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={list}
                locale={{ emptyText: 'Sem parcelas.' }}
                columns={[
                  { title: 'Parcela', dataIndex: 'parcela', width: 80 },
                  dateColumn('Vencimento', 'data_vencimento'),
                  moneyColumn('Valor', 'valor'),
                  {
                    title: 'Situação',
                    key: 'situacao',
                    render: (_: unknown, p: EntradaParcela) =>
                      p.pago ? (
                        <Tag color="green">Paga</Tag>
                      ) : isPastDate(p.data_vencimento, today) ? (
                        <Tag color="red">Vencida</Tag>
                      ) : (
                        <Tag>Em aberto</Tag>
                      ),
                  },
                ]}
              />
            </article>
          )
        })}
      </Section>
      {modal && (
        <EntradaModal
          cod={cod}
          editing={modal.editing}
          parcelas={modal.editing ? parcelasOf(modal.editing.id) : []}
          onClose={() => setModal(null)}
        />
      )}
    </>
  )
}

import { Form, Space, Table, Tag } from 'antd'
import { useMemo, useState } from 'react'
import { fromCentavos } from '@/shared/lib/money'
import { moneyToCentavos } from '@/shared/lib/validators'
import { Money } from '@/shared/ui/formatted'
import { showMessage } from '@/shared/ui/feedback'
import { useAppDispatch } from '@/shared/store/hooks'
import { saveRecord } from '../customer-panel-data'
import { RegisterForm, type FieldDef } from '@/shared/ui/register'
import { useNegociacoes, useOverdueInput } from '../hooks'
import { decimalToInput } from '../lib'
import type { Negociacao, StatusNegociacao } from '../types'
import { useAtendimentoDef } from './atendimento-select'
import { DeleteRecord } from './confirm-delete'
import { DealAmounts, EditButton, NewRecordButton, recordModalProps } from './record-form'
import { Section } from '@/shared/ui/section'
import { dateColumn, moneyColumn } from './columns'

export const STATUS_NEGOCIACAO: Record<StatusNegociacao, { label: string; color: string }> = {
  proposta: { label: 'Proposta', color: 'gold' },
  aceita: { label: 'Aceita', color: 'green' },
  cancelada: { label: 'Cancelada', color: 'default' },
}

const STATUS_OPTIONS = Object.entries(STATUS_NEGOCIACAO).map(([value, s]) => ({
  value,
  label: s.label,
}))

/** The amounts (DealAmounts) and what is left to negotiate once the discount is taken. */
function NegotiatedAmounts() {
  const form = Form.useFormInstance()
  const original = moneyToCentavos(Form.useWatch('valor_original', form) ?? '') ?? 0
  const desconto = moneyToCentavos(Form.useWatch('desconto', form) ?? '') ?? 0
  return (
    <>
      <DealAmounts
        total={{ name: 'valor_original', label: 'Valor original' }}
        part={{
          name: 'desconto',
          label: 'Desconto',
          tooLarge: 'O desconto não pode ser maior que o valor original.',
        }}
        parcelas={{ label: 'Parcelas', max: 120 }}
      />
      <p className="cp-muted" aria-live="polite">
        Valor negociado: <Money centavos={Math.max(0, original - desconto)} />
      </p>
    </>
  )
}

function NegociacaoModal({
  cod,
  editing,
  onClose,
}: {
  cod: number
  editing: Negociacao | null
  onClose: () => void
}) {
  const dispatch = useAppDispatch()
  const overdue = useOverdueInput(cod)
  const atendimento = useAtendimentoDef<Negociacao>(cod)
  const { words, modal } = recordModalProps('negociacao', editing)
  const fields = useMemo<FieldDef<Negociacao>[]>(
    () => [
      atendimento,
      { name: 'valores', label: 'Valores', kind: 'custom', render: () => <NegotiatedAmounts /> },
      {
        name: 'status',
        label: 'Situação',
        kind: 'select',
        required: true,
        options: STATUS_OPTIONS,
        initial: 'proposta',
      },
      { name: 'observacao', label: 'Observação', kind: 'textarea', maxLength: 5000 },
    ],
    [atendimento],
  )
  // the amounts are DealAmounts' own inputs (pt-BR money text), outside the kit's payload
  const initialValues = useMemo(
    () =>
      editing
        ? {
            valor_original: decimalToInput(editing.valor_original),
            desconto: decimalToInput(editing.desconto),
            qtd_parcelas: String(editing.qtd_parcelas),
          }
        : { valor_original: overdue, desconto: '0,00', qtd_parcelas: '1' },
    [editing, overdue],
  )

  async function onSubmit(
    payload: Partial<Negociacao>,
    _editing: Negociacao | null,
    values: Record<string, unknown>,
  ) {
    const orig = moneyToCentavos(values.valor_original ?? '') ?? 0
    const desc = moneyToCentavos(values.desconto ?? '') ?? 0
    const body = {
      ...payload,
      cod_cliente: cod,
      valor_original: fromCentavos(orig),
      desconto: fromCentavos(desc),
      valor_negociado: fromCentavos(orig - desc),
      qtd_parcelas: Number(values.qtd_parcelas),
      ...(editing ? { data: editing.data, usuario: editing.usuario } : {}),
    }
    await saveRecord(dispatch, 'negociacao', body, editing?.id)
    showMessage('success', words.saved(!editing))
  }

  return (
    <RegisterForm<Negociacao>
      {...modal}
      fields={fields}
      editing={editing}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={onClose}
      width={520}
    />
  )
}

/** Negotiations of the customer: proposals and agreements with discount and instalments. */
export function NegociacoesSection({ cod }: { cod: number }) {
  const { rows: negociacoes, status, error, retry } = useNegociacoes(cod)
  const panel = { negociacoes }
  const [modal, setModal] = useState<{ editing: Negociacao | null } | null>(null)
  return (
    <>
      <Section
        title="Negociações"
        status={status}
        error={error}
        onRetry={retry}
        empty={panel.negociacoes.length === 0}
        emptyText="Nenhuma negociação com este cliente."
        extra={
          <NewRecordButton cod={cod} onClick={() => setModal({ editing: null })}>
            Nova negociação
          </NewRecordButton>
        }
      >
        <Table<Negociacao>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: true }}
          dataSource={panel.negociacoes}
          columns={[
            dateColumn('Data', 'data'),
            { title: 'Atend.', dataIndex: 'atendimento', render: (v: number) => `#${v}` },
            moneyColumn('Original', 'valor_original'),
            moneyColumn('Desconto', 'desconto'),
            moneyColumn('Negociado', 'valor_negociado'),
            { title: 'Parc.', dataIndex: 'qtd_parcelas', align: 'right' },
            {
              title: 'Situação',
              dataIndex: 'status',
              render: (v: StatusNegociacao) => (
                <Tag color={STATUS_NEGOCIACAO[v]?.color}>{STATUS_NEGOCIACAO[v]?.label ?? v}</Tag>
              ),
            },
            { title: 'Observação', dataIndex: 'observacao', ellipsis: true },
            {
              title: 'Ações',
              key: 'acoes',
              fixed: 'right',
              render: (_: unknown, n: Negociacao) => (
                <Space size={0}>
                  <EditButton
                    ariaLabel={`Editar negociação #${n.id}`}
                    onClick={() => setModal({ editing: n })}
                  />
                  <DeleteRecord kind="negociacao" id={n.id} />
                </Space>
              ),
            },
          ]}
        />
      </Section>
      {modal && (
        <NegociacaoModal cod={cod} editing={modal.editing} onClose={() => setModal(null)} />
      )}
    </>
  )
}

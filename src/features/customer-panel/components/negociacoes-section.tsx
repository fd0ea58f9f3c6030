import { Alert, Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { fromCentavos } from '@/shared/lib/money'
import { moneyRule, moneyToCentavos, wholeNumberRule } from '@/shared/lib/validators'
import { DateText, Money } from '@/shared/ui/formatted'
import { showMessage } from '@/shared/ui/feedback'
import { useAppDispatch } from '@/shared/store/hooks'
import { deleteRecord, saveRecord } from '../customer-panel-data'
import { saveFailed } from '@/shared/ui/save-failed'
import { useAtendimentos, useClientePainel, useNegociacoes, useSingleFlight } from '../hooks'
import { centavosToInput, decimalToInput } from '../lib'
import type { Negociacao, StatusNegociacao } from '../types'
import { AtendimentoSelect, useDefaultAtendimento } from './atendimento-select'
import { MoneyInput } from '@/shared/ui/money-input'
import { ConfirmDelete } from './confirm-delete'
import { Section } from '@/shared/ui/section'
import { limitedText } from '@/shared/ui/text-limit'

/** the server's limit */
const OBSERVACAO = limitedText(5000)

export const STATUS_NEGOCIACAO: Record<StatusNegociacao, { label: string; color: string }> = {
  proposta: { label: 'Proposta', color: 'gold' },
  aceita: { label: 'Aceita', color: 'green' },
  cancelada: { label: 'Cancelada', color: 'default' },
}

interface Values {
  atendimento?: number
  valor_original?: string
  desconto?: string
  qtd_parcelas?: string
  status?: StatusNegociacao
  observacao?: string
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
  const panel = { cliente: useClientePainel(cod).cliente }
  const defaultAtendimento = useDefaultAtendimento(cod)
  const [form] = Form.useForm<Values>()
  const { busy, run } = useSingleFlight()
  const [problems, setProblems] = useState<string[]>([])
  const original = moneyToCentavos(Form.useWatch('valor_original', form) ?? '') ?? 0
  const desconto = moneyToCentavos(Form.useWatch('desconto', form) ?? '') ?? 0

  const initialValues: Values = editing
    ? {
        atendimento: editing.atendimento,
        valor_original: decimalToInput(editing.valor_original),
        desconto: decimalToInput(editing.desconto),
        qtd_parcelas: String(editing.qtd_parcelas),
        status: editing.status,
        observacao: editing.observacao ?? '',
      }
    : {
        atendimento: defaultAtendimento,
        valor_original: panel.cliente?.totais.vencido
          ? centavosToInput(panel.cliente.totais.vencido)
          : '',
        desconto: '0,00',
        qtd_parcelas: '1',
        status: 'proposta',
        observacao: '',
      }

  async function onFinish(values: Values) {
    await run(async () => {
      setProblems([])
      const orig = moneyToCentavos(values.valor_original ?? '') ?? 0
      const desc = moneyToCentavos(values.desconto ?? '') ?? 0
      const body = {
        atendimento: values.atendimento,
        cod_cliente: cod,
        valor_original: fromCentavos(orig),
        desconto: fromCentavos(desc),
        valor_negociado: fromCentavos(orig - desc),
        qtd_parcelas: Number(values.qtd_parcelas),
        status: values.status,
        observacao: values.observacao?.trim() ?? '',
        ...(editing ? { data: editing.data, usuario: editing.usuario } : {}),
      }
      try {
        await saveRecord(dispatch, 'negociacao', body, editing?.id)
        showMessage('success', editing ? 'Negociação atualizada.' : 'Negociação registrada.')
        onClose()
      } catch (error) {
        setProblems(saveFailed(error, form))
      }
    })
  }

  return (
    <Modal
      open
      title={editing ? `Editar negociação #${editing.id}` : 'Nova negociação'}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => form.submit()}>
          Salvar negociação
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        name="negociacao"
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
      >
        <Form.Item name="atendimento" label="Atendimento" rules={[{ required: true }]}>
          <AtendimentoSelect cod={cod} />
        </Form.Item>
        <div className="cp-form-row">
          <Form.Item
            name="valor_original"
            label="Valor original"
            className="cp-grow"
            rules={[{ required: true }, moneyRule({ min: 1 })]}
          >
            <MoneyInput />
          </Form.Item>
          <Form.Item
            name="desconto"
            label="Desconto"
            className="cp-grow"
            dependencies={['valor_original']}
            rules={[
              moneyRule({
                min: 0,
                max: original,
                maxMessage: 'O desconto não pode ser maior que o valor original.',
              }),
            ]}
          >
            <MoneyInput />
          </Form.Item>
          <Form.Item
            name="qtd_parcelas"
            label="Parcelas"
            className="cp-narrow"
            rules={[{ required: true }, wholeNumberRule(1, 120, 'De 1 a 120 parcelas.')]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
        </div>
        <p className="cp-muted" aria-live="polite">
          Valor negociado: <Money centavos={Math.max(0, original - desconto)} />
        </p>
        <Form.Item name="status" label="Situação" rules={[{ required: true }]}>
          <Select
            options={Object.entries(STATUS_NEGOCIACAO).map(([value, s]) => ({
              value,
              label: s.label,
            }))}
          />
        </Form.Item>
        <Form.Item name="observacao" label="Observação" rules={[OBSERVACAO.rule]}>
          <Input.TextArea rows={2} count={OBSERVACAO.count} />
        </Form.Item>
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            title="Não foi possível salvar a negociação."
            description={problems.join(' ')}
          />
        )}
      </Form>
    </Modal>
  )
}

function DeleteNegociacao({ negociacao }: { cod: number; negociacao: Negociacao }) {
  const dispatch = useAppDispatch()
  return (
    <ConfirmDelete
      title="Excluir esta negociação?"
      ariaLabel={`Excluir negociação #${negociacao.id}`}
      successMessage="Negociação excluída."
      onDelete={() => deleteRecord(dispatch, 'negociacao', negociacao.id)}
    />
  )
}

/** Negotiations of the customer: proposals and agreements with discount and instalments. */
export function NegociacoesSection({ cod }: { cod: number }) {
  const { rows: negociacoes, status, error, retry } = useNegociacoes(cod)
  const panel = { atendimentos: useAtendimentos(cod).rows, negociacoes }
  const [modal, setModal] = useState<{ editing: Negociacao | null } | null>(null)
  const noAttendance = panel.atendimentos.length === 0
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
          <Button
            size="small"
            onClick={() => setModal({ editing: null })}
            disabled={noAttendance}
            title={noAttendance ? 'Registre um atendimento antes' : undefined}
          >
            Nova negociação
          </Button>
        }
      >
        <Table<Negociacao>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: true }}
          dataSource={panel.negociacoes}
          columns={[
            { title: 'Data', dataIndex: 'data', render: (v: string) => <DateText value={v} /> },
            { title: 'Atend.', dataIndex: 'atendimento', render: (v: number) => `#${v}` },
            {
              title: 'Original',
              dataIndex: 'valor_original',
              align: 'right',
              render: (v: string) => <Money value={v} />,
            },
            {
              title: 'Desconto',
              dataIndex: 'desconto',
              align: 'right',
              render: (v: string) => <Money value={v} />,
            },
            {
              title: 'Negociado',
              dataIndex: 'valor_negociado',
              align: 'right',
              render: (v: string) => <Money value={v} />,
            },
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
              render: (_: unknown, n: Negociacao) => (
                <Space size={0}>
                  <Button
                    size="small"
                    type="link"
                    onClick={() => setModal({ editing: n })}
                    aria-label={`Editar negociação #${n.id}`}
                  >
                    Editar
                  </Button>
                  <DeleteNegociacao cod={cod} negociacao={n} />
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

import { painelUrl } from '@/shared/config/paths'
import { SwapOutlined, TeamOutlined } from '@ant-design/icons'
import { Alert, Button, Drawer, Form, Modal, Select, Table, Tooltip, Typography } from 'antd'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { errorOf } from '@/shared/api/data-api'
import { RegisterPage, type FieldDef, type RegisterColumn } from '@/shared/ui/register'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { showMessage } from '@/shared/ui/feedback'
import { saveFailed } from '@/shared/ui/save-failed'
import { useDeleteCobrancaReguaIdMutation, useGetCobrancaReguaIdClientesQuery } from '../collection-rule-data'
import type { ReguaExtended } from '../types'
import { useReguaSources } from '../use-collection-rule'

const columns: RegisterColumn<ReguaExtended>[] = [
  { key: 'nome', title: 'Nome' },
  { key: 'descricao', title: 'Descrição', width: 240 },
  { key: 'ativo', title: 'Ativa', kind: 'boolean' },
  {
    key: 'max_mensagens_semana',
    title: 'Limite por semana',
    kind: 'number',
    value: (r) => r.max_mensagens_semana,
    render: (r) => (r.max_mensagens_semana ? `${r.max_mensagens_semana} mensagens` : 'Sem limite'),
  },
  {
    key: 'segmentos',
    title: 'Segmentos',
    value: (r) => r.segmentos.map((s) => s.descricao).join(', '),
    width: 200,
  },
  { key: 'etapas', title: 'Etapas', kind: 'number', value: (r) => r.acoes.length },
  { key: 'qtd_clientes', title: 'Clientes', kind: 'number' },
]

const fields: FieldDef<ReguaExtended>[] = [
  { name: 'nome', label: 'Nome', kind: 'text', required: true, maxLength: 120 },
  { name: 'descricao', label: 'Descrição', kind: 'textarea', maxLength: 500 },
  {
    name: 'max_mensagens_semana',
    label: 'Máximo de mensagens por cliente em 7 dias, somando os canais (0 = sem limite)',
    kind: 'number',
    initial: 3,
    placeholder: '3 (padrão)',
    rules: [
      {
        validator: (_rule, value) =>
          value === null || value === undefined || (Number.isInteger(value) && value >= 0 && value <= 21)
            ? Promise.resolve()
            : Promise.reject(new Error('Informe de 0 a 21.')),
      },
    ],
  },
  { name: 'ativo', label: 'Ativa', kind: 'boolean', initial: true },
]

/** Rules: name, description, active, weekly cap; their segments and customers. */
export function ReguasTab() {
  const { reguas } = useReguaSources()
  const [clientesDe, setClientesDe] = useState<ReguaExtended | null>(null)
  const [moving, setMoving] = useState<ReguaExtended | null>(null)

  return (
    <>
      <RegisterPage<ReguaExtended>
        embedded
        title="Réguas de cobrança"
        noun={{ singular: 'régua', plural: 'réguas', feminine: true }}
        source={reguas}
        rowKey={(r) => r.id}
        columns={columns}
        fields={fields}
        describe={(r) => `a régua "${r.nome}"`}
        canDelete={(r) => r.qtd_clientes === 0}
        newRow={() => ({ max_mensagens_semana: 3, ativo: true })}
        rowActions={(r) => (
          <>
            <Tooltip title="Clientes desta régua">
              <Button
                type="text"
                icon={<TeamOutlined />}
                aria-label={`Clientes da régua ${r.nome}`}
                onClick={() => setClientesDe(r)}
              />
            </Tooltip>
            {r.qtd_clientes > 0 && (
              <Tooltip title="Mover os clientes e excluir">
                <Button
                  type="text"
                  danger
                  icon={<SwapOutlined />}
                  aria-label={`Mover clientes e excluir a régua ${r.nome}`}
                  onClick={() => setMoving(r)}
                />
              </Tooltip>
            )}
          </>
        )}
      />
      <ClientesDrawer regua={clientesDe} onClose={() => setClientesDe(null)} />
      <MoveAndDelete
        regua={moving}
        others={reguas.rows.filter((r) => r.id !== moving?.id)}
        onClose={() => setMoving(null)}
        onDone={() => setMoving(null)}
      />
    </>
  )
}

function ClientesDrawer({ regua, onClose }: { regua: ReguaExtended | null; onClose: () => void }) {
  // spec: `clientes`, the customers of the rule opened (read each time the drawer opens)
  const clientes = useGetCobrancaReguaIdClientesQuery(regua ? { id: regua.id } : skipToken)
  const rows = regua ? (clientes.currentData ?? []) : []
  return (
    <Drawer
      open={regua !== null}
      onClose={onClose}
      title={regua ? `Clientes da ${regua.nome} (${regua.qtd_clientes})` : ''}
      size="large"
      destroyOnHidden
    >
      {clientes.isError && regua && (
        <LoadFailedAlert
          title="Não foi possível carregar os clientes."
          error={errorOf(clientes)}
          onRetry={() => void clientes.refetch()}
        />
      )}
      <Typography.Paragraph type="secondary">
        Os clientes seguem a régua do seu segmento. Para mudar, edite o segmento na aba Segmentos.
      </Typography.Paragraph>
      <Table
        rowKey="cod_cliente"
        size="small"
        loading={clientes.isFetching}
        dataSource={rows}
        aria-label="Clientes da régua"
        pagination={rows.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: 'Nenhum cliente nesta régua.' }}
        columns={[
          {
            key: 'cliente',
            title: 'Cliente',
            render: (_: unknown, c) => (
              <Link to={painelUrl(c.cod_cliente)}>
                {c.cod_cliente} · {c.nome_fantasia}
              </Link>
            ),
          },
          { key: 'segmento', title: 'Segmento', dataIndex: 'segmento_descricao' },
          { key: 'cidade', title: 'Cidade', render: (_: unknown, c) => `${c.cidade}/${c.uf}` },
        ]}
      />
    </Drawer>
  )
}

function MoveAndDelete({
  regua,
  others,
  onClose,
  onDone,
}: {
  regua: ReguaExtended | null
  others: ReguaExtended[]
  onClose: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<{ mover_para: number }>()
  const [busy, setBusy] = useState(false)
  const [deleteRegua] = useDeleteCobrancaReguaIdMutation()
  async function submit({ mover_para }: { mover_para: number }) {
    if (!regua || busy) return
    setBusy(true)
    try {
      // the rules and every page's list of réguas reload (the invalidation)
      await deleteRegua({ id: regua.id, moverPara: mover_para }).unwrap()
      showMessage('success', `Clientes movidos e régua "${regua.nome}" excluída.`)
      onDone()
    } catch (error) {
      saveFailed(error, form)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      open={regua !== null}
      title={regua ? `Excluir a régua "${regua.nome}"` : ''}
      onCancel={onClose}
      okText="Mover e excluir"
      okButtonProps={{ danger: true, loading: busy, htmlType: 'submit', form: 'cr-move-form' }}
      cancelText="Cancelar"
      destroyOnHidden
    >
      {regua && (
        <Alert
          type="warning"
          showIcon
          title={`${regua.qtd_clientes} ${regua.qtd_clientes === 1 ? 'cliente segue' : 'clientes seguem'} esta régua.`}
          description="Escolha a régua que passará a atendê-los, com os segmentos desta régua. As etapas e os status desta régua serão excluídos."
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} id="cr-move-form" layout="vertical" onFinish={submit}>
        <Form.Item
          name="mover_para"
          label="Mover clientes para"
          rules={[{ required: true, message: 'Escolha a régua de destino.' }]}
        >
          <Select
            options={others.map((r) => ({ value: r.id, label: r.nome }))}
            placeholder="Escolha uma régua"
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}

import { painelUrl } from '@/shared/config/paths'
import { SwapOutlined, TeamOutlined } from '@ant-design/icons'
import { Alert, Button, Drawer, Form, Modal, Select, Table, Tooltip, Typography } from 'antd'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { errorOf } from '@/shared/api/data-api'
import { RegisterPage, type FieldDef, type RegisterColumn, type RegisterSource } from '@/shared/ui/register'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { showMessage } from '@/shared/ui/feedback'
import { saveFailed } from '@/shared/ui/save-failed'
import { useDeleteCobrancaReguaIdMutation, useGetCobrancaReguaIdClientesQuery } from '../collection-rule-data'
import type { ReguaExtended } from '../types'
import { useReguaSources } from '../use-collection-rule'
import { segmentosField, useReguaForm, type ReguaForm } from '../use-regua-form'

/*
 * `qtd_clientes` and `max_mensagens_semana` are our proposals (x-origem: proposta in the contract):
 * a stock backend sends neither. Without them the page says so instead of guessing.
 */
const SEM_QTD_CLIENTES = 'O servidor não informa quantos clientes seguem a régua (campo qtd_clientes).'
const EXCLUSAO_SEM_QTD_CLIENTES =
  'Exclusão indisponível: o servidor não informa quantos clientes seguem a régua (campo qtd_clientes).'
const SEM_LIMITE = 'O servidor não guarda o limite por semana (campo max_mensagens_semana).'
const LIMITE_NAO_GUARDADO =
  'O servidor não guardou o limite por semana (campo max_mensagens_semana): a régua foi salva sem ele.'

/** A value the server did not send: a dash, and why (on hover and for screen readers). */
function NotSent({ reason }: { reason: string }) {
  return (
    <>
      <Tooltip title={reason}>
        <span>—</span>
      </Tooltip>
      <span className="sr-only">{reason}</span>
    </>
  )
}

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })

const columns: RegisterColumn<ReguaForm>[] = [
  { key: 'nome', title: 'Nome' },
  { key: 'descricao', title: 'Descrição', width: 240 },
  { key: 'ativo', title: 'Ativa', kind: 'boolean' },
  {
    key: 'max_mensagens_semana',
    title: 'Limite por semana',
    kind: 'number',
    value: (r) => r.max_mensagens_semana,
    render: (r) =>
      r.max_mensagens_semana === undefined ? (
        <NotSent reason={SEM_LIMITE} />
      ) : r.max_mensagens_semana ? (
        `${r.max_mensagens_semana} mensagens`
      ) : (
        'Sem limite'
      ),
  },
  {
    key: 'segmentos',
    title: 'Segmentos',
    value: (r) => r.segmentos.map((s) => s.descricao).join(', '),
    width: 200,
  },
  { key: 'etapas', title: 'Etapas', kind: 'number', value: (r) => r.acoes.length },
  {
    key: 'qtd_clientes',
    title: 'Clientes',
    kind: 'number',
    value: (r) => r.qtd_clientes,
    render: (r) => (r.qtd_clientes === undefined ? <NotSent reason={SEM_QTD_CLIENTES} /> : integer.format(r.qtd_clientes)),
  },
]

/**
 * The form; `semLimite`: the server's rules carry no weekly cap, so the field is shown disabled,
 * empty, with the reason under it (what is typed there would be dropped by the server).
 */
const fieldsOf = (semLimite: boolean, segmentos: FieldDef<ReguaForm>): FieldDef<ReguaForm>[] => [
  { name: 'nome', label: 'Nome', kind: 'text', required: true, maxLength: 120 },
  { name: 'descricao', label: 'Descrição', kind: 'textarea', maxLength: 500 },
  segmentos,
  {
    name: 'max_mensagens_semana',
    label: 'Máximo de mensagens por cliente em 7 dias, somando os canais (0 = sem limite)',
    kind: 'number',
    initial: semLimite ? undefined : 3,
    placeholder: semLimite ? undefined : '3 (padrão)',
    disabled: semLimite,
    help: semLimite ? SEM_LIMITE : undefined,
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

/** Rules: name, description, segments, active, weekly cap; their customers. */
export function ReguasTab() {
  const { reguas, segmentos } = useReguaSources()
  const [clientesDe, setClientesDe] = useState<ReguaExtended | null>(null)
  const [moving, setMoving] = useState<ReguaExtended | null>(null)
  // Rules read and none carries the cap: this server does not keep it. No rules: cannot tell.
  const semLimite = reguas.rows.length > 0 && reguas.rows.every((r) => r.max_mensagens_semana === undefined)
  const semQtdClientes = reguas.rows.some((r) => r.qtd_clientes === undefined)
  const fields = useMemo(
    () => fieldsOf(semLimite, segmentosField(segmentos.rows, reguas.rows)),
    [semLimite, segmentos.rows, reguas.rows],
  )

  // A cap sent and not in the answer: the server dropped it; say so rather than lose it silently.
  const withCap = useMemo<RegisterSource<ReguaExtended>>(
    () => ({
      ...reguas,
      save: async (values, editing) => {
        const saved = await reguas.save(values, editing)
        const typed = values.max_mensagens_semana
        if (typed !== null && typed !== undefined && saved && typeof saved === 'object' && !('max_mensagens_semana' in saved))
          showMessage('warning', LIMITE_NAO_GUARDADO, 10)
        return saved
      },
    }),
    [reguas],
  )
  const { source, holder } = useReguaForm(withCap, segmentos)

  return (
    <>
      {holder}
      {(semQtdClientes || semLimite) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="Este servidor não envia alguns dados das réguas."
          description={
            <ul className="cr-absent-fields">
              {semQtdClientes && (
                <li>{`${SEM_QTD_CLIENTES} A coluna Clientes mostra "—" e a exclusão de réguas fica indisponível.`}</li>
              )}
              {semLimite && <li>{`${SEM_LIMITE} A coluna Limite por semana mostra "—" e o campo fica desabilitado.`}</li>}
            </ul>
          }
        />
      )}
      <RegisterPage<ReguaForm>
        embedded
        title="Réguas de cobrança"
        noun={{ singular: 'régua', plural: 'réguas', feminine: true }}
        source={source}
        rowKey={(r) => r.id}
        columns={columns}
        fields={fields}
        describe={(r) => `a régua "${r.nome}"`}
        // with customers: "Mover clientes e excluir"; without the count: disabled, saying why
        canDelete={(r) => r.qtd_clientes === undefined || r.qtd_clientes === 0}
        deleteBlockedReason={(r) => (r.qtd_clientes === undefined ? EXCLUSAO_SEM_QTD_CLIENTES : undefined)}
        newRow={() => (semLimite ? { ativo: true } : { max_mensagens_semana: 3, ativo: true })}
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
            {(r.qtd_clientes ?? 0) > 0 && (
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
      title={regua ? `Clientes da ${regua.nome}${regua.qtd_clientes === undefined ? '' : ` (${regua.qtd_clientes})`}` : ''}
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
        Os clientes seguem a régua do seu segmento. Para mudar, escolha os segmentos ao editar a régua ou mude a
        régua do segmento na aba Segmentos.
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
      {regua?.qtd_clientes !== undefined && (
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

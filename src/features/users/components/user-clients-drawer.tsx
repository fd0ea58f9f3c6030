import { DeleteOutlined, SwapOutlined } from '@ant-design/icons'
import {
  Alert,
  Button,
  Drawer,
  Popconfirm,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd'
import { useState } from 'react'
import { showMessage } from '@/shared/ui/feedback'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { customerLabel } from '../customer-search'
import type { CustomerOption, SystemUser, UserClientLink } from '../types'
import {
  useDeleteAccessUserClientIdMutation,
  usePostAccessUserClientMutation,
  usePutAccessUserClientIdMutation,
  useUserLinks,
} from '../users-data'
import { CustomerSelect } from './customer-select'
import { useLastShown } from './user-drawer'

function fullName(user: SystemUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username
}

/** Which customers a client user sees: add, swap and remove links (user-client). */
export function UserClientsDrawer({
  user: openFor,
  onClose,
}: {
  user: SystemUser | null
  onClose: () => void
}) {
  // The last user shown stays on screen while the drawer slides away; its links are read each
  // time the drawer opens.
  const [user, setUser] = useLastShown(openFor)
  /** the customers chosen here, by code: their names show at once */
  const [picked, setPicked] = useState<Record<number, CustomerOption>>({})
  const { links, customers, status, error, reload } = useUserLinks(user?.id ?? null, picked)
  const [addLink, adding_] = usePostAccessUserClientMutation()
  const [changeLink, changing] = usePutAccessUserClientIdMutation()
  const [removeLink, removing] = useDeleteAccessUserClientIdMutation()
  const [adding, setAdding] = useState<number | undefined>()
  const [addingCustomer, setAddingCustomer] = useState<CustomerOption | undefined>()
  const [editingId, setEditingId] = useState<number | null>(null)
  const [replacement, setReplacement] = useState<number | undefined>()
  const [replacementCustomer, setReplacementCustomer] = useState<CustomerOption | undefined>()
  const saving = adding_.isLoading || changing.isLoading || removing.isLoading

  /** After the slide-away: nothing of this user's links lingers for the next one. */
  function afterOpenChange(open: boolean) {
    if (open || openFor) return
    setAdding(undefined)
    setAddingCustomer(undefined)
    setEditingId(null)
    setPicked({})
    setUser(null)
  }

  function remember(customer: CustomerOption | undefined) {
    if (customer) setPicked((known) => ({ ...known, [customer.cod_cliente]: customer }))
  }

  // A failed save is logged, and says 'Falha na requisição!', in the data layer (users-data.ts);
  // what was chosen stays chosen, to try again.
  async function onAdd() {
    if (!openFor || adding === undefined || saving) return
    try {
      await addLink({ novoVinculoUsuarioCliente: { user: openFor.id, cod_cliente: adding } }).unwrap()
    } catch {
      return
    }
    remember(addingCustomer)
    setAdding(undefined)
    setAddingCustomer(undefined)
    showMessage('success', 'Cliente vinculado.', 3)
  }

  async function onSwap(link: UserClientLink) {
    if (replacement === undefined || saving) return
    try {
      await changeLink({
        id: link.id,
        novoVinculoUsuarioCliente: { user: link.user, cod_cliente: replacement },
      }).unwrap()
    } catch {
      return
    }
    remember(replacementCustomer)
    setEditingId(null)
    showMessage('success', 'Vínculo alterado.', 3)
  }

  async function onRemove(link: UserClientLink) {
    if (saving) return
    try {
      await removeLink({ id: link.id }).unwrap()
    } catch {
      return
    }
    showMessage('success', 'Vínculo removido.', 3)
  }

  const linked = links.map((l) => l.cod_cliente)
  const nameOf = (code: number) => customers[code]?.nome_fantasia ?? '—'

  const columns: TableColumnsType<UserClientLink> = [
    { title: 'Código', dataIndex: 'cod_cliente', width: 90 },
    {
      title: 'Cliente',
      key: 'cliente',
      render: (_, link) =>
        editingId === link.id ? (
          <CustomerSelect
            id={`trocar-cliente-${link.id}`}
            aria-label={`Novo cliente no lugar de ${link.cod_cliente}`}
            value={replacement}
            onChange={(v) => setReplacement(v as number | undefined)}
            onPick={(picked) => setReplacementCustomer(picked[0])}
            exclude={linked}
            disabled={saving}
          />
        ) : (
          <>
            <div>{nameOf(link.cod_cliente)}</div>
            {customers[link.cod_cliente]?.cnpj_cpf && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {customers[link.cod_cliente]?.cnpj_cpf}
              </Typography.Text>
            )}
          </>
        ),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 190,
      render: (_, link) =>
        editingId === link.id ? (
          <Space size={4}>
            <Button
              size="small"
              type="primary"
              onClick={() => onSwap(link)}
              loading={saving}
              disabled={replacement === undefined}
            >
              Salvar
            </Button>
            <Button size="small" onClick={() => setEditingId(null)} disabled={saving}>
              Cancelar
            </Button>
          </Space>
        ) : (
          <Space size={4}>
            <Button
              size="small"
              icon={<SwapOutlined />}
              aria-label={`Trocar o cliente ${link.cod_cliente}`}
              onClick={() => {
                setEditingId(link.id)
                setReplacement(undefined)
                setReplacementCustomer(undefined)
              }}
              disabled={saving}
            >
              Trocar
            </Button>
            <Popconfirm
              title={`Remover o vínculo com ${customerLabel({ cod_cliente: link.cod_cliente, nome_fantasia: customers[link.cod_cliente]?.nome_fantasia })}?`}
              description="O usuário deixa de ver os títulos deste cliente."
              okText="Remover"
              cancelText="Cancelar"
              okButtonProps={{ danger: true }}
              onConfirm={() => onRemove(link)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remover o cliente ${link.cod_cliente}`}
                disabled={saving}
              >
                Remover
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ]

  return (
    <Drawer
      title={user ? `Clientes de ${fullName(user)}` : 'Clientes'}
      open={!!openFor}
      onClose={onClose}
      afterOpenChange={afterOpenChange}
      size={640}
    >
      {user && !user.is_client && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Este usuário é da equipe: os vínculos valem quando ele for marcado como cliente."
        />
      )}
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <CustomerSelect
          id="vincular-cliente"
          aria-label="Cliente para vincular"
          value={adding}
          onChange={(v) => setAdding(v as number | undefined)}
          onPick={(picked) => setAddingCustomer(picked[0])}
          exclude={linked}
          disabled={saving || status !== 'succeeded'}
        />
        <Button
          type="primary"
          onClick={onAdd}
          loading={saving && editingId === null}
          disabled={adding === undefined}
        >
          Vincular
        </Button>
      </Space.Compact>
      {status === 'failed' ? (
        <LoadFailedAlert
          title="Não foi possível carregar os clientes vinculados."
          error={error}
          onRetry={reload}
        />
      ) : (
        <Table<UserClientLink>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={links}
          loading={status === 'loading'}
          pagination={false}
          locale={{
            emptyText:
              status === 'loading'
                ? ' '
                : 'Nenhum cliente vinculado: o usuário não vê títulos no portal.',
          }}
          aria-label="Clientes vinculados"
        />
      )}
    </Drawer>
  )
}

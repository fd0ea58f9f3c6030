import { EditOutlined, PlusOutlined, SearchOutlined, TeamOutlined } from '@ant-design/icons'
import {
  Button,
  Input,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd'
import { useEffect, useState } from 'react'
import { selectProfile } from '@/features/session'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { notifyRequestFailure } from '@/shared/ui/error-catalogue'
import { showMessage } from '@/shared/ui/feedback'
import { ClippedText } from '@/shared/ui/clipped-text'
import { PageContainer } from '@/shared/ui/page-container'
import { LoadFailedPanel } from '@/shared/ui/retry'
import { AccessRequests } from '../components/access-requests'
import { ApproveRequestDrawer } from '../components/approve-request-drawer'
import { CreateUserDrawer } from '../components/create-user-drawer'
import { EditUserDrawer } from '../components/edit-user-drawer'
import { UserClientsDrawer } from '../components/user-clients-drawer'
import { perfilColor, perfilLabel } from '../perfis'
import type { SystemUser } from '../types'
import { fullName } from '../user-name'
import { usePatchComumUserIdMutation, useUsersPage } from '../users-data'
import {
  PAGE_SIZE_OPTIONS,
  pageChanged,
  searchChanged,
  selectPage,
  selectPageSize,
  selectSearch,
} from '../users-slice'
import '../users.css'

const SEARCH_DEBOUNCE_MS = 400

const SELF_DEACTIVATE_TEXT = 'Você não pode desativar o seu próprio usuário.'

function ActiveToggle({ user, self }: { user: SystemUser; self: boolean }) {
  const [patchUser, { isLoading: updating }] = usePatchComumUserIdMutation()
  const name = fullName(user) || user.username
  const deactivating = user.is_active
  const toggle = (
    <Switch
      checked={user.is_active}
      loading={updating}
      disabled={self && user.is_active}
      size="small"
      aria-label={`Ativo: ${user.username}`}
    />
  )
  if (self && user.is_active) return <Tooltip title={SELF_DEACTIVATE_TEXT}>{toggle}</Tooltip>

  async function confirm() {
    try {
      await patchUser({ id: user.id, alteracaoUsuario: { is_active: !deactivating } }).unwrap()
      showMessage(
        'success',
        deactivating ? `${user.username} foi desativado.` : `${user.username} foi reativado.`,
        3,
      )
    } catch (error) {
      notifyRequestFailure(error)
    }
  }

  return (
    <Popconfirm
      title={deactivating ? `Desativar ${name}?` : `Reativar ${name}?`}
      description={
        deactivating
          ? 'O usuário não poderá mais entrar no sistema.'
          : 'O usuário volta a poder entrar no sistema.'
      }
      okText={deactivating ? 'Desativar' : 'Reativar'}
      cancelText="Cancelar"
      okButtonProps={{ danger: deactivating }}
      onConfirm={confirm}
    >
      {toggle}
    </Popconfirm>
  )
}

/** /gestao-usuarios/add-usuario: the system's accounts, staff and client, and their customers. */
export default function UsersAdminPage() {
  const dispatch = useAppDispatch()
  const profile = useAppSelector(selectProfile)
  const page = useAppSelector(selectPage)
  const pageSize = useAppSelector(selectPageSize)
  const search = useAppSelector(selectSearch)
  // Read on every visit; every save the server takes reloads it (users-data.ts).
  const { users, count, status, fetching, error, reload, linkCounts, serverPageSize } = useUsersPage(
    page,
    pageSize,
    search,
  )
  const [typed, setTyped] = useState(search)
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<SystemUser | null>(null)
  const [linksOf, setLinksOf] = useState<SystemUser | null>(null)
  const [approving, setApproving] = useState<SystemUser | null>(null)

  // The server searches once the typing settles.
  useEffect(() => {
    const next = typed.trim()
    if (next === search) return
    const timer = setTimeout(() => dispatch(searchChanged(next)), next ? SEARCH_DEBOUNCE_MS : 0)
    return () => clearTimeout(timer)
  }, [typed, search, dispatch])

  const columns: TableColumnsType<SystemUser> = [
    {
      title: 'Nome',
      key: 'nome',
      width: 180,
      render: (_, user) => (
        <>
          <div>{fullName(user) ? <ClippedText text={fullName(user)} /> : '—'}</div>
          {user.first_login && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Aguardando primeiro acesso
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: 'Usuário',
      dataIndex: 'username',
      width: 130,
      render: (username: string) => <ClippedText text={username} max={40} />,
    },
    { title: 'E-mail', dataIndex: 'email', ellipsis: { showTitle: true } },
    {
      title: 'Perfil',
      key: 'perfil',
      width: 150,
      render: (_, user) => <Tag color={perfilColor(user.perfil)}>{perfilLabel(user.perfil)}</Tag>,
    },
    {
      title: 'Situação',
      key: 'situacao',
      width: 130,
      render: (_, user) => (
        <Space size={8}>
          <ActiveToggle user={user} self={user.id === profile?.id} />
          {user.is_active ? <Tag color="green">Ativo</Tag> : <Tag>Inativo</Tag>}
        </Space>
      ),
    },
    {
      title: 'Clientes vinculados',
      key: 'clientes',
      width: 140,
      render: (_, user) => {
        if (!user.is_client) return <Typography.Text type="secondary">—</Typography.Text>
        const n = linkCounts[user.id]
        const text = n === undefined ? 'Ver clientes' : n === 1 ? '1 cliente' : `${n} clientes`
        return (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            aria-label={`Clientes de ${user.username}: ${text}`}
            onClick={() => setLinksOf(user)}
          >
            {text}
          </Button>
        )
      },
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 96,
      fixed: 'right',
      render: (_, user) => (
        <Space size={4}>
          <Tooltip title="Editar">
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`Editar ${user.username}`}
              onClick={() => setEditing(user)}
            />
          </Tooltip>
          {user.is_client && (
            <Tooltip title="Clientes vinculados">
              <Button
                size="small"
                icon={<TeamOutlined />}
                aria-label={`Vínculos de ${user.username}`}
                onClick={() => setLinksOf(user)}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ]

  return (
    <PageContainer
      title="Usuários"
      subtitle="Contas da equipe e do portal do cliente"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Novo usuário
        </Button>
      }
    >
      <AccessRequests onApprove={setApproving} />
      <div className="users-toolbar" style={{ marginBottom: 16, maxWidth: 420 }}>
        <Input
          aria-label="Buscar usuários"
          placeholder="Buscar por nome, usuário ou e-mail"
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={() => dispatch(searchChanged(typed.trim()))}
        />
      </div>
      {status === 'failed' ? (
        <LoadFailedPanel
          title="Não foi possível carregar os usuários."
          error={error}
          onRetry={reload}
        />
      ) : (
        <Table<SystemUser>
          rowKey="id"
          columns={columns}
          dataSource={users}
          loading={status === 'loading' || status === 'idle' || fetching}
          // the columns' widths fit a 1280-px screen with the menu open (976 px); E-mail takes the rest
          scroll={{ x: 900 }}
          aria-label="Usuários do sistema"
          locale={{
            emptyText:
              status === 'loading' || status === 'idle'
                ? ' '
                : search
                  ? `Nenhum usuário encontrado para “${search}”.`
                  : 'Nenhum usuário cadastrado.',
          }}
          pagination={{
            current: page,
            pageSize: serverPageSize ?? pageSize,
            total: count,
            // a server that pages by its own size ignores the size asked
            showSizeChanger: serverPageSize === undefined,
            pageSizeOptions: PAGE_SIZE_OPTIONS,
            showTotal: (total, [from, to]) => `${from}–${to} de ${total} usuários`,
            onChange: (nextPage, nextSize) =>
              dispatch(pageChanged({ page: nextPage, pageSize: serverPageSize ? undefined : nextSize })),
          }}
        />
      )}
      <CreateUserDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => setCreating(false)}
      />
      <EditUserDrawer user={editing} onClose={() => setEditing(null)} />
      <ApproveRequestDrawer
        request={approving}
        onClose={() => setApproving(null)}
        onApproved={() => setApproving(null)}
      />
      <UserClientsDrawer user={linksOf} onClose={() => setLinksOf(null)} />
    </PageContainer>
  )
}

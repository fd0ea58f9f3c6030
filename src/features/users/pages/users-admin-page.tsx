import { TeamOutlined } from '@ant-design/icons'
import { Button, Popconfirm, Space, Switch, Tag, Tooltip, Typography } from 'antd'
import { useCallback, useMemo, useState } from 'react'
import { selectProfile } from '@/features/session'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { notifyRequestFailure } from '@/shared/ui/error-catalogue'
import { showMessage } from '@/shared/ui/feedback'
import { ClippedText } from '@/shared/ui/clipped-text'
import { RegisterPage, type RegisterColumn, type ServerPaging } from '@/shared/ui/register'
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

const NOUN = { singular: 'usuário', plural: 'usuários' }

/** The columns (the actions are the kit's): they fit a 1280-px screen with the menu open. */
function userColumns(
  selfId: number | undefined,
  linkCounts: Record<number, number>,
  onLinks: (user: SystemUser) => void,
): RegisterColumn<SystemUser>[] {
  return [
    {
      key: 'nome',
      title: 'Nome',
      width: 180,
      value: (user) => fullName(user),
      render: (user) => (
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
      key: 'username',
      title: 'Usuário',
      width: 130,
      render: (user) => <ClippedText text={user.username} max={40} />,
    },
    { key: 'email', title: 'E-mail', clip: 240 },
    {
      key: 'perfil',
      title: 'Perfil',
      width: 150,
      value: (user) => perfilLabel(user.perfil),
      render: (user) => <Tag color={perfilColor(user.perfil)}>{perfilLabel(user.perfil)}</Tag>,
    },
    {
      key: 'situacao',
      title: 'Situação',
      width: 130,
      value: (user) => (user.is_active ? 'Ativo' : 'Inativo'),
      render: (user) => (
        <Space size={8}>
          <ActiveToggle user={user} self={user.id === selfId} />
          {user.is_active ? <Tag color="green">Ativo</Tag> : <Tag>Inativo</Tag>}
        </Space>
      ),
    },
    {
      key: 'clientes',
      title: 'Clientes vinculados',
      width: 140,
      value: (user) => (user.is_client ? (linkCounts[user.id] ?? null) : null),
      render: (user) => {
        if (!user.is_client) return <Typography.Text type="secondary">—</Typography.Text>
        const n = linkCounts[user.id]
        const text = n === undefined ? 'Ver clientes' : n === 1 ? '1 cliente' : `${n} clientes`
        return (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            aria-label={`Clientes de ${user.username}: ${text}`}
            onClick={() => onLinks(user)}
          >
            {text}
          </Button>
        )
      },
    },
  ]
}

/**
 * /gestao-usuarios/add-usuario: the system's accounts, staff and client, and their customers. A
 * register the server pages and searches (the kit's server-paged mode); create and edit in the
 * module's own drawers.
 */
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
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<SystemUser | null>(null)
  const [linksOf, setLinksOf] = useState<SystemUser | null>(null)
  const [approving, setApproving] = useState<SystemUser | null>(null)

  const columns = useMemo(
    () => userColumns(profile?.id, linkCounts, setLinksOf),
    [profile?.id, linkCounts],
  )
  const source = { rows: users, status, error, reload }
  const onSearch = useCallback((text: string) => dispatch(searchChanged(text)), [dispatch])
  const paging: ServerPaging = {
    page,
    pageSize: serverPageSize ?? pageSize,
    total: count,
    fetching,
    // a server that pages by its own size ignores the size asked
    fixedPageSize: serverPageSize !== undefined,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    onPage: (nextPage, nextSize) =>
      dispatch(pageChanged({ page: nextPage, pageSize: serverPageSize ? undefined : nextSize })),
    search,
    onSearch,
  }
  const editor = useMemo(() => ({ create: () => setCreating(true), edit: setEditing }), [])

  return (
    <>
      <RegisterPage<SystemUser>
        title="Usuários"
        subtitle="Contas da equipe e do portal do cliente"
        caption="Usuários do sistema"
        noun={NOUN}
        source={source}
        columns={columns}
        rowKey={(user) => user.id}
        describe={(user) => user.username}
        editor={editor}
        paging={paging}
        canDelete={false}
        before={<AccessRequests onApprove={setApproving} />}
        searchPlaceholder="Nome, usuário ou e-mail"
        noMatchText={(text) => `Nenhum usuário encontrado para “${text}”.`}
        emptyText="Nenhum usuário cadastrado."
        loadFailedTitle="Não foi possível carregar os usuários."
        rowActions={(user) =>
          user.is_client && (
            <Tooltip title="Clientes vinculados">
              <Button
                type="text"
                icon={<TeamOutlined />}
                aria-label={`Vínculos de ${user.username}`}
                onClick={() => setLinksOf(user)}
              />
            </Tooltip>
          )
        }
      />
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
    </>
  )
}

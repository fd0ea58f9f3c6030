import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { Avatar, Button, Dropdown, Layout, type MenuProps } from 'antd'
import { useEffect } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { displayName, logout, selectProfile } from '@/features/session'
import { APP_VERSION, COMPANY_NAME, PROVIDER_NAME } from '@/shared/config/constants'
import { useAppDispatch, useAppSelector } from '../hooks'
import { buildMenuRoutes } from './menu-model'
import { selectCollapsed, selectLeaf, setHovering, setMenuRoutes } from './menu-slice'
import { SideMenu } from './side-menu'

export function AppFooter() {
  return (
    <Layout.Footer className="app-footer">
      Versão {APP_VERSION} · {PROVIDER_NAME} © {new Date().getFullYear()}
    </Layout.Footer>
  )
}

function UserMenu() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const profile = useAppSelector(selectProfile)
  const items: MenuProps['items'] = [
    { key: 'change-password', icon: <KeyOutlined />, label: 'Alterar senha' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Sair', danger: true },
  ]
  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'change-password') navigate('/user/change-password')
    if (key === 'logout') {
      await dispatch(logout())
      navigate('/user/login', { replace: true })
    }
  }
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label="Menu do usuário" className="user-menu-button">
        <Avatar size="small" icon={<UserOutlined />} />
        <span className="user-name">{displayName(profile)}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  )
}

export default function BaseLayout() {
  const dispatch = useAppDispatch()
  const profile = useAppSelector(selectProfile)
  const collapsed = useAppSelector(selectCollapsed)
  const { pathname } = useLocation()

  useEffect(() => {
    if (profile) dispatch(setMenuRoutes(buildMenuRoutes(profile)))
  }, [dispatch, profile])

  useEffect(() => {
    dispatch(selectLeaf(pathname))
  }, [dispatch, pathname, profile])

  return (
    <Layout className="base-layout">
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <Layout.Sider
        width={256}
        collapsedWidth={64}
        collapsed={collapsed}
        trigger={null}
        className="app-sider"
        onMouseEnter={() => dispatch(setHovering(true))}
        onMouseLeave={() => dispatch(setHovering(false))}
      >
        <div className="app-brand">
          <img src="/logo.svg" alt="" width={28} height={28} />
          {!collapsed && <span>{COMPANY_NAME}</span>}
        </div>
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="app-header">
          <span className="app-header-title">Financeiro · Cobrança</span>
          <UserMenu />
        </Layout.Header>
        <Layout.Content id="conteudo" className="app-content" tabIndex={-1}>
          <Outlet />
        </Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  )
}

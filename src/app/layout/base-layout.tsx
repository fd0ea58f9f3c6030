import {
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuOutlined,
  UserOutlined,
} from '@ant-design/icons'
import { Avatar, Button, ConfigProvider, Dropdown, Grid, Layout, type MenuProps } from 'antd'
import { useEffect, useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { displayName, logout, selectProfile } from '@/features/session'
import { APP_VERSION, COMPANY_NAME, PROVIDER_NAME } from '@/shared/config/constants'
import { useAppDispatch, useAppSelector } from '../hooks'
import { watchClearButtons } from './clear-buttons'
import { buildMenuRoutes, pageTrail } from './menu-model'
import { STATIC_STYLES_THEME } from '../antd-static'
import './antd-static.css'
import './layout.css'
import { selectCollapsed, selectLeaf, setHovering, setMenuRoutes } from './menu-slice'
import { SideMenu } from './side-menu'
import '@/shared/lib/dayjs-pt-br'

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
  // The name sits beside the button, so the button's name ("Menu do usuário") is all it shows
  // (axe: label-content-name-mismatch).
  return (
    <span className="user-menu">
      <span className="user-name">{displayName(profile)}</span>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" aria-label="Menu do usuário" className="user-menu-button">
          <Avatar size="small" icon={<UserOutlined />} />
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
    </span>
  )
}

/** The staff area: antd's styles from its stylesheet, not generated at run time. */
export default function BaseLayout() {
  return (
    <ConfigProvider theme={STATIC_STYLES_THEME}>
      <StaffLayout />
    </ConfigProvider>
  )
}

function StaffLayout() {
  const dispatch = useAppDispatch()
  const profile = useAppSelector(selectProfile)
  const collapsed = useAppSelector(selectCollapsed)
  const { pathname } = useLocation()
  // Phone mode (under md): the menu folds to nothing and opens over the page from the header.
  const screens = Grid.useBreakpoint()
  // Phone: a small breakpoint matches and md does not (with no breakpoint known, the desktop).
  const phone = screens.md === false && (screens.xs === true || screens.sm === true)
  const [phoneMenuOpen, setPhoneMenuOpen] = useState(false)
  const [openedAt, setOpenedAt] = useState(pathname)
  if (openedAt !== pathname) {
    // a menu choice closes the phone menu
    setOpenedAt(pathname)
    setPhoneMenuOpen(false)
  }
  const trail = pageTrail(pathname)
  const siderCollapsed = phone ? !phoneMenuOpen : collapsed

  // Every select's clear button in pt-BR and out of the tab order (see clear-buttons.ts).
  useEffect(() => watchClearButtons(), [])

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
        id="menu-principal"
        width={256}
        collapsedWidth={phone ? 0 : 64}
        collapsed={siderCollapsed}
        trigger={null}
        className={phone ? 'app-sider is-phone' : 'app-sider'}
        onMouseEnter={phone ? undefined : () => dispatch(setHovering(true))}
        onMouseLeave={phone ? undefined : () => dispatch(setHovering(false))}
      >
        {!(phone && siderCollapsed) && (
          <>
            <div className="app-brand">
              <img src="/logo.svg" alt="" width={28} height={28} />
              {!siderCollapsed && <span>{COMPANY_NAME}</span>}
            </div>
            <SideMenu />
          </>
        )}
      </Layout.Sider>
      {phone && phoneMenuOpen && (
        <button
          type="button"
          className="app-menu-backdrop"
          aria-label="Fechar menu"
          onClick={() => setPhoneMenuOpen(false)}
        />
      )}
      <Layout>
        <Layout.Header className="app-header">
          <div className="app-header-left">
            {phone && (
              <Button
                type="text"
                className="app-menu-button"
                icon={<MenuOutlined />}
                aria-label={phoneMenuOpen ? 'Fechar menu' : 'Abrir menu'}
                aria-expanded={phoneMenuOpen}
                aria-controls="menu-principal"
                onClick={() => setPhoneMenuOpen((open) => !open)}
              />
            )}
            <span className="app-header-title">
              {trail.group && <span className="app-header-group">{trail.group} · </span>}
              <span className="app-header-page">{trail.title}</span>
            </span>
          </div>
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

import { PushpinFilled, PushpinOutlined, SearchOutlined } from '@ant-design/icons'
import { Button, Input, Menu, Tooltip, type MenuProps } from 'antd'
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../hooks'
import { preloadPage } from '../lazy-page'
import { findMenuRoute, leafPaths, pageLoaderFor, type MenuRoute } from './menu-model'
import { MENU_ICONS } from './menu-icons'
import {
  selectCollapsed,
  selectLeaf,
  selectMenu,
  setPinned,
  setSearch,
  setSearchFocused,
  toggleExpanded,
  visibleMenu,
} from './menu-slice'

type MenuItem = Required<MenuProps>['items'][number]

function toItems(routes: MenuRoute[]): MenuItem[] {
  return routes.map((route): MenuItem =>
    route.children
      ? {
          key: route.key,
          label: route.label,
          icon: route.icon ? MENU_ICONS[route.icon] : undefined,
          children: toItems(route.children),
        }
      : {
          key: route.key,
          label: route.label,
          icon: route.icon ? MENU_ICONS[route.icon] : undefined,
          onMouseEnter: () => preloadPages(route),
        },
  )
}

function expandedKeys(routes: MenuRoute[]): string[] {
  return routes.flatMap((route) =>
    route.children ? [...(route.expanded ? [route.key] : []), ...expandedKeys(route.children)] : [],
  )
}

/**
 * The pages the user is about to open start downloading on intent: a group's pages when it
 * opens, a page's when the pointer rests on it. The click then finds the code here (Cadastro
 * Pessoas lost ~220 ms to it after the click, issue 25).
 */
function preloadPages(route: MenuRoute | undefined): void {
  for (const path of route ? leafPaths(route) : []) {
    const loader = pageLoaderFor(path)
    if (loader) void preloadPage(loader)
  }
}

export function SideMenu() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const menu = useAppSelector(selectMenu)
  const collapsed = useAppSelector(selectCollapsed)
  const routes = useMemo(() => visibleMenu(menu), [menu])
  const items = useMemo(() => toItems(routes), [routes])
  const openKeys = useMemo(() => expandedKeys(routes), [routes])

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const changed =
      keys.find((key) => !openKeys.includes(key)) ?? openKeys.find((key) => !keys.includes(key))
    if (!changed) return
    if (!openKeys.includes(changed)) preloadPages(findMenuRoute(routes, changed))
    dispatch(toggleExpanded(changed))
  }

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const path = findMenuRoute(routes, key)?.path
    if (!path) return
    dispatch(selectLeaf(path))
    navigate(path)
  }

  return (
    <nav aria-label="Menu principal" className="side-menu">
      {!collapsed && (
        <div className="side-menu-search">
          <Input
            allowClear
            size="small"
            placeholder="Buscar no menu"
            aria-label="Buscar no menu"
            prefix={<SearchOutlined aria-hidden />}
            value={menu.search}
            onChange={(event) => dispatch(setSearch(event.target.value))}
            onFocus={() => dispatch(setSearchFocused(true))}
            onBlur={() => dispatch(setSearchFocused(false))}
          />
        </div>
      )}
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={menu.currentRoute ? [menu.currentRoute] : []}
        {...(collapsed ? {} : { openKeys })}
        onOpenChange={onOpenChange}
        onClick={onClick}
        inlineIndent={16}
      />
      {routes.length === 0 && !collapsed && (
        <p className="side-menu-empty">Nenhum item encontrado.</p>
      )}
      <div className="side-menu-pin">
        <Tooltip title={menu.pinned ? 'Desafixar menu' : 'Fixar menu'} placement="right">
          <Button
            type="text"
            aria-pressed={menu.pinned}
            aria-label={menu.pinned ? 'Desafixar menu' : 'Fixar menu'}
            icon={menu.pinned ? <PushpinFilled /> : <PushpinOutlined />}
            onClick={() => dispatch(setPinned(!menu.pinned))}
          />
        </Tooltip>
      </div>
    </nav>
  )
}

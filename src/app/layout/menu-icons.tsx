import {
  ApiOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  DollarOutlined,
  HomeOutlined,
  MessageOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons'
import type { ReactNode } from 'react'
import type { IconName } from '../route-types'

export const MENU_ICONS: Record<IconName, ReactNode> = {
  home: <HomeOutlined />,
  dollar: <DollarOutlined />,
  audit: <AuditOutlined />,
  'bar-chart': <BarChartOutlined />,
  bank: <BankOutlined />,
  setting: <SettingOutlined />,
  message: <MessageOutlined />,
  team: <TeamOutlined />,
  api: <ApiOutlined />,
  user: <UserOutlined />,
}

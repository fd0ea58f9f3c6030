import type { MessageInstance } from 'antd/es/message/interface'
import type { NotificationInstance } from 'antd/es/notification/interface'
import type { ReactNode } from 'react'

/**
 * antd's App.useApp() APIs, bound once by <FeedbackBridge/>, so that code outside React
 * (the API client's session callbacks, thunks) shows messages with the app's theme.
 */
let notificationApi: NotificationInstance | null = null
let messageApi: MessageInstance | null = null

export function bindFeedback(notification: NotificationInstance, message: MessageInstance): void {
  notificationApi = notification
  messageApi = message
}

export interface NotifyArgs {
  type: 'error' | 'success' | 'info' | 'warning'
  title: ReactNode
  description?: ReactNode
  /** seconds */
  duration?: number
  key?: string
}

export function notify({ type, title, description, duration, key }: NotifyArgs): void {
  notificationApi?.[type]({ title, description, duration, key })
}

export function showMessage(
  type: 'error' | 'success' | 'info' | 'warning' | 'loading',
  content: ReactNode,
  duration?: number,
  key?: string,
): void {
  messageApi?.open({ type, content, duration, key })
}

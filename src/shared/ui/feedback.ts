import type { MessageInstance } from 'antd/es/message/interface'
import type { NotificationInstance } from 'antd/es/notification/interface'
import type { ReactNode } from 'react'

/**
 * antd's App.useApp() APIs, bound once by <FeedbackBridge/>, so that code outside React
 * (the API client's session callbacks, thunks) shows messages with the app's theme.
 */
let notificationApi: NotificationInstance | null = null
let messageApi: MessageInstance | null = null
/**
 * What was said before the bridge was bound: the bridge (antd's notification and message) is its
 * own chunk, loaded right after the first render (it is not in the login route's first bundle),
 * and anything said meanwhile shows as soon as it is there, in order.
 */
let pending: Array<() => void> = []

export function bindFeedback(notification: NotificationInstance, message: MessageInstance): void {
  notificationApi = notification
  messageApi = message
  const said = pending
  pending = []
  for (const show of said) show()
}

/** The bridge went away (the app unmounted): what is said from now on waits for the next one. */
export function unbindFeedback(notification: NotificationInstance): void {
  if (notificationApi !== notification) return
  notificationApi = null
  messageApi = null
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
  if (!notificationApi) pending.push(() => notify({ type, title, description, duration, key }))
  else notificationApi[type]({ title, description, duration, key })
}

export function showMessage(
  type: 'error' | 'success' | 'info' | 'warning' | 'loading',
  content: ReactNode,
  duration?: number,
  key?: string,
): void {
  if (!messageApi) pending.push(() => showMessage(type, content, duration, key))
  else messageApi.open({ type, content, duration, key })
}

export { NotifyAction, type NotifyActionProps } from './components/notify-action'
export {
  notificationSlice,
  checkCanNotify,
  queueNotification,
  scopeChanged,
  notificationReset,
  selectNotification,
  selectCanNotify,
  initialState as notificationInitialState,
} from './notification-slice'
export type { NotificationState, QueuedNotification } from './notification-slice'
export { CAN_NOTIFY_URL, QUEUE_URL, scopeKey } from './api'
export type { Channel, NotificationScope, CanNotifyAnswer, Recipient } from './types'
export { CHANNEL_LABEL } from './types'

export { NotifyAction, type NotifyActionProps } from './components/notify-action'
export {
  notificationSlice,
  scopeChanged,
  queueSent,
  queueRefused,
  notificationReset,
  notificationState,
  scopeKey,
  initialClientState as notificationInitialState,
} from './notification-slice'
export type {
  NotificationState,
  NotificationClientState,
  QueuedNotification,
} from './notification-slice'
export { selectNotification, selectCanNotify, canNotifyArg, queueArg } from './notification-data'
export type { Channel, NotificationScope, CanNotifyAnswer, Recipient } from './types'
export { CHANNEL_LABEL } from './types'

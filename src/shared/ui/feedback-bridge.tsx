import { message, notification } from 'antd'
import { useEffect } from 'react'
import { bindFeedback, unbindFeedback } from './feedback'

/**
 * Themed notification and message APIs for code outside React. Built from the hooks rather
 * than antd's <App>, whose modal support (Modal, Skeleton) the login route would pay for;
 * pages that need a modal use Modal.useModal or Popconfirm in their own chunk.
 */
export function FeedbackBridge() {
  const [notificationApi, notificationHolder] = notification.useNotification({ top: 65 })
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 3 })
  useEffect(() => {
    bindFeedback(notificationApi, messageApi)
    return () => unbindFeedback(notificationApi)
  }, [notificationApi, messageApi])
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  )
}

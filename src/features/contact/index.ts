export { CONTACT_URL } from './api'
export type { ContactMessage, ContactReply } from './types'

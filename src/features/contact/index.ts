export type { ContactMessage, ContactReply } from './types'

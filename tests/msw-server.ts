import { setupServer } from 'msw/node'
import { handlers } from '../demo-api/handlers'

export const server = setupServer(...handlers)

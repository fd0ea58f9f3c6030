/** The client portal (Meus Títulos); nothing is shared with other modules yet. */
export { URLS as PORTAL_URLS } from './api'

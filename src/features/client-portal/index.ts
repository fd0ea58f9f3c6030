/** The client portal (Meus Títulos): only its row type is shared with other modules. */
export type { PortalTitulo } from './types'

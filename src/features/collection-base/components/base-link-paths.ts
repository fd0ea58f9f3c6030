export const PANEL_PATH = '/cobranca/novo-painel-clientes'
export const ATTENDANCE_PATH = '/cobranca/atendimento'

export function panelLink(codCliente: number): string {
  return `${PANEL_PATH}?cliente=${codCliente}`
}

/** The attendance page reads `cliente` and the base's filter parameters, by the same names. */
export function attendanceLink(codCliente: number, filterQuery: string): string {
  return `${ATTENDANCE_PATH}?cliente=${codCliente}${filterQuery ? `&${filterQuery}` : ''}`
}

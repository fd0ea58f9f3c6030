import { downloadFile } from '@/shared/api/download'
import type { PortalTitulo } from './types'

/**
 * The title's bill as a PDF (GET /api/portal/titulos/{id}/pdf/): a file saved by the browser
 * through shared/api/download.ts (progress, the server's file name, error bodies read from the
 * blob), not data for the cache; the titles themselves come from client-portal-data.ts.
 */
export function downloadTituloPdf(titulo: Pick<PortalTitulo, 'id' | 'documento'>): Promise<string> {
  return downloadFile({
    url: `/api/portal/titulos/${titulo.id}/pdf/`,
    method: 'GET',
    kind: 'pdf',
    title: `boleto-${titulo.documento.replace(/\s+/g, '-')}`,
  })
}

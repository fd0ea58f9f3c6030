/**
 * A row of Meus Títulos as GET /api/portal/titulos/ answers it: the generated type of
 * api/openapi.yaml (tag portal), under the names the module's components use.
 */
import type { TituloPortal } from '@/shared/api/generated/portal'

export type PortalTitulo = TituloPortal
export type TituloStatus = PortalTitulo['status']

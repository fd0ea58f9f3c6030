import { downloadFile } from '@/shared/api/download'
import { getList, getObject } from '@/shared/api/resource'
import type { PortalTitulo, TituloStatus } from './types'

/** Our paths (docs/api-contract.md, "nosso"): the signed-in user's own titles only. */
export const URLS = {
  titulos: '/api/portal/titulos/',
  titulo: (id: number) => `/api/portal/titulos/${id}/`,
  pdf: (id: number) => `/api/portal/titulos/${id}/pdf/`,
} as const

export interface TitulosQuery {
  status: TituloStatus[]
  data_vencimento_inicio: string | null
  data_vencimento_fim: string | null
}

export function fetchTitulos(query: TitulosQuery, signal?: AbortSignal): Promise<PortalTitulo[]> {
  return getList<PortalTitulo>(
    URLS.titulos,
    {
      status: query.status.length ? query.status.join(',') : undefined,
      data_vencimento_inicio: query.data_vencimento_inicio,
      data_vencimento_fim: query.data_vencimento_fim,
    },
    signal,
  )
}

export function fetchTitulo(id: number, signal?: AbortSignal): Promise<PortalTitulo> {
  return getObject<PortalTitulo>(URLS.titulo(id), {}, signal)
}

export function downloadTituloPdf(titulo: Pick<PortalTitulo, 'id' | 'documento'>): Promise<string> {
  return downloadFile({ url: URLS.pdf(titulo.id), method: 'GET', kind: 'pdf', title: `boleto-${titulo.documento.replace(/\s+/g, '-')}` })
}

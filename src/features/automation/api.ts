import { api } from '@/shared/api/client'
import { expectObject, normalizeList } from '@/shared/api/lists'
import { getObject } from '@/shared/api/resource'
import type { CnabItem } from './cnab'
import type { ImportRecord, Integration, MatchedTitle, NewImport } from './types'

/** Ours (docs/api-contract.md): one integration per route slug. */
export const INTEGRATIONS_URL = '/api/automacao/integracoes/'

const base = (slug: string) => `${INTEGRATIONS_URL}${encodeURIComponent(slug)}/`

export const automationUrls = {
  integration: base,
  test: (slug: string) => `${base(slug)}testar/`,
  match: (slug: string) => `${base(slug)}conferir/`,
  imports: (slug: string) => `${base(slug)}importacoes/`,
  undo: (slug: string, id: number) => `${base(slug)}importacoes/${id}/desfazer/`,
}

export function fetchIntegration(slug: string, signal?: AbortSignal): Promise<Integration> {
  return getObject<Integration>(automationUrls.integration(slug), {}, signal)
}

export async function testIntegration(slug: string): Promise<Integration> {
  const { data } = await api.post<unknown>(automationUrls.test(slug))
  return expectObject<Integration>(data)
}

export async function fetchImports(slug: string, signal?: AbortSignal): Promise<ImportRecord[]> {
  const { data } = await api.get<unknown>(automationUrls.imports(slug), { signal })
  return normalizeList<ImportRecord>(data)
}

/** The title of each line, found by nosso número or the company's document reference. */
export async function matchTitles(slug: string, itens: readonly CnabItem[]): Promise<Map<number, MatchedTitle | null>> {
  const { data } = await api.post<unknown>(automationUrls.match(slug), {
    itens: itens.map((i) => ({ linha: i.linha, nosso_numero: i.nosso_numero, documento: i.documento })),
  })
  const body = expectObject<{ itens?: unknown }>(data)
  const list = normalizeList<{ linha: number; titulo: MatchedTitle | null }>(body.itens)
  return new Map(list.map((r) => [r.linha, r.titulo ?? null]))
}

export async function createImport(slug: string, payload: NewImport): Promise<ImportRecord> {
  const { data } = await api.post<unknown>(automationUrls.imports(slug), payload)
  return expectObject<ImportRecord>(data)
}

export async function undoImport(slug: string, id: number): Promise<ImportRecord> {
  const { data } = await api.post<unknown>(automationUrls.undo(slug, id))
  return expectObject<ImportRecord>(data)
}

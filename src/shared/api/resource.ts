import { api } from './client'
import { expectObject, normalizeList, normalizePage, type DrfPage, type RequiredShape } from './lists'

export type QueryParams = Record<string, string | number | boolean | undefined | null | Array<string | number>>
export type RowId = number | string

/** Drops empty filters so a query string never carries `?x=&y=null`. */
export function cleanParams(params: QueryParams = {}): Record<string, string | number | boolean | Array<string | number>> {
  const out: Record<string, string | number | boolean | Array<string | number>> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    out[key] = value
  }
  return out
}

/** GET a list with its filters as a query string; a plain array or a DRF page both give rows. */
export async function getList<T>(url: string, params: QueryParams = {}, signal?: AbortSignal): Promise<T[]> {
  const { data } = await api.get<unknown>(url, { params: cleanParams(params), signal })
  return normalizeList<T>(data)
}

/**
 * GET one JSON object; anything else in a 200 is a malformed answer, and so is an object
 * without the keys (or the values) the page needs (RELIABILITY 36).
 */
export async function getObject<T extends object>(
  url: string,
  params: QueryParams = {},
  signal?: AbortSignal,
  required?: RequiredShape,
): Promise<T> {
  const { data } = await api.get<unknown>(url, { params: cleanParams(params), signal })
  return expectObject<T>(data, required)
}

export interface ResourceDef {
  /** collection path with its trailing slash: `/api/cobranca/lembrete/` */
  path: string
  /** primary key field; `id` unless the backend names it otherwise (`cod_cliente`) */
  idField?: string
  /** the specification's generic edit is PUT; some endpoints take PATCH */
  editMethod?: 'put' | 'patch'
}

export interface Resource<T extends object> {
  readonly path: string
  readonly idField: string
  /** the URL of one row: path + `{id}/` */
  itemUrl(id: RowId): string
  list(params?: QueryParams, signal?: AbortSignal): Promise<T[]>
  page(params?: QueryParams, signal?: AbortSignal): Promise<DrfPage<T>>
  get(id: RowId, signal?: AbortSignal): Promise<T>
  /** generic create: POST to the resource path */
  create(body: Partial<T> | object): Promise<T>
  /** generic edit: PUT (or PATCH) to path + `{id}/`, the id removed from the body */
  update(id: RowId, body: Partial<T> | object): Promise<T>
  /** POST without an id, edit with one: the finance registers' and settings' save */
  save(body: Partial<T> | object): Promise<T>
  /** generic delete: DELETE to path + `{id}/` */
  remove(id: RowId): Promise<void>
}

function withoutId(body: object, idField: string): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  delete rest[idField]
  return rest
}

/** One typed description of a DRF resource, and every generic call of spec section 7 on it. */
export function defineResource<T extends object>(def: ResourceDef): Resource<T> {
  const idField = def.idField ?? 'id'
  const method = def.editMethod ?? 'put'
  const itemUrl = (id: RowId) => `${def.path}${encodeURIComponent(String(id))}/`
  const resource: Resource<T> = {
    path: def.path,
    idField,
    itemUrl,
    list: (params, signal) => getList<T>(def.path, params, signal),
    async page(params = {}, signal) {
      const { data } = await api.get<unknown>(def.path, { params: cleanParams(params), signal })
      return normalizePage<T>(data)
    },
    // the row asked for, or an error: never another row or an empty object
    get: (id, signal) => getObject<T>(itemUrl(id), {}, signal, { [idField]: id }),
    async create(body) {
      const { data } = await api.post<unknown>(def.path, body)
      return expectObject<T>(data)
    },
    async update(id, body) {
      const { data } = await api[method]<unknown>(itemUrl(id), withoutId(body, idField))
      return expectObject<T>(data)
    },
    save(body) {
      const id = (body as Record<string, unknown>)[idField]
      return id === undefined || id === null || id === ''
        ? resource.create(body)
        : resource.update(id as RowId, body)
    },
    async remove(id) {
      await api.delete(itemUrl(id))
    },
  }
  return resource
}

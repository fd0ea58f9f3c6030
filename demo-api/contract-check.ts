/**
 * The demo API held to the contract (issue 22): every exchange the tests make, through the app
 * (msw) or directly (test-client.ts), is checked against api/openapi.yaml with ajv:
 * - the answer's body against the schema the operation declares for that status;
 * - a JSON body the server accepted (2xx) against the operation's request schema (a body the
 *   server refused may be wrong on purpose: the tests of field errors send those).
 * Operations without a schema yet are counted, not checked. tests/setup.ts fails the test that
 * produced a violation.
 */
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { ValidateFunction } from 'ajv'
import { isDrfPage } from '../src/shared/api/pages'
import { contractDocument } from './contract-doc'

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

interface Route {
  method: string
  template: string
  pattern: RegExp
}

let routes: Route[] | undefined
let ajv: Ajv2020 | undefined
const validators = new Map<string, ValidateFunction | null>()

function allRoutes(): Route[] {
  if (routes) return routes
  const doc = contractDocument()
  routes = []
  for (const [template, item] of Object.entries(doc.paths)) {
    const source = template
      .split(/(\{\w+\})/)
      .map((part, i) => (i % 2 === 1 ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('')
    for (const method of METHODS) if (item[method]) routes.push({ method, template, pattern: new RegExp(`^${source}$`) })
  }
  // A literal segment wins over a parameter (`/cliente/resumo/` before `/cliente/{id}/`).
  routes.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0))
  return routes
}

function validatorAt(pointer: string[]): ValidateFunction | null {
  const key = pointer.join('\u0000')
  if (validators.has(key)) return validators.get(key) ?? null
  const doc = contractDocument()
  let node: unknown = doc
  for (const part of pointer) node = (node as Record<string, unknown> | undefined)?.[part]
  let validate: ValidateFunction | null = null
  if (node && typeof node === 'object') {
    if (!ajv) {
      ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true })
      addFormats.default(ajv)
      ajv.addSchema({ $id: 'contract', components: doc.components ?? {} })
    }
    // The schema sits under paths/…, outside the added document: compile a copy whose
    // #/components refs point at the contract.
    const rewritten = JSON.parse(JSON.stringify(node).replace(/"#\/components\//g, '"contract#/components/'))
    validate = ajv.compile(rewritten)
  }
  validators.set(key, validate)
  return validate
}

function jsonSchemaPointer(base: string[], content: unknown): string[] | null {
  const json = (content as Record<string, unknown> | undefined)?.['application/json']
  return json && (json as Record<string, unknown>).schema ? [...base, 'content', 'application/json', 'schema'] : null
}

function resolveRef(node: unknown): unknown {
  const ref = (node as { $ref?: string } | undefined)?.$ref
  if (!ref?.startsWith('#/')) return node
  let out: unknown = contractDocument()
  for (const part of ref.slice(2).split('/')) out = (out as Record<string, unknown>)[part]
  return out
}

export interface Exchange {
  method: string
  url: string
  status: number
  contentType: string | null
  requestBody?: unknown
  responseBody?: unknown
}

export const coverage = { checked: 0, withoutSchema: 0 }

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ')
}

/** The contract's path template of this request (exact form, final slash included), or null. */
export function operationOf(method: string, pathname: string): string | null {
  const lower = method.toLowerCase()
  return allRoutes().find((r) => r.method === lower && r.pattern.test(pathname))?.template ?? null
}

/**
 * Whether the contract lets this list be paged: its 200 answer may be a DRF page (a `Pagina…`
 * schema) or it declares `page_size`. A list the contract gives as a plain array is served whole,
 * `page` and `page_size` ignored, as a DRF view without pagination does. A path outside the
 * contract (null) is left to the handler.
 */
export function pagedInContract(method: string, pathname: string): boolean | null {
  const lower = method.toLowerCase()
  const route = allRoutes().find((r) => r.method === lower && r.pattern.test(pathname))
  if (!route) return null
  const op = contractDocument().paths[route.template][lower] as Record<string, unknown>
  const text = JSON.stringify([op.parameters ?? [], (op.responses as Record<string, unknown> | undefined)?.['200'] ?? {}])
  return text.includes('#/components/schemas/Pagina') || text.includes('"name":"page_size"')
}

/**
 * A stock DRF server pages every list (`DEFAULT_PAGINATION_CLASS`), so any list may come as a
 * DRF page `{count, next, previous, results}`: its rows are checked where a plain array is
 * declared (the data layer reads every page, src/shared/api/pages.ts).
 */
function pageRows(body: unknown): unknown {
  return isDrfPage(body) ? body.results : undefined
}

/** What in this exchange breaks the contract (empty when nothing does). */
export function checkExchange(exchange: Exchange): string[] {
  const { pathname } = new URL(exchange.url, 'http://localhost')
  if (!pathname.startsWith('/api/')) return []
  const method = exchange.method.toLowerCase()
  const route = allRoutes().find((r) => r.method === method && r.pattern.test(pathname))
  if (!route) return []
  const label = `${exchange.method.toUpperCase()} ${route.template}`
  const op = contractDocument().paths[route.template][method] as Record<string, unknown>
  const problems: string[] = []
  const responses = (op.responses ?? {}) as Record<string, unknown>
  const declared = responses[String(exchange.status)]
  const isJson = !!exchange.contentType && /\bjson\b/i.test(exchange.contentType)
  if (isJson && exchange.responseBody !== undefined) {
    const response = resolveRef(declared) as Record<string, unknown> | undefined
    const base = declared && (declared as { $ref?: string }).$ref
      ? (declared as { $ref: string }).$ref.slice(2).split('/')
      : ['paths', route.template, method, 'responses', String(exchange.status)]
    const pointer = response ? jsonSchemaPointer(base, response.content) : null
    const validate = pointer ? validatorAt(pointer) : null
    if (validate) {
      coverage.checked += 1
      const rows = pageRows(exchange.responseBody)
      const valid = (rows !== undefined && validate(rows)) || validate(exchange.responseBody)
      if (!valid)
        problems.push(`${label} → ${exchange.status}: a resposta não segue o contrato (${describeErrors(validate)})`)
    } else coverage.withoutSchema += 1
  }
  const body = resolveRef(op.requestBody) as Record<string, unknown> | undefined
  if (exchange.status < 300 && body && exchange.requestBody !== undefined) {
    const base = (op.requestBody as { $ref?: string }).$ref
      ? (op.requestBody as { $ref: string }).$ref.slice(2).split('/')
      : ['paths', route.template, method, 'requestBody']
    const pointer = jsonSchemaPointer(base, body.content)
    const validate = pointer ? validatorAt(pointer) : null
    if (validate && !validate(exchange.requestBody))
      problems.push(`${label}: o corpo aceito pelo servidor não segue o contrato (${describeErrors(validate)})`)
  }
  return problems
}

/** Violations found since the last `takeViolations()`; tests/setup.ts fails the test with them. */
const violations: string[] = []

export function recordExchange(exchange: Exchange): void {
  violations.push(...checkExchange(exchange))
}

export function takeViolations(): string[] {
  return violations.splice(0)
}

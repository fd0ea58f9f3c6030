import { OPERATIONS } from './generated/operations'
import { isAxiosError, type ApiError } from './errors'

/**
 * A server that lacks an operation (issue 23): the backend is deployed with the specification's
 * endpoints and gains the contract's proposals one module at a time, so a missing endpoint is a
 * fact about the server, not an outage. The section that needs it says which operation, and
 * offers no retry; only 5xx and network failures read as temporary faults.
 */

interface Operation {
  method: string
  template: string
  origem: 'spec' | 'proposta'
  /** a POST that only reads (`x-leitura`): its answer may be paged like a GET's */
  reading: boolean
  pattern: RegExp
  params: number
}

let operations: Operation[] | undefined

function allOperations(): Operation[] {
  operations ??= OPERATIONS.trim()
    .split('\n')
    .map((line) => {
      const [method, template, origem, reading] = line.split(' ')
      const source = template
        .split(/(\{\w+\})/)
        .map((part, i) => (i % 2 === 1 ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
        .join('')
      return {
        method,
        template,
        origem: origem as Operation['origem'],
        reading: method === 'GET' || reading === 'leitura',
        pattern: new RegExp(`^${source}$`),
        params: template.split('{').length - 1,
      }
    })
    // a literal segment wins over a parameter (`/cliente/resumo/` before `/cliente/{id}/`)
    .sort((a, b) => a.params - b.params)
  return operations
}

/** The contract's operation of a request (its path without host or query), or undefined. */
export function operationOf(method: string, url: string): Operation | undefined {
  const path = new URL(url, 'http://app').pathname
  const upper = method.toUpperCase()
  return allOperations().find((op) => op.method === upper && op.pattern.test(path))
}

export function missingOperationText(method: string, path: string): string {
  return `Esta função precisa de ${method.toUpperCase()} ${path} no servidor, que ainda não a oferece.`
}

const looksLikeHtml = (data: unknown) => typeof data === 'string' && /^\s*</.test(data)

/**
 * The failure of a request as "the server lacks this operation", or null:
 * - 405 (the path exists, not the method: DRF's "Método "POST" não é permitido.") and 501;
 * - 404 as Django's HTML page: no URL of the server matches;
 * - 404 on a proposed operation without path parameters: under a stock router such a path
 *   falls on the detail route of its parent (`/regua/simular/` is regua "simular"), which is
 *   not found. On a path with parameters a 404 stays "registro não encontrado".
 */
export function missingOperation(error: unknown): ApiError | null {
  if (!isAxiosError(error) || !error.response) return null
  const { status, data } = error.response
  if (status !== 404 && status !== 405 && status !== 501) return null
  const method = error.config?.method ?? 'get'
  const url = error.config?.url ?? ''
  const operation = operationOf(method, url)
  const missing =
    status !== 404 || looksLikeHtml(data) || (operation?.origem === 'proposta' && operation.params === 0)
  if (!missing) return null
  const path = operation?.template ?? new URL(url, 'http://app').pathname
  return {
    kind: 'unsupported',
    status,
    message: missingOperationText(method, path),
    fieldErrors: {},
    nonFieldErrors: [],
  }
}

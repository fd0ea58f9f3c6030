/**
 * The contract (api/openapi.yaml) as the demo API enforces it: who may call each operation.
 * Every handler is registered through `route`/`publicRoute` (demo-api/http.ts), which looks its
 * operation up here once, at start-up: a handler without an operation in the contract fails
 * there, so the demo API can serve nothing the contract does not describe.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

export type Acesso = 'publico' | 'sessao' | 'rotas'

export interface OperationAccess {
  method: string
  /** The path as the contract writes it, e.g. /api/comum/user/{id}/. */
  path: string
  acesso: Acesso
  /** The app pages that need the operation (acesso 'rotas'). */
  rotas: readonly string[]
  /** Client users get only rows of their linked customers. */
  escopoCliente: boolean
  origem: 'spec' | 'proposta'
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/**
 * Path params do not tell two operations apart (`{id}` in the contract, `:id` in a handler);
 * the final slash does: the demo API serves each path only in the form the contract writes.
 */
export function operationKey(method: string, path: string): string {
  const shape = path.replace(/\{\w+\}|:\w+/g, '{}')
  return `${method.toUpperCase()} ${shape}`
}

/**
 * A regular expression matching a request's pathname against a path written with `{param}` or
 * `:param` segments, exactly: same segments, same final slash, no empty segment.
 */
export function exactPathPattern(path: string): RegExp {
  const source = path
    .split(/(\{\w+\}|:\w+)/)
    .map((part, i) => (i % 2 === 1 ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`)
}

function load(): Map<string, OperationAccess> {
  // Under jsdom import.meta.url is not a file URL; every runner starts in the repository root.
  const url = new URL('../api/openapi.yaml', import.meta.url)
  const file = url.protocol === 'file:' ? fileURLToPath(url) : resolve(process.cwd(), 'api/openapi.yaml')
  const doc = parse(readFileSync(file, 'utf8')) as {
    paths: Record<string, Record<string, Record<string, unknown>>>
  }
  const out = new Map<string, OperationAccess>()
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      const acesso = op['x-acesso'] as Acesso
      if (!['publico', 'sessao', 'rotas'].includes(acesso))
        throw new Error(`api/openapi.yaml: ${method.toUpperCase()} ${path} sem x-acesso válido`)
      out.set(operationKey(method, path), {
        method: method.toUpperCase(),
        path,
        acesso,
        rotas: (op['x-rotas'] as string[] | undefined) ?? [],
        escopoCliente: op['x-escopo-cliente'] === 'cod_cliente',
        origem: op['x-origem'] === 'spec' ? 'spec' : 'proposta',
      })
    }
  }
  return out
}

let operations: Map<string, OperationAccess> | undefined

export function contractOperations(): ReadonlyMap<string, OperationAccess> {
  operations ??= load()
  return operations
}

export function operationFor(method: string, path: string): OperationAccess {
  const op = contractOperations().get(operationKey(method, path))
  if (!op) throw new Error(`${method.toUpperCase()} ${path} não está em api/openapi.yaml`)
  return op
}

let pathPatterns: RegExp[] | undefined

/** Does some operation of the contract (any method) have exactly this pathname? */
export function isContractPath(pathname: string): boolean {
  pathPatterns ??= [...new Set([...contractOperations().values()].map((op) => op.path))].map(
    exactPathPattern,
  )
  return pathPatterns.some((pattern) => pattern.test(pathname))
}

/** May this user call the operation? Superusers may call everything, as in Django. */
export function mayCall(
  user: { is_superuser: boolean; routes: readonly string[] },
  op: OperationAccess,
): boolean {
  if (op.acesso !== 'rotas') return true
  return user.is_superuser || op.rotas.some((r) => user.routes.includes(r))
}

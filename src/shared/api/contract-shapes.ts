import { SHAPES } from './generated/shapes'
import type { ApiError } from './errors'
import { operationOf } from './missing-operation'

/**
 * What a reading operation's answer must have, from the contract (scripts/gen-shapes.mjs): the
 * required fields and their types. An answer without them would break the page that reads it,
 * maybe as a whole ("Algo deu errado"); checked here, it fails its own section instead, naming
 * the endpoint and the field (issue 23).
 */
type Shape = string | { f: Record<string, Shape> } | { l: Shape }

/** Rows checked per list: a serializer's shape is the same on every row, and lists are long. */
const SAMPLE = 25

const TYPE_NAMES: Record<string, string> = { s: 'texto', n: 'número', b: 'verdadeiro/falso' }

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'lista'
  if (typeof value === 'string') return 'texto'
  if (typeof value === 'number') return 'número'
  if (typeof value === 'boolean') return 'verdadeiro/falso'
  return 'objeto'
}

const at = (path: string) => (path ? ` em ${path}` : '')

function problemOf(shape: Shape, value: unknown, path: string): string | null {
  if (typeof shape === 'string') {
    if (shape === 'x') return null
    const nullable = shape.endsWith('?')
    if (value === null || value === undefined) return nullable ? null : `${path} veio vazio`
    const expected = shape[0]
    const ok =
      (expected === 's' && typeof value === 'string') ||
      (expected === 'n' && typeof value === 'number') ||
      (expected === 'b' && typeof value === 'boolean')
    return ok ? null : `${path} deveria ser ${TYPE_NAMES[expected]}, veio ${kindOf(value)}`
  }
  if ('l' in shape) {
    const rows = Array.isArray(value) ? value : undefined
    if (!rows) return `${path || 'a resposta'} deveria ser uma lista, veio ${kindOf(value)}`
    for (let i = 0; i < Math.min(rows.length, SAMPLE); i++) {
      const problem = problemOf(shape.l, rows[i], `${path}[${i}]`)
      if (problem) return problem
    }
    return null
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return `${path || 'a resposta'} deveria ser um objeto, veio ${kindOf(value)}`
  }
  const record = value as Record<string, unknown>
  for (const [field, inner] of Object.entries(shape.f)) {
    if (!(field in record)) return `falta o campo "${field}"${at(path)}`
    const problem = problemOf(inner, record[field], path ? `${path}.${field}` : field)
    if (problem) return problem
  }
  return null
}

/** The rows of a DRF page where the contract gives a list (a stock server pages every list). */
function rowsIfPage(shape: Shape, data: unknown): unknown {
  if (typeof shape === 'object' && 'l' in shape && data && typeof data === 'object' && !Array.isArray(data)) {
    const results = (data as { results?: unknown }).results
    if (Array.isArray(results)) return results
  }
  return data
}

/** The answer of a reading request as the contract promises it, or the error of its section. */
export function shapeError(method: string, url: string, data: unknown): ApiError | null {
  const operation = operationOf(method, url)
  if (!operation) return null
  const shape = SHAPES[`${operation.method} ${operation.template}`] as Shape | undefined
  if (!shape) return null
  const problem = problemOf(shape, rowsIfPage(shape, data), '')
  if (!problem) return null
  return {
    kind: 'malformed',
    message: `A resposta de ${operation.method} ${operation.template} não segue o contrato: ${problem}.`,
    fieldErrors: {},
    nonFieldErrors: [],
  }
}

/**
 * api/openapi.yaml parsed once per process. The YAML parse costs ~0.5 s and every test file
 * (and the demo API at start-up) needs it, so the parsed document is kept as JSON in
 * node_modules/.cache, keyed by the file's size and modification time.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

export interface ContractDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>
  components?: Record<string, unknown>
  [key: string]: unknown
}

function contractFile(): string {
  // Under jsdom import.meta.url is not a file URL; every runner starts in the repository root.
  const url = new URL('../api/openapi.yaml', import.meta.url)
  return url.protocol === 'file:' ? fileURLToPath(url) : resolve(process.cwd(), 'api/openapi.yaml')
}

let doc: ContractDocument | undefined

export function contractDocument(): ContractDocument {
  if (doc) return doc
  const file = contractFile()
  const stat = statSync(file)
  const cache = resolve(dirname(file), '../node_modules/.cache/openapi', `${stat.size}-${Math.floor(stat.mtimeMs)}.json`)
  try {
    doc = JSON.parse(readFileSync(cache, 'utf8')) as ContractDocument
    return doc
  } catch {
    /* not cached yet */
  }
  doc = parse(readFileSync(file, 'utf8')) as ContractDocument
  try {
    mkdirSync(dirname(cache), { recursive: true })
    // Written aside and renamed: a test worker reading meanwhile sees the whole file or none.
    const partial = `${cache}.${process.pid}`
    writeFileSync(partial, JSON.stringify(doc))
    renameSync(partial, cache)
  } catch {
    /* a read-only checkout only loses the cache */
  }
  return doc
}

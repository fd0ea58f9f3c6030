/**
 * After the browser walk (tests/e2e/run.mjs): every request the app made is an operation of
 * api/openapi.yaml in its exact form, and every answer followed the contract. Reads the JSON
 * lines the demo API wrote to DEMO_API_EXCHANGE_LOG.
 */
import { readFileSync } from 'node:fs'
import { operationOf } from '../demo-api/contract-check'

interface Line {
  method: string
  path: string
  status: number
  violations: string[]
}

const file = process.argv[2]
const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Line)

const outside = new Set<string>()
const operations = new Set<string>()
const violations = new Set<string>()
for (const line of lines) {
  const template = operationOf(line.method, line.path)
  if (template) operations.add(`${line.method} ${template}`)
  else outside.add(`${line.method} ${line.path} → ${line.status}`)
  for (const v of line.violations) violations.add(v)
}

console.log(
  `Contrato no passeio do navegador: ${lines.length} requisições, ${operations.size} operações distintas de api/openapi.yaml.`,
)
if (outside.size) console.error(`Fora do contrato (${outside.size}):\n  ${[...outside].sort().join('\n  ')}`)
if (violations.size) console.error(`Respostas ou corpos fora do contrato (${violations.size}):\n  ${[...violations].sort().join('\n  ')}`)
process.exit(outside.size || violations.size ? 1 : 0)

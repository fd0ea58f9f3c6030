// Bundle budget over dist/ (ARCHITECTURE "Budgets"): fails when the login route's initial
// JS + CSS or any lazy route chunk exceeds its gate. Sizes are gzip, as a browser downloads them.
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const DIST = process.env.BUDGET_DIR || process.env.E2E_OUT_DIR || 'dist'
const LOGIN_GATE = 240 * 1024
const LOGIN_GOAL = 200 * 1024
const CHUNK_GATE = 150 * 1024
const CHUNK_GOAL = 60 * 1024
const LOGIN_PAGE = 'src/features/session/pages/login-page.tsx'

const manifestPath = join(DIST, '.vite', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json não existe: rode "npm run build" antes.')
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

/** Files a chunk needs before it runs: itself, its CSS and its static imports, transitively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue
    seen.add(key)
    closure(manifest[key]?.imports ?? [], seen)
  }
  return seen
}
function filesOf(keys) {
  const files = new Set()
  for (const key of keys) {
    const entry = manifest[key]
    if (!entry) continue
    files.add(entry.file)
    for (const css of entry.css ?? []) files.add(css)
  }
  return files
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k === 'index.html')
if (!manifest[LOGIN_PAGE]) {
  console.error(`A página de login (${LOGIN_PAGE}) não está no manifest.`)
  process.exit(1)
}
const loginFiles = filesOf(closure([entryKey, LOGIN_PAGE]))
const loginBytes = [...loginFiles].reduce((sum, f) => sum + gz(f), 0)

let failed = false
console.log('Rota de login: JS + CSS iniciais (gzip)')
for (const file of [...loginFiles].sort()) console.log(`  ${kib(gz(file)).padStart(10)}  ${file}`)
const loginVerdict = loginBytes > LOGIN_GATE ? 'FALHOU' : loginBytes > LOGIN_GOAL ? 'acima da meta' : 'ok'
console.log(`  total ${kib(loginBytes)} (limite ${kib(LOGIN_GATE)}, meta ${kib(LOGIN_GOAL)}): ${loginVerdict}`)
if (loginBytes > LOGIN_GATE) failed = true

// The public 2ª via has its own light entry (bill.html), opened on phones: all it loads at first.
const BILL_GATE = 150 * 1024
if (!manifest['bill.html']) {
  console.error('A entrada da 2ª via (bill.html) não está no manifest.')
  process.exit(1)
}
const billFiles = filesOf(closure(['bill.html']))
const billBytes = [...billFiles].reduce((sum, f) => sum + gz(f), 0)
console.log('\n2ª via (/2-via/:hash): JS + CSS iniciais (gzip)')
for (const file of [...billFiles].sort()) console.log(`  ${kib(gz(file)).padStart(10)}  ${file}`)
console.log(`  total ${kib(billBytes)} (limite ${kib(BILL_GATE)}): ${billBytes > BILL_GATE ? 'FALHOU' : 'ok'}`)
if (billBytes > BILL_GATE) failed = true

// A lazy route chunk: a dynamic entry's own JS + CSS. Vendor chunks it shares are excluded.
console.log('\nChunks de rota carregados sob demanda (gzip, sem vendors compartilhados)')
const rows = Object.entries(manifest)
  .filter(([, e]) => e.isDynamicEntry)
  .map(([key, e]) => {
    const bytes = [e.file, ...(e.css ?? [])].reduce((sum, f) => sum + gz(f), 0)
    return { key, bytes }
  })
  .sort((a, b) => b.bytes - a.bytes)
for (const { key, bytes } of rows) {
  const verdict = bytes > CHUNK_GATE ? 'FALHOU' : bytes > CHUNK_GOAL ? 'acima da meta' : 'ok'
  console.log(`  ${kib(bytes).padStart(10)}  ${key}  ${verdict}`)
  if (bytes > CHUNK_GATE) failed = true
}
const shared = Object.entries(manifest).filter(([, e]) => !e.isEntry && !e.isDynamicEntry && e.file.endsWith('.js'))
console.log('\nChunks compartilhados (informativo)')
for (const [key, e] of shared) console.log(`  ${kib(gz(e.file)).padStart(10)}  ${key}`)

if (failed) {
  console.error('\nOrçamento de bundle excedido.')
  process.exit(1)
}
console.log('\nOrçamento de bundle: ok')

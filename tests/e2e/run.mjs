// npm run test:e2e: build, serve the build with the demo API (vite preview), drive Chromium.
// E2E_NGINX=1: serve the build with Debian's nginx and deploy/'s configuration instead, /api
// proxied to the standalone demo API, with the production Content-Security-Policy on.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium não encontrado em ${CHROMIUM}. Instale com: apt-get install -y chromium`)
  process.exit(1)
}

// E2E_OUT_DIR: build and serve another folder than dist/, so two runs never share a build.
const outDir = process.env.E2E_OUT_DIR
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: outDir ? { ...process.env, BUILD_OUT_DIR: outDir } : process.env,
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
mkdirSync('test-results', { recursive: true })
// Every exchange of the walk, for the contract check at the end (scripts/check-e2e-contract.ts).
const exchangeLog = 'test-results/api-exchanges.jsonl'
rmSync(exchangeLog, { force: true })
process.env.DEMO_API_EXCHANGE_LOG = `${process.cwd()}/${exchangeLog}`

const servers = []
// Each server writes its output to a file, never to a pipe: while the tests run (spawnSync) this
// process reads no pipe, and a server that logs every request (Django's runserver) would block
// once the pipe's buffer is full.
function start(command, args, port, extraEnv = {}) {
  const logFile = `test-results/server-${port}.log`
  const fd = openSync(logFile, 'w')
  const child = spawn(command, args, {
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: '1', ...extraEnv },
    stdio: ['ignore', fd, fd],
    detached: true,
  })
  closeSync(fd)
  servers.push(child)
  return { child, url: `http://127.0.0.1:${port}`, log: () => readFileSync(logFile, 'utf8') }
}

async function waitUp(server) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${server.url}/api/verify/`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })
      if (res.status < 500) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`servidor ${server.url} não respondeu em 60 s:\n${server.log()}`)
}

function stopAll() {
  for (const child of servers) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      /* already gone */
    }
  }
}
process.on('exit', stopAll)
process.on('SIGINT', () => process.exit(130))

const preview = (port, env) =>
  start('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', ...(outDir ? ['--outDir', outDir] : [])], port, env)

// E2E_PORT moves all four ports, so two runs on one machine do not collide.
const basePort = Number(process.env.E2E_PORT ?? 4173)
const urls = {}
if (process.env.E2E_DRF) {
  // The build in front of the stock DRF backend of tests/drf (issue 23): vite preview proxies
  // /api there, as a deployment with API_PROXY_TARGET does. Only tests/e2e/drf/ runs.
  const drfPort = basePort + 4
  const drf = start('bash', ['tests/drf/serve.sh', String(drfPort)], drfPort)
  await waitUp(drf)
  const main = preview(basePort, { API_PROXY_TARGET: drf.url })
  await waitUp(main)
  urls.E2E_BASE_URL = main.url
  urls.E2E_DRF_URL = drf.url
} else if (process.env.E2E_NGINX) {
  const apiPort = basePort + 3
  const api = start('node', ['--import', 'tsx', 'demo-api/standalone.ts'], apiPort, { DEMO_API_PORT: String(apiPort) })
  await waitUp(api)
  // nginx serves the same build folder the run built (E2E_OUT_DIR), not always dist/.
  const nginx = start('bash', ['scripts/serve-nginx.sh', String(basePort + 2), `http://127.0.0.1:${apiPort}`, outDir ?? 'dist'], basePort + 2)
  await waitUp(nginx)
  urls.E2E_BASE_URL = nginx.url
  urls.E2E_NGINX = '1'
} else {
  const main = preview(basePort)
  // A second server whose access tokens live 3 s: the refresh must go unnoticed by the user.
  const shortTtl = preview(basePort + 1, { DEMO_ACCESS_TTL: '3' })
  await Promise.all([waitUp(main), waitUp(shortTtl)])
  urls.E2E_BASE_URL = main.url
  urls.E2E_SHORT_TTL_URL = shortTtl.url
}

// Node 20's test runner takes files, not globs.
const specDir = process.env.E2E_DRF ? 'tests/e2e/drf' : 'tests/e2e'
const specs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(specDir).filter((f) => f.endsWith('.e2e.ts')).sort().map((f) => `${specDir}/${f}`)
const run = spawnSync(
  'node',
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...specs],
  {
    stdio: 'inherit',
    shell: false,
    env: { ...process.env, ...urls, CHROMIUM_PATH: CHROMIUM },
  },
)
if (process.env.E2E_DRF) {
  // The exchange log is the demo API's: in front of the stock backend, check:backend judges it
  // (every spec operation ready; the proposals only reported), as a deployment would run it, with
  // --writes: the stock backend's database is a fresh test one, so every spec collection's
  // create, reread and delete is tried against a real DRF too.
  const check = spawnSync(
    'node',
    ['--import', 'tsx', 'scripts/check-backend.ts', '--url', urls.E2E_DRF_URL, '--user', 'admin', '--pass', 'demo1234', '--writes'],
    { stdio: 'inherit' },
  )
  stopAll()
  process.exit(run.status !== 0 ? (run.status ?? 1) : (check.status ?? 1))
}
stopAll()
if (run.status !== 0) process.exit(run.status ?? 1)
const contract = spawnSync('node', ['--import', 'tsx', 'scripts/check-e2e-contract.ts', exchangeLog], { stdio: 'inherit' })
// Every request of the walk must be an operation of the contract and every answer its schema;
// E2E_CONTRACT_STRICT=0 only reports (while a contract change is under way).
process.exit(process.env.E2E_CONTRACT_STRICT === '0' ? 0 : (contract.status ?? 1))

/**
 * One way for the benches to serve a build: `vite preview` on loopback in its own process group,
 * its output kept for the error message, stopped with the group.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export interface Server {
  child: ChildProcess
  url: string
  log: () => string
  /** Started with it and stopped with it (the demo API behind nginx). */
  others?: Server[]
}

function spawnGroup(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv, url: string): Server {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  child.stdout?.on('data', (d) => (log += d))
  child.stderr?.on('data', (d) => (log += d))
  return { child, url, log: () => log }
}

export function startPreview(
  cwd: string,
  port: number,
  extraArgs: string[],
  env: NodeJS.ProcessEnv = {},
): Server {
  return spawnGroup(
    cwd,
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', ...extraArgs],
    { VITE_CONFIG_NATIVE_IGNORE_WARNING: '1', ...env },
    `http://127.0.0.1:${port}`,
  )
}

/** Ports the Fetch standard blocks (Chromium and Node's fetch refuse them), near ours. */
const FETCH_BAD_PORTS = new Set([4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080])

/**
 * The build as deployed: Debian's nginx with deploy/'s configuration (hashed assets cached as
 * immutable, gzip, the CSP) serving `dir` on `port`, and /api proxied to the demo API alone
 * (demo-api/standalone.ts, `env` for DEMO_SCALE) on the next port, as the API is another process
 * in production. Needs nginx (apt-get install -y nginx).
 */
export async function startDeployed(cwd: string, port: number, dir: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  // the next port, unless fetch refuses it (its "bad ports": 4190 is one)
  const apiPort = FETCH_BAD_PORTS.has(port + 1) ? port + 2 : port + 1
  const apiUrl = `http://127.0.0.1:${apiPort}`
  const api = spawnGroup(cwd, 'node', ['--import', 'tsx', 'demo-api/standalone.ts'], { ...env, DEMO_API_PORT: String(apiPort) }, apiUrl)
  // an API that never answered is not left running behind the bench's error
  await waitUp(api, '/api/').catch((error: unknown) => {
    stopServer(api)
    throw error
  })
  const nginx = spawnGroup(cwd, 'bash', ['scripts/serve-nginx.sh', String(port), apiUrl, dir], {}, `http://127.0.0.1:${port}`)
  return { ...nginx, log: () => `${nginx.log()}\n${api.log()}`, others: [api] }
}

/**
 * What the benches of the analyst's loop serve a build with: `vite preview` and the demo API in
 * one process (the default), or BENCH_SERVER=nginx, the build as deployed (startDeployed).
 */
export async function startBuild(cwd: string, port: number, dir: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  return process.env.BENCH_SERVER === 'nginx'
    ? startDeployed(cwd, port, dir, env)
    : startPreview(cwd, port, ['--outDir', dir], env)
}

export function stopServer(server: Server): void {
  server.others?.forEach(stopServer)
  try {
    if (server.child.pid) process.kill(-server.child.pid, 'SIGTERM')
  } catch {
    /* already gone */
  }
}

/** Until `probe` answers below 500 (two minutes at most); the server's output when it never does. */
export async function waitUp(server: Server, probe: string, init?: RequestInit): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${server.url}${probe}`, init)
      if (res.status < 500) return
    } catch {
      /* not up yet */
    }
    if (server.child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`servidor ${server.url} não respondeu:\n${server.log()}`)
}

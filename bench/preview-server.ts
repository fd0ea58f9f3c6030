/**
 * One way for the benches to serve a build: `vite preview` on loopback in its own process group,
 * its output kept for the error message, stopped with the group.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export interface Server {
  child: ChildProcess
  url: string
  log: () => string
}

export function startPreview(
  cwd: string,
  port: number,
  extraArgs: string[],
  env: NodeJS.ProcessEnv = {},
): Server {
  const child = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', ...extraArgs],
    {
      cwd,
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  let log = ''
  child.stdout?.on('data', (d) => (log += d))
  child.stderr?.on('data', (d) => (log += d))
  return { child, url: `http://127.0.0.1:${port}`, log: () => log }
}

export function stopServer(server: Server): void {
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

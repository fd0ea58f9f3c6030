/**
 * npm run bench: every benchmark of the repository, figures printed.
 * The browser benchmark serves dist/; it builds first when dist/ is missing.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { runBrowserBench } from './base-cobranca-browser'
import { runNodeBench } from './base-cobranca'

runNodeBench()
console.log('')

if (process.env.BENCH_SKIP_BROWSER) {
  console.log('Benchmark no navegador pulado (BENCH_SKIP_BROWSER).')
} else {
  if (!existsSync('dist/.vite/manifest.json')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.log(
      'Chromium não encontrado: benchmark no navegador pulado (apt-get install -y chromium).',
    )
  } else {
    await runBrowserBench()
  }
}

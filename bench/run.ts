/**
 * npm run bench: every benchmark of the repository, figures printed.
 * The browser benchmark serves dist/ (or BENCH_DIR / E2E_OUT_DIR); it builds first when missing.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { runBrowserBench } from './base-cobranca-browser'
import { runNodeBench } from './base-cobranca'
import { runReportsBench } from './reports'

runNodeBench()
console.log('')

if (process.env.BENCH_SKIP_BROWSER) {
  console.log('Benchmark no navegador pulado (BENCH_SKIP_BROWSER).')
} else {
  const dir = process.env.BENCH_DIR || process.env.E2E_OUT_DIR || 'dist'
  if (!existsSync(`${dir}/.vite/manifest.json`)) {
    const build = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: dir === 'dist' ? process.env : { ...process.env, BUILD_OUT_DIR: dir },
    })
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

// The reports: the analyst-ranking aggregation at 100,000 rows, and each report's first rows in Chromium.
console.log('')
await runReportsBench({ browser: !process.env.BENCH_SKIP_BROWSER && existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') })

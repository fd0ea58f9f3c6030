// npm run build: the Vite mode comes from APP_ENV (dev, hom or prod), dev when unset.
import { spawnSync } from 'node:child_process'

const mode = process.env.APP_ENV || 'dev'
if (!['dev', 'hom', 'prod'].includes(mode)) {
  console.error(`APP_ENV inválido: "${mode}". Use dev, hom ou prod.`)
  process.exit(1)
}
console.log(`Build no ambiente ${mode} (.env.${mode})`)
// BUILD_OUT_DIR builds somewhere else than dist/ (parallel e2e runs on one machine).
const outDir = process.env.BUILD_OUT_DIR ? ['--outDir', process.env.BUILD_OUT_DIR, '--emptyOutDir'] : []
const result = spawnSync('npx', ['vite', 'build', '--mode', mode, ...outDir], {
  stdio: 'inherit',
  env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: '1' },
})
process.exit(result.status ?? 1)

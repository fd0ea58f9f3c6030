// CI: the endpoints in src/shared/api/generated/ must be what `npm run gen:api` makes of
// api/openapi.yaml now. Regenerates them and fails if anything changed (a stale or hand-edited file).
import { execFileSync } from 'node:child_process'

const dir = 'src/shared/api/generated'
execFileSync('npm', ['run', '--silent', 'gen:api'], { stdio: ['ignore', 'ignore', 'inherit'] })
const changed = execFileSync('git', ['status', '--porcelain', '--', dir], { encoding: 'utf8' }).trim()
if (changed) {
  console.error(`Os endpoints gerados não correspondem a api/openapi.yaml:\n${changed}\nRode npm run gen:api e faça commit do resultado.`)
  process.exit(1)
}
console.log('src/shared/api/generated confere com api/openapi.yaml')

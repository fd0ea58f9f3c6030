// npm run test:clocks [-- vitest args]: the unit and integration suite at the hours and dates that
// depend on the clock (issue 24): just after midnight, just before the banks' 07:00 files, late at
// night, and on the last day of a month, all in São Paulo time. Each run is a whole `vitest run`
// with TEST_CLOCK set (tests/setup.ts shifts Date); any failure fails the command.
import { spawnSync } from 'node:child_process'

const CLOCKS = process.env.TEST_CLOCKS?.split(',') ?? [
  '2026-11-30T00:30:00-03:00',
  '2026-11-30T06:59:00-03:00',
  '2026-11-30T23:30:00-03:00',
  '2027-02-28T12:00:00-03:00',
]
const args = process.argv.slice(2)
const failed = []
for (const clock of CLOCKS) {
  console.log(`\n==> relógio em ${clock}`)
  const run = spawnSync('npx', ['vitest', 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, TEST_CLOCK: clock, VITE_CONFIG_NATIVE_IGNORE_WARNING: '1' },
  })
  if (run.status !== 0) failed.push(clock)
}
if (failed.length) {
  console.error(`\nfalhou com o relógio em: ${failed.join(', ')}`)
  process.exit(1)
}
console.log(`\nverde nos ${CLOCKS.length} relógios`)

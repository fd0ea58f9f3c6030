/**
 * Writes the sample return files of this folder from the default seed:
 *   node --import tsx demo-api/cnab-samples/generate.ts [YYYY-MM-DD]
 * With a date (default: the day the committed files were made) the files match that day's seed.
 */
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSeed } from '../seed'
import { SAMPLE_DAY, SAMPLE_FILES, buildSamples } from './samples'

const day = process.argv[2] ?? SAMPLE_DAY
const seed = buildSeed(1, day)
const samples = buildSamples(seed.tables['contas-receber'], seed.tables.cliente, day)
const here = dirname(fileURLToPath(import.meta.url))
for (const key of Object.keys(SAMPLE_FILES) as (keyof typeof SAMPLE_FILES)[]) {
  writeFileSync(join(here, SAMPLE_FILES[key]), samples[key], 'latin1')
  console.log(`${SAMPLE_FILES[key]} (${day})`)
}
console.log('liquida:', JSON.stringify(samples.settles), 'observações:', JSON.stringify(samples.notes))

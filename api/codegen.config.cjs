/* global module, require, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports -- the generator loads this file with require() */
/**
 * RTK Query endpoints generated from the contract (issue 22): `npm run gen:api` writes one
 * file per contract tag into src/shared/api/generated/, each injecting its operations into the
 * empty `dataApi` of src/shared/api/data-api.ts. `npm run check:api` fails when they are stale.
 * Never edit the generated files: change api/openapi.yaml and generate again.
 */
const TAGS = [
  'sessao',
  'usuarios',
  'cobranca',
  'atendimento',
  'regua',
  'relatorios',
  'credito',
  'pessoas',
  'financiamento',
  'automacao',
  'contato',
  'portal',
  'segunda-via',
  'comum',
]

/**
 * What the public opens without a session (the 2ª via) goes into `publicApi`
 * (src/shared/api/public-api.ts): same contract and generator, its own store and plain-fetch
 * base query, none of the staff session.
 */
const PUBLIC_TAGS = ['segunda-via']

/**
 * POSTs that only read (a report with its filters in the body, the grouped receivables) are
 * marked `x-leitura: true` in the contract: they become queries (cached, shared, refetchable)
 * instead of mutations.
 */
const { readFileSync } = require('node:fs')
const { join } = require('node:path')
const { parse } = require('yaml')
// The generator names endpoints with lodash's camelCase of the operationId.
const camelCase = require('lodash.camelcase')

const contract = parse(readFileSync(join(__dirname, 'openapi.yaml'), 'utf8'))
const readingPosts = Object.values(contract.paths)
  .map((item) => item.post)
  .filter((op) => op && op['x-leitura'] === true)
  .map((op) => op.operationId)

const outputFiles = Object.fromEntries(
  TAGS.map((tag) => [
    `../src/shared/api/generated/${tag}.ts`,
    {
      filterEndpoints: (_name, definition) => (definition.operation.tags ?? []).includes(tag),
      ...(PUBLIC_TAGS.includes(tag) ? { apiFile: '../src/shared/api/public-api.ts', apiImport: 'publicApi' } : {}),
    },
  ]),
)

module.exports = {
  schemaFile: './openapi.yaml',
  apiFile: '../src/shared/api/data-api.ts',
  apiImport: 'dataApi',
  outputFiles,
  hooks: { queries: true, lazyQueries: true, mutations: true },
  // Each operation provides (GET) or invalidates (writes) its module's tag: "save, then reload
  // the list" and "delete, then reload" are invalidations.
  tag: true,
  endpointOverrides: readingPosts.length
    ? [{ pattern: readingPosts.map(camelCase), type: 'query' }]
    : [],
  exportName: 'generatedApi',
}

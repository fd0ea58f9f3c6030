/* global module */
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

const outputFiles = Object.fromEntries(
  TAGS.map((tag) => [
    `../src/shared/api/generated/${tag}.ts`,
    { filterEndpoints: (_name, definition) => (definition.operation.tags ?? []).includes(tag) },
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
  exportName: 'generatedApi',
}

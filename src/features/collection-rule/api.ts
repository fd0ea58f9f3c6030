/**
 * The module's paths. Every call goes through the data layer (collection-rule-data.ts, endpoints
 * generated from api/openapi.yaml); these remain for the spreadsheet download (a file, not data)
 * and for other modules that need a path (index.ts).
 */
const C = '/api/cobranca'
const N = `${C}/notificacao`

/** Paths: "spec" are in the specification; "nosso" are ours (docs/api-contract.md). */
export const URLS = {
  /** spec */
  regua: `${C}/regua/`,
  /** spec */
  reguaExtended: `${C}/regua-extended/`,
  /** spec */
  reguaAcao: `${C}/regua-acao/`,
  /** spec */
  reguaSegmento: `${C}/regua-segmento/`,
  /** spec */
  reguaStatus: `${C}/regua-status/`,
  /** nosso: customers under a rule */
  reguaClientes: (id: number) => `${C}/regua/${id}/clientes/`,
  /** nosso: dry run ("Quem seria notificado hoje") */
  simular: `${C}/regua/simular/`,
  /** nosso: run now (supervisors) */
  executar: `${C}/regua/executar/`,
  /** spec */
  smtp: `${N}/smtp/`,
  /** spec */
  smtpTest: `${N}/smtp/test/`,
  /** spec */
  template: `${N}/template/`,
  /** nosso: send one rendered test message */
  templateTest: `${N}/template/test/`,
  /** spec */
  tags: `${N}/tags/`,
  /** spec */
  disparo: `${C}/disparo-automatico`,
  /** nosso: one dispatch with its rendered message */
  disparoDetalhe: (id: number) => `${C}/disparo-automatico/${id}/`,
  /** spec (which writes it without the final slash); the contract's form, with it */
  disparoExcel: `${C}/disparo-automatico/excel`,
} as const

/**
 * Row shapes of the automation endpoints, as api/openapi.yaml (tag automacao) defines them: the
 * generated types, under the names the module's components use. Money as DRF decimal strings.
 */
import type {
  ImportacaoRetorno,
  IntegracaoBancaria,
  ItemImportacaoRetorno,
  NovaImportacaoRetorno,
  ResultadoConferencia,
  TituloConferido,
} from '@/shared/api/generated/automacao'

export type Integration = IntegracaoBancaria
export type IntegrationStatus = IntegracaoBancaria['status']

/** A receivable found for a line of the return file. */
export type MatchedTitle = TituloConferido
/** The answer of the match: the title of each line, or null. */
export type MatchResult = ResultadoConferencia

export type ImportItem = ItemImportacaoRetorno
export type ImportRecord = ImportacaoRetorno
export type NewImport = NovaImportacaoRetorno

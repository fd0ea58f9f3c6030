/**
 * Shapes of the credit endpoints, as api/openapi.yaml (tag credito) defines them: the generated
 * types, under the names the module's components use. Money as DRF decimal strings.
 */
import type {
  AlteracaoParecerCredito,
  ExposicaoCredito,
  NovoParecerCredito,
  ParecerCredito,
  ParecerCreditoVersao,
  ScoreCredito,
  TotaisExposicao,
} from '@/shared/api/generated/credito'

export type Parecer = ParecerCredito
export type SituacaoParecer = ParecerCredito['situacao']
/** situacao, or vencido when an approved opinion is past its validity */
export type StatusParecer = NonNullable<ParecerCredito['status']>

export type ParecerVersao = ParecerCreditoVersao
export type AcaoVersao = ParecerCreditoVersao['acao']

/** The body of a new opinion; limits as DRF decimal strings. */
export type ParecerPayload = NovoParecerCredito
/** The body of an edit: a new version, with the reason for the change in `motivo`. */
export type ParecerEdicao = AlteracaoParecerCredito

export type ExposicaoTotais = TotaisExposicao
export type Exposicao = ExposicaoCredito
export type ScoreResposta = ScoreCredito

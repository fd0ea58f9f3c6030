/**
 * The transparent credit score: five factors from the customer's own behaviour, each with its
 * weight, the figure it was measured from, the points it earned (0–100) and a sentence saying
 * why. The demo API serves it (GET the score path in api.ts) and the page shows every line, so
 * the credit analyst sees exactly where the suggested limit comes from and can disagree in writing.
 */
import { daysBetween, isBusinessDay, nextBusinessDay } from '../../src/shared/lib/date'
import type { FatorScore, ScoreCredito } from '../../src/shared/api/generated/credito'
import { formatCentavos } from '../../src/shared/lib/money'

export type FactorKey = FatorScore['key']
export type RiskClass = ScoreCredito['classe']

export interface ScoreInput {
  /** titles paid in the last 12 months, and how many of those were paid on time */
  pagosQtd: number
  pagosEmDiaQtd: number
  /** average days late of the titles paid in the last 12 months */
  atrasoMedioDias: number
  /** average monthly purchases over the last 12 months, centavos */
  compraMediaMensal: number
  /** months since the first purchase (or the customer's registration) */
  mesesRelacionamento: number
  /** open balance and limit of the economic group (or of the customer alone), centavos */
  exposicaoAberto: number
  exposicaoLimite: number
  /** true when the figures above are the group's */
  temGrupo: boolean
  /** the customer's current limit and its overdue titles now */
  limiteAtual: number
  maiorAtrasoAtualDias: number
}

/**
 * One line of the score, as the API serves it: the factor, its weight (the weights add up to
 * 100), the figure measured in words ("92% em dia (23 de 25)"), its points (0–100), its
 * contribution (weight × points / 100, one decimal) and the reason.
 */
export type ScoreFactor = FatorScore

export interface ScoreResult {
  score: number
  classe: RiskClass
  factors: ScoreFactor[]
  /** centavos, a multiple of R$ 500,00 */
  limiteSugerido: number
  /** how the suggested limit was reached, one sentence per step */
  limiteExplicacao: string[]
}

export const WEIGHTS: Record<FactorKey, number> = {
  pontualidade: 30,
  atraso: 25,
  volume: 15,
  relacionamento: 15,
  grupo: 15,
}

/** Score thresholds of each class, highest first. */
export const CLASS_THRESHOLDS: readonly (readonly [RiskClass, number])[] = [
  ['A', 80],
  ['B', 65],
  ['C', 50],
  ['D', 35],
  ['E', 0],
]

/** How many months of average purchases each class may owe at once. */
export const CLASS_MULTIPLIER: Record<RiskClass, number> = { A: 2, B: 1.5, C: 1, D: 0.5, E: 0 }

/** Average purchases that earn the full volume points: R$ 50.000,00 a month. */
export const VOLUME_FULL = 5_000_000
export const ATRASO_ZERO_DIAS = 60
export const RELACIONAMENTO_FULL_MESES = 60
export const LIMIT_STEP = 50_000
/** With a title overdue beyond this many days the suggestion never exceeds the current limit. */
export const OVERDUE_CAP_DAYS = 30

const clamp = (x: number) => Math.max(0, Math.min(100, x))
const round1 = (x: number) => Math.round(x * 10) / 10
const pct = (x: number) => `${Math.round(x)}%`

export function riskClass(score: number): RiskClass {
  for (const [classe, min] of CLASS_THRESHOLDS) if (score >= min) return classe
  return 'E'
}

/**
 * Days a payment was late. A title due on a weekend or bank holiday may be paid on the next
 * business day without charges (Lei 7.089/83); after that day, lateness counts from the due date.
 */
export function paymentDaysLate(dueISO: string, paidISO: string): number {
  if (!isBusinessDay(dueISO) && paidISO <= nextBusinessDay(dueISO)) return 0
  return Math.max(0, daysBetween(dueISO, paidISO))
}

function factor(
  key: FactorKey,
  label: string,
  points: number,
  measured: string,
  reason: string,
): ScoreFactor {
  const p = Math.round(clamp(points))
  return {
    key,
    label,
    weight: WEIGHTS[key],
    measured,
    points: p,
    contribution: round1((WEIGHTS[key] * p) / 100),
    reason,
  }
}

export function scoreFactors(input: ScoreInput): ScoreFactor[] {
  const onTime = input.pagosQtd > 0 ? (100 * input.pagosEmDiaQtd) / input.pagosQtd : null
  const utilisation =
    input.exposicaoLimite > 0 ? (100 * input.exposicaoAberto) / input.exposicaoLimite : null
  const groupPoints =
    utilisation === null
      ? input.exposicaoAberto > 0
        ? 0
        : 100
      : utilisation <= 50
        ? 100
        : ((100 - utilisation) / 50) * 100
  const who = input.temGrupo ? 'do grupo econômico' : 'do cliente (sem grupo econômico)'
  return [
    factor(
      'pontualidade',
      'Pontualidade de pagamento',
      onTime ?? 50,
      onTime === null
        ? 'nenhum título pago em 12 meses'
        : `${pct(onTime)} em dia (${input.pagosEmDiaQtd} de ${input.pagosQtd})`,
      onTime === null
        ? 'Sem pagamentos nos últimos 12 meses: pontuação neutra (50).'
        : 'Pontos = percentual de títulos pagos até o vencimento nos últimos 12 meses.',
    ),
    factor(
      'atraso',
      'Dias de atraso',
      100 - (100 * input.atrasoMedioDias) / ATRASO_ZERO_DIAS,
      `${round1(input.atrasoMedioDias).toLocaleString('pt-BR')} dias em média`,
      `100 pontos sem atraso, zero com ${ATRASO_ZERO_DIAS} dias ou mais de atraso médio (12 meses).`,
    ),
    factor(
      'volume',
      'Volume de compras',
      (100 * input.compraMediaMensal) / VOLUME_FULL,
      `${formatCentavos(input.compraMediaMensal)} por mês`,
      `Proporcional à compra média mensal; ${formatCentavos(VOLUME_FULL)} ou mais valem 100 pontos.`,
    ),
    factor(
      'relacionamento',
      'Tempo de relacionamento',
      (100 * input.mesesRelacionamento) / RELACIONAMENTO_FULL_MESES,
      `${input.mesesRelacionamento} ${input.mesesRelacionamento === 1 ? 'mês' : 'meses'}`,
      `Proporcional aos meses desde a primeira compra; ${RELACIONAMENTO_FULL_MESES} meses ou mais valem 100 pontos.`,
    ),
    factor(
      'grupo',
      'Exposição do grupo',
      groupPoints,
      utilisation === null
        ? `${formatCentavos(input.exposicaoAberto)} em aberto, sem limite`
        : `${pct(utilisation)} do limite ${who} em uso`,
      'Até 50% do limite em uso vale 100 pontos; a partir daí cai até zero com 100% em uso.',
    ),
  ]
}

/** The whole score: factors, class and the suggested limit with its steps. */
export function computeScore(input: ScoreInput): ScoreResult {
  const factors = scoreFactors(input)
  const score = round1(factors.reduce((sum, f) => sum + f.contribution, 0))
  const classe = riskClass(score)
  const multiplier = CLASS_MULTIPLIER[classe]
  const raw = Math.round(input.compraMediaMensal * multiplier)
  let limite = Math.floor(raw / LIMIT_STEP) * LIMIT_STEP
  const explicacao = [
    `Compra média mensal ${formatCentavos(input.compraMediaMensal)} × ${multiplier.toLocaleString('pt-BR')} (classe ${classe}) = ${formatCentavos(raw)}, arredondado para baixo em múltiplos de ${formatCentavos(LIMIT_STEP)}: ${formatCentavos(limite)}.`,
  ]
  if (input.maiorAtrasoAtualDias > OVERDUE_CAP_DAYS && limite > input.limiteAtual) {
    limite = input.limiteAtual
    explicacao.push(
      `Há título vencido há ${input.maiorAtrasoAtualDias} dias (mais de ${OVERDUE_CAP_DAYS}): o sugerido não passa do limite atual, ${formatCentavos(limite)}.`,
    )
  }
  return { score, classe, factors, limiteSugerido: limite, limiteExplicacao: explicacao }
}

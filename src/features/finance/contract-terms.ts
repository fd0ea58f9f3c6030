/**
 * A contract's terms as the schedule functions take them (src/shared/lib/financing): which
 * rate each period gets, the release's first due date, and the three systems side by side.
 */
import {
  addMonthsISO,
  contractMonthlyRate,
  contractSchedule,
  summarizeSchedule,
  type AmortizationSystem,
  type ContractRate,
  type DatedLoanRow,
  type GraceInterest,
  type ScheduleSummary,
} from '@/shared/lib/financing'
import { toEpochDay } from '@/shared/lib/date'
import { toCentavos } from '@/shared/lib/money'
import { foldText } from '@/shared/lib/text'
import type { CodigoAmortizacao, Contrato, Indice, IndiceTaxa, Liberacao, TipoJuros } from './types'

export interface IndexInfo {
  nome: string
  posFixado: boolean
  base: Indice['base']
  /** the latest value of its history, % a.a. (a demo value in the demo seed) */
  latestAnnualPercent: number | null
}

export interface ScheduleTerms {
  pvCentavos: number
  releaseDate: string
  firstDue: string
  n: number
  graceMonths: number
  graceInterest: GraceInterest
  /** the stated rate (% per base); the spread when post-fixed */
  taxaPercent: number
  base: 'mensal' | 'anual'
  tipo: 'efetiva' | 'nominal'
  /** null when pre-fixed */
  percentualIndice: number | null
  index: IndexInfo | null
  feesCentavos: number
}

/** The latest value of each index's history: id → % a.a. */
export function latestRates(taxas: readonly IndiceTaxa[]): Map<number, number> {
  const latest = new Map<number, IndiceTaxa>()
  for (const t of taxas) {
    const cur = latest.get(t.indice)
    if (!cur || t.data > cur.data) latest.set(t.indice, t)
  }
  return new Map([...latest].map(([id, t]) => [id, Number(t.taxa_anual)]))
}

export function indexInfo(indice: Indice | undefined, latest: Map<number, number>): IndexInfo | null {
  if (!indice) return null
  return { nome: indice.nome, posFixado: indice.pos_fixado, base: indice.base ?? 'anual', latestAnnualPercent: latest.get(indice.id) ?? null }
}

/**
 * The rate of the schedule. Pre-fixed: the stated rate as a monthly one (annual by equivalence
 * unless nominal). Post-fixed on a 252-business-day index (CDI, SELIC): the index at the given
 * percentage plus the spread, per period's business days. Other post-fixed indexes (IPCA,
 * TJLP, TR): the latest 12-month value by equivalence, compounded with the spread.
 */
export function rateOf(terms: Pick<ScheduleTerms, 'taxaPercent' | 'base' | 'tipo' | 'percentualIndice' | 'index'>): ContractRate {
  const spreadMonthly = contractMonthlyRate(terms.taxaPercent, terms.base, terms.tipo)
  const index = terms.index
  if (!index?.posFixado || terms.percentualIndice === null) return { kind: 'pre', monthly: spreadMonthly }
  const indexAnnual = index.latestAnnualPercent ?? 0
  if (index.base === 'du252') {
    const spreadAnnual = ((1 + spreadMonthly) ** 12 - 1) * 100
    return { kind: 'pos', cdiAnnualPercent: indexAnnual, percentOfCdi: terms.percentualIndice, spreadAnnualPercent: spreadAnnual }
  }
  const indexMonthly = (1 + (indexAnnual / 100) * (terms.percentualIndice / 100)) ** (1 / 12) - 1
  return { kind: 'pre', monthly: (1 + indexMonthly) * (1 + spreadMonthly) - 1 }
}

/** The first date of the contract's monthly due grid after the release. */
export function firstDueFor(contractFirstDue: string, releaseDate: string): string {
  let due = contractFirstDue
  let months = 0
  while (toEpochDay(due) <= toEpochDay(releaseDate)) due = addMonthsISO(contractFirstDue, ++months)
  return due
}

export function scheduleFor(terms: ScheduleTerms, system: AmortizationSystem): DatedLoanRow[] {
  return contractSchedule({
    pvCentavos: terms.pvCentavos,
    releaseDate: terms.releaseDate,
    firstDue: terms.firstDue,
    n: terms.n,
    system,
    graceMonths: terms.graceMonths,
    graceInterest: terms.graceInterest,
    rate: rateOf(terms),
  })
}

export interface SystemOption {
  system: AmortizationSystem
  rows: DatedLoanRow[]
  summary: ScheduleSummary
  firstCentavos: number
  maxCentavos: number
}

export const SYSTEMS: readonly AmortizationSystem[] = ['SAC', 'PRICE', 'BULLET']
export const SYSTEM_LABEL: Record<AmortizationSystem, string> = { SAC: 'SAC', PRICE: 'Price', BULLET: 'Bullet' }

/** SAC, Price and bullet for the same loan: schedules, total interest and CET (fees included). */
export function compareSystems(terms: ScheduleTerms): SystemOption[] {
  return SYSTEMS.map((system) => {
    const rows = scheduleFor(terms, system)
    const paying = rows.filter((r) => r.parcelaCentavos > 0)
    return {
      system,
      rows,
      summary: summarizeSchedule(rows, terms.releaseDate, terms.feesCentavos),
      firstCentavos: paying[0]?.parcelaCentavos ?? 0,
      maxCentavos: paying.reduce((m, r) => Math.max(m, r.parcelaCentavos), 0),
    }
  })
}

const cents = (v: string | number | null | undefined) => {
  try {
    return toCentavos(v ?? 0)
  } catch {
    return 0
  }
}

/** A release of a stored contract as schedule terms; the contract's fees split by the release's share. */
export function releaseTerms(contrato: Contrato, liberacao: Liberacao, index: IndexInfo | null): ScheduleTerms {
  const pv = cents(liberacao.valor)
  const total = cents(contrato.valor_contratado)
  const fees = cents(contrato.valor_tarifas)
  return {
    pvCentavos: pv,
    releaseDate: liberacao.data,
    firstDue: firstDueFor(contrato.data_primeiro_vencimento ?? addMonthsISO(contrato.data_contratacao, 1), liberacao.data),
    n: contrato.qtd_parcelas,
    graceMonths: contrato.carencia_meses ?? 0,
    graceInterest: contrato.juros_carencia ?? 'pago',
    taxaPercent: Number(contrato.taxa ?? contrato.taxa_mensal),
    base: contrato.base_taxa ?? 'mensal',
    tipo: contrato.tipo_taxa ?? 'efetiva',
    percentualIndice: contrato.percentual_indice === null || contrato.percentual_indice === undefined ? null : Number(contrato.percentual_indice),
    index,
    feesCentavos: total > 0 ? Math.round((fees * pv) / total) : 0,
  }
}

/** "CDI 100 % + 3,20 % a.a." / "1,35 % a.m." / "12,50 % a.a. (nominal)" */
export function describeRate(contrato: Pick<Contrato, 'taxa' | 'taxa_mensal' | 'base_taxa' | 'tipo_taxa' | 'percentual_indice'>, indice?: Indice): string {
  const fmt = (n: number, digits = 2) => n.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: 4 })
  const taxa = Number(contrato.taxa ?? contrato.taxa_mensal)
  const rate = `${fmt(taxa)} % ${contrato.base_taxa === 'anual' ? 'a.a.' : 'a.m.'}${contrato.base_taxa === 'anual' && contrato.tipo_taxa === 'nominal' ? ' (nominal)' : ''}`
  if (indice?.pos_fixado && contrato.percentual_indice !== null && contrato.percentual_indice !== undefined)
    return `${indice.nome} ${fmt(Number(contrato.percentual_indice), 0)} % + ${rate}`
  return rate
}

export function systemOf(codigo: CodigoAmortizacao | undefined): AmortizationSystem {
  return codigo ?? 'PRICE'
}

/**
 * What a tipo de juros says of the index, read from its description (a register of free
 * descriptions): "Pré-fixado" → 'pre', "Pós-fixado" → 'pos'; any other name sets no rule.
 */
export function jurosKind(tipo: Pick<TipoJuros, 'descricao'> | undefined): 'pre' | 'pos' | null {
  const words = foldText(tipo?.descricao ?? '')
  if (/\bpos\b|pos-?fixad/.test(words)) return 'pos'
  if (/\bpre\b|pre-?fixad/.test(words)) return 'pre'
  return null
}

/**
 * Why an index does not go with a tipo de juros, or null when it does: a pre-fixed contract has
 * no post-fixed index, and a post-fixed one follows a post-fixed index (DOMAIN, Financing).
 */
export function indexMismatch(
  tipo: Pick<TipoJuros, 'descricao'> | undefined,
  indice: Pick<Indice, 'pos_fixado'> | undefined,
): string | null {
  const kind = jurosKind(tipo)
  if (!indice || !kind) return null
  if (kind === 'pre' && indice.pos_fixado) return 'Contrato pré-fixado não usa índice pós-fixado.'
  if (kind === 'pos' && !indice.pos_fixado) return 'Contrato pós-fixado precisa de um índice pós-fixado (CDI, SELIC, IPCA…).'
  return null
}

/** The indexes that go with a tipo de juros (all of them when it sets no rule). */
export function indicesFor<I extends Pick<Indice, 'pos_fixado'>>(
  tipo: Pick<TipoJuros, 'descricao'> | undefined,
  indices: readonly I[],
): I[] {
  return indices.filter((i) => indexMismatch(tipo, i) === null)
}

/**
 * Relatório Endividamento and Parcelas a Vencer, as pure functions over the finance lists:
 * balances in reais (foreign currency by the registered quotation), short term (due within 12
 * months, overdue included) and long term, average cost weighted by balance, the maturity
 * profile, and the debt service of each month against the receivables expected for it.
 */
import { addDays, toEpochDay } from '@/shared/lib/date'
import { addMonthsISO } from '@/shared/lib/financing'
import { roundCentavos, toCentavos } from '@/shared/lib/money'
import { indexInfo, rateOf, releaseTerms } from './contract-terms'
import type { Banco, Contrato, Empresa, Indice, LiberacaoParcela, Moeda, RecebiveisPrevistos } from './types'

const cents = (v: string | number | null | undefined): number => {
  try {
    return toCentavos(v ?? 0)
  } catch {
    return 0
  }
}

/** Centavos of a currency as centavos of reais, by the quotation of the currency register. */
export function toReais(centavos: number, moeda: Pick<Moeda, 'sigla' | 'cotacao'> | undefined): number {
  if (!moeda || moeda.sigla === 'BRL') return centavos
  const rate = Number(moeda.cotacao)
  return Number.isFinite(rate) && rate > 0 ? roundCentavos(centavos * rate) : centavos
}

export interface DebtLists {
  contratos: readonly Contrato[]
  parcelas: readonly LiberacaoParcela[]
  bancos: readonly Banco[]
  empresas: readonly Empresa[]
  indices: readonly Indice[]
  moedas: readonly Moeda[]
  /** latest value of each index, % a.a. */
  latest: Map<number, number>
  today: string
}

export interface ContractDebt {
  id: number
  numero: string
  banco: string
  empresa: string
  indice: string
  moeda: string
  saldoCentavos: number
  curtoCentavos: number
  longoCentavos: number
  /** effective annual cost as a fraction (index projected at its latest value) */
  custoAnual: number
}

/** The annual effective cost of a contract: pre-fixed by equivalence, post-fixed with the index's latest value. */
export function annualCost(contrato: Contrato, indice: Indice | undefined, latest: Map<number, number>): number {
  const rate = rateOf(
    releaseTerms(contrato, { id: 0, contrato: contrato.id, data: contrato.data_contratacao, valor: contrato.valor_contratado }, indexInfo(indice, latest)),
  )
  if (rate.kind === 'pre') return (1 + rate.monthly) ** 12 - 1
  const daily = ((1 + rate.cdiAnnualPercent / 100) ** (1 / 252) - 1) * (rate.percentOfCdi / 100)
  return (1 + daily) ** 252 * (1 + (rate.spreadAnnualPercent ?? 0) / 100) - 1
}

/** The debt of each contract with an open balance. */
export function contractDebts(lists: DebtLists): ContractDebt[] {
  const limit = addMonthsISO(lists.today, 12)
  const byContract = new Map<number, LiberacaoParcela[]>()
  for (const p of lists.parcelas) {
    if (p.pago) continue
    const list = byContract.get(p.contrato) ?? []
    list.push(p)
    byContract.set(p.contrato, list)
  }
  const out: ContractDebt[] = []
  for (const c of lists.contratos) {
    const open = byContract.get(c.id) ?? []
    const moeda = lists.moedas.find((m) => m.id === c.moeda)
    let curto = 0
    let longo = 0
    for (const p of open) {
      const amort = toReais(cents(p.valor_amortizacao), moeda)
      if (p.data_vencimento <= limit) curto += amort
      else longo += amort
    }
    if (curto + longo <= 0) continue
    const banco = lists.bancos.find((b) => b.id === c.banco)
    const empresa = lists.empresas.find((e) => e.id === c.empresa)
    const indice = lists.indices.find((i) => i.id === c.indice)
    out.push({
      id: c.id,
      numero: c.numero,
      banco: banco ? `${banco.codigo} · ${banco.nome}` : '—',
      empresa: empresa ? empresa.nome_fantasia || empresa.razao_social : '—',
      indice: indice?.pos_fixado ? indice.nome : 'Pré-fixado',
      moeda: moeda?.sigla ?? 'BRL',
      saldoCentavos: curto + longo,
      curtoCentavos: curto,
      longoCentavos: longo,
      custoAnual: annualCost(c, indice, lists.latest),
    })
  }
  return out
}

export type DebtGrouping = 'banco' | 'contrato' | 'indice' | 'empresa'

export interface DebtGroup {
  chave: string
  contratos: number
  saldoCentavos: number
  curtoCentavos: number
  longoCentavos: number
  /** share of the total balance, 0–100 */
  participacao: number
  /** average annual cost weighted by balance, % */
  custoMedio: number
}

/** Balances grouped by bank, contract, index or company, largest first. */
export function groupDebts(debts: readonly ContractDebt[], by: DebtGrouping): DebtGroup[] {
  const total = debts.reduce((a, d) => a + d.saldoCentavos, 0)
  const groups = new Map<string, { contratos: number; saldo: number; curto: number; longo: number; custo: number }>()
  for (const d of debts) {
    const chave = by === 'contrato' ? d.numero : d[by]
    const g = groups.get(chave) ?? { contratos: 0, saldo: 0, curto: 0, longo: 0, custo: 0 }
    g.contratos += 1
    g.saldo += d.saldoCentavos
    g.curto += d.curtoCentavos
    g.longo += d.longoCentavos
    g.custo += d.custoAnual * d.saldoCentavos
    groups.set(chave, g)
  }
  return [...groups]
    .map(([chave, g]) => ({
      chave,
      contratos: g.contratos,
      saldoCentavos: g.saldo,
      curtoCentavos: g.curto,
      longoCentavos: g.longo,
      participacao: total > 0 ? (g.saldo / total) * 100 : 0,
      custoMedio: g.saldo > 0 ? (g.custo / g.saldo) * 100 : 0,
    }))
    .sort((a, b) => b.saldoCentavos - a.saldoCentavos || a.chave.localeCompare(b.chave, 'pt-BR'))
}

/** Average annual cost of the whole debt weighted by balance, %. */
export function weightedCost(debts: readonly ContractDebt[]): number {
  const total = debts.reduce((a, d) => a + d.saldoCentavos, 0)
  return total > 0 ? (debts.reduce((a, d) => a + d.custoAnual * d.saldoCentavos, 0) / total) * 100 : 0
}

export interface MaturityYear {
  ano: string
  principalCentavos: number
  jurosCentavos: number
}

/** Open principal and interest by year of due date (overdue instalments in the current year). */
export function maturityProfile(lists: Pick<DebtLists, 'contratos' | 'parcelas' | 'moedas' | 'today'>): MaturityYear[] {
  const moedaOf = new Map(lists.contratos.map((c) => [c.id, lists.moedas.find((m) => m.id === c.moeda)]))
  const years = new Map<string, MaturityYear>()
  const thisYear = lists.today.slice(0, 4)
  for (const p of lists.parcelas) {
    if (p.pago || !moedaOf.has(p.contrato)) continue
    const ano = p.data_vencimento.slice(0, 4) < thisYear ? thisYear : p.data_vencimento.slice(0, 4)
    const y = years.get(ano) ?? { ano, principalCentavos: 0, jurosCentavos: 0 }
    const moeda = moedaOf.get(p.contrato)
    y.principalCentavos += toReais(cents(p.valor_amortizacao), moeda)
    y.jurosCentavos += toReais(cents(p.valor_parcela) - cents(p.valor_amortizacao), moeda)
    years.set(ano, y)
  }
  return [...years.values()].sort((a, b) => a.ano.localeCompare(b.ano))
}

export interface CoverageMonth {
  /** YYYY-MM */
  mes: string
  servicoCentavos: number
  recebiveisCentavos: number
  /** expected receipts ÷ debt service; null without debt service */
  cobertura: number | null
  /** debt service above the expected receipts */
  descoberto: boolean
}

/**
 * The next months side by side: debt service due (open instalments, principal + interest, in
 * reais; overdue ones in the first month) against the receivables the API expects per month.
 */
export function coverageByMonth(
  lists: Pick<DebtLists, 'contratos' | 'parcelas' | 'moedas' | 'today'>,
  recebiveis: Pick<RecebiveisPrevistos, 'meses'>,
): CoverageMonth[] {
  const months = recebiveis.meses.map((m) => m.mes)
  if (months.length === 0) return []
  const first = months[0]
  const moedaOf = new Map(lists.contratos.map((c) => [c.id, lists.moedas.find((m) => m.id === c.moeda)]))
  const service = new Map(months.map((m) => [m, 0]))
  for (const p of lists.parcelas) {
    if (p.pago || !moedaOf.has(p.contrato)) continue
    const mes = p.data_vencimento.slice(0, 7) < first ? first : p.data_vencimento.slice(0, 7)
    if (!service.has(mes)) continue
    service.set(mes, service.get(mes)! + toReais(cents(p.valor_parcela), moedaOf.get(p.contrato)))
  }
  return recebiveis.meses.map((m) => {
    const servico = service.get(m.mes) ?? 0
    const receb = cents(m.valor_previsto)
    return {
      mes: m.mes,
      servicoCentavos: servico,
      recebiveisCentavos: receb,
      cobertura: servico > 0 ? receb / servico : null,
      descoberto: servico > receb,
    }
  })
}

/** Instalments due in [from, to]: the default window of Parcelas a Vencer is the next 90 days. */
export function nextDays(today: string, days = 90): { from: string; to: string } {
  return { from: today, to: addDays(today, days - 1) }
}

/** "2026-11" → "11/2026" */
export function monthLabel(mes: string): string {
  return `${mes.slice(5, 7)}/${mes.slice(0, 4)}`
}

export function daysUntil(today: string, iso: string): number {
  return toEpochDay(iso) - toEpochDay(today)
}

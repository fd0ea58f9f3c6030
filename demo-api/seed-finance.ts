/**
 * The finance module's seed (salt 103 for ctx.rng): the group's companies, banks with ISPB,
 * currencies with a DEMO exchange rate, indexes with a DEMO rate history, and seven contracts
 * whose instalments come from the same schedule functions the Contrato page previews with:
 * working capital in CDI + spread (two releases, grace), a BNDES-style Price loan (FINAME pré),
 * a bullet CCB, a USD 4131 line, two smaller pre-fixed loans and one already paid off.
 * All rates, quotations and index values here are demonstration values, not publications.
 */
import { toEpochDay } from '../src/shared/lib/date'
import { cnpjCheckDigits, formatCnpj } from '../src/shared/lib/documents'
import {
  addMonthsISO,
  contractMonthlyRate,
  contractSchedule,
  type AmortizationSystem,
  type ContractRate,
} from '../src/shared/lib/financing'
import { fromCentavos } from '../src/shared/lib/money'
import type { SeedContext } from './seed-modules'
import type {
  BancoRow,
  ContratoRow,
  IndiceRow,
  IndiceTaxa,
  JurosCarencia,
  LiberacaoParcelaRow,
  MoedaRow,
} from './types-finance'
import type { Empresa, Liberacao, Tables } from './types'

const ISPB: Record<string, string> = {
  '001': '00000000',
  '033': '90400888',
  '104': '00360305',
  '237': '60746948',
  '341': '60701190',
  '748': '01181521',
  '756': '02038232',
}

/** The last 24 monthly values of each index, oldest first (DEMO values, % a.a.). */
const HISTORY: Record<string, number[]> = {
  CDI: [
    10.4, 10.4, 10.4, 10.4, 10.65, 10.9, 11.15, 12.15, 12.15, 13.15, 13.15, 14.15, 14.15, 14.4, 14.65, 14.9,
    14.9, 14.9, 14.9, 14.9, 14.9, 14.9, 14.9, 14.9,
  ],
  SELIC: [
    10.5, 10.5, 10.5, 10.5, 10.75, 11.0, 11.25, 12.25, 12.25, 13.25, 13.25, 14.25, 14.25, 14.5, 14.75, 15.0,
    15.0, 15.0, 15.0, 15.0, 15.0, 15.0, 15.0, 15.0,
  ],
  IPCA: [
    4.23, 4.5, 4.24, 4.42, 4.76, 4.87, 4.83, 5.06, 5.48, 5.53, 5.32, 5.35, 5.23, 5.13, 4.95, 4.68, 4.42, 4.31,
    4.25, 4.18, 4.12, 4.05, 3.98, 3.92,
  ],
  TJLP: [
    6.91, 6.91, 6.91, 7.43, 7.43, 7.43, 7.97, 7.97, 7.97, 8.62, 8.62, 8.62, 8.77, 8.77, 8.77, 8.77, 8.77, 8.77,
    8.71, 8.71, 8.71, 8.71, 8.71, 8.71,
  ],
  TR: [
    0.98, 0.95, 0.91, 1.02, 1.1, 1.21, 1.35, 1.42, 1.58, 1.66, 1.71, 1.77, 1.8, 1.83, 1.86, 1.9, 1.92, 1.94, 1.95,
    1.96, 1.96, 1.97, 1.97, 1.98,
  ],
}

interface Plan {
  numero: string
  empresa: number
  banco: number
  moeda: number
  tipo_contrato: number
  indice: number
  system: AmortizationSystem
  /** days from today */
  signed: number
  releases: { offset: number; centavos: number }[]
  taxa: number
  base: 'mensal' | 'anual'
  percentualIndice: number | null
  n: number
  grace: number
  graceInterest: JurosCarencia
  feesCentavos: number
  observacao: string
}

export function seedFinance(tables: Tables, ctx: SeedContext): void {
  const rng = ctx.rng(103)
  const todayEpoch = toEpochDay(ctx.today)

  const banco: BancoRow[] = tables.banco.map((b) => ({ ...b, ispb: ISPB[b.codigo] ?? '00000000' }))
  tables.banco = banco

  const moeda: MoedaRow[] = tables.moeda.map((m) => ({
    ...m,
    cotacao: m.sigla === 'USD' ? '5.3500' : m.sigla === 'EUR' ? '6.2000' : '1.0000',
    data_cotacao: m.sigla === 'BRL' ? null : ctx.day(-1),
  }))
  tables.moeda = moeda

  const indice: IndiceRow[] = [
    ...tables.indice.map((i) => ({
      ...i,
      base: (i.nome === 'CDI' || i.nome === 'SELIC' ? 'du252' : 'anual') as IndiceRow['base'],
    })),
    { id: 6, nome: 'TR', descricao: 'Taxa Referencial', pos_fixado: true, base: 'anual' as const },
  ]
  tables.indice = indice

  const firstOfMonth = `${ctx.today.slice(0, 8)}01`
  const taxas: IndiceTaxa[] = []
  for (const idx of indice) {
    const values = HISTORY[idx.nome]
    if (!values) continue
    values.forEach((value, i) => {
      taxas.push({
        id: taxas.length + 1,
        indice: idx.id,
        data: addMonthsISO(firstOfMonth, i - values.length + 1),
        taxa_anual: value.toFixed(4),
        demo: true,
      })
    })
  }
  tables['indice-taxa'] = taxas
  const cdiNow = HISTORY.CDI[HISTORY.CDI.length - 1]

  // A 4th company with an alphanumeric CNPJ (IN RFB 2.229/2024).
  const alnumBase = '7BSF2A1K0001'
  const empresa: Empresa[] = [
    ...tables.empresa,
    {
      id: tables.empresa.length + 1,
      razao_social: 'Boa Safra Participações S.A.',
      nome_fantasia: 'Boa Safra Participações',
      cnpj: formatCnpj(alnumBase + cnpjCheckDigits(alnumBase)),
    },
  ]
  tables.empresa = empresa

  const byName = <T extends { id: number }>(rows: T[], pick: (r: T) => boolean): number => {
    const row = rows.find(pick)
    if (!row) throw new Error('seed-finance: cadastro de referência ausente')
    return row.id
  }
  const bancoId = (codigo: string) => byName(banco, (b) => b.codigo === codigo)
  const tipoId = (descricao: string) => byName(tables['tipo-contrato'], (t) => t.descricao === descricao)
  const indiceId = (nome: string) => byName(indice, (i) => i.nome === nome)
  const formaId = (codigo: AmortizationSystem) => byName(tables['forma-amortizacao'], (f) => f.codigo === codigo)
  const moedaId = (sigla: string) => byName(moeda, (m) => m.sigla === sigla)
  const year = Number(ctx.today.slice(0, 4))
  const num = (prefix: string, offset: number, seq: number) =>
    `${prefix}-${year + Math.floor(offset / 365)}/${String(seq).padStart(5, '0')}`

  const plans: Plan[] = [
    {
      numero: num('CG', -240, 10457),
      empresa: 1,
      banco: bancoId('341'),
      moeda: moedaId('BRL'),
      tipo_contrato: tipoId('Capital de giro'),
      indice: indiceId('CDI'),
      system: 'SAC',
      signed: -240,
      releases: [
        { offset: -240, centavos: 500_000_000 },
        { offset: -180, centavos: 300_000_000 },
      ],
      taxa: 3.2,
      base: 'anual',
      percentualIndice: 100,
      n: 24,
      grace: 6,
      graceInterest: 'pago',
      feesCentavos: 4_000_000,
      observacao: 'Capital de giro CDI + 3,20 % a.a.; carência de 6 meses com juros pagos. Projeção com o CDI de demonstração.',
    },
    {
      numero: num('FINAME', -400, 31208),
      empresa: 2,
      banco: bancoId('001'),
      moeda: moedaId('BRL'),
      tipo_contrato: tipoId('FINAME'),
      indice: indiceId('Pré'),
      system: 'PRICE',
      signed: -400,
      releases: [{ offset: -395, centavos: 240_000_000 }],
      taxa: 12.5,
      base: 'anual',
      percentualIndice: null,
      n: 48,
      grace: 6,
      graceInterest: 'pago',
      feesCentavos: 1_200_000,
      observacao: 'Repasse BNDES (FINAME pré) para 12 caminhões frigoríficos; Tabela Price.',
    },
    {
      numero: num('CCB', -150, 88412),
      empresa: 1,
      banco: bancoId('237'),
      moeda: moedaId('BRL'),
      tipo_contrato: tipoId('CCB'),
      indice: indiceId('Pré'),
      system: 'BULLET',
      signed: -150,
      releases: [{ offset: -150, centavos: 300_000_000 }],
      taxa: 1.35,
      base: 'mensal',
      percentualIndice: null,
      n: 12,
      grace: 0,
      graceInterest: 'pago',
      feesCentavos: 3_000_000,
      observacao: 'CCB bullet: juros mensais, principal no vencimento.',
    },
    {
      numero: num('4131', -200, 5521),
      empresa: 1,
      banco: bancoId('001'),
      moeda: moedaId('USD'),
      tipo_contrato: tipoId('Capital de giro'),
      indice: indiceId('Pré'),
      system: 'SAC',
      signed: -200,
      releases: [{ offset: -198, centavos: 150_000_000 }],
      taxa: 7.2,
      base: 'anual',
      percentualIndice: null,
      n: 24,
      grace: 6,
      graceInterest: 'pago',
      feesCentavos: 600_000,
      observacao: 'Empréstimo em moeda estrangeira (Lei 4.131), valores em US$; cotação de demonstração.',
    },
    {
      numero: num('CG', -700, 20331),
      empresa: 3,
      banco: bancoId('748'),
      moeda: moedaId('BRL'),
      tipo_contrato: tipoId('Capital de giro'),
      indice: indiceId('Pré'),
      system: 'PRICE',
      signed: -700,
      releases: [{ offset: -700, centavos: 120_000_000 }],
      taxa: 1.49,
      base: 'mensal',
      percentualIndice: null,
      n: 36,
      grace: 0,
      graceInterest: 'pago',
      feesCentavos: 800_000,
      observacao: '',
    },
    {
      numero: num('VEI', -300, 7730),
      empresa: 2,
      banco: bancoId('756'),
      moeda: moedaId('BRL'),
      tipo_contrato: tipoId('Financiamento de veículos'),
      indice: indiceId('Pré'),
      system: 'SAC',
      signed: -300,
      releases: [{ offset: -300, centavos: 85_000_000 }],
      taxa: 1.19,
      base: 'mensal',
      percentualIndice: null,
      n: 48,
      grace: 0,
      graceInterest: 'pago',
      feesCentavos: 250_000,
      observacao: '',
    },
    {
      numero: num('CG', -540, 19002),
      empresa: 1,
      banco: bancoId('104'),
      moeda: moedaId('BRL'),
      tipo_contrato: tipoId('Capital de giro'),
      indice: indiceId('Pré'),
      system: 'PRICE',
      signed: -540,
      releases: [{ offset: -540, centavos: 60_000_000 }],
      taxa: 1.25,
      base: 'mensal',
      percentualIndice: null,
      n: 12,
      grace: 0,
      graceInterest: 'pago',
      feesCentavos: 0,
      observacao: 'Quitado.',
    },
  ]

  const contrato: ContratoRow[] = []
  const liberacao: Liberacao[] = []
  const parcelas: LiberacaoParcelaRow[] = []
  plans.forEach((plan, index) => {
    const signed = ctx.day(plan.signed)
    const firstDue = addMonthsISO(ctx.day(plan.releases[0].offset), 1)
    const pos = plan.percentualIndice !== null
    const monthly = contractMonthlyRate(plan.taxa, plan.base)
    const total = plan.releases.reduce((a, r) => a + r.centavos, 0)
    const c: ContratoRow = {
      id: index + 1,
      numero: plan.numero,
      empresa: plan.empresa,
      banco: plan.banco,
      moeda: plan.moeda,
      tipo_contrato: plan.tipo_contrato,
      tipo_juros: pos ? 2 : 1,
      indice: plan.indice,
      forma_amortizacao: formaId(plan.system),
      data_contratacao: signed,
      valor_contratado: fromCentavos(total),
      taxa_mensal: (monthly * 100).toFixed(4),
      qtd_parcelas: plan.n,
      carencia_meses: plan.grace,
      observacao: plan.observacao,
      taxa: plan.taxa.toFixed(4),
      base_taxa: plan.base,
      tipo_taxa: 'efetiva',
      percentual_indice: pos ? plan.percentualIndice!.toFixed(2) : null,
      data_primeiro_vencimento: firstDue,
      juros_carencia: plan.graceInterest,
      valor_tarifas: fromCentavos(plan.feesCentavos),
    }
    contrato.push(c)
    const rate: ContractRate = pos
      ? { kind: 'pos', cdiAnnualPercent: cdiNow, percentOfCdi: plan.percentualIndice!, spreadAnnualPercent: plan.taxa }
      : { kind: 'pre', monthly }
    plan.releases.forEach((release) => {
      const lib: Liberacao = {
        id: liberacao.length + 1,
        contrato: c.id,
        data: ctx.day(release.offset),
        valor: fromCentavos(release.centavos),
      }
      liberacao.push(lib)
      let due = firstDue
      while (toEpochDay(due) <= toEpochDay(lib.data)) due = addMonthsISO(due, 1)
      const schedule = contractSchedule({
        pvCentavos: release.centavos,
        releaseDate: lib.data,
        firstDue: due,
        n: plan.n,
        system: plan.system,
        graceMonths: plan.grace,
        graceInterest: plan.graceInterest,
        rate,
      })
      for (const row of schedule) {
        const paid = toEpochDay(row.vencimento) < todayEpoch
        // most instalments are paid on the due date, a few a day or two before
        const early = paid && rng.chance(0.2) ? rng.int(1, 2) : 0
        parcelas.push({
          id: parcelas.length + 1,
          liberacao: lib.id,
          contrato: c.id,
          parcela: row.numero,
          data_vencimento: row.vencimento,
          valor_amortizacao: fromCentavos(row.amortizacaoCentavos),
          valor_juros: fromCentavos(row.jurosCentavos),
          valor_parcela: fromCentavos(row.parcelaCentavos),
          saldo_devedor: fromCentavos(row.saldoFinalCentavos),
          pago: paid,
          data_pagamento: paid ? ctx.day(toEpochDay(row.vencimento) - todayEpoch - early) : null,
        })
      }
    })
  })
  tables.contrato = contrato
  tables.liberacao = liberacao
  tables['liberacao-parcela'] = parcelas
}

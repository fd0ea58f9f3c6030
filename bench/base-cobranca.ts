/**
 * Node benchmark: prepare, filter and group 100,000 receivables (DEMO_SCALE 5 seed) with the
 * collection base's own pure functions, the ones the page runs. Prints the median of several runs.
 */
import { buildSeed } from '../demo-api/seed'
import {
  buildBaseView,
  buildEnrichment,
  prepareReceivables,
} from '../src/features/collection-base/base-model'
import { EMPTY_FILTERS, type BaseFilters } from '../src/features/collection-base/filters'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const GOAL_MS = 50

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function time(fn: () => unknown): number {
  const start = performance.now()
  fn()
  return performance.now() - start
}

export interface NodeBenchResult {
  receivables: number
  prepareMs: number
  filterGroupMs: Record<string, number>
  totalMs: number
  worstCaseMs?: number
}

export function runNodeBench(log: (line: string) => void = console.log): NodeBenchResult {
  const seed = buildSeed(5)
  const receivables = seed.tables['contas-receber']
  const customers = seed.tables.cliente
  const groupNames = new Map(seed.tables['grupo-economico'].map((g) => [g.id, g.nome]))
  const enrichment = buildEnrichment({
    atendimentos: seed.tables.atendimento,
    atakcobranca_atendimento: seed.tables['atendimento-atak-cobranca'],
    logs: seed.tables['disparo-log'],
    lembretes: seed.tables.lembrete,
  })
  const seller = customers[0].cod_vendedor
  const cases: Record<string, BaseFilters> = {
    'sem filtros': EMPTY_FILTERS,
    'info "mercado"': { ...EMPTY_FILTERS, info: 'mercado' },
    'vendedor + vencimento': {
      ...EMPTY_FILTERS,
      vendedor: seller,
      data_vencimento_inicio: receivables[0].data_vencimento.slice(0, 4) + '-01-01',
      data_vencimento_fim: seed.today,
    },
    'documento "nf 1"': { ...EMPTY_FILTERS, documento: 'nf 1' },
  }
  log(
    `Base Cobrança (node): ${receivables.length.toLocaleString('pt-BR')} títulos, ${customers.length} clientes, ${RUNS} execuções`,
  )

  // Warm-up: the JIT settles before anything is measured.
  for (let i = 0; i < 3; i++)
    buildBaseView(prepareReceivables(receivables, customers), EMPTY_FILTERS, {
      groupNames,
      enrichment,
    })

  const prepareTimes: number[] = []
  const totalTimes: number[] = []
  const perCase: Record<string, number[]> = Object.fromEntries(
    Object.keys(cases).map((k) => [k, []]),
  )
  for (let run = 0; run < RUNS; run++) {
    let prepared = prepareReceivables(receivables, customers)
    prepareTimes.push(time(() => (prepared = prepareReceivables(receivables, customers))))
    for (const [name, filters] of Object.entries(cases)) {
      const grouping = name === 'sem filtros' && run % 2 ? 'grupo_economico' : 'cliente'
      perCase[name].push(
        time(() => buildBaseView(prepared, filters, { grouping, groupNames, enrichment })),
      )
    }
    totalTimes.push(
      time(() =>
        buildBaseView(prepareReceivables(receivables, customers), cases['vendedor + vencimento'], {
          groupNames,
          enrichment,
        }),
      ),
    )
  }
  const result: NodeBenchResult = {
    receivables: receivables.length,
    prepareMs: median(prepareTimes),
    filterGroupMs: Object.fromEntries(Object.entries(perCase).map(([k, v]) => [k, median(v)])),
    totalMs: median(totalTimes),
  }
  log(`  preparar (ler decimais, faixas)      mediana ${result.prepareMs.toFixed(1)} ms`)
  for (const [name, ms] of Object.entries(result.filterGroupMs)) {
    log(`  filtrar + agrupar: ${name.padEnd(22)} mediana ${ms.toFixed(1)} ms`)
  }
  // Worst case: a base where all 100,000 titles are open (the seed has most of them paid).
  const allOpen = receivables.map((r) =>
    r.status === 'pago' ? { ...r, status: 'aberto' as const, saldo: r.valor, dias_atraso: 0 } : r,
  )
  const worst: number[] = []
  for (let run = 0; run < RUNS; run++) {
    worst.push(
      time(() =>
        buildBaseView(prepareReceivables(allOpen, customers), cases['info "mercado"'], {
          groupNames,
          enrichment,
        }),
      ),
    )
  }
  result.worstCaseMs = median(worst)
  log(`  pior caso: 100.000 em aberto, total   mediana ${result.worstCaseMs.toFixed(1)} ms`)
  const verdict = result.totalMs <= GOAL_MS ? 'ok' : 'ACIMA DA META'
  log(
    `  preparar + filtrar + agrupar (total)   mediana ${result.totalMs.toFixed(1)} ms (meta ≤ ${GOAL_MS} ms): ${verdict}`,
  )
  return result
}

if (import.meta.url === `file://${process.argv[1]}`) runNodeBench()

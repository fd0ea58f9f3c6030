/**
 * The report endpoints of the demo API against the tables Base Cobrança reads: the same
 * receivables give the same numbers in every report, to the centavo.
 */
import { describe, expect, it } from 'vitest'
import { getDb, listRows } from '../demo-api/db'
import { call, login } from '../demo-api/test-client'

const cents = (v: string | number) => Math.round(Number(v) * 100)
const sum = <T,>(rows: readonly T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0)
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

describe('report endpoints agree with Base Cobrança', () => {
  it('Ranking Inadimplência: overdue balance and aging add up to the grouped collection base', async () => {
    const token = await login('supervisor')
    const ranking = await call('GET', '/api/cobranca/report-ranking-inadimplencia/', { token })
    const base = await call('GET', '/api/cobranca/contas-receber-agrupado/?incluir_titulos=false', {
      token,
    })
    expect(ranking.status).toBe(200)
    const overdue = (base.body as { saldo_vencido: string }[]).filter(
      (g) => cents(g.saldo_vencido) > 0,
    )
    expect(ranking.body).toHaveLength(overdue.length)
    expect(sum(ranking.body as { saldo_vencido: string }[], (r) => cents(r.saldo_vencido))).toBe(
      sum(overdue, (g) => cents(g.saldo_vencido)),
    )
    const shares = sum(ranking.body as { participacao: number }[], (r) => r.participacao)
    expect(shares).toBeCloseTo(100, 0)
    // The first row is the largest overdue balance, position 1.
    expect(ranking.body[0].posicao).toBe(1)
    expect(cents(ranking.body[0].saldo_vencido)).toBeGreaterThanOrEqual(
      cents(ranking.body[1].saldo_vencido),
    )
    // Grouped by economic group: the same total.
    const groups = await call(
      'GET',
      '/api/cobranca/report-ranking-inadimplencia/?agrupar=grupo_economico',
      { token },
    )
    expect(sum(groups.body as { saldo_vencido: string }[], (r) => cents(r.saldo_vencido))).toBe(
      sum(overdue, (g) => cents(g.saldo_vencido)),
    )
    expect(groups.body.length).toBeLessThan(ranking.body.length)
  })

  it('Efetivação: the closing balance at today is every open balance of contas-receber; months split what fell due', async () => {
    const token = await login('supervisor')
    const today = getDb().today
    const inicio = addDays(today, -365)
    const r = await call(
      'GET',
      `/api/cobranca/report-efetivacao-cobranca/?data_inicio=${inicio}&data_fim=${today}`,
      { token },
    )
    expect(r.status).toBe(200)
    const titles = listRows('contas-receber')
    expect(cents(r.body.total.ar_final)).toBe(sum(titles, (t) => cents(t.saldo)))
    for (const m of r.body.results as Record<string, string>[]) {
      expect(cents(m.vencido)).toBe(
        cents(m.recebido_no_prazo) + cents(m.recebido_em_atraso) + cents(m.em_aberto),
      )
    }
    const dueInPeriod = titles.filter(
      (t) => t.data_vencimento >= inicio && t.data_vencimento <= today,
    )
    expect(cents(r.body.total.vencido)).toBe(sum(dueInPeriod, (t) => cents(t.valor)))
    expect(typeof r.body.total.cei).toBe('number')
    expect(typeof r.body.total.dso).toBe('number')
  })

  it('Histórico de Compras: sales per month add up to the receivables emitted (every NF has its lines)', async () => {
    const token = await login('supervisor')
    const today = getDb().today
    const inicio = addDays(today, -180)
    const r = await call(
      'GET',
      `/api/cobranca/report-vendas/?data_inicio=${inicio}&data_fim=${today}`,
      { token },
    )
    expect(r.status).toBe(200)
    const emitted = listRows('contas-receber').filter(
      (t) => t.data_emissao >= inicio && t.data_emissao <= today,
    )
    expect(sum(r.body.results as { total: string }[], (x) => cents(x.total))).toBe(
      sum(emitted, (t) => cents(t.valor)),
    )
    for (const row of r.body.results.slice(0, 5) as {
      total: string
      valores: Record<string, string>
    }[])
      expect(sum(Object.values(row.valores), cents)).toBe(cents(row.total))
  })

  it('Histórico de Compras: partial months are marked and left out of the trend and the monthly average', async () => {
    const token = await login('supervisor')
    const today = getDb().today
    // A preset that starts mid-month ("Últimos 3 meses" on the 27th starts on the 27th).
    const [y, m] = today.split('-').map(Number)
    const start = (back: number, day: string) => {
      const total = y * 12 + (m - 1) - back
      return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${day}`
    }
    const short = await call('GET', `/api/cobranca/report-vendas/?data_inicio=${start(3, '15')}&data_fim=${today}`, { token })
    expect(short.body.meses).toHaveLength(4)
    // the first month (from the 15th) and the current one (unless today is its last day) are partial
    const running = addDays(today, 1).slice(8, 10) !== '01'
    expect(short.body.meses_parciais).toEqual([short.body.meses[0], ...(running ? [short.body.meses[3]] : [])])
    // two or three whole months: no trend rather than a 6-day month against full ones
    for (const row of short.body.results as { tendencia: number | null }[]) expect(row.tendencia).toBeNull()

    // A year from mid-month: the trend compares the last 3 whole months with the 3 before.
    const r = await call('GET', `/api/cobranca/report-vendas/?data_inicio=${start(12, '10')}&data_fim=${today}`, { token })
    const meses = r.body.meses as string[]
    const parciais = r.body.meses_parciais as string[]
    expect(parciais).toEqual([meses[0], ...(running ? [meses.at(-1)] : [])])
    const whole = meses.filter((x) => !parciais.includes(x))
    const row = (r.body.results as { valores: Record<string, string>; tendencia: number | null; ticket_medio: string | null }[]).find(
      (x) => whole.slice(-6, -3).some((ym) => cents(x.valores[ym]) > 0),
    )!
    const recent = sum(whole.slice(-3), (ym) => cents(row.valores[ym]))
    const before = sum(whole.slice(-6, -3), (ym) => cents(row.valores[ym]))
    expect(row.tendencia).toBe(Math.round(((recent - before) / before) * 10_000) / 100)
    const bought = whole.filter((ym) => cents(row.valores[ym]) > 0)
    expect(cents(row.ticket_medio!)).toBe(Math.round(sum(bought, (ym) => cents(row.valores[ym])) / bought.length))
  })

  it('Documentos Pagos: the payments of the period, as contas-receber records them', async () => {
    const token = await login('financeiro')
    const today = getDb().today
    const inicio = addDays(today, -90)
    const r = await call(
      'GET',
      `/api/cobranca/report-documentos-pagos/?data_inicio=${inicio}&data_fim=${today}`,
      { token },
    )
    expect(r.status).toBe(200)
    const paid = listRows('contas-receber').filter(
      (t) =>
        t.data_pagamento &&
        t.data_pagamento >= inicio &&
        t.data_pagamento <= today &&
        cents(t.valor_pago) > 0,
    )
    expect(r.body).toHaveLength(paid.length)
    expect(sum(r.body as { valor_pago: string }[], (x) => cents(x.valor_pago))).toBe(
      sum(paid, (t) => cents(t.valor_pago)),
    )
    const late = (r.body as { dias_atraso: number; multa: string }[]).find((x) => x.dias_atraso > 0)
    if (late) expect(cents(late.multa)).toBeGreaterThan(0)
  })

  it('Devolução: returns by reason add up to the returns table; by product, the share of sales', async () => {
    const token = await login('supervisor')
    const today = getDb().today
    const inicio = addDays(today, -365)
    const r = await call(
      'GET',
      `/api/cobranca/report-devolucao/?agrupar=motivo&data_inicio=${inicio}&data_fim=${today}`,
      { token },
    )
    const returns = listRows('devolucao').filter((d) => d.data >= inicio && d.data <= today)
    expect(cents(r.body.total.valor_devolvido)).toBe(sum(returns, (d) => cents(d.valor)))
    expect(
      sum(r.body.results as { valor_devolvido: string }[], (x) => cents(x.valor_devolvido)),
    ).toBe(sum(returns, (d) => cents(d.valor)))
    const byProduct = await call(
      'GET',
      `/api/cobranca/report-devolucao/?agrupar=produto&data_inicio=${inicio}&data_fim=${today}`,
      { token },
    )
    const first = byProduct.body.results[0]
    expect(first.perc_vendas).toBeCloseTo(
      (cents(first.valor_devolvido) / cents(first.valor_vendido)) * 100,
      1,
    )
  })

  it('Ranking Analista: empty unless both dates are present; rows per action otherwise', async () => {
    const token = await login('supervisor')
    const today = getDb().today
    const inicio = addDays(today, -90)
    expect(
      (await call('GET', `/api/cobranca/report-ranking-analista?data_inicio=${inicio}`, { token }))
        .body,
    ).toEqual([])
    expect((await call('GET', `/api/cobranca/report-ranking-analista`, { token })).body).toEqual([])
    const bad = await call(
      'GET',
      `/api/cobranca/report-ranking-analista?data_inicio=2026-02-31&data_fim=${today}`,
      { token },
    )
    expect(bad.status).toBe(400)
    const r = await call(
      'GET',
      `/api/cobranca/report-ranking-analista?data_inicio=${inicio}&data_fim=${today}`,
      { token },
    )
    expect(r.body.length).toBeGreaterThan(0)
    expect(Object.keys(r.body[0]).sort()).toEqual([
      'analistacobranca',
      'documento',
      'pago',
      'valor_presente',
    ])
  })

  it('Eficiência: sequential keys, recovered amounts summing to the total, and the Excel by POST and GET', async () => {
    const token = await login('supervisor')
    const today = getDb().today
    const q = `data_inicio=${addDays(today, -90)}&data_fim=${today}`
    const r = await call('GET', `/api/cobranca/report-eficiencia-cobranca?${q}`, { token })
    expect(r.body.results.map((x: { key: number }) => x.key)).toEqual(
      r.body.results.map((_: unknown, i: number) => i + 1),
    )
    expect(
      sum(r.body.results as { valor_recuperado: string }[], (x) => cents(x.valor_recuperado)),
    ).toBe(cents(r.body.total_recuperado))
    const post = await fetch(
      new URL(`/api/cobranca/report-eficiencia-cobranca/excel?${q}`, window.location.origin),
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: [{ Ação: 'Lembrete', Valor: 10.5 }] }),
      },
    )
    expect(post.status).toBe(200)
    expect(post.headers.get('content-type')).toContain('spreadsheetml')
    const bytes = new Uint8Array(await post.arrayBuffer())
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]) // a zip (xlsx)
    const get = await fetch(
      new URL(`/api/cobranca/report-eficiencia-cobranca/excel?${q}`, window.location.origin),
      { headers: { Authorization: `Bearer ${token}` } },
    )
    expect(get.status).toBe(200)
  })

  it('a client user sees only the purchases of linked customers and no staff report', async () => {
    const token = await login('cliente')
    const r = await call('GET', '/api/cobranca/report-vendas/', { token })
    expect(r.status).toBe(200)
    const codes = new Set((r.body.results as { cod_cliente: number }[]).map((x) => x.cod_cliente))
    expect([...codes].every((c) => c === 10001 || c === 10002)).toBe(true)
    expect(codes.size).toBeGreaterThan(0)
    // Asking for someone else's customer changes nothing.
    const other = await call('GET', '/api/cobranca/report-vendas/?cliente=10050', { token })
    expect(other.body.results).toEqual([])
    for (const path of [
      '/api/cobranca/report-ranking-inadimplencia/',
      '/api/cobranca/report-painel-inicial/',
    ])
      expect((await call('GET', path, { token })).status).toBe(403)
  })

  it('location filters narrow the customers by region, state and city', async () => {
    const token = await login('supervisor')
    const all = await call('GET', '/api/cobranca/report-ranking-inadimplencia/', { token })
    const sul = await call('GET', '/api/cobranca/report-ranking-inadimplencia/?regiao=Sul', {
      token,
    })
    const pr = await call('GET', '/api/cobranca/report-ranking-inadimplencia/?regiao=Sul&uf=PR', {
      token,
    })
    const sp = await call(
      'GET',
      '/api/cobranca/report-ranking-inadimplencia/?uf=SP&cidade=Campinas',
      { token },
    )
    expect(sul.body.length).toBeGreaterThan(0)
    expect(sul.body.length).toBeLessThan(all.body.length)
    expect(pr.body).toEqual(sul.body)
    const clientes = new Map(listRows('cliente').map((c) => [c.cod_cliente, c]))
    expect(
      (sp.body as { codigo: number }[]).every((r) => clientes.get(r.codigo)?.cidade === 'Campinas'),
    ).toBe(true)
  })

  it('the home page figures: an analyst gets their day, a supervisor the portfolio', async () => {
    const analyst = await call('GET', '/api/cobranca/report-painel-inicial/', {
      token: await login('analista'),
    })
    expect(analyst.body.analista.nome).toBe('Beatriz Lima')
    expect(analyst.body.gestao).toBeUndefined()
    const sup = await call('GET', '/api/cobranca/report-painel-inicial/', {
      token: await login('supervisor'),
    })
    const groups = listRows('contas-receber')
    expect(cents(sup.body.gestao.saldo_aberto)).toBe(
      sum(groups, (t) => (t.status === 'pago' ? 0 : cents(t.saldo))),
    )
    expect(sum(sup.body.gestao.aging as { valor: string }[], (b) => cents(b.valor))).toBe(
      cents(sup.body.gestao.saldo_aberto),
    )
    expect(sup.body.analista).toBeUndefined()
  })
})

/**
 * Eficiência Ações de Cobrança recomputed by hand from the raw demo rows (contas-receber,
 * disparo-log, regua-acao, atendimento, atendimento-atak-cobranca), without the report's code:
 * the "ganho" of one régua action against comparable titles without action (same day, same
 * days-overdue band, no action in the 15 days up to that day), and the page's overall figures.
 */
import { describe, expect, it } from 'vitest'
import { getDb, listRows } from '../demo-api/db'
import { call, login } from '../demo-api/test-client'

const DAY = 86_400_000
const epoch = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY)
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)
const BANDS = [[1, 7], [8, 15], [16, 30], [31, 60], [61, 90], [91, 180], [181, 1e9]]
const band = (overdue: number) => BANDS.findIndex(([lo, hi]) => overdue >= lo && overdue <= hi)
const round2 = (x: number) => Math.round(x * 100) / 100

describe('Eficiência: the ganho against a hand computation', () => {
  it('the largest régua send, the largest worked analyst action and the overall figures match the raw rows', async () => {
    const today = getDb().today
    const inicio = addDays(today, -90)
    const fim = today
    const token = await login('supervisor')
    const r = await call('GET', `/api/cobranca/report-eficiencia-cobranca?data_inicio=${inicio}&data_fim=${fim}`, { token })
    expect(r.status).toBe(200)

    // Titles: due day and the payment day of a fully paid title.
    const titles = listRows('contas-receber').map((t) => ({
      id: t.id,
      cliente: t.cod_cliente,
      due: epoch(t.data_vencimento),
      paid: t.status === 'pago' && t.data_pagamento ? epoch(t.data_pagamento) : null,
    }))
    const byId = new Map(titles.map((t) => [t.id, t]))
    const lo = epoch(inicio)
    const hi = epoch(fim)
    const openOn = (t: (typeof titles)[number], d: number) => t.paid === null || t.paid >= d

    // Every action on a title in the period: régua sends that did not fail, and attendances (the
    // titles they worked on, else every title of the customer overdue that day).
    const steps = new Map(listRows('regua-acao').map((a) => [a.id, a.descricao]))
    const acts: { titulo: number; day: number; origem: string; acao?: string; canal?: string }[] = []
    for (const log of listRows('disparo-log')) {
      if (log.conta_receber === null || log.status === 'falha') continue
      const d = epoch(log.data)
      if (d < lo || d > hi) continue
      acts.push({ titulo: log.conta_receber, day: d, origem: 'Régua', acao: steps.get(log.regua_acao as number) ?? 'Envio automático', canal: log.canal })
    }
    const worked = new Map<number, { id: number; acao: string }[]>()
    for (const w of listRows('atendimento-atak-cobranca'))
      worked.set(w.atendimento, [...(worked.get(w.atendimento) ?? []), { id: w.conta_receber, acao: w.acao }])
    for (const a of listRows('atendimento')) {
      if (a.is_deleted) continue
      const d = epoch(a.data)
      if (d < lo || d > hi) continue
      const ids = worked.get(a.id) ?? titles.filter((t) => t.cliente === a.cod_cliente && t.due < d && openOn(t, d)).map((t) => ({ id: t.id, acao: undefined }))
      for (const w of ids) acts.push({ titulo: w.id, day: d, origem: 'Analista', acao: w.acao })
    }
    // Only actions on titles still open that day count.
    const valid = acts.filter((a) => byId.has(a.titulo) && openOn(byId.get(a.titulo)!, a.day))

    // Each title's first action once it is overdue (the day a title counts as touched).
    const firstOverdueDays = (actions: typeof valid) => {
      const first = new Map<number, number>()
      for (const a of actions) {
        if (a.day <= byId.get(a.titulo)!.due) continue
        first.set(a.titulo, Math.min(first.get(a.titulo) ?? Infinity, a.day))
      }
      return first
    }

    // Comparable rate on day d in band b: open, same band, no action in [d − 15, d]; paid by d + 15.
    const comparable = (d: number, b: number) => {
      let n = 0
      let paid = 0
      for (const t of titles) {
        if (band(d - t.due) !== b || !openOn(t, d)) continue
        if (valid.some((a) => a.titulo === t.id && a.day <= d && d - a.day <= 15)) continue
        n += 1
        if (t.paid !== null && t.paid - d <= 15) paid += 1
      }
      return { n, paid }
    }

    // The régua send and the worked analyst action (a named action, not an attendance result)
    // with most overdue titles touched.
    type Row = { origem: string; acao: string; canal: string; titulos_vencidos_acionados: number; taxa_vencidos_15d: number | null; uplift_pp: number | null }
    const results = r.body.results as Row[]
    const largest = (keep: (x: Row) => boolean) =>
      results.filter(keep).sort((a, b) => b.titulos_vencidos_acionados - a.titulos_vencidos_acionados)[0]
    const LABEL: Record<string, string> = { sms: 'SMS', email: 'E-mail', whatsapp: 'WhatsApp', telefone: 'Telefone' }
    const checked = [
      largest((x) => x.origem === 'Régua'),
      largest((x) => x.origem === 'Analista' && !x.acao.startsWith('Atendimento:')),
    ]
    for (const row of checked) {
      expect(row).toBeDefined()
      const mine = valid.filter(
        (a) => a.origem === row.origem && a.acao === row.acao && (a.origem === 'Analista' || (LABEL[a.canal!] ?? a.canal) === row.canal),
      )
      const firstOverdue = firstOverdueDays(mine)
      let paid = 0
      let diffs = 0
      let matched = 0
      for (const [id, d] of firstOverdue) {
        const t = byId.get(id)!
        const p = t.paid !== null && t.paid - d <= 15 ? 1 : 0
        paid += p
        const c = comparable(d, band(d - t.due))
        if (c.n === 0) continue
        matched += 1
        diffs += p - c.paid / c.n
      }
      expect(firstOverdue.size).toBeGreaterThan(0)
      expect(row.titulos_vencidos_acionados).toBe(firstOverdue.size)
      expect(row.taxa_vencidos_15d).toBe(round2((paid / firstOverdue.size) * 100))
      expect(row.uplift_pp).toBe(matched ? round2((diffs / matched) * 100) : null)
      console.info(`hand: ${row.origem} ${row.acao} (${row.canal}) ${firstOverdue.size} vencidos, ${paid} pagos em 15 dias, ${matched} com comparáveis, ganho ${row.uplift_pp} p.p.`)
    }

    // The page's figures: every overdue title touched, from its first overdue action of any kind.
    const firstAny = firstOverdueDays(valid)
    let n = 0
    let touchedPaid = 0
    let expected = 0
    for (const [id, d] of firstAny) {
      const t = byId.get(id)!
      const c = comparable(d, band(d - t.due))
      if (c.n === 0) continue
      n += 1
      expected += c.paid / c.n
      if (t.paid !== null && t.paid - d <= 15) touchedPaid += 1
    }
    expect(r.body.baseline).toMatchObject({
      titulos_acionados: n,
      pagos_acionados_15d: touchedPaid,
      taxa_15d: round2((expected / n) * 100),
      taxa_acionados_15d: round2((touchedPaid / n) * 100),
      ganho_pp: round2(((touchedPaid - expected) / n) * 100),
    })
    // Plausible on the demo data: no action costs or gains more than 25 p.p. against comparable titles
    // once it has touched 10 overdue titles, and the overall ganho is within ±10 p.p.
    for (const x of r.body.results as Array<{ titulos_vencidos_acionados: number; uplift_pp: number | null }>) {
      if (x.titulos_vencidos_acionados >= 10 && x.uplift_pp !== null) expect(Math.abs(x.uplift_pp)).toBeLessThanOrEqual(25)
    }
    expect(Math.abs(r.body.baseline.ganho_pp)).toBeLessThanOrEqual(10)
    console.info(`hand: geral ${JSON.stringify(r.body.baseline)}`)
  })
})

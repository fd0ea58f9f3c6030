import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeStore } from '@/app/store'
import { rowsOf } from '@/shared/api/data-api'
import { addDays, todayISO } from '@/shared/lib/date'
import { call, login } from '../../../demo-api/test-client'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import { prepareBase } from './base-model'
import {
  baseArg,
  collectionBaseApi,
  customerTitlesArg,
  filtersOfBody,
  LOG_WINDOW_DAYS,
  resumoData,
} from './collection-base-data'
import { EMPTY_FILTERS } from './filters'
import type { ContasReceberAgrupado } from './types'

const endpoints = collectionBaseApi.endpoints
/** A proxy's login page answered with 200 instead of the JSON. */
const html = () =>
  new HttpResponse('<html><body>Entrar</body></html>', { headers: { 'Content-Type': 'text/html' } })

describe('collection base data: the grouped base', () => {
  it('reads customer totals only under the server filters, frozen, with the filters they were asked with', async () => {
    await signInAs('analista')
    const store = makeStore()
    const filters = { ...EMPTY_FILTERS, vendedor: 107, info: 'ignorado pelo servidor', promessa: 'ativas' as const }
    const arg = baseArg(filters)
    // info and the queue filters never go to the server
    expect(arg.body).toEqual({ vendedor: 107, incluir_titulos: false })
    expect(filtersOfBody(arg.body)).toEqual({ ...EMPTY_FILTERS, vendedor: 107 })
    const { data } = await store.dispatch(endpoints.postCobrancaContasReceberAgrupado.initiate(arg))
    const rows = rowsOf(data as ContasReceberAgrupado[])
    expect(rows.length).toBeGreaterThan(0)
    // Frozen on the way in: the store keeps them as they are instead of walking every field.
    expect(Object.isFrozen(rows)).toBe(true)
    expect(rows.every((row) => Object.isFrozen(row))).toBe(true)
    // The first screen gets totals only: no titles travel, the server's figures are used as sent.
    expect(rows.every((row) => !row.titulos?.length)).toBe(true)
    const prepared = prepareBase(rows)
    expect(prepared.titles).toHaveLength(0)
    // …and they are the totals of exactly the titles the full answer carries for these filters.
    const token = await login('analista')
    const { body: full } = await call('POST', '/api/cobranca/contas-receber-agrupado/', {
      token,
      body: { vendedor: 107 },
    })
    const fullRows = full as ContasReceberAgrupado[]
    expect(fullRows.every((row) => row.titulos!.every((t) => t.cod_vendedor === 107))).toBe(true)
    expect(prepared.customers.map((c) => c.cod_cliente)).toEqual(fullRows.map((r) => r.cod_cliente))
    fullRows.forEach((row, i) => {
      const agg = prepared.totals[i]!
      expect(agg.qtd_titulos).toBe(row.titulos!.length)
      expect(agg.saldo).toBe(
        row.titulos!.reduce((n, t) => n + Math.round(Number(t.saldo) * 100), 0),
      )
    })

    // One customer's titles on expand: the same filters and its code.
    const cod = fullRows[0].cod_cliente
    const titlesArg = customerTitlesArg(filters, cod)
    expect(titlesArg.body).toEqual({ vendedor: 107, cod_cliente: cod })
    const titles = await store.dispatch(endpoints.postCobrancaContasReceberAgrupado.initiate(titlesArg))
    const answer = rowsOf(titles.data as ContasReceberAgrupado[])
    expect(answer.find((r) => r.cod_cliente === cod)?.titulos).toHaveLength(fullRows[0].titulos!.length)
  })

  it('an HTML page in a 200 is an error with a retry, not an empty base', async () => {
    await signInAs('analista')
    server.use(
      http.post('*/api/cobranca/contas-receber-agrupado/', html, { once: true }),
    )
    const store = makeStore()
    const result = await store.dispatch(
      endpoints.postCobrancaContasReceberAgrupado.initiate(baseArg(EMPTY_FILTERS)),
    )
    expect(result.isError).toBe(true)
    expect((result.error as { kind?: string }).kind).toBe('malformed')
  })
})

describe('collection base data: the summary beside each customer', () => {
  it('keeps for each customer the latest attendance, action and message and the next reminder', async () => {
    await signInAs('analista')
    const store = makeStore()
    const enviosDesde = addDays(todayISO(), -LOG_WINDOW_DAYS)
    const { data } = await store.dispatch(endpoints.getCobrancaBaseCobrancaResumo.initiate({ enviosDesde }))
    const resumo = resumoData(data!)
    for (const name of ['logs', 'lembretes', 'atendimentos', 'atakcobranca_atendimento'] as const) {
      expect(resumo[name].length, name).toBeGreaterThan(0)
      // one request for the four activity lists: at most one row per customer in each
      const codes = resumo[name].map((r) => r.cod_cliente)
      expect(new Set(codes).size, name).toBe(codes.length)
    }
    expect(resumo.lembretes.every((l) => !l.concluido)).toBe(true)
    const token = await login('analista')
    const all = (await call('GET', '/api/cobranca/atendimento/?is_deleted=false', { token }))
      .body as Array<{ cod_cliente: number; data: string }>
    const cod = resumo.atendimentos[0].cod_cliente
    const latest = Math.max(
      ...all.filter((a) => a.cod_cliente === cod).map((a) => Date.parse(a.data)),
    )
    expect(Date.parse(resumo.atendimentos[0].data)).toBe(latest)
    const reminders = (await call('GET', '/api/cobranca/lembrete/?concluido=false', { token }))
      .body as Array<{ cod_cliente: number; data: string }>
    const r = resumo.lembretes[0]
    const earliest = Math.min(
      ...reminders.filter((x) => x.cod_cliente === r.cod_cliente).map((x) => Date.parse(x.data)),
    )
    expect(Date.parse(r.data)).toBe(earliest)
  })

  it('an HTML page in a 200 is malformed', async () => {
    await signInAs('analista')
    server.use(
      http.get('*/api/cobranca/base-cobranca-resumo/', html, { once: true }),
    )
    const store = makeStore()
    const result = await store.dispatch(endpoints.getCobrancaBaseCobrancaResumo.initiate({}))
    expect(result.isError).toBe(true)
    expect((result.error as { kind?: string }).kind).toBe('malformed')
  })
})

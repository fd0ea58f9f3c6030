/**
 * Rules the forms check and the server checks too (issue 27, item 3): a browser with a wrong
 * clock, or a request typed by hand, never saves what the form would refuse. Each refusal is a
 * DRF field error on the field the form shows it next to.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { todayISO } from '../src/shared/lib/date'
import { resetDb, updateRow } from './db'
import { SERVER_RULES } from './handlers/cobranca'
import { CONTRATO_LIMITS } from './handlers/financeiro'
import { call, login } from './test-client'

let analista: string
let financeiro: string
beforeAll(async () => {
  analista = await login('analista')
  financeiro = await login('financeiro')
})
beforeEach(() => resetDb())

/** A day relative to the server's today (São Paulo). */
function day(offset: number): string {
  const d = new Date(`${todayISO()}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + offset)
  return d.toISOString().slice(0, 10)
}

describe('dates against the server\'s today', () => {
  it('refuses a reminder dated in 2020 or yesterday; today and later are saved', async () => {
    for (const data of ['2020-03-10T09:00:00-03:00', `${day(-1)}T18:00:00-03:00`]) {
      const { status, body } = await call('POST', '/api/cobranca/lembrete/', {
        token: analista,
        body: { cod_cliente: 10001, data, descricao: 'Ligar para o financeiro' },
      })
      expect(status).toBe(400)
      expect(body).toEqual({ data: [SERVER_RULES.lembreteNoPassado] })
    }
    const ok = await call('POST', '/api/cobranca/lembrete/', {
      token: analista,
      body: { cod_cliente: 10001, data: `${day(0)}T23:00:00-03:00`, descricao: 'Ligar hoje' },
    })
    expect(ok.status).toBe(201)
  })

  it('refuses a past "próximo contato" even when the browser believes it is a week earlier', async () => {
    // A browser whose clock is a week behind takes last week's date for today and sends it.
    const lastWeek = day(-7)
    const { status, body } = await call('POST', '/api/cobranca/atendimento/', {
      token: analista,
      body: { cod_cliente: 10001, tipo_resultado: 1, observacao: 'Cliente pediu retorno', data_retorno: lastWeek },
    })
    expect(status).toBe(400)
    expect(body).toEqual({ data_retorno: [SERVER_RULES.retornoNoPassado] })
    const ok = await call('POST', '/api/cobranca/atendimento/', {
      token: analista,
      body: { cod_cliente: 10001, tipo_resultado: 1, observacao: 'Retorno amanhã', data_retorno: day(1) },
    })
    expect(ok.status).toBe(201)
  })

  it('an edit may keep a past date already saved, but not move it into the past', async () => {
    // An attendance saved last month with its "próximo contato" then: now in the past.
    const saved = await call('POST', '/api/cobranca/atendimento/', {
      token: analista,
      body: { cod_cliente: 10001, tipo_resultado: 1, observacao: 'Retorno combinado', data_retorno: day(0) },
    })
    const past = updateRow('atendimento', saved.body.id, { data_retorno: day(-30) }) as { id: number }
    const kept = await call('PATCH', `/api/cobranca/atendimento/${past.id}/`, {
      token: analista,
      body: { observacao: 'Anotação corrigida' },
    })
    expect(kept.status).toBe(200)
    const moved = await call('PATCH', `/api/cobranca/atendimento/${past.id}/`, {
      token: analista,
      body: { data_retorno: '2021-01-04' },
    })
    expect(moved.status).toBe(400)
  })
})

describe('contracts: sane ranges and unique numbers', () => {
  const base = {
    numero: 'BNDES-2026-001',
    empresa: 1,
    banco: 1,
    tipo_contrato: 1,
    tipo_juros: 1,
    forma_amortizacao: 2,
    indice: 5,
    data_contratacao: '2026-01-10',
    valor_contratado: '120000.00',
    qtd_parcelas: 18,
    taxa: '1.2000',
    base_taxa: 'mensal',
  }
  const post = (body: unknown) => call('POST', '/api/financeiro/contrato/', { token: financeiro, body })

  it('refuses a 100,000 % monthly rate and its yearly equivalent above 20 % a.m.', async () => {
    const monthly = await post({ ...base, taxa: '100000' })
    expect(monthly.status).toBe(400)
    expect(monthly.body.taxa).toEqual([CONTRATO_LIMITS.messages.taxa])
    // 1,000 % a.a. effective is about 22 % a.m.
    const yearly = await post({ ...base, taxa: '1000', base_taxa: 'anual' })
    expect(yearly.body.taxa).toEqual([CONTRATO_LIMITS.messages.taxa])
    // 20 % a.m. is still accepted
    expect((await post({ ...base, taxa: '20' })).status).toBe(201)
  })

  it('refuses an amount with extra zeros and fees above the amount', async () => {
    const huge = await post({ ...base, valor_contratado: '120000000000.00' })
    expect(huge.body.valor_contratado).toEqual([CONTRATO_LIMITS.messages.valor])
    const fees = await post({ ...base, valor_tarifas: '130000.00' })
    expect(fees.body.valor_tarifas).toEqual([CONTRATO_LIMITS.messages.tarifas])
  })

  it('refuses a duplicate contract number, whatever its case and spaces; an edit keeps its own', async () => {
    const first = await post(base)
    expect(first.status).toBe(201)
    const again = await post({ ...base, numero: '  bndes-2026-001 ' })
    expect(again.status).toBe(400)
    expect(again.body.numero).toEqual([CONTRATO_LIMITS.messages.numero])
    const edit = await call('PATCH', `/api/financeiro/contrato/${first.body.id}/`, {
      token: financeiro,
      body: { observacao: 'Renegociado' },
    })
    expect(edit.status).toBe(200)
  })
})

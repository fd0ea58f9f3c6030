/** The demo endpoints the customer panel adds: observations, actions performed, filters by customer. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { listRows, resetDb } from './db'
import { listObservacoes } from './observacoes'
import { call, login } from './test-client'

let analista: string
let cliente: string

beforeAll(async () => {
  analista = await login('analista')
  cliente = await login('cliente')
})
beforeEach(() => resetDb())

const C = '/api/cobranca'

describe('cliente-observacao', () => {
  it('lists a customer’s notes newest first and filters by cliente or cod_cliente', async () => {
    const cod = listObservacoes()[0].cod_cliente
    const a = await call('GET', `${C}/cliente-observacao/?cod_cliente=${cod}`, { token: analista })
    const b = await call('GET', `${C}/cliente-observacao/?cliente=${cod}`, { token: analista })
    expect(a.status).toBe(200)
    expect(a.body.length).toBeGreaterThan(0)
    expect(b.body).toEqual(a.body)
    for (const row of a.body) expect(row.cod_cliente).toBe(cod)
    const dates = a.body.map((r: { data: string }) => r.data)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('creates, edits and deletes; the caller becomes the author; resetDb starts over', async () => {
    const before = listObservacoes().length
    const created = await call('POST', `${C}/cliente-observacao/`, {
      token: analista,
      body: { cod_cliente: 10001, texto: 'Ligar só à tarde.' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      cod_cliente: 10001,
      texto: 'Ligar só à tarde.',
      usuario: 30,
    })
    expect(created.body.data).toMatch(/-03:00$/)
    const id = created.body.id
    const edited = await call('PUT', `${C}/cliente-observacao/${id}/`, {
      token: analista,
      body: { cod_cliente: 10001, texto: 'Ligar só de manhã.' },
    })
    expect(edited.body.texto).toBe('Ligar só de manhã.')
    expect(
      (await call('DELETE', `${C}/cliente-observacao/${id}/`, { token: analista })).status,
    ).toBe(204)
    expect((await call('GET', `${C}/cliente-observacao/${id}/`, { token: analista })).status).toBe(
      404,
    )
    await call('POST', `${C}/cliente-observacao/`, {
      token: analista,
      body: { cod_cliente: 10001, texto: 'x' },
    })
    expect(listObservacoes().length).toBe(before + 1)
    resetDb()
    expect(listObservacoes().length).toBe(before)
  })

  it('answers DRF field errors and refuses client users', async () => {
    const bad = await call('POST', `${C}/cliente-observacao/`, {
      token: analista,
      body: { cod_cliente: 1, texto: '  ' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({
      cod_cliente: ['Pk inválido "1" - objeto não existe.'],
      texto: ['Este campo não pode ser em branco.'],
    })
    expect((await call('GET', `${C}/cliente-observacao/`, { token: cliente })).status).toBe(403)
  })
})

describe('acao-cobranca-realizada', () => {
  it('merges rule dispatches and attendance actions, newest first, per customer', async () => {
    const cod = listRows('disparo-log')[0].cod_cliente
    const { status, body } = await call('GET', `${C}/acao-cobranca-realizada/?cod_cliente=${cod}`, {
      token: analista,
    })
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThan(0)
    for (const row of body) {
      expect(row.cod_cliente).toBe(cod)
      expect(['regua', 'atendimento']).toContain(row.origem)
      expect(typeof row.acao).toBe('string')
    }
    const dates = body.map((r: { data: string }) => r.data)
    expect(dates).toEqual([...dates].sort().reverse())
    const one = await call('GET', `${C}/acao-cobranca-realizada/?cliente=${cod}&page_size=1`, {
      token: analista,
    })
    expect(one.body.results).toEqual([body[0]])
  })
})

describe('attendance children filtered by customer', () => {
  it.each([
    'atendimento-negociacao',
    'atendimento-entrada',
    'atendimento-entrada-parcela',
    'atendimento-atak-cobranca',
    'lembrete',
    'cliente-telefone',
    'cliente-email',
    'parecer-credito',
  ])('%s accepts cliente as cod_cliente', async (path) => {
    // a plain list: the contract does not page these (page_size would be ignored)
    const first = (await call('GET', `${C}/${path}/`, { token: analista })).body[0]
    const { body } = await call('GET', `${C}/${path}/?cliente=${first.cod_cliente}`, {
      token: analista,
    })
    expect(body.length).toBeGreaterThan(0)
    for (const row of body) expect(row.cod_cliente).toBe(first.cod_cliente)
  })

  it('the attendance list takes is_deleted with cliente, or cod_cliente with cod_vendedor', async () => {
    const a = listRows('atendimento').find((r) => !r.is_deleted)!
    const byCliente = await call(
      'GET',
      `${C}/atendimento/?is_deleted=false&cliente=${a.cod_cliente}`,
      {
        token: analista,
      },
    )
    const bySeller = await call(
      'GET',
      `${C}/atendimento/?is_deleted=false&cod_cliente=${a.cod_cliente}&cod_vendedor=${a.cod_vendedor}`,
      { token: analista },
    )
    expect(byCliente.body.length).toBeGreaterThan(0)
    for (const row of byCliente.body) expect(row.is_deleted).toBe(false)
    expect(bySeller.body.map((r: { id: number }) => r.id)).toEqual(
      byCliente.body
        .filter((r: { cod_vendedor: number }) => r.cod_vendedor === a.cod_vendedor)
        .map((r: { id: number }) => r.id),
    )
  })
})

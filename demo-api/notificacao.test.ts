import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getDb, listRows, resetDb } from './db'
import { call, login } from './test-client'

let analista: string
let cliente: string

beforeAll(async () => {
  analista = await login('analista')
  cliente = await login('cliente')
})
beforeEach(() => resetDb())

const canNotify = (query: string, token = analista) =>
  call('GET', `/api/cobranca/notificacao/can-notify/?${query}`, { token })
const queue = (body: unknown, token = analista) =>
  call('POST', '/api/cobranca/notificacao/queue/', { token, body })

describe('can-notify and queue (manual notification of the collection base)', () => {
  it('counts, per channel, the customers of the filters that have a contact for it', async () => {
    const { status, body } = await canNotify('vendedor=107')
    expect(status).toBe(200)
    expect(body.canNotify).toBe(true)
    const base = (
      await call('POST', '/api/cobranca/contas-receber-agrupado/', {
        token: analista,
        body: { vendedor: 107, incluir_titulos: false },
      })
    ).body
    expect(body.clientes).toBe(base.length)
    for (const canal of ['sms', 'email', 'whatsapp'] as const) {
      const list = body[`${canal}List`]
      expect(body[`${canal}Count`]).toBe(list.length)
      expect(list.length + body.semContato[canal].length).toBe(base.length)
    }
    const withMail = body.emailList[0]
    const seeded = listRows('cliente-email')
      .filter((e) => e.cod_cliente === withMail.cod_cliente && e.recebe_cobranca)
      .map((e) => e.email)
    expect(withMail.destinos).toEqual(seeded)
    const mobiles = (cod: number) =>
      listRows('cliente-telefone').filter((t) => t.cod_cliente === cod && t.tipo === 'celular')
    expect(
      body.smsList.every((r: { cod_cliente: number }) => mobiles(r.cod_cliente).length > 0),
    ).toBe(true)
  })

  it('narrows to the chosen customers', async () => {
    const base = (
      await call('POST', '/api/cobranca/contas-receber-agrupado/', {
        token: analista,
        body: { incluir_titulos: false },
      })
    ).body
    const codes = base.slice(0, 2).map((g: { cod_cliente: number }) => g.cod_cliente)
    const { body } = await canNotify(`clientes=${codes.join(',')}`)
    expect(body.clientes).toBe(2)
    const named = [...body.emailList, ...body.semContato.email]
      .map((r: { cod_cliente: number }) => r.cod_cliente)
      .sort()
    expect(named).toEqual([...codes].sort())
  })

  it('queues into the dispatch log, and refuses the same filters again today', async () => {
    const before = getDb().tables['disparo-log'].length
    const sent = await queue({ canal: 'email', filtros: { vendedor: 107 } })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ canal: 'email', canNotify: false })
    const added = getDb().tables['disparo-log'].slice(before)
    expect(added.filter((r) => r.status === 'enviado')).toHaveLength(sent.body.mensagens)
    expect(added.filter((r) => r.status === 'falha')).toHaveLength(sent.body.sem_contato)
    expect(added.every((r) => r.canal === 'email' && r.template > 0)).toBe(true)

    expect((await canNotify('vendedor=107')).body).toMatchObject({
      canNotify: false,
      motivo: expect.stringMatching(/já foi enviada hoje/i),
    })
    expect((await queue({ canal: 'sms', filtros: { vendedor: 107 } })).status).toBe(409)
    // Other filters are another selection.
    expect((await canNotify('vendedor=108')).body.canNotify).toBe(true)

    const log = await call(
      'GET',
      `/api/cobranca/disparo-automatico?data_inicio=${added[0].data.slice(0, 10)}&data_fim=${added[0].data.slice(0, 10)}`,
      { token: analista },
    )
    expect(log.status).toBe(200)
    expect(log.body.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining(added.map((r) => r.id)),
    )
  })

  it('validates the channel and keeps client users out', async () => {
    expect((await queue({ filtros: {} })).body).toEqual({ canal: ['Este campo é obrigatório.'] })
    expect((await queue({ canal: 'pombo', filtros: {} })).status).toBe(400)
    expect((await canNotify('', cliente)).status).toBe(403)
    expect((await queue({ canal: 'email' }, cliente)).status).toBe(403)
  })
})

describe('GET /api/cobranca/disparo-automatico', () => {
  it('lists the dispatch log of the period, newest first, both ends included', async () => {
    const rows = getDb().tables['disparo-log']
    const day = rows[0].data.slice(0, 10)
    const { status, body } = await call(
      'GET',
      `/api/cobranca/disparo-automatico?data_inicio=${day}&data_fim=${day}`,
      { token: analista },
    )
    expect(status).toBe(200)
    expect(body.length).toBe(rows.filter((r) => r.data.startsWith(day)).length)
    expect(
      [...body].sort((a, b) => (a.data < b.data ? 1 : -1)).map((r: { id: number }) => r.id),
    ).toEqual(body.map((r: { id: number }) => r.id))
    expect(
      (
        await call('GET', '/api/cobranca/disparo-automatico?data_inicio=31/01/2025', {
          token: analista,
        })
      ).status,
    ).toBe(400)
    expect((await call('GET', '/api/cobranca/disparo-automatico', { token: cliente })).status).toBe(
      403,
    )
  })
})

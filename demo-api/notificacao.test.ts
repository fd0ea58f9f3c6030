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

// --- collection rule (regua.ts), SMTP test, template test, dispatch report -------------------------

describe('collection rules: steps, statuses, segments', () => {
  let supervisor: string
  beforeAll(async () => {
    supervisor = await login('supervisor')
  })
  const post = (path: string, body: unknown, token = supervisor) =>
    call('POST', `/api/cobranca/${path}`, { token, body })

  it('creates a rule with steps and refuses two steps on the same day and channel', async () => {
    const regua = await post('regua/', { nome: 'Régua teste', descricao: 'x', max_mensagens_semana: 2 })
    expect(regua.status).toBe(201)
    expect(regua.body).toMatchObject({ ativo: true, max_mensagens_semana: 2 })
    const step = { regua: regua.body.id, dias: -3, canal: 'email', template: 1, descricao: 'Lembrete' }
    expect((await post('regua-acao/', step)).status).toBe(201)
    const twin = await post('regua-acao/', { ...step, descricao: 'Outro' })
    expect(twin.status).toBe(400)
    expect(twin.body.dias[0]).toMatch(/Já existe uma etapa em D−3 por e-mail/)
    // another channel on the same day is fine; a template of another channel is not
    expect((await post('regua-acao/', { ...step, canal: 'sms', template: 2 })).status).toBe(201)
    expect((await post('regua-acao/', { ...step, canal: 'whatsapp', template: 2 })).body).toEqual({
      template: ['Escolha um modelo de WhatsApp.'],
    })
    expect((await post('regua-acao/', { ...step, dias: 91 })).body.dias[0]).toMatch(/D\+90/)
    expect((await post('regua/', { nome: 'régua TESTE' })).body).toEqual({
      nome: ['Já existe uma régua com este nome.'],
    })
  })

  it('refuses overlapping status ranges of one rule', async () => {
    const base = { regua: 1, descricao: 'Nova', cor: '#123456' }
    const clash = await post('regua-status/', { ...base, dias_de: 10, dias_ate: 20 })
    expect(clash.status).toBe(400)
    expect(clash.body.dias_de[0]).toMatch(/sobrepõe a "Atraso leve"/)
    expect((await post('regua-status/', { ...base, regua: 1, dias_de: 5, dias_ate: 2 })).body).toEqual({
      dias_ate: ['O fim da faixa não pode ser menor que o início.'],
    })
    // after removing the rule's ranges, a new one fits
    const mine = listRows('regua-status').filter((s) => s.regua === 1)
    for (const s of mine)
      expect((await call('DELETE', `/api/cobranca/regua-status/${s.id}/`, { token: supervisor })).status).toBe(204)
    expect((await post('regua-status/', { ...base, dias_de: 0, dias_ate: null })).status).toBe(201)
  })

  it('lists the customers of a rule and will not delete it without moving them', async () => {
    const extended = await call('GET', '/api/cobranca/regua-extended/', { token: supervisor })
    const r1 = extended.body.find((r: { id: number }) => r.id === 1)
    const expected = listRows('cliente').filter((c) => c.regua === 1).length
    expect(r1.qtd_clientes).toBe(expected)
    expect(r1.acoes.length).toBeGreaterThan(0)
    const clientes = await call('GET', '/api/cobranca/regua/1/clientes/', { token: supervisor })
    expect(clientes.body).toHaveLength(expected)
    const refused = await call('DELETE', '/api/cobranca/regua/1/', { token: supervisor })
    expect(refused.status).toBe(400)
    expect(refused.body.detail).toMatch(/Escolha para qual régua movê-los/)
    expect((await call('DELETE', '/api/cobranca/regua/1/?mover_para=3', { token: supervisor })).status).toBe(204)
    expect(listRows('cliente').filter((c) => c.regua === 1)).toHaveLength(0)
    expect(listRows('regua-acao').filter((a) => a.regua === 1)).toHaveLength(0)
    expect(listRows('regua-segmento').filter((s) => s.regua === 3).length).toBeGreaterThan(1)
  })

  it('moving a segment to another rule moves its customers', async () => {
    const seg = listRows('regua-segmento').find((s) => s.regua === 1)!
    const res = await call('PATCH', `/api/cobranca/regua-segmento/${seg.id}/`, {
      token: supervisor,
      body: { regua: 2 },
    })
    expect(res.status).toBe(200)
    const moved = listRows('cliente').filter((c) => c.segmento === seg.id)
    expect(moved.length).toBeGreaterThan(0)
    expect(moved.every((c) => c.regua === 2)).toBe(true)
  })
})

describe('dry run and run of the rules', () => {
  let supervisor: string
  beforeAll(async () => {
    supervisor = await login('supervisor')
  })

  it('the start-up job ran on the last business day and today', () => {
    const runs = listRows('regua-execucao')
    expect(runs).toHaveLength(2)
    expect(runs[1].data).toBe(getDb().today)
    const logged = listRows('disparo-log').filter((r) => (r as { execucao?: number }).execucao === runs[0].id)
    expect(logged.filter((r) => r.status === 'enviado').length).toBeGreaterThan(0)
  })

  it('the dry run is what the run records, and a second run sends nothing new', async () => {
    const day = getDb().today
    const dry = await call('POST', '/api/cobranca/regua/simular/', { token: analista, body: { data: day } })
    expect(dry.status).toBe(200)
    // the start-up job already ran today: every step is marked as processed
    expect(dry.body.itens.every((i: { motivo_codigo: string }) => ['ja_processado', 'pago'].includes(i.motivo_codigo))).toBe(true)

    // Tomorrow's plan (a future day can be previewed but not run).
    const next = await call('POST', '/api/cobranca/regua/simular/', {
      token: analista,
      body: { data: '2099-01-05' },
    })
    expect(next.status).toBe(200)
    expect(
      (await call('POST', '/api/cobranca/regua/executar/', { token: supervisor, body: { data: '2099-01-05' } })).status,
    ).toBe(400)
  })

  it('runs a past day: the log gets exactly the planned messages, and only supervisors run', async () => {
    const day = '2026-11-10'
    const plan = (await call('POST', '/api/cobranca/regua/simular/', { token: analista, body: { data: day } })).body
    const toSend = plan.itens.filter((i: { status: string }) => i.status === 'enviar')
    expect((await call('POST', '/api/cobranca/regua/executar/', { token: analista, body: { data: day } })).status).toBe(403)
    const before = getDb().tables['disparo-log'].length
    const run = await call('POST', '/api/cobranca/regua/executar/', { token: supervisor, body: { data: day } })
    expect(run.status).toBe(201)
    expect(run.body.enviados).toBe(toSend.length)
    const added = getDb().tables['disparo-log'].slice(before) as unknown as Array<Record<string, unknown>>
    const sent = added.filter((r) => r.status === 'enviado')
    expect(sent.length).toBe(
      toSend.reduce((n: number, i: { destinatarios: string[] }) => n + i.destinatarios.length, 0),
    )
    expect(sent.every((r) => typeof r.mensagem === 'string' && (r.mensagem as string).length > 0)).toBe(true)
    const again = await call('POST', '/api/cobranca/regua/executar/', { token: supervisor, body: { data: day } })
    expect(again.body).toMatchObject({ enviados: 0, registros: 0 })
    // the held ones are listed only when asked for
    const q = `data_inicio=${day}&data_fim=${day}`
    const plain = await call('GET', `/api/cobranca/disparo-automatico?${q}`, { token: analista })
    expect(plain.body.some((r: { status: string }) => r.status === 'ignorado')).toBe(false)
    const all = await call('GET', `/api/cobranca/disparo-automatico?${q}&incluir_ignorados=true`, { token: analista })
    expect(all.body.length).toBeGreaterThanOrEqual(plain.body.length)
    // the detail has the rendered message
    const one = await call('GET', `/api/cobranca/disparo-automatico/${sent[0].id}/`, { token: analista })
    expect(one.body.mensagem).toBe(sent[0].mensagem)
  })

  it('validates the date and the rule', async () => {
    expect(
      (await call('POST', '/api/cobranca/regua/simular/', { token: analista, body: { data: '10/11/2026' } })).body,
    ).toEqual({ data: ['Formato inválido para data. Use um dos formatos a seguir: YYYY-MM-DD.'] })
    expect(
      (await call('POST', '/api/cobranca/regua/simular/', { token: analista, body: { regua: 999 } })).status,
    ).toBe(400)
    expect((await call('POST', '/api/cobranca/regua/simular/', { token: cliente, body: {} })).status).toBe(403)
  })

  it('renders old log rows on demand and exports the period as a spreadsheet', async () => {
    const old = getDb().tables['disparo-log'][0]
    const one = await call('GET', `/api/cobranca/disparo-automatico/${old.id}/`, { token: analista })
    expect(one.status).toBe(200)
    expect(one.body.mensagem.length).toBeGreaterThan(10)
    const { getResponse } = await import('msw')
    const { handlers } = await import('./handlers')
    const request = new Request(
      'http://localhost/api/cobranca/disparo-automatico/excel?data_inicio=2026-01-01&data_fim=2026-01-31',
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${analista}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: [{ Cliente: 'A', Canal: 'SMS' }], title: 'Relatório de Disparo Automático' }),
      },
    )
    const res = (await getResponse(handlers, request, { baseUrl: 'http://localhost' }))!
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/)
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('Relatório de Disparo Automático.xlsx'))
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]) // a zip: a real .xlsx
  })
})

describe('SMTP test and template test', () => {
  const smtpTest = (body: unknown) =>
    call('POST', '/api/cobranca/notificacao/smtp/test/', { token: analista, body })

  it.each([
    [{ host: 'smtp.office365.com', port: 587, use_tls: true }, 200, /bem-sucedida \(TLS\)/],
    [{ host: 'smtp.exemplo-inexistente.com', port: 587 }, 400, /inalcançável/],
    [{ host: 'smtp office365', port: 587 }, 400, /Host inválido/],
    [{ host: 'smtp.boasafra.com.br', port: 465, use_ssl: false }, 400, /465 exige SSL/],
    [{ host: 'smtp.boasafra.com.br', port: 8080 }, 400, /Conexão recusada/],
  ])('%j → %i', async (body, status, detail) => {
    const res = await smtpTest(body)
    expect(res.status).toBe(status)
    expect(res.body.detail).toMatch(detail)
  })

  it('rejects CR/LF in the host and the recipient, and renders the test message', async () => {
    expect((await smtpTest({ host: 'a.com\r\nX: y', port: 25 })).status).toBe(400)
    const t = (body: unknown) =>
      call('POST', '/api/cobranca/notificacao/template/test/', { token: analista, body })
    const bad = await t({ canal: 'email', destino: 'a@b.com\r\nBcc: c@d.com', assunto: 'x', corpo: 'y' })
    expect(bad.body.destino).toBeDefined()
    const ok = await t({ canal: 'sms', destino: '(11) 98765-4321', corpo: 'Olá {{cliente}}' })
    expect(ok.status).toBe(200)
    expect(ok.body.mensagem).toBe('Olá Padaria Pão Quente')
    expect((await t({ canal: 'sms', destino: '123', corpo: 'x' })).body.destino).toBeDefined()
  })

  it('refuses unknown tags and a subject with line breaks when saving a template', async () => {
    const save = (body: unknown) =>
      call('POST', '/api/cobranca/notificacao/template/', { token: analista, body })
    expect((await save({ nome: 'x', canal: 'sms', corpo: 'Olá {{clientee}}' })).body).toEqual({
      corpo: ['Marcações desconhecidas: {{clientee}}.'],
    })
    expect((await save({ nome: 'x', canal: 'email', assunto: 'a\nb', corpo: 'c' })).status).toBe(400)
    expect((await save({ nome: 'x', canal: 'whatsapp', corpo: 'Olá {{cliente}} 😊' })).status).toBe(201)
  })
})

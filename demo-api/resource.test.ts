import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getDb, getPristine, resetDb } from './db'
import { call, login } from './test-client'
import { MSG } from './http'
import { pagedInContract } from './contract-check'
import { updatedAmount } from '../src/shared/lib/interest'
import { toCentavos } from '../src/shared/lib/money'

let admin: string
let cliente: string

beforeAll(async () => {
  admin = await login('admin')
  cliente = await login('cliente')
})
beforeEach(() => resetDb())

const get = (path: string, token = admin) => call('GET', path, { token })

describe('generic list reads', () => {
  it.each([
    'cliente',
    'clientes',
    'regua',
    'regua-acao',
    'regua-segmento',
    'regua-status',
    'regua-extended',
    'lembrete',
    'forma-cobranca',
    'grupo-economico',
    'supervisor',
    'vendedor',
    'vendedor-analista',
    'atendimento-tipo-resultado',
    'parecer-credito',
    'atendimento-atak-cobranca',
    'atendimento-negociacao',
    'atendimento-entrada',
    'atendimento-entrada-parcela',
    'cliente-telefone',
    'cliente-email',
    'contas-receber-agrupado',
    'analista-cobranca',
    'atendimento',
    'filial',
    'contas-receber',
    'pessoa',
    'notificacao/template',
    'notificacao/smtp',
    'notificacao/tags',
  ])('GET /api/cobranca/%s/ answers a non-empty plain array, paged only where the contract says', async (name) => {
    const plain = await get(`/api/cobranca/${name}/`)
    expect(plain.status).toBe(200)
    expect(Array.isArray(plain.body)).toBe(true)
    expect(plain.body.length).toBeGreaterThan(0)
    const { status, body } = await get(`/api/cobranca/${name}/?page_size=3`)
    expect(status).toBe(200)
    if (pagedInContract('GET', `/api/cobranca/${name}/`)) {
      expect(body.count).toBe(plain.body.length)
      expect(body.results.length).toBe(Math.min(3, plain.body.length))
    } else {
      // a DRF view without pagination ignores page and page_size
      expect(body).toEqual(plain.body)
    }
  })

  it('filters by equality, booleans, ranges, lists and the cliente alias', async () => {
    const all = getDb().tables.atendimento
    const target = all.find((a) => !a.is_deleted)!
    const byAlias = (
      await get(`/api/cobranca/atendimento/?cliente=${target.cod_cliente}&is_deleted=false`)
    ).body
    expect(byAlias.length).toBe(
      all.filter((a) => a.cod_cliente === target.cod_cliente && !a.is_deleted).length,
    )
    expect(
      byAlias.every(
        (a: { cod_cliente: number; is_deleted: boolean }) =>
          a.cod_cliente === target.cod_cliente && !a.is_deleted,
      ),
    ).toBe(true)

    const inactive = (await get('/api/cobranca/atendimento-tipo-resultado/?inativo=true')).body
    expect(inactive.length).toBeGreaterThan(0)
    expect(inactive.every((r: { inativo: boolean }) => r.inativo)).toBe(true)

    const range = (
      await get(
        '/api/cobranca/contas-receber/?valor__gte=1000&valor__lte=2000&status__in=vencido,aberto',
      )
    ).body
    expect(range.length).toBeGreaterThan(0)
    for (const r of range) {
      expect(Number(r.valor)).toBeGreaterThanOrEqual(1000)
      expect(Number(r.valor)).toBeLessThanOrEqual(2000)
      expect(['vencido', 'aberto']).toContain(r.status)
    }

    const analyst = (await get('/api/cobranca/analista-cobranca/?user=30')).body
    expect(analyst).toHaveLength(1)
    expect(analyst[0].user).toBe(30)

    // Unknown parameters and empty values are ignored, as django-filter does.
    expect((await get('/api/cobranca/filial/?nao_existe=1&cod_filial=')).body).toHaveLength(6)
  })

  it('searches case- and accent-insensitively', async () => {
    const found = (await get('/api/cobranca/cliente/?search=MERCADO SAO JORGE')).body
    expect(found.map((c: { nome_fantasia: string }) => c.nome_fantasia)).toContain(
      'Mercado São Jorge',
    )
    expect((await get('/api/cobranca/cliente/?search=zzzz-nada')).body).toEqual([])
  })

  it('orders ascending and descending, numerically for decimals', async () => {
    const asc = (await get('/api/cobranca/cliente/?ordering=limite_credito')).body.map(
      (c: { limite_credito: string }) => Number(c.limite_credito),
    )
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await get('/api/cobranca/cliente/?ordering=-nome_fantasia')).body.map(
      (c: { nome_fantasia: string }) => c.nome_fantasia,
    )
    expect(desc).toEqual([...desc].sort((a, b) => b.localeCompare(a, 'pt-BR')))
  })

  it('paginates like DRF', async () => {
    const first = (await get('/api/cobranca/cliente/?page_size=50')).body
    expect(first.count).toBe(360)
    expect(first.results).toHaveLength(50)
    expect(first.previous).toBeNull()
    expect(first.next).toBe('http://localhost/api/cobranca/cliente/?page_size=50&page=2')
    const second = (await get('/api/cobranca/cliente/?page_size=50&page=2')).body
    expect(second.previous).toBe('http://localhost/api/cobranca/cliente/?page_size=50')
    expect(second.results[0].cod_cliente).toBe(first.results[49].cod_cliente + 1)
    const last = (await get('/api/cobranca/cliente/?page_size=50&page=8')).body
    expect(last.results).toHaveLength(10)
    expect(last.next).toBeNull()
    expect(await get('/api/cobranca/cliente/?page_size=50&page=9')).toMatchObject({
      status: 404,
      body: { detail: 'Página inválida.' },
    })
    expect((await get('/api/cobranca/cliente/?page=1')).body.results).toHaveLength(100)
  })

  it('serves details by primary key and 404 for unknown ones', async () => {
    expect((await get('/api/cobranca/cliente/10001/')).body.nome_fantasia).toBe('Mercado São Jorge')
    expect((await get('/api/cobranca/vendedor/101/')).body.codigo).toBe(101)
    expect(await get('/api/cobranca/cliente/1/')).toMatchObject({
      status: 404,
      body: { detail: 'Não encontrado.' },
    })
  })

  it('embeds actions, segments and statuses in regua-extended', async () => {
    const rules = (await get('/api/cobranca/regua-extended/')).body
    expect(rules).toHaveLength(3)
    for (const r of rules) {
      expect(r.acoes.length).toBeGreaterThan(0)
      expect(r.segmentos.length).toBeGreaterThan(0)
      expect(r.status.length).toBeGreaterThan(0)
      expect(r.acoes.every((a: { regua: number }) => a.regua === r.id)).toBe(true)
    }
  })

  it('answers the filter hierarchy as {results}', async () => {
    const { body } = await get('/api/comum/vw-filtro-empreendimento/')
    expect(Object.keys(body)).toEqual(['results'])
    expect(body.results[0]).toEqual(
      expect.objectContaining({
        regiao: expect.any(String),
        uf: expect.any(String),
        cidade: expect.any(String),
        empreendimento: expect.any(String),
        modulo: expect.any(Number),
      }),
    )
  })

  it('lists system users without passwords', async () => {
    const users = (await get('/api/comum/user/')).body
    expect(users.length).toBeGreaterThanOrEqual(7)
    for (const u of users) {
      expect(u).not.toHaveProperty('password')
      expect(u).not.toHaveProperty('routes')
    }
  })

  it('refuses writes on read-only resources with 405', async () => {
    expect((await call('POST', '/api/cobranca/cliente/', { token: admin, body: {} })).status).toBe(
      405,
    )
    expect((await call('DELETE', '/api/cobranca/filial/1/', { token: admin })).status).toBe(405)
  })
})

describe('generic writes', () => {
  it('creates with the next id, edits with PUT (id ignored) and PATCH, deletes with 204', async () => {
    const before = getDb().tables.lembrete
    const maxId = Math.max(...before.map((l) => l.id))
    const created = await call('POST', '/api/cobranca/lembrete/', {
      token: admin,
      body: { cod_cliente: 10001, data: '2099-07-01T09:30', descricao: 'Ligar para o financeiro' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      id: maxId + 1,
      cod_cliente: 10001,
      usuario: 1,
      concluido: false,
      data: '2099-07-01T09:30:00-03:00',
    })

    const path = `/api/cobranca/lembrete/${created.body.id}/`
    const put = await call('PUT', path, {
      token: admin,
      body: { cod_cliente: 10002, data: '2099-07-02T09:00', descricao: 'Novo texto', concluido: true },
    })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ id: created.body.id, cod_cliente: 10002, concluido: true })
    const patch = await call('PATCH', path, { token: admin, body: { descricao: 'Só a descrição' } })
    expect(patch.body).toMatchObject({
      id: created.body.id,
      cod_cliente: 10002,
      descricao: 'Só a descrição',
    })
    expect((await get(path)).body.descricao).toBe('Só a descrição')

    expect(await call('DELETE', path, { token: admin })).toMatchObject({ status: 204, body: null })
    expect((await get(path)).status).toBe(404)
    expect((await call('DELETE', path, { token: admin })).status).toBe(404)
    expect((await call('PUT', path, { token: admin, body: {} })).status).toBe(404)
  })

  it('answers DRF field errors', async () => {
    const missing = await call('POST', '/api/cobranca/atendimento/', { token: admin, body: {} })
    expect(missing).toMatchObject({
      status: 400,
      body: {
        cod_cliente: ['Este campo é obrigatório.'],
        tipo_resultado: ['Este campo é obrigatório.'],
      },
    })
    const wrong = await call('POST', '/api/cobranca/atendimento-negociacao/', {
      token: admin,
      body: { atendimento: 999999, valor_original: '1.234,56', data: '2025-02-31' },
    })
    expect(wrong.body).toEqual({
      atendimento: ['Pk inválido "999999" - objeto não existe.'],
      valor_original: ['Um número válido é necessário.'],
      data: ['Formato inválido para data. Use um dos formatos a seguir: YYYY-MM-DD.'],
    })
    const email = await call('POST', '/api/cobranca/cliente-email/', {
      token: admin,
      body: { cod_cliente: 10001, email: 'x@' },
    })
    expect(email.body).toEqual({ email: ['Insira um endereço de email válido.'] })
    const phone = await call('POST', '/api/cobranca/cliente-telefone/', {
      token: admin,
      body: { cod_cliente: 10001, telefone: '123' },
    })
    expect(phone.status).toBe(400)
    const pessoa = await call('POST', '/api/cobranca/pessoa/', {
      token: admin,
      body: { nome: 'Teste', cpf_cnpj: '111.111.111-11' },
    })
    expect(pessoa.body).toEqual({ cpf_cnpj: ['CPF inválido.'] })
  })

  it('derives fields the panel expects', async () => {
    const attendance = await call('POST', '/api/cobranca/atendimento/', {
      token: await login('analista'),
      body: { cod_cliente: 10001, tipo_resultado: 1, observacao: 'Prometeu pagar sexta.' },
    })
    expect(attendance.status).toBe(201)
    expect(attendance.body).toMatchObject({
      usuario: 30,
      cod_vendedor: getDb().tables.cliente[0].cod_vendedor,
      is_deleted: false,
    })
    const negotiation = await call('POST', '/api/cobranca/atendimento-negociacao/', {
      token: admin,
      body: { atendimento: attendance.body.id, valor_original: 1000, desconto: '100.5' },
    })
    expect(negotiation.body).toMatchObject({
      cod_cliente: 10001,
      valor_original: '1000.00',
      desconto: '100.50',
      valor_negociado: '899.50',
    })
    const pessoa = await call('POST', '/api/cobranca/pessoa/', {
      token: admin,
      body: { nome: 'Teste', cpf_cnpj: '11144477735' },
    })
    expect(pessoa.body).toMatchObject({ cpf_cnpj: '111.444.777-35', tipo_pessoa: 'F' })
    const phone = await call('POST', '/api/cobranca/cliente-telefone/', {
      token: admin,
      body: { cod_cliente: 10001, telefone: '11987654321' },
    })
    expect(phone.body).toMatchObject({ telefone: '(11) 98765-4321', tipo: 'celular' })
  })

  it('supports the finance registers, cascading contract deletes', async () => {
    const bank = await call('POST', '/api/financeiro/banco/', {
      token: admin,
      body: { codigo: '077', nome: 'Banco Inter' },
    })
    expect(bank).toMatchObject({
      status: 201,
      body: { codigo: '077', nome: 'Banco Inter', ativo: true },
    })
    expect(
      (
        await call('PATCH', `/api/financeiro/banco/${bank.body.id}/`, {
          token: admin,
          body: { ativo: false },
        })
      ).body.ativo,
    ).toBe(false)
    expect(
      (
        await call('POST', '/api/financeiro/banco/', {
          token: admin,
          body: { codigo: '77', nome: 'X' },
        })
      ).status,
    ).toBe(400)
    for (const name of [
      'moeda',
      'tipo-juros',
      'indice',
      'tipo-contrato',
      'forma-amortizacao',
      'empresa',
      'contrato',
      'liberacao',
      'liberacao-parcela',
    ]) {
      const { status, body } = await get(`/api/financeiro/${name}/`)
      expect(status, name).toBe(200)
      expect(body.length, name).toBeGreaterThan(0)
    }
    const contrato = getDb().tables.contrato[0]
    expect(
      (await get(`/api/financeiro/liberacao-parcela/?contrato=${contrato.id}`)).body.length,
    ).toBeGreaterThan(0)
    expect(
      (await call('DELETE', `/api/financeiro/contrato/${contrato.id}/`, { token: admin })).status,
    ).toBe(204)
    expect((await get(`/api/financeiro/liberacao/?contrato=${contrato.id}`)).body).toEqual([])
    expect((await get(`/api/financeiro/liberacao-parcela/?contrato=${contrato.id}`)).body).toEqual(
      [],
    )
  })

  it('rejects CR/LF in e-mail subjects and hides SMTP passwords', async () => {
    const bad = await call('POST', '/api/cobranca/notificacao/template/', {
      token: admin,
      body: { nome: 'X', canal: 'email', assunto: 'Oi\r\nBcc: a@b.c', corpo: '{{nome_fantasia}}' },
    })
    expect(bad.body).toEqual({ assunto: ['Este campo não pode conter quebras de linha.'] })
    const smtp = await call('POST', '/api/cobranca/notificacao/smtp/', {
      token: admin,
      body: {
        nome: 'Teste',
        host: 'smtp.exemplo.com',
        port: 587,
        password: 'segredo',
        from_email: 'a@b.com.br',
        use_tls: true,
      },
    })
    expect(smtp.status).toBe(201)
    expect(smtp.body).not.toHaveProperty('password')
  })

  it('resetDb restores the seeded state', async () => {
    const pristineCount = getPristine().tables.lembrete.length
    await call('POST', '/api/cobranca/lembrete/', {
      token: admin,
      body: { cod_cliente: 10001, data: '2099-07-01T09:00', descricao: 'x' },
    })
    const first = getDb().tables.lembrete[0]
    await call('DELETE', `/api/cobranca/lembrete/${first.id}/`, { token: admin })
    await call('PATCH', '/api/cobranca/atendimento/1/', {
      token: admin,
      body: { observacao: 'mudou' },
    })
    resetDb()
    expect(getDb().tables.lembrete).toHaveLength(pristineCount)
    expect(getDb().tables.lembrete[0]).toBe(first)
    expect(getDb().tables.atendimento[0].observacao).not.toBe('mudou')
    const next = await call('POST', '/api/cobranca/lembrete/', {
      token: admin,
      body: { cod_cliente: 10001, data: '2099-07-01T09:00', descricao: 'x' },
    })
    expect(next.body.id).toBe(Math.max(...getPristine().tables.lembrete.map((l) => l.id)) + 1)
  })
})

describe('client users', () => {
  it('see only their own customers and receivables, and cannot write', async () => {
    const customers = (await get('/api/cobranca/cliente/', cliente)).body
    expect(customers.map((c: { cod_cliente: number }) => c.cod_cliente).sort()).toEqual([
      10001, 10002,
    ])
    const titles = (await get('/api/cobranca/contas-receber/', cliente)).body
    expect(titles.length).toBeGreaterThan(0)
    expect(
      titles.every((t: { cod_cliente: number }) => [10001, 10002].includes(t.cod_cliente)),
    ).toBe(true)
    expect((await get('/api/cobranca/cliente/10003/', cliente)).status).toBe(404)
    expect((await get('/api/comum/user/', cliente)).status).toBe(403)
    // No page of the client portal needs the staff's reference lists (api/openapi.yaml x-rotas).
    expect((await get('/api/cobranca/forma-cobranca/', cliente)).status).toBe(403)
    expect((await get('/api/cobranca/vendedor/', cliente)).status).toBe(403)
    const write = await call('POST', '/api/cobranca/lembrete/', {
      token: cliente,
      body: { cod_cliente: 10001, data: '2099-07-01T09:00', descricao: 'x' },
    })
    expect(write.status).toBe(403)
  })
})

describe('contas-receber-agrupado', () => {
  it('groups open receivables per customer with totals and aging, largest overdue first', async () => {
    const groups = (await get('/api/cobranca/contas-receber-agrupado/')).body
    expect(groups.length).toBeGreaterThan(10)
    for (const g of groups.slice(0, 20)) {
      const cents = (s: string) => Math.round(Number(s) * 100)
      expect(g.titulos.length).toBe(g.qtd_titulos)
      expect(
        g.titulos.every(
          (t: { status: string; cod_cliente: number }) =>
            t.status !== 'pago' && t.cod_cliente === g.cod_cliente,
        ),
      ).toBe(true)
      const saldo = g.titulos.reduce((s: number, t: { saldo: string }) => s + cents(t.saldo), 0)
      expect(cents(g.saldo_total)).toBe(saldo)
      expect(cents(g.saldo_vencido) + cents(g.saldo_a_vencer)).toBe(saldo)
      const aging = Object.values(g.aging as Record<string, string>).reduce(
        (s, v) => s + cents(v),
        0,
      )
      expect(aging).toBe(saldo)
    }
    const overdue = groups.map((g: { saldo_vencido: string }) => Number(g.saldo_vencido))
    expect(overdue).toEqual([...overdue].sort((a, b) => b - a))
  })

  it('serves each nested title with what it owes today, computed as the registered fine and interest', async () => {
    const groups = (await get('/api/cobranca/contas-receber-agrupado/')).body
    const today = getDb().today
    let late = 0
    for (const g of groups.slice(0, 20)) {
      for (const t of g.titulos as { saldo: string; data_vencimento: string; multa: string; juros: string; valor_atualizado: string }[]) {
        const c = updatedAmount({ valorCentavos: toCentavos(t.saldo), vencimento: t.data_vencimento, hoje: today })
        expect(toCentavos(t.valor_atualizado)).toBe(c.totalCentavos)
        expect([toCentavos(t.multa), toCentavos(t.juros)]).toEqual([c.multaCentavos, c.jurosCentavos])
        if (c.totalCentavos > toCentavos(t.saldo)) late++
      }
    }
    expect(late).toBeGreaterThan(0)
  })

  it('accepts the collection-base filters by GET and by POST', async () => {
    const branch = 2
    const viaGet = (
      await get(`/api/cobranca/contas-receber-agrupado/?filial=${branch}&incluir_titulos=false`)
    ).body
    expect(viaGet.length).toBeGreaterThan(0)
    expect(viaGet.every((g: { titulos: unknown[] }) => g.titulos.length === 0)).toBe(true)
    const viaPost = await call('POST', '/api/cobranca/contas-receber-agrupado/', {
      token: admin,
      body: {
        filial: [branch],
        vendedor: null,
        documento: '',
        data_vencimento_inicio: '2000-01-01',
        data_vencimento_fim: '2100-01-01',
      },
    })
    expect(viaPost.status).toBe(200)
    expect(viaPost.body.length).toBe(viaGet.length)
    for (const g of viaPost.body) for (const t of g.titulos) expect(t.cod_filial).toBe(branch)
    const paged = await call('POST', '/api/cobranca/contas-receber-agrupado/', {
      token: admin,
      body: { page: 1, page_size: 5 },
    })
    expect(paged.body.results).toHaveLength(5)
    const withPaid = (
      await get('/api/cobranca/contas-receber-agrupado/?incluir_pagos=true&incluir_titulos=false')
    ).body
    expect(withPaid.length).toBeGreaterThan(viaGet.length)
    const named = (
      await get('/api/cobranca/contas-receber-agrupado/?info=mercado sao jorge&incluir_pagos=true')
    ).body
    expect(named.map((g: { cod_cliente: number }) => g.cod_cliente)).toContain(10001)
    for (const g of named) {
      expect(`${g.nome_fantasia} ${g.razao_social}`).toMatch(/mercado/i)
      expect(`${g.nome_fantasia} ${g.razao_social}`).toMatch(/são jorge/i)
    }
  })

  it('is refused to client users: no page of theirs needs the staff base', async () => {
    const answer = await get('/api/cobranca/contas-receber-agrupado/?incluir_pagos=true', cliente)
    expect(answer).toMatchObject({ status: 403, body: { detail: MSG.forbidden } })
  })
})

describe('concluir-atendimentos', () => {
  it('concludes the open attendances of one customer', async () => {
    const cod = getDb().tables.atendimento.find((a) => !a.concluido && !a.is_deleted)!.cod_cliente
    const { status, body } = await call(
      'POST',
      `/api/cobranca/atendimento/concluir-atendimentos/${cod}/`,
      { token: admin },
    )
    expect(status).toBe(200)
    expect(body.quantidade).toBeGreaterThan(0)
    const open = (
      await get(`/api/cobranca/atendimento/?cliente=${cod}&is_deleted=false&concluido=false`)
    ).body
    expect(open).toEqual([])
  })
})

/** The credit module's demo endpoints: opinions with versions and decisions, exposure, score, people. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getDb, getRow, listRows, resetDb } from '../demo-api/db'
import { CREDIT_MSG } from '../demo-api/handlers/credito'
import { call, login } from '../demo-api/test-client'
import type { ParecerCreditoRow, ParecerCreditoVersao, PessoaRow } from '../demo-api/types-credit'
import { addDays } from '../src/shared/lib/date'
import { cnpjCheckDigits, normalizeCnpj } from '../src/shared/lib/documents'

const C = '/api/cobranca'
let credito: string
let financeiro: string
let analista: string

beforeAll(async () => {
  credito = await login('credito')
  financeiro = await login('financeiro')
  analista = await login('analista')
})
beforeEach(() => resetDb())

const today = () => getDb().today
const pareceres = () => listRows('parecer-credito') as unknown as ParecerCreditoRow[]
const versoes = () => listRows('parecer-credito-versao') as unknown as ParecerCreditoVersao[]
const pessoas = () => listRows('pessoa') as unknown as PessoaRow[]

const REASON = 'Cliente pontual há dois anos, compras crescentes; limite compatível com o volume.'
const valid = (cod = 10001) => ({
  cod_cliente: cod,
  parecer: REASON,
  limite_solicitado: '90000.00',
  limite_sugerido: '80000.00',
  validade: addDays(today(), 180),
  classe_risco: 'B',
  garantias: 'Aval do sócio.',
  condicoes_pagamento: 'Boleto 28 dias.',
})

describe('seed', () => {
  it('tells stories over two years: several opinions per customer, limits cut after late periods', () => {
    const byCustomer = new Map<number, ParecerCreditoRow[]>()
    for (const p of pareceres())
      byCustomer.set(p.cod_cliente, [...(byCustomer.get(p.cod_cliente) ?? []), p])
    const several = [...byCustomer.values()].filter((l) => l.length >= 2)
    expect(several.length).toBeGreaterThan(20)
    const oldest = pareceres()
      .map((p) => p.data)
      .sort()[0]
    expect(oldest < addDays(today(), -540)).toBe(true)
    const cuts = pareceres().filter(
      (p) => p.situacao === 'aprovado' && Number(p.limite_sugerido) < Number(p.limite_atual),
    )
    expect(cuts.length).toBeGreaterThan(10)
    for (const p of cuts.slice(0, 5)) expect(p.parecer).toMatch(/atraso/)
    // Every opinion's versions are numbered 1..versao, and validity comes after the date.
    for (const p of pareceres()) {
      const mine = versoes()
        .filter((v) => v.parecer_credito === p.id)
        .map((v) => v.versao)
      expect(mine.sort()).toEqual(Array.from({ length: p.versao }, (_, i) => i + 1))
      if (p.validade) expect(p.validade > p.data).toBe(true)
    }
    // The latest approved opinion of a customer agrees with the customer's current limit.
    for (const [cod, list] of byCustomer) {
      const approved = list
        .filter((p) => p.situacao === 'aprovado')
        .sort((a, b) => (a.data < b.data ? 1 : -1))
      if (approved.length === 0) continue
      const latestDecided = list
        .filter((p) => p.situacao !== 'em_analise')
        .sort((a, b) => (a.data < b.data ? 1 : -1))[0]
      if (latestDecided.situacao !== 'aprovado') continue
      expect(Number(approved[0].limite_sugerido)).toBe(
        Number(getRow('cliente', cod)!.limite_credito),
      )
    }
  })

  it('registers people with addresses, contacts, roles and links, including an alphanumeric CNPJ', () => {
    const all = pessoas()
    expect(all.length).toBeGreaterThan(100)
    expect(all.some((p) => /[A-Z]/.test(p.cpf_cnpj))).toBe(true)
    expect(
      all.some((p) => p.papeis.includes('avalista') && p.vinculos.some((v) => v.cod_cliente)),
    ).toBe(true)
    expect(all.some((p) => p.vinculos.some((v) => v.grupo_economico))).toBe(true)
    for (const p of all) {
      expect(p.enderecos.length).toBeGreaterThan(0)
      for (const e of p.enderecos) expect(e.cep).toMatch(/^\d{5}-\d{3}$/)
    }
    const docs = all.map((p) => normalizeCnpj(p.cpf_cnpj))
    expect(new Set(docs).size).toBe(docs.length)
  })
})

describe('parecer-credito', () => {
  it('keeps the list shape of the customer panel: newest first, cliente alias, status added', async () => {
    const cod = pareceres().find(
      (p) => pareceres().filter((q) => q.cod_cliente === p.cod_cliente).length >= 2,
    )!.cod_cliente
    const { status, body } = await call(
      'GET',
      `${C}/parecer-credito/?cliente=${cod}&ordering=-data`,
      { token: analista },
    )
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(2)
    const dates = body.map((r: ParecerCreditoRow) => r.data)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const r of body) {
      expect(r).toMatchObject({
        cod_cliente: cod,
        parecer: expect.any(String),
        limite_sugerido: expect.stringMatching(/^\d+\.\d{2}$/),
      })
      expect(['em_analise', 'aprovado', 'reprovado', 'vencido']).toContain(r.status)
    }
  })

  it('filters the worklist by status (vencido = approved past validity), group and period', async () => {
    const vencidos = (await call('GET', `${C}/parecer-credito/?status=vencido`, { token: credito }))
      .body
    expect(vencidos.length).toBeGreaterThan(0)
    for (const r of vencidos) {
      expect(r.situacao).toBe('aprovado')
      expect(r.validade < today()).toBe(true)
    }
    const group = getRow('cliente', vencidos[0].cod_cliente)!.grupo_economico
    if (group) {
      const inGroup = (
        await call('GET', `${C}/parecer-credito/?grupo_economico=${group}`, { token: credito })
      ).body
      for (const r of inGroup) expect(getRow('cliente', r.cod_cliente)!.grupo_economico).toBe(group)
    }
    const from = addDays(today(), -90)
    const recent = (
      await call('GET', `${C}/parecer-credito/?data__gte=${from}`, { token: credito })
    ).body
    expect(recent.length).toBe(pareceres().filter((p) => p.data >= from).length)
  })

  it('validates: reasoning required and long enough, validity after the date, decimal limits', async () => {
    const missing = await call('POST', `${C}/parecer-credito/`, {
      token: credito,
      body: { cod_cliente: 10001 },
    })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      parecer: ['Este campo é obrigatório.'],
      limite_sugerido: ['Este campo é obrigatório.'],
      validade: ['Este campo é obrigatório.'],
    })
    const bad = await call('POST', `${C}/parecer-credito/`, {
      token: credito,
      body: {
        ...valid(),
        parecer: 'Ok.',
        validade: today(),
        limite_sugerido: '-5',
        limite_solicitado: '12,5',
      },
    })
    expect(bad.body).toEqual({ limite_solicitado: ['Um número válido é necessário.'] })
    const bad2 = await call('POST', `${C}/parecer-credito/`, {
      token: credito,
      body: { ...valid(), parecer: 'Ok.', validade: today(), limite_sugerido: '-5' },
    })
    expect(bad2.body).toEqual({
      parecer: [CREDIT_MSG.parecerCurto],
      validade: [CREDIT_MSG.validade],
      limite_sugerido: [CREDIT_MSG.negativo],
    })
  })

  it('writes versions with author and date; an edit needs a reason and goes back to analysis', async () => {
    const created = await call('POST', `${C}/parecer-credito/`, { token: credito, body: valid() })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      situacao: 'em_analise',
      status: 'em_analise',
      versao: 1,
      usuario: 3,
      limite_atual: getRow('cliente', 10001)!.limite_credito,
      limite_sugerido: '80000.00',
      data: today(),
    })
    expect(typeof created.body.score).toBe('number')
    const id = created.body.id
    const noReason = await call('PATCH', `${C}/parecer-credito/${id}/`, {
      token: credito,
      body: { limite_sugerido: '60000' },
    })
    expect(noReason.body).toEqual({ motivo: [CREDIT_MSG.motivo] })
    const same = await call('PATCH', `${C}/parecer-credito/${id}/`, {
      token: credito,
      body: { limite_sugerido: '80000.00', motivo: 'nada' },
    })
    expect(same.body).toEqual({ non_field_errors: [CREDIT_MSG.semMudanca] })

    const approved = await call('POST', `${C}/parecer-credito/${id}/decidir/`, {
      token: credito,
      body: { situacao: 'aprovado', comentario: 'De acordo.' },
    })
    expect(approved.body).toMatchObject({
      situacao: 'aprovado',
      aprovado_por: 3,
      versao: 2,
      comentario_decisao: 'De acordo.',
    })
    expect(approved.body.aprovado_em).toMatch(/-03:00$/)
    expect(getRow('cliente', 10001)!.limite_credito).toBe('80000.00')

    const edited = await call('PATCH', `${C}/parecer-credito/${id}/`, {
      token: analista,
      body: { limite_sugerido: '60000', motivo: 'Dois atrasos em outubro.' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      situacao: 'em_analise',
      versao: 3,
      limite_sugerido: '60000.00',
      limite_atual: '80000.00',
      aprovado_por: null,
      atualizado_por: 30,
    })

    const history = (
      await call('GET', `${C}/parecer-credito-versao/?parecer_credito=${id}`, { token: credito })
    ).body
    expect(
      history.map((v: ParecerCreditoVersao) => [
        v.versao,
        v.acao,
        v.usuario,
        v.limite_sugerido,
        v.motivo,
      ]),
    ).toEqual([
      [3, 'edicao', 30, '60000.00', 'Dois atrasos em outubro.'],
      [2, 'aprovacao', 3, '80000.00', 'De acordo.'],
      [1, 'criacao', 3, '80000.00', ''],
    ])
    const gone = await call('DELETE', `${C}/parecer-credito/${id}/`, { token: credito })
    expect(gone).toMatchObject({ status: 405, body: { detail: CREDIT_MSG.naoExclui } })
  })

  it('only profiles that grant the page may write or decide; a decided opinion is not decided again', async () => {
    const id = (await call('POST', `${C}/parecer-credito/`, { token: credito, body: valid() })).body
      .id
    const denied = await call('POST', `${C}/parecer-credito/${id}/decidir/`, {
      token: financeiro,
      body: { situacao: 'aprovado' },
    })
    // The contract's x-rotas refuses it first, with DRF's text.
    expect(denied).toMatchObject({ status: 403, body: { detail: 'Você não tem permissão para executar essa ação.' } })
    expect(
      (await call('POST', `${C}/parecer-credito/`, { token: financeiro, body: valid() })).status,
    ).toBe(403)
    const noReason = await call('POST', `${C}/parecer-credito/${id}/decidir/`, {
      token: credito,
      body: { situacao: 'reprovado' },
    })
    expect(noReason.body).toEqual({ comentario: [CREDIT_MSG.motivoReprovacao] })
    const limitBefore = getRow('cliente', 10001)!.limite_credito
    const refused = await call('POST', `${C}/parecer-credito/${id}/decidir/`, {
      token: credito,
      body: { situacao: 'reprovado', comentario: 'Exposição do grupo alta.' },
    })
    expect(refused.body).toMatchObject({ situacao: 'reprovado', aprovado_por: 3 })
    expect(getRow('cliente', 10001)!.limite_credito).toBe(limitBefore)
    const again = await call('POST', `${C}/parecer-credito/${id}/decidir/`, {
      token: credito,
      body: { situacao: 'aprovado' },
    })
    expect(again.body).toEqual({ non_field_errors: [CREDIT_MSG.jaDecidido] })
  })
})

describe('exposure and score', () => {
  it('uses the same figures as the Base Cobrança', async () => {
    const cod = listRows('cliente').find((c) => c.grupo_economico)!.cod_cliente
    const exp = (await call('GET', `/api/credito/exposicao/${cod}/`, { token: credito })).body
    const base = (
      await call('GET', `${C}/contas-receber-agrupado/?cod_cliente=${cod}`, { token: credito })
    ).body
    const row = (Array.isArray(base) ? base : base.results)[0]
    expect(exp.cliente.aberto).toBe(row.saldo_total)
    expect(exp.cliente.vencido).toBe(row.saldo_vencido)
    expect(exp.cliente.maior_atraso).toBe(row.maior_atraso)
    expect(exp.cliente.aging).toEqual(row.aging)
    expect(exp.cliente.compras_mes).toHaveLength(12)
    expect(exp.grupo_economico.clientes).toBeGreaterThan(0)
    expect(Number(exp.grupo.aberto)).toBeGreaterThanOrEqual(Number(exp.cliente.aberto))
    expect(exp).not.toHaveProperty('_input')
  })

  it('scores with five weighted factors that add up', async () => {
    const { body } = await call('GET', '/api/credito/score/10001/', { token: credito })
    expect(
      body.fatores.map((f: { weight: number }) => f.weight).reduce((a: number, b: number) => a + b),
    ).toBe(100)
    const sum = body.fatores.reduce(
      (a: number, f: { contribution: number }) => a + f.contribution,
      0,
    )
    expect(body.score).toBeCloseTo(sum, 1)
    expect(body.limite_sugerido).toMatch(/^\d+\.00$/)
    expect(body.limite_explicacao.length).toBeGreaterThan(0)
    expect((await call('GET', '/api/credito/score/1/', { token: credito })).status).toBe(404)
  })
})

describe('pessoa', () => {
  const base12 = '12ABC34501DE'
  const alnum = `${base12}${cnpjCheckDigits(base12)}`

  it('creates a company with an alphanumeric CNPJ (uppercased), addresses, contacts and links', async () => {
    const { status, body } = await call('POST', `${C}/pessoa/`, {
      token: credito,
      body: {
        nome: 'Fênix Participações S.A.',
        nome_fantasia: 'Fênix',
        cpf_cnpj: alnum.toLowerCase(),
        enderecos: [
          {
            tipo: 'comercial',
            cep: '01310100',
            logradouro: 'Av. Paulista',
            numero: '1000',
            cidade: 'São Paulo',
            uf: 'sp',
          },
        ],
        emails: [{ email: 'fin@fenix.com.br' }],
        telefones: [{ telefone: '11987654321', whatsapp: true }],
        vinculos: [{ cod_cliente: 10001, papel: 'avalista' }],
      },
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      tipo_pessoa: 'J',
      cpf_cnpj: '12.ABC.345/01DE-' + alnum.slice(12),
      enderecos: [{ cep: '01310-100', uf: 'SP', principal: true }],
      telefones: [{ telefone: '(11) 98765-4321', principal: true }],
      papeis: ['avalista'],
      email: 'fin@fenix.com.br',
      cidade: 'São Paulo',
    })
    const linked = (await call('GET', `${C}/pessoa/?cod_cliente=10001`, { token: credito })).body
    expect(linked.map((p: PessoaRow) => p.id)).toContain(body.id)
  })

  it('refuses a duplicate document, masked or not, naming the existing record', async () => {
    const existing = pessoas()[0]
    for (const doc of [existing.cpf_cnpj, normalizeCnpj(existing.cpf_cnpj)]) {
      const dup = await call('POST', `${C}/pessoa/`, {
        token: credito,
        body: { nome: 'Outro', cpf_cnpj: doc },
      })
      expect(dup).toMatchObject({
        status: 400,
        body: { cpf_cnpj: [CREDIT_MSG.duplicado(existing.nome, existing.id)] },
      })
    }
    const self = await call('PATCH', `${C}/pessoa/${existing.id}/`, {
      token: credito,
      body: { cpf_cnpj: existing.cpf_cnpj, nome: 'Novo Nome' },
    })
    expect(self.body.nome).toBe('Novo Nome')
  })

  it('answers nested errors per item, DRF style', async () => {
    const { status, body } = await call('POST', `${C}/pessoa/`, {
      token: credito,
      body: {
        nome: 'Teste',
        cpf_cnpj: '111.444.777-35',
        enderecos: [
          { cep: '01310-100', logradouro: 'Rua A', cidade: 'X', uf: 'SP' },
          { cep: '123', logradouro: 'Rua B', cidade: 'Y', uf: 'SP' },
        ],
        emails: [{ email: 'x@' }],
        vinculos: [{ cod_cliente: 10001, grupo_economico: 1, papel: 'socio' }],
      },
    })
    expect(status).toBe(400)
    expect(body.enderecos).toEqual([
      {},
      { cep: ['Endereço 2: CEP inválido. Use 8 dígitos, ex.: 01310-100.'] },
    ])
    expect(body.emails).toEqual([{ email: ['E-mail 1: insira um endereço de email válido.'] }])
    expect(body.vinculos[0].cod_cliente[0]).toMatch(/só um/)
  })

  it('searches by name ignoring accents and by document with or without mask', async () => {
    const target = pessoas().find((p) => /[áéíóúãõç]/i.test(p.nome))!
    const plain = target.nome
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase()
    const byName = (
      await call('GET', `${C}/pessoa/?search=${encodeURIComponent(plain)}`, { token: credito })
    ).body
    expect(byName.map((p: PessoaRow) => p.id)).toContain(target.id)
    for (const q of [target.cpf_cnpj, normalizeCnpj(target.cpf_cnpj)]) {
      const byDoc = (
        await call('GET', `${C}/pessoa/?search=${encodeURIComponent(q)}`, { token: credito })
      ).body
      expect(byDoc.map((p: PessoaRow) => p.id)).toEqual([target.id])
    }
  })
})

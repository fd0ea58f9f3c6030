/** The finance endpoints of the demo API: registers, seed, generation of instalments, reports. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getDb, resetDb } from '../demo-api/db'
import { call, login } from '../demo-api/test-client'
import { isValidCnpj } from '../src/shared/lib/documents'
import { toCentavos } from '../src/shared/lib/money'

const F = '/api/financeiro'
let token: string
let cliente: string

beforeAll(async () => {
  token = await login('financeiro')
  cliente = await login('cliente')
})
beforeEach(() => resetDb())

const get = (path: string) => call('GET', `${F}/${path}`, { token })
const post = (path: string, body: unknown) => call('POST', `${F}/${path}`, { token, body })
const patch = (path: string, body: unknown) => call('PATCH', `${F}/${path}`, { token, body })
const del = (path: string) => call('DELETE', `${F}/${path}`, { token })
const c = (v: string) => toCentavos(v)

describe('seed', () => {
  it('has the four kinds of contract with releases and instalments, some paid', async () => {
    const { body: contratos } = await get('contrato/')
    const { body: formas } = await get('forma-amortizacao/')
    const { body: moedas } = await get('moeda/')
    const codeOf = (id: number) => formas.find((f: { id: number }) => f.id === id).codigo
    expect(contratos.length).toBeGreaterThanOrEqual(6)
    expect(contratos.some((k: { percentual_indice: string | null }) => k.percentual_indice === '100.00')).toBe(true)
    expect(contratos.some((k: { forma_amortizacao: number }) => codeOf(k.forma_amortizacao) === 'BULLET')).toBe(true)
    expect(contratos.some((k: { forma_amortizacao: number }) => codeOf(k.forma_amortizacao) === 'PRICE')).toBe(true)
    const usd = moedas.find((m: { sigla: string }) => m.sigla === 'USD')
    expect(usd.cotacao).toBe('5.3500')
    expect(contratos.some((k: { moeda: number }) => k.moeda === usd.id)).toBe(true)
    const { body: parcelas } = await get('liberacao-parcela/')
    expect(parcelas.some((p: { pago: boolean }) => p.pago)).toBe(true)
    expect(parcelas.some((p: { pago: boolean }) => !p.pago)).toBe(true)
    // every release's schedule amortises exactly what was released
    const { body: liberacoes } = await get('liberacao/')
    for (const lib of liberacoes) {
      const mine = parcelas.filter((p: { liberacao: number }) => p.liberacao === lib.id)
      const amort = mine.reduce((a: number, p: { valor_amortizacao: string }) => a + c(p.valor_amortizacao), 0)
      expect(amort).toBe(c(lib.valor))
      expect(mine.at(-1).saldo_devedor).toBe('0.00')
    }
  })

  it('marks every index value as a demo value; companies have valid CNPJs, one alphanumeric', async () => {
    const { body: taxas } = await get('indice-taxa/')
    expect(taxas.length).toBeGreaterThan(24)
    expect(taxas.every((t: { demo: boolean }) => t.demo)).toBe(true)
    const { body: empresas } = await get('empresa/')
    expect(empresas.every((e: { cnpj: string }) => isValidCnpj(e.cnpj))).toBe(true)
    expect(empresas.some((e: { cnpj: string }) => /[A-Z]/.test(e.cnpj))).toBe(true)
  })
})

describe('registers', () => {
  it('banco: validates code and ISPB, refuses duplicates, creates, patches, deletes', async () => {
    expect((await post('banco/', { codigo: '77', nome: 'X' })).body).toEqual({
      codigo: ['Informe o código do banco com 3 dígitos (ex.: 341).'],
    })
    expect((await post('banco/', { codigo: '341', nome: 'X' })).body.codigo).toEqual(['Já existe um banco com este código.'])
    expect((await post('banco/', { codigo: '077', nome: 'Inter', ispb: '123' })).body.ispb).toEqual([
      'O ISPB tem 8 dígitos (ex.: 60701190).',
    ])
    const created = await post('banco/', { codigo: '077', nome: 'Banco Inter', ispb: '00416968' })
    expect(created.status).toBe(201)
    expect((await patch(`banco/${created.body.id}/`, { nome: 'Inter' })).body.nome).toBe('Inter')
    expect((await del(`banco/${created.body.id}/`)).status).toBe(204)
  })

  it('protects a bank that a contract uses', async () => {
    const { body: contratos } = await get('contrato/')
    const res = await del(`banco/${contratos[0].banco}/`)
    expect(res.status).toBe(400)
    expect(res.body.detail).toMatch(/^Não é possível excluir: banco usado em \d+ contrato\(s\)/)
  })

  it('empresa: refuses an invalid CNPJ and accepts an alphanumeric one', async () => {
    expect((await post('empresa/', { razao_social: 'X', cnpj: '11.222.333/0001-80' })).body.cnpj).toEqual(['CNPJ inválido.'])
    // 12.ABC.345/01DE-35 is the RFB's published example
    const ok = await post('empresa/', { razao_social: 'Nova', cnpj: '12abc34501de35' })
    expect(ok.status).toBe(201)
    expect(ok.body.cnpj).toBe('12.ABC.345/01DE-35')
  })

  it('contrato: derives the monthly rate, demands the index percentage when post-fixed', async () => {
    const base = {
      numero: 'T-1',
      empresa: 1,
      banco: 1,
      tipo_contrato: 1,
      tipo_juros: 1,
      forma_amortizacao: 2,
      data_contratacao: '2026-01-10',
      valor_contratado: '120000.00',
      qtd_parcelas: 18,
    }
    const pre = await post('contrato/', { ...base, indice: 5, taxa: '12.0000', base_taxa: 'anual' })
    expect(pre.status).toBe(201)
    expect(pre.body.taxa_mensal).toBe('0.9489')
    expect(pre.body.data_primeiro_vencimento).toBe('2026-02-10')
    const pos = await post('contrato/', { ...base, numero: 'T-2', indice: 1, tipo_juros: 2, taxa: '3.5', base_taxa: 'anual' })
    expect(pos.status).toBe(400)
    expect(pos.body.percentual_indice).toEqual(['Informe o percentual do CDI (ex.: 100).'])
    const bad = await post('contrato/', { ...base, numero: 'T-3', indice: 5, data_primeiro_vencimento: '2026-01-01' })
    expect(bad.body).toEqual({
      taxa: ['Este campo é obrigatório.'],
      data_primeiro_vencimento: ['O primeiro vencimento deve ser depois da data de contratação.'],
    })
  })

  it('liberacao: the releases cannot exceed the contracted amount', async () => {
    const { body: contratos } = await get('contrato/')
    const k = contratos[0]
    const res = await post('liberacao/', { contrato: k.id, data: k.data_contratacao, valor: '1.00' })
    expect(res.status).toBe(400)
    expect(res.body.valor[0]).toMatch(/^A soma das liberações \(R\$\u00a0[\d.]+,\d\d\) passaria do valor contratado/)
  })

  it('client users cannot read the finance registers', async () => {
    expect((await call('GET', `${F}/contrato/`, { token: cliente })).status).toBe(403)
  })
})

describe('gerar-parcelas', () => {
  async function newRelease() {
    const k = await post('contrato/', {
      numero: 'G-1',
      empresa: 1,
      banco: 1,
      tipo_contrato: 1,
      tipo_juros: 1,
      indice: 5,
      forma_amortizacao: 2,
      data_contratacao: getDb().today,
      valor_contratado: '1000.00',
      qtd_parcelas: 2,
      taxa: '1.0000',
    })
    return (await post('liberacao/', { contrato: k.body.id, data: getDb().today, valor: '1000.00' })).body
  }

  it('saves the schedule in one request, replacing the open one', async () => {
    const lib = await newRelease()
    const parcelas = [
      { parcela: 1, data_vencimento: '2099-01-05', valor_amortizacao: '497.51', valor_juros: '10.00', valor_parcela: '507.51', saldo_devedor: '502.49' },
      { parcela: 2, data_vencimento: '2099-02-05', valor_amortizacao: '502.49', valor_juros: '5.02', valor_parcela: '507.51', saldo_devedor: '0.00' },
    ]
    const res = await post(`liberacao/${lib.id}/gerar-parcelas/`, { parcelas })
    expect(res.status).toBe(201)
    expect(res.body).toHaveLength(2)
    expect(res.body[0]).toMatchObject({ liberacao: lib.id, contrato: lib.contrato, pago: false })
    await post(`liberacao/${lib.id}/gerar-parcelas/`, { parcelas })
    const { body } = await get(`liberacao-parcela/?liberacao=${lib.id}`)
    expect(body).toHaveLength(2)
  })

  it('refuses a schedule that does not amortise the release', async () => {
    const lib = await newRelease()
    const res = await post(`liberacao/${lib.id}/gerar-parcelas/`, {
      parcelas: [{ parcela: 1, data_vencimento: '2099-01-05', valor_amortizacao: '900.00', valor_juros: '10.00', valor_parcela: '910.00' }],
    })
    expect(res.status).toBe(400)
    expect(res.body.parcelas).toEqual(['A soma das amortizações (R$\u00a0900,00) difere do valor liberado (R$\u00a01.000,00).'])
  })

  it('refuses to regenerate a release with paid instalments', async () => {
    const { body: parcelas } = await get('liberacao-parcela/?pago=true')
    const lib = parcelas[0].liberacao
    const res = await post(`liberacao/${lib}/gerar-parcelas/`, {
      parcelas: [{ parcela: 1, data_vencimento: '2099-01-05', valor_amortizacao: '1.00', valor_juros: '0', valor_parcela: '1.00' }],
    })
    expect(res.status).toBe(400)
  })
})

describe('reports', () => {
  it('relatorio-parcelas: open instalments of the next 90 days by default range, with names', async () => {
    const today = getDb().today
    const { body } = await get(`relatorio-parcelas/?data_inicio=${today}`)
    expect(body.length).toBeGreaterThan(0)
    for (const row of body) {
      expect(row.pago).toBe(false)
      expect(row.data_vencimento >= today).toBe(true)
      expect(row.contrato_numero).toBeTruthy()
      expect(row.banco_nome).toMatch(/^\d{3} · /)
    }
    const { body: filtered } = await get(`relatorio-parcelas/?data_inicio=${today}&data_fim=2100-01-01&banco=${body[0].banco}`)
    expect(filtered.every((r: { banco: number }) => r.banco === body[0].banco)).toBe(true)
    expect((await get('relatorio-parcelas/?data_inicio=2026-02-01&data_fim=2026-01-01')).status).toBe(400)
  })

  it('recebiveis-previstos: 12 months, rates between 0 and 1 that fall with age, expected ≤ open', async () => {
    const { body } = await get('recebiveis-previstos/?meses=12')
    expect(body.meses).toHaveLength(12)
    expect(body.meses[0].mes).toBe(getDb().today.slice(0, 7))
    expect(body.metodo).toMatch(/taxa de recebimento/)
    const rates = body.faixas.map((f: { taxa_recebimento: string }) => Number(f.taxa_recebimento))
    for (const r of rates) expect(r).toBeGreaterThanOrEqual(0)
    for (const r of rates) expect(r).toBeLessThanOrEqual(1)
    for (const m of body.meses) expect(c(m.valor_previsto)).toBeLessThanOrEqual(c(m.valor_aberto))
    expect(body.meses.some((m: { valor_previsto: string }) => c(m.valor_previsto) > 0)).toBe(true)
    expect((await get('recebiveis-previstos/?meses=0')).status).toBe(400)
  })
})

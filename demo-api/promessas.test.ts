/** Promises to pay in the demo API (issue 15). */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { nowSaoPaulo } from './clock'
import { listRows, resetDb, updateRow } from './db'
import { PROMESSAS_URL } from './handlers/promessas'
import { call, login } from './test-client'

let analista: string
beforeAll(async () => {
  analista = await login('analista')
})
beforeEach(() => resetDb())

const today = () => nowSaoPaulo().slice(0, 10)
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

describe('promessa-pagamento', () => {
  it('is seeded with promises due today, broken and active, each with its status worked out', async () => {
    const { status, body } = await call('GET', PROMESSAS_URL, { token: analista })
    expect(status).toBe(200)
    const statuses = new Set(body.map((p: { status: string }) => p.status))
    expect(statuses.has('vence_hoje')).toBe(true)
    expect(statuses.has('quebrada')).toBe(true)
    expect(statuses.has('ativa')).toBe(true)
    for (const p of body) {
      if (p.status === 'vence_hoje') expect(p.data_promessa).toBe(today())
      if (p.status === 'quebrada') expect(p.data_promessa < today()).toBe(true)
    }
    const dueToday = await call('GET', `${PROMESSAS_URL}?status=vence_hoje`, { token: analista })
    expect(dueToday.body.length).toBeGreaterThan(0)
    expect(dueToday.body.every((p: { status: string }) => p.status === 'vence_hoje')).toBe(true)
  })

  it('records a promise on open titles, refuses past dates and paid or foreign titles, and keeps itself when paid', async () => {
    const title = listRows('contas-receber').find((t) => t.status === 'vencido')!
    const other = listRows('contas-receber').find((t) => t.cod_cliente !== title.cod_cliente)!
    const bad = await call('POST', PROMESSAS_URL, {
      token: analista,
      body: {
        cod_cliente: title.cod_cliente,
        titulos: [other.id],
        valor: '0',
        data_promessa: addDays(today(), -1),
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({
      titulos: ['Os títulos precisam ser deste cliente.'],
      valor: ['Informe um valor maior que zero.'],
      data_promessa: ['A data da promessa não pode ser anterior a hoje.'],
    })
    const impossible = await call('POST', PROMESSAS_URL, {
      token: analista,
      body: { cod_cliente: title.cod_cliente, titulos: [title.id], valor: '10.00', data_promessa: '2027-02-31' },
    })
    expect(impossible.body).toEqual({ data_promessa: ['Informe uma data válida.'] })

    const created = await call('POST', PROMESSAS_URL, {
      token: analista,
      body: { cod_cliente: title.cod_cliente, titulos: [title.id], valor: title.saldo, data_promessa: today() },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 'vence_hoje', titulos: [title.id], valor: Number(title.saldo).toFixed(2) })

    updateRow('contas-receber', title.id, { status: 'pago', saldo: '0.00', valor_pago: title.valor })
    const after = await call('GET', `${PROMESSAS_URL}?cod_cliente=${title.cod_cliente}`, { token: analista })
    expect(after.body.find((p: { id: number }) => p.id === created.body.id).status).toBe('cumprida')

    const cancelled = await call('PATCH', `${PROMESSAS_URL}${created.body.id}/`, {
      token: analista,
      body: { cancelada: true },
    })
    expect(cancelled.body.status).toBe('cancelada')
  })

  it('names the customer and the titles, and lists the analyst’s own with minhas=true', async () => {
    const all = await call('GET', PROMESSAS_URL, { token: analista })
    const first = all.body[0]
    const customer = listRows('cliente').find((c) => c.cod_cliente === first.cod_cliente)!
    expect(first.nome_fantasia).toBe(customer.nome_fantasia)
    expect(first.documentos).toEqual(
      first.titulos.map((id: number) => listRows('contas-receber').find((t) => t.id === id)!.documento),
    )
    const analyst = listRows('analista-cobranca').find((a) => a.user === 30)!
    const portfolio = new Set(
      listRows('cliente')
        .filter((c) => c.analista === analyst.id)
        .map((c) => c.cod_cliente),
    )
    const mine = await call('GET', `${PROMESSAS_URL}?minhas=true&status=vence_hoje,quebrada`, {
      token: analista,
    })
    expect(mine.status).toBe(200)
    expect(mine.body.length).toBeGreaterThan(0)
    for (const p of mine.body) {
      expect(['vence_hoje', 'quebrada']).toContain(p.status)
      expect(p.usuario === 30 || portfolio.has(p.cod_cliente)).toBe(true)
    }
    const expected = all.body.filter(
      (p: { usuario: number | null; cod_cliente: number; status: string }) =>
        (p.usuario === 30 || portfolio.has(p.cod_cliente)) &&
        ['vence_hoje', 'quebrada'].includes(p.status),
    )
    expect(mine.body.map((p: { id: number }) => p.id)).toEqual(
      expected.map((p: { id: number }) => p.id),
    )
  })
})

describe('the attendance queue narrows like Base Cobrança', () => {
  const AGRUPADO = '/api/cobranca/contas-receber-agrupado/'
  const codes = (body: Array<{ cod_cliente: number }>) => new Set(body.map((g) => g.cod_cliente))

  it('promessa keeps the customers with such a promise and open titles', async () => {
    const all = await call('POST', AGRUPADO, { token: analista, body: { incluir_titulos: false } })
    const broken = await call('POST', AGRUPADO, {
      token: analista,
      body: { incluir_titulos: false, promessa: 'quebradas' },
    })
    expect(broken.status).toBe(200)
    const promised = await call('GET', `${PROMESSAS_URL}?status=quebrada`, { token: analista })
    const withPromise = new Set(promised.body.map((p: { cod_cliente: number }) => p.cod_cliente))
    const listed = codes(broken.body)
    expect(listed.size).toBeGreaterThan(0)
    expect(listed.size).toBeLessThan(codes(all.body).size)
    for (const cod of listed) expect(withPromise.has(cod)).toBe(true)
    // every customer of the base with a broken promise is in the queue
    for (const cod of codes(all.body)) if (withPromise.has(cod)) expect(listed.has(cod)).toBe(true)
  })

  it('proximo_contato=hoje keeps the customers whose next contact is today', async () => {
    const attendance = listRows('atendimento').find((a) => !a.is_deleted)!
    updateRow('atendimento', attendance.id, { data_retorno: today() })
    const queue = await call('POST', AGRUPADO, {
      token: analista,
      body: { incluir_titulos: false, proximo_contato: 'hoje' },
    })
    expect(queue.status).toBe(200)
    const today_ = new Set(
      listRows('atendimento')
        .filter((a) => !a.is_deleted && String(a.data_retorno ?? '').slice(0, 10) === today())
        .map((a) => a.cod_cliente),
    )
    expect(queue.body.length).toBeGreaterThan(0)
    for (const cod of codes(queue.body)) expect(today_.has(cod)).toBe(true)
  })
})

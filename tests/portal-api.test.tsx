/**
 * The portal's demo API: titles scoped to the user's own customers (portal isolation), the
 * public bill by hash (no session), the bill PDF. In-process calls to the real handlers.
 */
import { getResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { extractPdfText } from '../demo-api/bill-pdf'
import { listRows, updateRow } from '../demo-api/db'
import { handlers } from '../demo-api/handlers'
import { billOf, maskDocument, PORTAL_TITULOS, PUBLIC_2VIA } from '../demo-api/handlers/portal'
import { BASE_URL, call, login } from '../demo-api/test-client'
import type { ContaReceber } from '../demo-api/types'
import {
  formatLinhaDigitavel,
  isValidLinhaDigitavel,
  linhaToBarcode,
  parseLinhaDigitavel,
} from '@/shared/lib/boleto'
import { addDays, todayISO } from '@/shared/lib/date'
import { updatedAmount } from '@/shared/lib/interest'
import { formatBRL, fromCentavos, toCentavos } from '@/shared/lib/money'
import { isValidPixPayload, parsePixTlv } from '@/shared/lib/pix'

let cliente: string
let analista: string
const today = todayISO()

beforeAll(async () => {
  cliente = await login('cliente')
  analista = await login('analista')
})

const titles = () => listRows('contas-receber') as readonly ContaReceber[]
const mine = (r: ContaReceber) => r.cod_cliente === 10001 || r.cod_cliente === 10002
const someoneElses = () => titles().find((r) => !mine(r) && r.hash_2via && r.status !== 'pago')!

async function raw(path: string, headers: Record<string, string> = {}) {
  const response = await getResponse(handlers, new Request(`${BASE_URL}${path}`, { headers }), {
    baseUrl: BASE_URL,
  })
  if (!response) throw new Error(`sem handler para ${path}`)
  return response
}

describe('GET /api/portal/titulos/ (portal isolation)', () => {
  it('gives the client only the titles of its own customers, open and paid', async () => {
    const { status, body } = await call('GET', PORTAL_TITULOS, { token: cliente })
    expect(status).toBe(200)
    const expected = titles()
      .filter(mine)
      .map((r) => r.id)
      .sort((a, b) => a - b)
    expect(body.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b)).toEqual(
      expected,
    )
    expect(new Set(body.map((r: { cod_cliente: number }) => r.cod_cliente))).toEqual(
      new Set([10001, 10002]),
    )
    expect(new Set(body.map((r: { status: string }) => r.status))).toContain('pago')
  })

  it('answers 404 for another customer’s title by id, and for its PDF', async () => {
    const other = someoneElses()
    expect((await call('GET', `${PORTAL_TITULOS}${other.id}/`, { token: cliente })).status).toBe(
      404,
    )
    expect(
      (await raw(`${PORTAL_TITULOS}${other.id}/pdf/`, { Authorization: `Bearer ${cliente}` }))
        .status,
    ).toBe(404)
    const own = titles().find(mine)!
    const { status, body } = await call('GET', `${PORTAL_TITULOS}${own.id}/`, { token: cliente })
    expect(status).toBe(200)
    expect(body.documento).toBe(own.documento)
  })

  it('refuses staff without the portal page and anonymous callers; a superuser without links sees nothing', async () => {
    expect((await call('GET', PORTAL_TITULOS, { token: analista })).status).toBe(403)
    expect((await call('GET', PORTAL_TITULOS, { token: await login('admin') })).body).toEqual([])
    expect((await call('GET', PORTAL_TITULOS)).status).toBe(403)
  })

  it('filters by status and due-date period', async () => {
    const { body } = await call('GET', `${PORTAL_TITULOS}?status=vencido`, { token: cliente })
    expect(body.length).toBeGreaterThan(0)
    for (const r of body) expect(r.status).toBe('vencido')
    const from = addDays(today, -60)
    const period = await call(
      'GET',
      `${PORTAL_TITULOS}?data_vencimento_inicio=${from}&data_vencimento_fim=${today}`,
      { token: cliente },
    )
    for (const r of period.body)
      expect(r.data_vencimento >= from && r.data_vencimento <= today).toBe(true)
    expect(
      (await call('GET', `${PORTAL_TITULOS}?data_vencimento_inicio=31/02/2025`, { token: cliente }))
        .status,
    ).toBe(400)
  })

  it('updates overdue amounts with the registered fine and interest', async () => {
    const { body } = await call('GET', `${PORTAL_TITULOS}?status=vencido`, { token: cliente })
    for (const r of body) {
      const c = updatedAmount({
        valorCentavos: toCentavos(r.saldo),
        vencimento: r.data_vencimento,
        hoje: today,
        multaPct: 2,
        jurosMesPct: 1,
      })
      expect(toCentavos(r.valor_atualizado)).toBe(c.totalCentavos)
      expect(toCentavos(r.multa) + toCentavos(r.juros)).toBe(c.multaCentavos + c.jurosCentavos)
    }
  })

  it('sends a partly paid title’s figures so that they close: valor − valor_pago = saldo, saldo + multa + juros = valor_atualizado, and reissues its boleto for that', async () => {
    const row = titles().find((r) => mine(r) && r.linha_digitavel && r.status === 'vencido')!
    const original = toCentavos(row.valor)
    const pago = Math.floor(original / 3)
    updateRow('contas-receber', row.id, {
      valor_pago: fromCentavos(pago),
      saldo: fromCentavos(original - pago),
      status: 'vencido',
      data_pagamento: null,
    })
    const { status, body } = await call('GET', `${PORTAL_TITULOS}${row.id}/`, { token: cliente })
    expect(status).toBe(200)
    expect(toCentavos(body.valor)).toBe(original)
    expect(toCentavos(body.valor_pago)).toBe(pago)
    expect(toCentavos(body.saldo)).toBe(original - pago)
    const c = updatedAmount({
      valorCentavos: original - pago,
      vencimento: row.data_vencimento,
      hoje: today,
    })
    expect([toCentavos(body.multa), toCentavos(body.juros)]).toEqual([
      c.multaCentavos,
      c.jurosCentavos,
    ])
    expect(
      toCentavos(body.valor) -
        toCentavos(body.valor_pago) +
        toCentavos(body.multa) +
        toCentavos(body.juros),
    ).toBe(toCentavos(body.valor_atualizado))
    const parsed = parseLinhaDigitavel(body.linha_digitavel, today)!
    expect(parsed.valorCentavos).toBe(toCentavos(body.valor_atualizado))
    expect(parsed.vencimento).toBe(today)
    expect(body.vencimento_boleto).toBe(today)
  })
})

describe('GET /api/public/2-via/{hash}/', () => {
  it('serves the bill to anyone with the hash, without a session, marked private', async () => {
    const row = titles().find((r) => r.linha_digitavel && r.status !== 'pago')!
    const response = await raw(`${PUBLIC_2VIA}${row.hash_2via}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/)
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    const bill = await response.json()
    expect(bill.documento).toBe(row.documento)
    expect(isValidLinhaDigitavel(bill.linha_digitavel)).toBe(true)
    expect(bill.codigo_barras).toBe(linhaToBarcode(bill.linha_digitavel))
    const parsed = parseLinhaDigitavel(bill.linha_digitavel, today)!
    expect(parsed.valorCentavos).toBe(toCentavos(bill.valor_atualizado))
    expect(parsed.vencimento).toBe(bill.vencimento_boleto)
    expect(isValidPixPayload(bill.pix_copia_cola)).toBe(true)
    expect(parsePixTlv(bill.pix_copia_cola)['54']).toBe(bill.valor_atualizado)
    // the payer's document is masked on the public page
    expect(bill.pagador.documento).toMatch(/\*/)
  })

  it('keeps the registered boleto while it is on time and reissues it, due today, once late', () => {
    const onTime = titles().find(
      (r) => r.linha_digitavel && r.status === 'aberto' && r.saldo === r.valor,
    )!
    const bill = billOf(onTime, today)
    expect(bill.linha_digitavel).toBe(onTime.linha_digitavel)
    expect(bill.reemitido).toBe(false)
    const late = billOf(onTime, addDays(onTime.data_vencimento, 40))
    expect(late.reemitido).toBe(true)
    expect(late.vencimento_boleto).toBe(addDays(onTime.data_vencimento, 40))
    expect(isValidLinhaDigitavel(late.linha_digitavel!)).toBe(true)
    // same bank and free field (nosso número), new factor and value
    expect(linhaToBarcode(late.linha_digitavel!).slice(19)).toBe(
      linhaToBarcode(onTime.linha_digitavel!).slice(19),
    )
    const c = updatedAmount({
      valorCentavos: toCentavos(onTime.saldo),
      vencimento: onTime.data_vencimento,
      hoje: addDays(onTime.data_vencimento, 40),
    })
    expect(toCentavos(late.valor_atualizado)).toBe(c.totalCentavos)
  })

  it('says a paid bill is paid and offers nothing to pay', async () => {
    const paid = titles().find((r) => r.hash_2via && r.status === 'pago')!
    const bill = await (await raw(`${PUBLIC_2VIA}${paid.hash_2via}/`)).json()
    expect(bill.status).toBe('pago')
    expect(bill.linha_digitavel).toBeNull()
    expect(bill.pix_copia_cola).toBeNull()
    expect((await raw(`${PUBLIC_2VIA}${paid.hash_2via}/pdf/`)).status).toBe(409)
  })

  it.each(['0000', 'not-a-hash', 'ffffffffffffffffffffffffffffffff', "'%20OR%201=1"])(
    'answers 404 to %s',
    async (hash) => {
      expect((await raw(`${PUBLIC_2VIA}${hash}/`)).status).toBe(404)
    },
  )

  it('hands out no sequential ids: hashes are 128-bit hex, unrelated to the title', () => {
    const hashes = titles().flatMap((r) => (r.hash_2via ? [r.hash_2via] : []))
    expect(new Set(hashes).size).toBe(hashes.length)
    for (const h of hashes.slice(0, 50)) expect(h).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('the bill PDF', () => {
  it('is a real PDF whose text holds the linha digitável and the amount', async () => {
    const row = titles().find((r) => r.linha_digitavel && r.status === 'vencido')!
    const response = await raw(`${PUBLIC_2VIA}${row.hash_2via}/pdf/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="boleto-NF-\d+-\d+\.pdf"$/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const bill = billOf(row, today)
    const text = (await extractPdfText(bytes)).join('\n')
    expect(text).toContain(formatLinhaDigitavel(bill.linha_digitavel!))
    expect(text).toContain(formatBRL(bill.valor_atualizado))
    expect(text).toContain(bill.pix_copia_cola!.slice(0, 60))
    expect(text).toContain(bill.pagador.documento)
  })

  it('serves the client its own title’s PDF through the portal', async () => {
    const own = titles().find((r) => mine(r) && r.hash_2via && r.status !== 'pago')!
    const response = await raw(`${PORTAL_TITULOS}${own.id}/pdf/`, {
      Authorization: `Bearer ${cliente}`,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
  })
})

describe('maskDocument', () => {
  it.each([
    ['111.444.777-35', '***.444.777-**'],
    ['11.222.333/0001-81', '11.222.***/****-81'],
    ['12.ABC.345/01DE-35', '12.ABC.***/****-35'],
    ['', '***'],
  ])('%s → %s', (doc, masked) => expect(maskDocument(doc)).toBe(masked))
})

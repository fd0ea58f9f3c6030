/**
 * Meus Títulos (/clientes/titulos) for the client demo user, against the demo API's handlers:
 * only the titles of the user's own customers (portal isolation, by list, URL and API), the
 * amounts updated to today with totals, filters by situation and period, the pay drawer with
 * linha digitável, PIX and QR, and the phone layout.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NOT_OWN_TEXT } from '@/features/client-portal/pages/meus-titulos-page'
import { formatLinhaDigitavel, parseLinhaDigitavel } from '@/shared/lib/boleto'
import { addDays, todayISO } from '@/shared/lib/date'
import { updatedAmount } from '@/shared/lib/interest'
import { formatCentavos, fromCentavos, toCentavos } from '@/shared/lib/money'
import { isValidPixPayload } from '@/shared/lib/pix'
import { listRows, updateRow } from '../demo-api/db'
import type { Cliente, ContaReceber } from '../demo-api/types'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'
import { setupUser } from './requests'

const PATH = '/clientes/titulos'
const SLOW = 60_000
const titles = () => listRows('contas-receber') as readonly ContaReceber[]
const mine = () => titles().filter((r) => r.cod_cliente === 10001 || r.cod_cliente === 10002)

interface Seen {
  method: string
  path: string
  search: string
  status?: number
}
let seen: Seen[] = []
function record({ request, response }: { request: Request; response: Response }) {
  const url = new URL(request.url)
  seen.push({
    method: request.method,
    path: url.pathname,
    search: url.search,
    status: response.status,
  })
}
beforeEach(() => {
  seen = []
  server.events.on('response:mocked', record)
})
afterEach(() => {
  // Only this file's listener: tests/setup.ts checks every exchange against the contract.
  server.events.removeListener('response:mocked', record)
  vi.restoreAllMocks()
})

const portalCalls = () => seen.filter((s) => s.path.startsWith('/api/portal/'))
const table = () => screen.getByRole('table', { name: 'Meus Títulos' })
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ')

function updated(r: ContaReceber): number {
  if (r.status === 'pago') return 0
  return updatedAmount({
    valorCentavos: toCentavos(r.saldo),
    vencimento: r.data_vencimento,
    hoje: todayISO(),
  }).totalCentavos
}

/** Open and due today or earlier: what "A pagar hoje" sums (a title due tomorrow is not in it). */
const dueByToday = (r: ContaReceber) => r.status !== 'pago' && r.data_vencimento <= todayISO()
const titulos = (n: number) => `${n} ${n === 1 ? 'título' : 'títulos'}`

/** One body row of the table, by its document, as { column title: cell text }. */
function rowCells(documento: string): Record<string, string> {
  const headers = within(table())
    .getAllByRole('columnheader')
    .map((h) => (h.textContent ?? '').trim())
  const row = within(table())
    .getAllByRole('row')
    .find((r) => {
      const first = within(r).queryAllByRole('cell')[0]
      return !!first && !!within(first).queryByText(documento, { exact: true })
    })
  if (!row) throw new Error(`sem linha para ${documento}`)
  const cells = within(row).getAllByRole('cell')
  return Object.fromEntries(headers.map((h, i) => [h, nbsp(cells[i]?.textContent ?? '')]))
}

/** The pay drawer's amounts, label → value, in order. */
function amountsIn(drawer: HTMLElement): Array<[string, string]> {
  const terms = within(drawer).queryAllByRole('term')
  const values = within(drawer).queryAllByRole('definition')
  return terms.map((t, i) => [t.textContent ?? '', nbsp(values[i]?.textContent ?? '')])
}

interface PartPaid {
  row: ContaReceber
  original: number
  pago: number
  saldo: number
  multa: number
  juros: number
  atualizado: number
}

/**
 * Pays a third of an overdue title in the demo database (as a settlement would) and works out,
 * by DOMAIN.md's rule (2 % fine, 1 % a month pro rata on the open balance), what the screen
 * must show for it.
 */
function payAThird(row: ContaReceber): PartPaid {
  const original = toCentavos(row.valor)
  const pago = Math.floor(original / 3)
  const saldo = original - pago
  updateRow('contas-receber', row.id, {
    valor_pago: fromCentavos(pago),
    saldo: fromCentavos(saldo),
    status: 'vencido',
    data_pagamento: null,
  })
  const c = updatedAmount({
    valorCentavos: saldo,
    vencimento: row.data_vencimento,
    hoje: todayISO(),
  })
  expect(c.multaCentavos).toBeGreaterThan(0)
  expect(c.jurosCentavos).toBeGreaterThan(0)
  // by hand: original − pago + multa + juros = saldo atualizado
  expect(original - pago + c.multaCentavos + c.jurosCentavos).toBe(c.totalCentavos)
  return {
    row,
    original,
    pago,
    saldo,
    multa: c.multaCentavos,
    juros: c.jurosCentavos,
    atualizado: c.totalCentavos,
  }
}

describe('Meus Títulos', () => {
  it(
    'lists only the titles of the user’s own customers, with updated amounts and totals',
    async () => {
      await signInAs('cliente')
      renderApp(PATH)
      const own = mine()
      expect(
        await screen.findByText(`Total · ${own.length} títulos`, {}, { timeout: 30000 }),
      ).toBeInTheDocument()
      const toPay = own.filter(dueByToday)
      const figures = screen.getByRole('group', { name: 'Resumo dos títulos' })
      const label = `A pagar hoje · ${titulos(toPay.length)}`
      const card = within(figures).getByText(label).parentElement!
      expect(nbsp(card.textContent ?? '')).toContain(
        nbsp(formatCentavos(toPay.reduce((sum, r) => sum + updated(r), 0))),
      )
      expect(within(card).getByText('vencidos e a vencer hoje')).toBeInTheDocument()
      // every row on screen is one of the user's own documents, its company under it
      const company = (cod: number) =>
        (listRows('cliente') as readonly Cliente[]).find((c) => c.cod_cliente === cod)
          ?.nome_fantasia ?? ''
      const docs = new Set(own.map((r) => `${r.documento}${company(r.cod_cliente)}`))
      const bodyRows = within(table())
        .getAllByRole('row')
        .filter((row) => row.querySelector('td'))
      expect(bodyRows.length).toBeGreaterThan(0)
      for (const row of bodyRows.slice(0, -1)) {
        const first = row.querySelector('td')?.textContent ?? ''
        if (first.startsWith('Total')) continue
        expect(docs.has(first)).toBe(true)
      }
      expect(portalCalls().filter((s) => s.path === '/api/portal/titulos/')).toHaveLength(1)
    },
    SLOW,
  )

  it(
    'sums in "A pagar hoje" the overdue titles and one due today, and leaves one due tomorrow in "A vencer"',
    async () => {
      const today = todayISO()
      const [dueToday, dueTomorrow] = mine().filter((r) => r.status === 'vencido' && !r.hash_2via)
      updateRow('contas-receber', dueToday.id, {
        data_vencimento: today,
        status: 'aberto',
        dias_atraso: 0,
      })
      updateRow('contas-receber', dueTomorrow.id, {
        data_vencimento: addDays(today, 1),
        status: 'aberto',
        dias_atraso: 0,
      })
      const own = mine()
      const overdue = own.filter((r) => r.status === 'vencido')
      const toPay = own.filter(dueByToday)
      expect(toPay).toHaveLength(overdue.length + 1)
      expect(toPay.map((r) => r.id)).not.toContain(dueTomorrow.id)
      // by hand: the overdue titles updated to today, plus the one due today at its balance
      const expected =
        overdue.reduce((sum, r) => sum + updated(r), 0) +
        toCentavos(own.find((r) => r.id === dueToday.id)!.saldo)

      await signInAs('cliente')
      renderApp(PATH)
      await screen.findByText(`Total · ${own.length} títulos`, {}, { timeout: 30000 })
      const figures = screen.getByRole('group', { name: 'Resumo dos títulos' })
      const aPagar = within(figures).getByText(
        `A pagar hoje · ${titulos(toPay.length)}`,
      ).parentElement!
      expect(nbsp(aPagar.textContent ?? '')).toContain(nbsp(formatCentavos(expected)))
      expect(within(aPagar).getByText('vencidos e a vencer hoje')).toBeInTheDocument()
      const aVencer = within(figures).getByText('A vencer · 1 título').parentElement!
      expect(nbsp(aVencer.textContent ?? '')).toContain(
        nbsp(formatCentavos(toCentavos(dueTomorrow.saldo))),
      )
      expect(within(aVencer).getByText('vencimento depois de hoje')).toBeInTheDocument()
      expect(rowCells(dueToday.documento)['Situação']).toBe('Vence hoje')
      expect(rowCells(dueTomorrow.documento)['Situação']).toBe('A vencer')
    },
    SLOW,
  )

  it(
    'shows a partly paid title so that it adds up: original − pago + multa e juros = saldo atualizado, and pays it by a linha digitável for that amount',
    async () => {
      const part = payAThird(mine().find((r) => r.linha_digitavel && r.status === 'vencido')!)
      const { row } = part
      await signInAs('cliente')
      const user = setupUser()
      renderApp(`${PATH}?situacao=em_aberto`)
      await screen.findByRole('button', { name: `Pagar ${row.documento}` }, { timeout: 30000 })
      expect(rowCells(row.documento)).toMatchObject({
        'Valor original': nbsp(formatCentavos(part.original)),
        Pago: nbsp(formatCentavos(part.pago)),
        'Multa e juros': nbsp(formatCentavos(part.multa + part.juros)),
        'Saldo atualizado': nbsp(formatCentavos(part.atualizado)),
      })

      await user.click(screen.getByRole('button', { name: `Pagar ${row.documento}` }))
      const drawer = await screen.findByRole('dialog', { name: `Pagar ${row.documento}` })
      expect(amountsIn(drawer)).toEqual([
        ['Valor original', nbsp(formatCentavos(part.original))],
        ['(-) Valor pago', nbsp(formatCentavos(part.pago))],
        ['(=) Saldo em aberto', nbsp(formatCentavos(part.saldo))],
        ['(+) Multa', nbsp(formatCentavos(part.multa))],
        ['(+) Juros', nbsp(formatCentavos(part.juros))],
      ])
      expect(within(drawer).getByText('(=) Saldo atualizado, a pagar hoje')).toBeInTheDocument()
      expect(within(drawer).getByTestId('valor-a-pagar').textContent).toBe(
        formatCentavos(part.atualizado),
      )
      // the linha digitável is there, with its copy button, and charges exactly that, today
      const linha =
        within(drawer).getByRole('status', { name: 'Linha digitável' }).textContent ?? ''
      const parsed = parseLinhaDigitavel(linha, todayISO())!
      expect(parsed.valorCentavos).toBe(part.atualizado)
      expect(parsed.vencimento).toBe(todayISO())
      expect(
        within(drawer).getByRole('button', { name: 'Copiar linha digitável' }),
      ).toBeInTheDocument()
      expect(
        within(drawer).getByRole('button', { name: 'Baixar PDF do boleto' }),
      ).toBeInTheDocument()
    },
    SLOW,
  )

  it(
    'says why a partly paid PIX title has no linha digitável, and offers its PIX copia e cola',
    async () => {
      const pix = mine().find((r) => r.hash_2via && !r.linha_digitavel)!
      const part = payAThird(pix)
      await signInAs('cliente')
      renderApp(`${PATH}?titulo=${pix.id}`)
      const drawer = await screen.findByRole(
        'dialog',
        { name: `Pagar ${pix.documento}` },
        { timeout: 30000 },
      )
      expect(
        within(drawer).getByText(
          'Este título é cobrado por PIX: não tem boleto nem linha digitável.',
        ),
      ).toBeInTheDocument()
      expect(within(drawer).queryByRole('button', { name: 'Copiar linha digitável' })).toBeNull()
      expect(
        isValidPixPayload(
          within(drawer).getByRole('status', { name: 'PIX copia e cola' }).textContent ?? '',
        ),
      ).toBe(true)
      expect(within(drawer).getByRole('button', { name: 'Copiar código PIX' })).toBeInTheDocument()
      expect(amountsIn(drawer).map(([label]) => label)).toEqual([
        'Valor original',
        '(-) Valor pago',
        '(=) Saldo em aberto',
        '(+) Multa',
        '(+) Juros',
      ])
      expect(within(drawer).getByTestId('valor-a-pagar').textContent).toBe(
        formatCentavos(part.atualizado),
      )
    },
    SLOW,
  )

  it(
    'hides the lines of figures the answer lacks (a backend without multa, juros, valor_pago): no "undefined" nor NaN',
    async () => {
      const today = todayISO()
      server.use(
        http.get('/api/portal/titulos/', () =>
          HttpResponse.json([
            {
              id: 900001,
              documento: 'NF 900001-1',
              data_vencimento: addDays(today, -5),
              valor: '100.00',
              status: 'vencido',
              valor_atualizado: '102.17',
            },
            {
              id: 900002,
              documento: 'NF 900002-1',
              data_vencimento: addDays(today, 1),
              valor: '50.00',
              status: 'aberto',
              valor_atualizado: '50.00',
            },
          ]),
        ),
      )
      await signInAs('cliente')
      const user = setupUser()
      renderApp(PATH)
      await screen.findByText('Total · 2 títulos', {}, { timeout: 30000 })
      const figures = screen.getByRole('group', { name: 'Resumo dos títulos' })
      const aPagar = within(figures).getByText('A pagar hoje · 1 título').parentElement!
      expect(nbsp(aPagar.textContent ?? '')).toContain('R$ 102,17')
      expect(rowCells('NF 900001-1')).toMatchObject({
        Pago: '—',
        'Multa e juros': '—',
        'Saldo atualizado': 'R$ 102,17',
      })
      await user.click(screen.getByRole('button', { name: 'Pagar NF 900001-1' }))
      const drawer = await screen.findByRole('dialog', { name: 'Pagar NF 900001-1' })
      // without fine and interest the figures cannot be shown to add up: no + − = marks
      expect(amountsIn(drawer)).toEqual([
        ['Valor original', 'R$ 100,00'],
        ['Saldo atualizado', 'R$ 102,17'],
      ])
      expect(document.body.textContent).not.toMatch(/undefined|NaN|null/)
    },
    SLOW,
  )

  it(
    'filters by situation through the API',
    async () => {
      await signInAs('cliente')
      renderApp(`${PATH}?situacao=vencido`)
      const overdue = mine().filter((r) => r.status === 'vencido')
      expect(
        await screen.findByText(
          `Total · ${overdue.length} ${overdue.length === 1 ? 'título' : 'títulos'}`,
          {},
          { timeout: 30000 },
        ),
      ).toBeInTheDocument()
      // no paid title among the rows (the "Pago" column header aside)
      const cells = within(table()).getAllByRole('cell')
      expect(cells.filter((c) => /^Pago/.test(c.textContent ?? ''))).toHaveLength(0)
      expect(within(table()).getAllByText('Vencido')).toHaveLength(overdue.length)
      expect(portalCalls().at(-1)!.search).toContain('status=vencido')
    },
    SLOW,
  )

  it(
    'filters by due-date period from the address',
    async () => {
      await signInAs('cliente')
      const day = mine()
        .map((r) => r.data_vencimento)
        .sort()
        .at(-1)!
      const onDay = mine().filter((r) => r.data_vencimento === day)
      renderApp(`${PATH}?vencimento_de=${day}&vencimento_ate=${day}`)
      expect(
        await screen.findByText(
          `Total · ${onDay.length} ${onDay.length === 1 ? 'título' : 'títulos'}`,
          {},
          { timeout: 30000 },
        ),
      ).toBeInTheDocument()
      const call = portalCalls().at(-1)!
      expect(call.search).toContain(`data_vencimento_inicio=${day}`)
      expect(call.search).toContain(`data_vencimento_fim=${day}`)
    },
    SLOW,
  )

  it(
    'opens the pay drawer: amount today, linha digitável with copy, barcode, PIX and QR',
    async () => {
      await signInAs('cliente')
      const row = mine().find((r) => r.linha_digitavel && r.status !== 'pago')!
      const user = setupUser()
      renderApp(`${PATH}?situacao=em_aberto`)
      await user.click(
        await screen.findByRole('button', { name: `Pagar ${row.documento}` }, { timeout: 30000 }),
      )
      const drawer = await screen.findByRole('dialog', { name: `Pagar ${row.documento}` })
      expect(within(drawer).getByTestId('valor-a-pagar').textContent).toBe(
        formatCentavos(updated(row)),
      )
      const linha = within(drawer).getByRole('status', { name: 'Linha digitável' })
      await user.click(within(drawer).getByRole('button', { name: 'Copiar linha digitável' }))
      const copied = await navigator.clipboard.readText()
      expect(formatLinhaDigitavel(copied)).toBe(linha.textContent)
      expect(
        within(drawer).getByRole('img', { name: /^Código de barras do boleto/ }),
      ).toBeInTheDocument()
      expect(
        isValidPixPayload(
          within(drawer).getByRole('status', { name: 'PIX copia e cola' }).textContent ?? '',
        ),
      ).toBe(true)
      expect(within(drawer).getByRole('figure', { name: 'QR code do PIX' })).toBeInTheDocument()
      expect(
        within(drawer).getByRole('link', { name: 'Abrir a 2ª via para compartilhar' }),
      ).toHaveAttribute('href', `/2-via/${row.hash_2via}`)
    },
    SLOW,
  )

  it(
    'tells how to pay a title without a bill (deposit): talk to the finance department',
    async () => {
      await signInAs('cliente')
      const row = mine().find((r) => !r.hash_2via && r.status !== 'pago')!
      const user = setupUser()
      renderApp(`${PATH}?titulo=${row.id}`)
      const drawer = await screen.findByRole(
        'dialog',
        { name: `Pagar ${row.documento}` },
        { timeout: 30000 },
      )
      expect(
        within(drawer).getByText(/^Este título é cobrado por .+, sem boleto nem PIX\.$/),
      ).toBeInTheDocument()
      expect(within(drawer).getByRole('link', { name: 'fale com o financeiro' })).toHaveAttribute(
        'href',
        '/clientes/contato',
      )
      expect(within(drawer).queryByRole('button', { name: 'Copiar linha digitável' })).toBeNull()
      await user.click(within(drawer).getByRole('button', { name: 'Fechar' }))
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: `Pagar ${row.documento}` })).toBeNull(),
      )
    },
    SLOW,
  )

  it(
    'refuses another customer’s title asked for by URL: the API answers 404 and nothing of it shows',
    async () => {
      await signInAs('cliente')
      const other = titles().find(
        (r) => r.cod_cliente !== 10001 && r.cod_cliente !== 10002 && r.status !== 'pago',
      )!
      renderApp(`${PATH}?titulo=${other.id}`)
      expect(await screen.findByText(NOT_OWN_TEXT, {}, { timeout: 30000 })).toBeInTheDocument()
      const asked = portalCalls().find((s) => s.path === `/api/portal/titulos/${other.id}/`)!
      expect(asked.status).toBe(404)
      expect(screen.queryByText(other.documento)).toBeNull()
      expect(screen.queryByRole('dialog')).toBeNull()
    },
    SLOW,
  )

  it(
    'shows cards on a phone-sized screen and pays from them',
    async () => {
      const original = window.matchMedia
      window.matchMedia = ((query: string) => ({
        ...original(query),
        matches: query.includes('max-width: 767px'),
      })) as typeof window.matchMedia
      try {
        const part = payAThird(mine().find((r) => r.linha_digitavel && r.status !== 'pago')!)
        const { row } = part
        await signInAs('cliente')
        const user = setupUser()
        renderApp(`${PATH}?situacao=em_aberto`)
        const list = await screen.findByRole('list', { name: 'Títulos' }, { timeout: 30000 })
        expect(screen.queryByRole('table', { name: 'Meus Títulos' })).toBeNull()
        const card = within(list).getByRole('article', { name: `Título ${row.documento}` })
        const lines = within(card)
          .getAllByRole('term')
          .map((t, i) => [
            t.textContent,
            nbsp(within(card).getAllByRole('definition')[i].textContent ?? ''),
          ])
        expect(lines.slice(1)).toEqual([
          ['Valor original', nbsp(formatCentavos(part.original))],
          ['(-) Pago', nbsp(formatCentavos(part.pago))],
          ['(+) Multa e juros', nbsp(formatCentavos(part.multa + part.juros))],
          ['(=) Saldo atualizado', nbsp(formatCentavos(part.atualizado))],
        ])
        const totals = screen.getByRole('group', { name: 'Totais' })
        const toPay = mine().filter(dueByToday)
        expect(nbsp(totals.textContent ?? '')).toContain(
          nbsp(
            `A pagar hoje (vencidos e a vencer hoje) ${formatCentavos(toPay.reduce((sum, r) => sum + updated(r), 0))}`,
          ),
        )
        await user.click(within(card).getByRole('button', { name: `Pagar ${row.documento}` }))
        expect(
          await screen.findByRole('dialog', { name: `Pagar ${row.documento}` }),
        ).toBeInTheDocument()
      } finally {
        window.matchMedia = original
      }
    },
    SLOW,
  )

  it(
    'offers a retry when the titles cannot load',
    async () => {
      await signInAs('cliente')
      let calls = 0
      server.use(
        http.get('/api/portal/titulos/', () => {
          calls += 1
          return calls === 1
            ? HttpResponse.json({ detail: 'Erro interno.' }, { status: 500 })
            : undefined
        }),
      )
      const user = setupUser()
      renderApp(PATH)
      await user.click(
        await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 30000 }),
      )
      expect(await screen.findByText(`Total · ${mine().length} títulos`)).toBeInTheDocument()
    },
    SLOW,
  )
})

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
import { formatLinhaDigitavel } from '@/shared/lib/boleto'
import { todayISO } from '@/shared/lib/date'
import { updatedAmount } from '@/shared/lib/interest'
import { formatCentavos, toCentavos } from '@/shared/lib/money'
import { isValidPixPayload } from '@/shared/lib/pix'
import { listRows } from '../demo-api/db'
import type { ContaReceber } from '../demo-api/types'
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
      const toPay = own.filter((r) => r.status !== 'pago')
      const figures = screen.getByRole('group', { name: 'Resumo dos títulos' })
      const label = `A pagar hoje · ${toPay.length} ${toPay.length === 1 ? 'título' : 'títulos'}`
      const card = within(figures).getByText(label).parentElement!
      expect(nbsp(card.textContent ?? '')).toContain(
        nbsp(formatCentavos(toPay.reduce((sum, r) => sum + updated(r), 0))),
      )
      // every row on screen is one of the user's own documents
      const docs = new Set(own.map((r) => r.documento))
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
      expect(within(table()).queryByText(/^Pago/)).toBeNull()
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
        await signInAs('cliente')
        const row = mine().find((r) => r.linha_digitavel && r.status !== 'pago')!
        const user = setupUser()
        renderApp(`${PATH}?situacao=em_aberto`)
        const list = await screen.findByRole('list', { name: 'Títulos' }, { timeout: 30000 })
        expect(screen.queryByRole('table', { name: 'Meus Títulos' })).toBeNull()
        const card = within(list).getByRole('article', { name: `Título ${row.documento}` })
        expect(nbsp(card.textContent ?? '')).toContain(nbsp(formatCentavos(updated(row))))
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

import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '@/app/providers'
import { buildRouteObjects } from '@/app/router'
import { makeStore } from '@/app/store'
import { prefetchOnOpen } from '@/features/collection-base/open-prefetch'
import { dataApi } from '@/shared/api/data-api'
import { runOpenPrefetch } from '@/shared/api/prefetch'
import { todayISO } from '@/shared/lib/date'
import { formatCentavos } from '@/shared/lib/money'
import { call, login } from '../demo-api/test-client'
import ExcelJS from 'exceljs'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'
import { catchSavedFiles, sheetValues } from './saved-files'

const PATH = '/cobranca/nova-base-cobranca'
const BASE_API = '/api/cobranca/contas-receber-agrupado/'

interface Seen {
  method: string
  path: string
  search: string
  body?: unknown
}
let seen: Seen[] = []

beforeEach(() => {
  seen = []
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url)
    const entry: Seen = { method: request.method, path: url.pathname, search: url.search }
    seen.push(entry)
    if (request.method === 'POST') {
      const text = await request.clone().text()
      entry.body = text ? JSON.parse(text) : undefined
    }
  })
})
afterEach(() => {
  server.events.removeAllListeners()
  vi.restoreAllMocks()
})

/** The base's own loads (customer totals); a row's titles are asked for with its `cod_cliente`. */
const posts = () =>
  seen.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === BASE_API &&
      (r.body as { cod_cliente?: number } | undefined)?.cod_cliente === undefined,
  )
const titlePosts = () =>
  seen.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === BASE_API &&
      (r.body as { cod_cliente?: number } | undefined)?.cod_cliente !== undefined,
  )
/** The first screen asks for totals only. */
const totalsBody = (filters: Record<string, unknown>) => ({ ...filters, incluir_titulos: false })
const RESUMO = '/api/cobranca/base-cobranca-resumo/'
/** The base's own rows (customers or groups): the rows with a "Selecionar …" checkbox. */
const bodyRows = () =>
  Array.from(
    document.querySelectorAll<HTMLInputElement>(
      'table[aria-label="Base de cobrança"] input[type="checkbox"][aria-label^="Selecionar "]',
    ),
  ).map((box) => box.closest('tr') as HTMLTableRowElement)
const summaryRow = () => document.querySelector<HTMLTableRowElement>('.base-table .table-totals')

async function openBase(path = PATH) {
  await signInAs('analista')
  const view = renderApp(path)
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), { timeout: 30000 })
  return view
}

/** The grouped base as the demo API answers it, for the expected figures. */
async function serverBase(body: Record<string, unknown> = {}) {
  const token = await login('analista')
  const { body: rows } = await call('POST', BASE_API, { token, body })
  return rows as Array<{
    cod_cliente: number
    nome_fantasia: string
    saldo_total: string
    saldo_vencido: string
    maior_atraso?: number
  }>
}
const cents = (s: string) => Math.round(Number(s) * 100)

/** jest-dom collapses every white space, the non-breaking one of BRL amounts included. */
const text = (s: string) => s.replace(/\u00a0/g, ' ')
const SLOW = 60_000

describe('Base Cobrança', () => {
  it(
    'loads once per visit under StrictMode, posts the URL filters and totals what they select',
    async () => {
      await signInAs('analista')
      const store = makeStore()
      const router = createMemoryRouter(buildRouteObjects(), {
        initialEntries: [`${PATH}?vendedor=107`],
      })
      render(
        <StrictMode>
          <AppProviders store={store}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      )
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), { timeout: 30000 })
      await waitFor(() => expect(seen.some((r) => r.path === RESUMO)).toBe(true))
      await waitFor(() => expect(screen.queryAllByLabelText('Carregando')).toHaveLength(0))
      const gets = seen
        .filter((r) => r.method === 'GET' && r.path.startsWith('/api/cobranca/'))
        .map((r) => r.path)
      // each GET once; the last actions and reminders in one request, never the whole lists
      expect(new Set(gets).size).toBe(gets.length)
      expect(gets).toContain(RESUMO)
      for (const whole of [
        '/api/cobranca/atendimento/',
        '/api/cobranca/lembrete/',
        '/api/cobranca/atendimento-atak-cobranca/',
        '/api/cobranca/disparo-automatico',
        '/api/cobranca/clientes/',
      ])
        expect(gets, whole).not.toContain(whole)
      expect(posts()).toHaveLength(1)
      expect(posts()[0].body).toEqual(totalsBody({ vendedor: 107 }))
      expect(titlePosts()).toHaveLength(0)

      const expected = await serverBase({ vendedor: 107 })
      expect(bodyRows()[0]).toHaveTextContent(expected[0].nome_fantasia)
      expect(bodyRows()).toHaveLength(Math.min(20, expected.length))
      const open = expected.reduce((n, r) => n + cents(r.saldo_total), 0)
      const overdue = expected.reduce((n, r) => n + cents(r.saldo_vencido), 0)
      const totals = summaryRow()!
      expect(totals).toHaveTextContent(`Total · ${expected.length} cliente`)
      expect(totals).toHaveTextContent(text(formatCentavos(open)))
      expect(totals).toHaveTextContent(text(formatCentavos(overdue)))
      // The "Dias" total is the longest delay in days, never formatted as money (issue 24).
      const longest = Math.max(...expected.map((r) => r.maior_atraso ?? 0))
      expect(within(totals).getAllByText(new Intl.NumberFormat('pt-BR').format(longest)).length).toBeGreaterThan(0)
      expect(totals).not.toHaveTextContent(text(formatCentavos(longest)))
      const summary = screen.getByRole('region', { name: 'Resumo da base' })
      expect(summary).toHaveTextContent(text(formatCentavos(overdue)))
      expect(within(summary).getByText('Saldo em aberto por faixa de atraso')).toBeInTheDocument()

      const cod = expected[0].cod_cliente
      const row = bodyRows()[0]
      expect(within(row).getByRole('link', { name: /Painel do cliente/ })).toHaveAttribute(
        'href',
        `/cobranca/novo-painel-clientes?cliente=${cod}`,
      )
      expect(within(row).getByRole('link', { name: /^Atender/ })).toHaveAttribute(
        'href',
        `/cobranca/atendimento?cliente=${cod}&vendedor=107`,
      )
      await waitFor(() => expect(document.title).toBe('Base Cobrança · Boa Safra Alimentos'))
    },
    SLOW,
  )

  it(
    'changes filters in the URL; info filters the loaded data as you type, without the server',
    async () => {
      const { router } = await openBase(`${PATH}?vendedor=107&data_vencimento_inicio=2020-01-01`)
      expect(posts()[0].body).toEqual(
        totalsBody({ vendedor: 107, data_vencimento_inicio: '2020-01-01' }),
      )
      const user = userEvent.setup({ delay: null })
      await user.click(screen.getByRole('button', { name: /Limpar filtros/ }))
      await waitFor(() => expect(router.state.location.search).toBe(''))
      await waitFor(() => expect(posts().at(-1)?.body).toEqual(totalsBody({})))

      // the payment method is behind "Mais filtros" (the bar is one line at 1280 px)
      await user.click(screen.getByRole('button', { name: 'Mais filtros' }))
      await user.click(screen.getByLabelText('Forma de cobrança'))
      await user.click(await screen.findByTitle('Boleto'))
      await waitFor(() => expect(router.state.location.search).toBe('?forma_cobranca=1'))
      await waitFor(() => expect(posts().at(-1)?.body).toEqual(totalsBody({ forma_cobranca: 1 })))
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0))

      const before = posts().length
      const expected = await serverBase({ forma_cobranca: 1 })
      const target = expected.find((r) => /[ãáâéêíóôúç]/i.test(r.nome_fantasia)) ?? expected[0]
      const word =
        target.nome_fantasia.split(' ').find((w) => /[ãáâéêíóôúç]/i.test(w)) ?? target.nome_fantasia
      const folded = word
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toUpperCase()
      const info = screen.getByRole('textbox', { name: 'Cliente' })
      await user.type(info, folded)
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0))
      await waitFor(() =>
        expect(
          bodyRows().every((r) =>
            (r.textContent ?? '')
              .normalize('NFD')
              .replace(/\p{Diacritic}/gu, '')
              .toUpperCase()
              .includes(folded),
          ),
        ).toBe(true),
      )
      expect(bodyRows().some((r) => r.textContent?.includes(target.nome_fantasia))).toBe(true)
      await waitFor(() =>
        expect(router.state.location.search).toContain(
          `info=${encodeURIComponent(folded).replace(/%20/g, '+')}`,
        ),
      )

      await user.clear(info)
      await user.type(info, 'zzqx')
      expect(
        await screen.findByText('Nenhum cliente encontrado para os filtros aplicados.'),
      ).toBeInTheDocument()
      expect(posts()).toHaveLength(before)
    },
    SLOW,
  )

  it(
    'expands a customer into its titles, and groups by economic group on the switch',
    async () => {
      const { router } = await openBase(`${PATH}?vendedor=107`)
      const expected = await serverBase({ vendedor: 107 })
      const user = userEvent.setup({ delay: null })
      await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Expandir linha' }))
      const titles = await waitFor(
        () => {
          const table = document.querySelector('table[aria-label^="Títulos de "]')
          if (!table) throw new Error('sem títulos')
          return table as HTMLElement
        },
        { timeout: 10000 },
      )
      // the titles came on expand, for this customer under the base's filters
      expect(titlePosts().map((r) => r.body)).toEqual([
        { vendedor: 107, cod_cliente: expected[0].cod_cliente },
      ])
      const first = expected[0] as unknown as { titulos: unknown[] }
      expect(
        within(titles).getByText(new RegExp(`^Total · ${first.titulos.length} títulos?$`)),
      ).toBeInTheDocument()
      expect(within(titles).getAllByText('Valor atualizado').length).toBeGreaterThan(0)
      expect(within(titles).getByText(/Total · \d+ títulos?/)).toBeInTheDocument()
      const copy = within(titles).queryAllByRole('button', { name: /Copiar linha digitável/ })
      if (copy.length) {
        await user.click(copy[0])
        expect(await screen.findByText(/Linha digitável de .* copiada\./)).toBeInTheDocument()
        expect(await navigator.clipboard.readText()).toMatch(/^\d{47}$/)
      }
      for (const link of within(titles).queryAllByRole('link', { name: /2ª via/ })) {
        expect(link).toHaveAttribute('target', '_blank')
        expect(link.getAttribute('rel')).toContain('noopener')
        expect(link.getAttribute('href')).toMatch(/^\/2-via\/[0-9a-f]{32}$/)
      }

      await user.click(screen.getByText('Por grupo econômico'))
      await waitFor(() =>
        expect(router.state.location.search).toBe('?vendedor=107&agrupamento=grupo_economico'),
      )
      await waitFor(() =>
        expect(
          bodyRows().some((r) => /Grupo econômico · \d+ clientes?/.test(r.textContent ?? '')),
        ).toBe(true),
      )
      const group = bodyRows().find((r) => /Grupo econômico ·/.test(r.textContent ?? ''))!
      await user.click(within(group).getByRole('button', { name: 'Expandir linha' }))
      expect(
        await screen.findByRole('table', { name: /^Clientes do grupo / }, { timeout: 10000 }),
      ).toBeInTheDocument()
    },
    SLOW,
  )

  it(
    'fits a 1280-px screen by default; columns (kept per user), density, full screen and the sort in the URL',
    async () => {
      const { router } = await openBase(`${PATH}?ordenar=-maior_atraso`)
      const table = () =>
        document.querySelector<HTMLTableElement>('table[aria-label="Base de cobrança"]')!
      const headers = () => {
        // the sticky header is its own table: read the column titles from the whole table area
        const area = table().closest('.base-table') as HTMLElement
        return within(area)
          .getAllByRole('columnheader')
          .map((h) => h.textContent ?? '')
      }
      // the sort came from the address: the largest delay first
      const days = () =>
        bodyRows().map((r) => Number(r.querySelector('.days-late')?.textContent ?? 0))
      await waitFor(() => expect(days()[0]).toBeGreaterThanOrEqual(days()[1] ?? 0))
      expect(days()).toEqual([...days()].sort((a, b) => b - a))
      // default columns: no aging, no branch, no seller
      expect(headers().some((h) => h.includes('Em aberto'))).toBe(true)
      expect(headers().some((h) => h.includes('Filial'))).toBe(false)
      expect(headers().some((h) => h.includes('> 180'))).toBe(false)

      const user = userEvent.setup({ delay: null })
      // one line of filters (issue 24: rows above the fold); the others behind "Mais filtros"
      const filters = screen.getByRole('search', { name: 'Filtros da base' })
      for (const label of ['Cliente', 'Vendedor', 'Documento', 'Vencimento'])
        expect(within(filters).getByLabelText(label)).toBeInTheDocument()
      expect(within(filters).getByRole('checkbox', { name: 'Próximo contato hoje' })).toBeInTheDocument()
      expect(within(filters).queryByLabelText('Filial')).not.toBeInTheDocument()
      const more = within(filters).getByRole('button', { name: 'Mais filtros' })
      expect(more).toHaveAttribute('aria-expanded', 'false')
      await user.click(more)
      for (const label of ['Filial', 'Grupo econômico', 'Forma de cobrança', 'Promessas'])
        expect(within(filters).getByLabelText(label)).toBeInTheDocument()
      await user.click(within(filters).getByRole('button', { name: 'Menos filtros' }))
      expect(within(filters).queryByLabelText('Filial')).not.toBeInTheDocument()

      const toolbar = screen.getByRole('toolbar', { name: 'Opções da tabela' })
      await user.click(within(toolbar).getByRole('button', { name: /Colunas/ }))
      await user.click(await screen.findByRole('checkbox', { name: 'Filial' }))
      await waitFor(() => expect(headers().some((h) => h.includes('Filial'))).toBe(true))
      // the kit's picker: it counts the hidden columns and brings the default back
      expect(within(toolbar).getByRole('button', { name: 'Colunas (4 ocultas)' })).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Colunas padrão' }))
      await waitFor(() => expect(headers().some((h) => h.includes('Filial'))).toBe(false))
      await user.click(screen.getByRole('checkbox', { name: 'Filial' }))
      await waitFor(() => expect(headers().some((h) => h.includes('Filial'))).toBe(true))
      await user.click(within(toolbar).getByText('Confortável'))
      await user.click(within(toolbar).getByRole('button', { name: /Tela cheia/ }))
      expect(within(toolbar).getByRole('button', { name: /Sair da tela cheia/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await user.keyboard('{Escape}')
      await waitFor(() =>
        expect(within(toolbar).getByRole('button', { name: /Tela cheia/ })).toHaveAttribute(
          'aria-pressed',
          'false',
        ),
      )
      const saved = Object.keys(localStorage).find((k) =>
        k.startsWith('boasafra:base-cobranca:tabela:'),
      )!
      const prefs = JSON.parse(localStorage.getItem(saved)!) as {
        columns: string[]
        density: string
      }
      expect([...prefs.columns].sort()).toEqual(
        ['filial', 'maior_atraso', 'saldo', 'ultima_acao', 'vencido'].sort(),
      )
      expect(prefs.density).toBe('middle')
      // sorting by a header writes the address
      const vencido = within(table().closest('.base-table') as HTMLElement)
        .getAllByRole('columnheader')
        .find((h) => h.textContent === 'Vencido')!
      await user.click(vencido)
      await waitFor(() => expect(router.state.location.search).toContain('ordenar=-vencido'))
      // and the "Atender" links carry it: Atendimento walks the queue in this order
      await waitFor(() =>
        expect(within(bodyRows()[0]).getByRole('link', { name: /^Atender/ }).getAttribute('href')).toContain(
          'ordenar=-vencido',
        ),
      )
    },
    SLOW,
  )

  it(
    'exports exactly the rows on screen with the totals row',
    async () => {
      const saved = catchSavedFiles()
      await openBase(`${PATH}?vendedor=107&ordenar=-maior_atraso`)
      const expected = await serverBase({ vendedor: 107 })
      const user = userEvent.setup({ delay: null })
      await user.click(screen.getByRole('button', { name: /Exportar Excel/ }))
      await waitFor(() => expect(saved.names).toHaveLength(1))
      // the spec's export endpoint writes it, named with the title and the day
      expect(seen.filter((r) => r.path === '/api/comum/excel/')).toHaveLength(1)
      expect(saved.names[0]).toMatch(/^Base Cobrança \d{2}-\d{2}-\d{4}\.xlsx$/)
      const sheet = await saved.sheet()
      const values = sheetValues(sheet)
      // the first line: the filters and the order by the names the screen shows, and when
      expect(values[0][0]).toMatch(
        /^Base Cobrança · Vendedor: .+ · Ordenado por Dias \(decrescente\) · Exportado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      )
      expect(String(values[0][0])).not.toMatch(/maior_atraso|vendedor:/)
      const header = values[1] as string[]
      // code and name in cells of their own, under the labels the screen shows; the columns the
      // analyst chose (the default: Em aberto, Vencido, Dias, Última ação), not the hidden ones
      expect(header.slice(0, 2)).toEqual(['Código', 'Cliente'])
      for (const label of ['Em aberto', 'Vencido', 'Dias', 'Última ação']) expect(header).toContain(label)
      for (const label of ['Vendedor', 'Títulos', 'Filial', 'Próximo lembrete', '1–30 dias']) expect(header).not.toContain(label)
      // first line + header + the rows on screen + the totals row
      expect(values).toHaveLength(expected.length + 3)
      const row = (r: number) => Object.fromEntries(header.map((h, i) => [h, values[r][i]]))
      // the order on screen: the largest delay first
      const days = values.slice(2, -1).map((_, i) => (row(i + 2).Dias as number | null) ?? 0)
      expect([...days].sort((a, b) => b - a)).toEqual(days)
      const total = row(values.length - 1)
      expect(total.Cliente).toBe('Total')
      expect(Math.round((total.Vencido as number) * 100)).toBe(
        expected.reduce((n, r) => n + cents(r.saldo_vencido), 0),
      )
      // money, counts and the code are typed cells in the spreadsheet
      const code = sheet.getRow(3).getCell(1)
      expect(code.type).toBe(ExcelJS.ValueType.Number)
      const vencido = sheet.getRow(3).getCell(header.indexOf('Vencido') + 1)
      expect(vencido.type).toBe(ExcelJS.ValueType.Number)
      expect(vencido.numFmt).toMatch(/^"R\$" #,##0\.00/)
    },
    SLOW,
  )

  it(
    'notifies by e-mail after showing who receives what; afterwards the action says why it is off',
    async () => {
      await openBase(`${PATH}?vendedor=107`)
      const sentToday = () =>
        screen
          .queryAllByText('Envio de E-mail')
          .filter((cell) => cell.nextElementSibling?.textContent?.startsWith(todayBR)).length
      const todayBR = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })
      await waitFor(() => expect(seen.some((r) => r.path === RESUMO)).toBe(true))
      await waitFor(() => expect(screen.queryAllByLabelText('Carregando')).toHaveLength(0))
      const before = sentToday()
      const user = userEvent.setup({ delay: null })
      await user.click(screen.getByRole('button', { name: /Notificar/ }))
      await user.click(await screen.findByRole('menuitem', { name: /E-mail/ }))
      const dialog = await screen.findByRole('dialog')
      await within(dialog).findByRole('list', { name: 'Receberão E-mail' }, { timeout: 10000 })
      expect(dialog).toHaveTextContent('Notificar por E-mail')
      const check = seen.find((r) => r.path === '/api/cobranca/notificacao/can-notify/')!
      const params = new URLSearchParams(check.search)
      expect(params.get('vendedor')).toBe('107')
      expect(params.get('clientes')?.split(',').length).toBeGreaterThan(0)
      expect(within(dialog).getByText(/Sem contato de E-mail/)).toBeInTheDocument()
      await user.click(within(dialog).getByText(/^SMS \(\d+\)$/))
      expect(await within(dialog).findByRole('list', { name: 'Receberão SMS' })).toBeInTheDocument()
      await user.click(within(dialog).getByText(/^E-mail \(\d+\)$/))

      await user.click(within(dialog).getByRole('button', { name: /Enviar \d+ e-mails?/ }))
      expect(
        await screen.findByText(/Notificações enfileiradas: \d+ e-mails?\./),
      ).toBeInTheDocument()
      const queued = seen.find((r) => r.path === '/api/cobranca/notificacao/queue/')!
      expect(queued.body).toMatchObject({ canal: 'email', filtros: { vendedor: '107' } })
      await waitFor(() => expect(screen.getByRole('button', { name: /Notificar/ })).toBeDisabled())
      expect(screen.getAllByText(/já enviada hoje para estes filtros/).length).toBeGreaterThan(0)
      // the sent log is read again: the customers' last action shows today's e-mail at once
      await waitFor(() => expect(sentToday()).toBeGreaterThan(before))
      expect(seen.filter((r) => r.path === RESUMO)).toHaveLength(2)
      expect(seen.some((r) => r.path.startsWith('/api/cobranca/disparo-automatico'))).toBe(false)
    },
    SLOW,
  )

  it(
    'works the queue: promises due today or active, next contact today, in the URL without reloading the base',
    async () => {
      const token = await login('analista')
      const base = (await serverBase({})) as unknown as Array<{
        cod_cliente: number
        nome_fantasia: string
        titulos: Array<{ id: number }>
      }>
      const [promised, contacted] = [base[3], base[4]]
      const today = todayISO()
      const promise = await call('POST', '/api/cobranca/promessa-pagamento/', {
        token,
        body: {
          cod_cliente: promised.cod_cliente,
          titulos: [promised.titulos[0].id],
          valor: '10.00',
          data_promessa: today,
        },
      })
      expect(promise.status).toBe(201)
      const tipos = (await call('GET', '/api/cobranca/atendimento-tipo-resultado/', { token }))
        .body as Array<{ id: number }>
      const attendance = await call('POST', '/api/cobranca/atendimento/', {
        token,
        body: { cod_cliente: contacted.cod_cliente, tipo_resultado: tipos[0].id, data_retorno: today },
      })
      expect(attendance.status).toBe(201)
      const codes = async (path: string) =>
        new Set(
          ((await call('GET', path, { token })).body as Array<{ cod_cliente: number }>).map(
            (r) => r.cod_cliente,
          ),
        )
      const inBase = (set: Set<number>) => base.filter((r) => set.has(r.cod_cliente)).length

      const dueToday = await codes('/api/cobranca/promessa-pagamento/?status=vence_hoje')
      const { router } = await openBase(`${PATH}?promessa=vence_hoje`)
      await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(20, inBase(dueToday))))
      expect(bodyRows().some((r) => r.textContent?.includes(promised.nome_fantasia))).toBe(true)
      const asked = seen.filter((r) => r.path === '/api/cobranca/promessa-pagamento/')
      expect(asked.map((r) => new URLSearchParams(r.search).get('status'))).toEqual(['vence_hoje'])
      expect(screen.getByRole('combobox', { name: 'Promessas' })).toBeInTheDocument()

      const user = userEvent.setup({ delay: null })
      await user.click(screen.getByLabelText('Promessas'))
      await user.click(await screen.findByTitle('Ativas'))
      await waitFor(() => expect(router.state.location.search).toBe('?promessa=ativas'))
      const active = await codes('/api/cobranca/promessa-pagamento/?status=ativa,vence_hoje')
      await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(20, inBase(active))))
      expect(
        seen
          .filter((r) => r.path === '/api/cobranca/promessa-pagamento/')
          .map((r) => new URLSearchParams(r.search).get('status')),
      ).toEqual(['vence_hoje', 'ativa,vence_hoje'])

      await user.click(screen.getByRole('button', { name: /Limpar filtros/ }))
      await waitFor(() => expect(router.state.location.search).toBe(''))
      await user.click(screen.getByRole('checkbox', { name: 'Próximo contato hoje' }))
      await waitFor(() => expect(router.state.location.search).toBe('?proximo_contato=hoje'))
      const contactToday = await codes(
        `/api/cobranca/atendimento/?data_retorno=${today}&is_deleted=false`,
      )
      await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(20, inBase(contactToday))))
      expect(bodyRows().some((r) => r.textContent?.includes(contacted.nome_fantasia))).toBe(true)
      // the base itself was loaded once: these filters never go to its POST
      expect(posts().map((r) => r.body)).toEqual([totalsBody({})])
    },
    SLOW,
  )

  it(
    "opened by its address, the opening read that comes after the page's own answer (a loaded machine) does not ask again",
    async () => {
      const { store } = await openBase(`${PATH}?vendedor=107`)
      await waitFor(() => expect(posts()).toHaveLength(1))
      // the address's read, its module arriving late: the page has rendered and its answer is here
      runOpenPrefetch(prefetchOnOpen, '?vendedor=107', store.dispatch)
      // a read sent would be on its way now (initiate marks it at once)
      expect(store.dispatch(dataApi.util.getRunningQueriesThunk())).toHaveLength(0)
      await screen.findByRole('button', { name: /Notificar/ })
      expect(posts().map((r) => r.body)).toEqual([totalsBody({ vendedor: 107 })])
    },
    SLOW,
  )

  it(
    'shows the empty base, and an error with a retry',
    async () => {
      server.use(http.post(BASE_API, () => HttpResponse.json([]), { once: true }))
      await signInAs('analista')
      const first = renderApp(PATH)
      expect(
        await screen.findByText(
          'Nenhum título em aberto na base de cobrança.',
          {},
          { timeout: 15000 },
        ),
      ).toBeInTheDocument()
      first.unmount()

      server.use(
        http.post(BASE_API, () => HttpResponse.json({ detail: 'erro' }, { status: 500 }), {
          once: true,
        }),
      )
      renderApp(PATH)
      expect(
        await screen.findByText(
          'Não foi possível carregar a base de cobrança.',
          {},
          { timeout: 15000 },
        ),
      ).toBeInTheDocument()
      const user = userEvent.setup({ delay: null })
      await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), { timeout: 15000 })
    },
    SLOW,
  )
})

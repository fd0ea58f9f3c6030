import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { todayISO } from '@/shared/lib/date'
import { updatedAmount } from '@/shared/lib/interest'
import { formatCentavos, toCentavos } from '@/shared/lib/money'
import { listRows } from '../demo-api/db'
import { groupReceivables } from '../demo-api/handlers/contas-receber'
import { criteriaFromBody } from '../demo-api/query'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'

/** No pointer-events check: it calls getComputedStyle up the tree, very slow over antd's styles in jsdom. */
const setupUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })

let requests: string[] = []
let bodies: Array<{ path: string; body: unknown }> = []
beforeEach(() => {
  requests = []
  bodies = []
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url)
    requests.push(`${request.method} ${url.pathname}${url.search}`)
    if (request.method !== 'GET' && url.pathname.startsWith('/api/cobranca/')) {
      const text = await request.clone().text()
      bodies.push({ path: url.pathname, body: text ? JSON.parse(text) : null })
    }
  })
})
afterEach(() => server.events.removeAllListeners())

const SLOW = { timeout: 15_000 }
const PATH = '/cobranca/atendimento'
const brl = (centavos: number) => formatCentavos(centavos).replace(/\u00a0/g, ' ')
const nome = (cod: number) => listRows('cliente').find((c) => c.cod_cliente === cod)!.nome_fantasia
const count = (prefix: string) => requests.filter((r) => r.startsWith(prefix)).length

function region(name: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`section[aria-label="${name}"]`)
  if (!el) throw new Error(`seção "${name}" não encontrada`)
  return el
}
const queueNav = () => document.querySelector<HTMLElement>('nav[aria-label="Fila de atendimento"]')!

type Agrupado = ReturnType<typeof groupReceivables>[number]

/** The customers of the base filtered by branch 1, in the base's order (largest overdue first). */
const queue = () =>
  groupReceivables(criteriaFromBody({ filial: ['1'] }), { withTitles: false }).map(
    (g) => g.cod_cliente,
  )

async function visit(search: string) {
  await signInAs('analista')
  const rendered = renderApp(`${PATH}?${search}`)
  return rendered
}

describe('Atendimento', { timeout: 90_000 }, () => {
  it('shows the open titles with the amount updated to today and a total', async () => {
    const cod = queue()[0]
    await visit(`cliente=${cod}&filial=1`)
    await screen.findByText(nome(cod), { selector: '.cp-header-name' }, SLOW)
    const titulos = await waitFor(() => {
      const r = region('Títulos em aberto')
      if (!r.querySelector('tbody tr[data-row-key]')) throw new Error('sem títulos ainda')
      return r
    }, SLOW)
    const hoje = todayISO()
    const open = listRows('contas-receber')
      .filter((t) => t.cod_cliente === cod && t.status !== 'pago')
      .sort((a, b) => (a.data_vencimento < b.data_vencimento ? -1 : 1))
    const overdue = open.find((t) => t.status === 'vencido')!
    const u = updatedAmount({
      valorCentavos: toCentavos(overdue.saldo),
      vencimento: overdue.data_vencimento,
      hoje,
      multaPct: 2,
      jurosMesPct: 1,
    })
    expect(u.totalCentavos).toBeGreaterThan(toCentavos(overdue.saldo))
    const row = within(titulos).getByText(overdue.documento).closest('tr')!
    expect(row).toHaveTextContent(brl(toCentavos(overdue.saldo)))
    expect(row).toHaveTextContent(brl(u.multaCentavos + u.jurosCentavos))
    expect(row).toHaveTextContent(brl(u.totalCentavos))
    expect(row).toHaveTextContent(`${u.diasAtraso} d`)
    const totalSaldo = open.reduce((s, t) => s + toCentavos(t.saldo), 0)
    const summary = titulos.querySelector('.table-totals')!
    expect(summary).toHaveTextContent(brl(totalSaldo))
    expect(requests).toContain(
      `GET /api/cobranca/contas-receber/?cliente=${cod}&status__in=aberto,vencido&ordering=data_vencimento,documento`,
    )
  })

  it('copies a phone with one click', async () => {
    const phone = listRows('cliente-telefone')[0]
    await visit(`cliente=${phone.cod_cliente}`)
    const user = setupUser()
    const list = await waitFor(() => {
      const ul = region('Contatos').querySelector<HTMLElement>('ul[aria-label="Telefones"]')
      if (!ul) throw new Error('sem telefones ainda')
      return ul
    }, SLOW)
    const item = within(list).getByText(phone.telefone).closest('li')!
    await user.click(within(item).getByRole('button', { name: /Copiar/ }))
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(phone.telefone))
  })

  it('walks the customers of the base filter with Próximo cliente, keeping the filter and reading the queue once', async () => {
    const order = queue()
    expect(order.length).toBeGreaterThan(2)
    const { router } = await visit(`cliente=${order[0]}&filial=1`)
    await screen.findByText(nome(order[0]), { selector: '.cp-header-name' }, SLOW)
    await waitFor(() => expect(queueNav()).toHaveTextContent(`Cliente 1 de ${order.length}`), SLOW)
    const post = bodies.find((b) => b.path === '/api/cobranca/contas-receber-agrupado/')!
    // the queue asks the server for the same customers as the base (branch 1), without titles
    expect(post.body).toMatchObject({ incluir_titulos: false })
    expect(
      groupReceivables(criteriaFromBody(post.body as Record<string, unknown>), {
        withTitles: false,
      }).map((g) => g.cod_cliente),
    ).toEqual(order)

    const user = setupUser()
    await user.click(within(queueNav()).getByRole('button', { name: 'Próximo cliente' }))
    await waitFor(() => expect(router.state.location.search).toBe(`?cliente=${order[1]}&filial=1`))
    await screen.findByText(nome(order[1]), { selector: '.cp-header-name' }, SLOW)
    expect(queueNav()).toHaveTextContent(`Cliente 2 de ${order.length}`)
    await waitFor(() =>
      expect(count(`GET /api/cobranca/contas-receber/?cliente=${order[1]}`)).toBe(1),
    )
    await user.click(within(queueNav()).getByRole('button', { name: 'Anterior' }))
    await screen.findByText(nome(order[0]), { selector: '.cp-header-name' }, SLOW)
    expect(count('POST /api/cobranca/contas-receber-agrupado/')).toBe(1)
    expect(count(`GET /api/cobranca/cliente/${order[1]}/`)).toBe(1)
  })

  it('reads the next customer ahead while the analyst works on this one: Próximo cliente shows it without reading again', async () => {
    const order = queue()
    await visit(`cliente=${order[0]}&filial=1`)
    await screen.findByText(nome(order[0]), { selector: '.cp-header-name' }, SLOW)
    await waitFor(() => expect(queueNav()).toHaveTextContent(`Cliente 1 de ${order.length}`), SLOW)
    const ahead = [
      `GET /api/cobranca/cliente/${order[1]}/`,
      `GET /api/cobranca/contas-receber-agrupado/?cliente=${order[1]}&incluir_pagos=true&incluir_titulos=false`,
      `GET /api/cobranca/contas-receber/?cliente=${order[1]}&status__in=aberto,vencido&ordering=data_vencimento,documento`,
    ]
    // with the same arguments the screen uses, so the screen finds them in the cache
    await waitFor(() => expect(requests).toEqual(expect.arrayContaining(ahead)), SLOW)
    const user = setupUser()
    await user.click(within(queueNav()).getByRole('button', { name: 'Próximo cliente' }))
    await screen.findByText(nome(order[1]), { selector: '.cp-header-name' }, SLOW)
    await waitFor(() =>
      expect(region('Títulos em aberto').querySelector('tbody tr[data-row-key]')).not.toBeNull(),
    )
    // and now the one after it, and the previous one is still cached (not read again)
    await waitFor(() => expect(count(`GET /api/cobranca/cliente/${order[2]}/`)).toBe(1), SLOW)
    for (const request of ahead) expect(count(request)).toBe(1)
    expect(count(`GET /api/cobranca/cliente/${order[0]}/`)).toBe(1)
  })

  it.each([
    ['-maior_atraso', '-maior_atraso', (g: Agrupado) => g.maior_atraso ?? 0],
    // the demo does not sort the grouped answer by an aging bucket: the queue sorts it itself
    ['-aging2', '-aging__d31_60', (g: Agrupado) => Number(g.aging?.d31_60 ?? 0)],
  ])(
    'walks the queue in the sort chosen in Base Cobrança (ordenar=%s)',
    async (ordenar, ordering, value) => {
      const worklist = groupReceivables(criteriaFromBody({ filial: ['1'] }), {
        withTitles: false,
      })
      const order = worklist
        .map((g, i) => ({ cod: g.cod_cliente, v: value(g), i }))
        .sort((a, b) => b.v - a.v || a.i - b.i)
        .map((x) => x.cod)
      // the sort changes who comes next
      expect(order.slice(0, 2)).not.toEqual(worklist.slice(0, 2).map((g) => g.cod_cliente))
      const { router } = await visit(`cliente=${order[0]}&filial=1&ordenar=${ordenar}`)
      await screen.findByText(nome(order[0]), { selector: '.cp-header-name' }, SLOW)
      await waitFor(
        () => expect(queueNav()).toHaveTextContent(`Cliente 1 de ${order.length}`),
        SLOW,
      )
      const post = bodies.find((b) => b.path === '/api/cobranca/contas-receber-agrupado/')!
      expect(post.body).toMatchObject({ filial: 1, ordering, incluir_titulos: false })
      const user = setupUser()
      await user.click(within(queueNav()).getByRole('button', { name: 'Próximo cliente' }))
      await waitFor(() =>
        expect(router.state.location.search).toBe(
          `?cliente=${order[1]}&filial=1&ordenar=${ordenar}`,
        ),
      )
      await screen.findByText(nome(order[1]), { selector: '.cp-header-name' }, SLOW)
      expect(queueNav()).toHaveTextContent(`Cliente 2 de ${order.length}`)
    },
  )

  it('warns before Próximo cliente leaves typed notes, and keeps them as that customer’s draft', async () => {
    const order = queue()
    const { router } = await visit(`cliente=${order[0]}&filial=1`)
    await screen.findByText(nome(order[0]), { selector: '.cp-header-name' }, SLOW)
    await waitFor(() => expect(queueNav()).toHaveTextContent(`Cliente 1 de ${order.length}`), SLOW)
    const user = setupUser()
    const form = await waitFor(() => region('Novo atendimento'), SLOW)
    await user.click(within(form).getByLabelText('Anotações'))
    await user.paste('Cliente pediu o boleto por e-mail.')
    await user.click(within(queueNav()).getByRole('button', { name: 'Próximo cliente' }))
    const dialog = (
      await screen.findAllByRole('dialog', { name: 'Atendimento não registrado' })
    ).at(-1)!
    await user.click(within(dialog).getByRole('button', { name: 'Continuar neste cliente' }))
    expect(router.state.location.search).toBe(`?cliente=${order[0]}&filial=1`)
    expect(within(form).getByLabelText('Anotações')).toHaveValue(
      'Cliente pediu o boleto por e-mail.',
    )

    await user.click(within(queueNav()).getByRole('button', { name: 'Próximo cliente' }))
    const again = (await screen.findAllByRole('dialog', { name: 'Atendimento não registrado' })).at(
      -1,
    )!
    await user.click(within(again).getByRole('button', { name: 'Ir para o próximo' }))
    await waitFor(() => expect(router.state.location.search).toBe(`?cliente=${order[1]}&filial=1`))
    await screen.findByText(nome(order[1]), { selector: '.cp-header-name' }, SLOW)
    // nothing typed here: Anterior goes without a question, and the first customer's notes are back
    await user.click(within(queueNav()).getByRole('button', { name: 'Anterior' }))
    await screen.findByText(nome(order[0]), { selector: '.cp-header-name' }, SLOW)
    await waitFor(() =>
      expect(within(region('Novo atendimento')).getByLabelText('Anotações')).toHaveValue(
        'Cliente pediu o boleto por e-mail.',
      ),
    )
  })

  it('records an attendance with the panel’s form and shows it among the last ones', async () => {
    const cod = queue()[0]
    await visit(`cliente=${cod}`)
    await screen.findByText(nome(cod), { selector: '.cp-header-name' }, SLOW)
    const user = setupUser()
    const form = await waitFor(() => region('Novo atendimento'), SLOW)
    await user.click(within(form).getByLabelText('Resultado'))
    const options = await screen.findAllByTitle('Retornar contato')
    await user.click(options[options.length - 1])
    await user.click(within(form).getByLabelText('Anotações'))
    await user.paste('Pediu retorno amanhã às 9h.')
    await user.click(within(form).getByRole('button', { name: 'Registrar atendimento' }))
    expect(await screen.findByText('Atendimento registrado.')).toBeInTheDocument()
    expect(
      await within(region('Últimos atendimentos')).findByText('Pediu retorno amanhã às 9h.'),
    ).toBeInTheDocument()
    expect(bodies.find((b) => b.path === '/api/cobranca/atendimento/')!.body).toMatchObject({
      cod_cliente: cod,
      tipo_resultado: 5,
    })
  })

  it('a queue that fails to load says so and retries', async () => {
    server.use(
      http.post(
        '*/api/cobranca/contas-receber-agrupado/',
        () => HttpResponse.json({ detail: 'x' }, { status: 500 }),
        { once: true },
      ),
    )
    const cod = queue()[0]
    await visit(`cliente=${cod}&filial=1`)
    expect(
      await screen.findByText('Não foi possível carregar a fila.', {}, SLOW),
    ).toBeInTheDocument()
    const user = setupUser()
    await user.click(
      screen.getByText('Tentar novamente', {
        selector: 'nav ~ * button span, [role="alert"] button span',
      }),
    )
    await waitFor(() => expect(queueNav()).toHaveTextContent(/Cliente 1 de \d+/), SLOW)
  })

  it('without a customer offers the search and starts the queue at its first customer', async () => {
    const { router } = await visit('filial=1')
    expect(
      await screen.findByText(/Escolha um cliente ou comece pelo primeiro da fila/, {}, SLOW),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Cliente')).toBeInTheDocument()
    await waitFor(
      () =>
        expect(within(queueNav()).getByRole('button', { name: 'Próximo cliente' })).toBeEnabled(),
      SLOW,
    )
    const user = setupUser()
    await user.click(within(queueNav()).getByRole('button', { name: 'Próximo cliente' }))
    const first = queue()[0]
    await waitFor(() => expect(router.state.location.search).toBe(`?filial=1&cliente=${first}`))
    await screen.findByText(nome(first), { selector: '.cp-header-name' }, SLOW)
  })

  it('shows the customer’s promises and records one with the attendance', async () => {
    const seeded = listRows('promessa-pagamento').find((p) => !p.cancelada)!
    const cod = seeded.cod_cliente
    await visit(`cliente=${cod}`)
    await screen.findByText(nome(cod), { selector: '.cp-header-name' }, SLOW)
    const section = await waitFor(() => region('Promessas de pagamento'), SLOW)
    const list = await within(section).findByRole(
      'list',
      { name: 'Lista de promessas de pagamento' },
      SLOW,
    )
    expect(within(list).getAllByRole('listitem')).toHaveLength(
      listRows('promessa-pagamento').filter((p) => p.cod_cliente === cod).length,
    )
    expect(within(list).getByText(/^(Ativa|Vence hoje|Quebrada|Cumprida)$/)).toBeInTheDocument()

    const user = setupUser()
    const form = region('Novo atendimento')
    await user.click(within(form).getByLabelText('Resultado'))
    const options = await screen.findAllByTitle('Promessa de pagamento')
    await user.click(options[options.length - 1])
    const open = listRows('contas-receber')
      .filter((t) => t.cod_cliente === cod && t.status !== 'pago')
      .sort((a, b) => a.data_vencimento.localeCompare(b.data_vencimento))
    const box = await within(form).findByRole(
      'checkbox',
      { name: new RegExp(`^${open[0].documento} `) },
      SLOW,
    )
    await user.click(box)
    expect(within(form).getByLabelText('Valor prometido')).toHaveValue(
      brl(toCentavos(open[0].saldo)).replace(/^R\$ /, ''),
    )
    const date = within(form).getByLabelText('Data da promessa')
    fireEvent.focus(date)
    fireEvent.change(date, { target: { value: todayISO().split('-').reverse().join('/') } })
    fireEvent.blur(date)
    await user.click(within(form).getByRole('button', { name: 'Registrar atendimento' }))
    expect(
      await screen.findByText('Atendimento e promessa de pagamento registrados.', {}, SLOW),
    ).toBeInTheDocument()
    expect(bodies.find((b) => b.path === '/api/cobranca/promessa-pagamento/')!.body).toMatchObject({
      cod_cliente: cod,
      titulos: [open[0].id],
      valor: (toCentavos(open[0].saldo) / 100).toFixed(2),
      data_promessa: todayISO(),
    })
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(
        listRows('promessa-pagamento').filter((p) => p.cod_cliente === cod).length,
      ),
    )
    expect(within(list).getAllByText('Vence hoje').length).toBeGreaterThan(0)
  })
})

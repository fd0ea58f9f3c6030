import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '@/app/providers'
import { buildRouteObjects } from '@/app/router'
import { makeStore } from '@/app/store'
import { todayISO } from '@/shared/lib/date'
import { formatCpfCnpj } from '@/shared/lib/documents'
import { formatCentavos, toCentavos } from '@/shared/lib/money'
import { deleteWhere, insertRow, listRows } from '../demo-api/db'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'

/** No pointer-events check: it calls getComputedStyle up the tree, very slow over antd's styles in jsdom. */
const setupUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })

let requests: string[] = []
let bodies: Array<{ method: string; path: string; body: unknown }> = []
beforeEach(() => {
  requests = []
  bodies = []
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url)
    requests.push(`${request.method} ${url.pathname}${url.search}`)
    if (request.method !== 'GET' && url.pathname.startsWith('/api/cobranca/')) {
      const text = await request.clone().text()
      bodies.push({
        method: request.method,
        path: url.pathname,
        body: text ? JSON.parse(text) : null,
      })
    }
  })
})
afterEach(() => server.events.removeAllListeners())

const COD = 10001
const SLOW = { timeout: 15_000 }
const PANEL = '/cobranca/novo-painel-clientes'

/** Role queries over the whole page are slow in jsdom (antd renders a big tree): look sections up by their label. */
function region(name: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`section[aria-label="${name}"]`)
  if (!el) throw new Error(`seção "${name}" não encontrada`)
  return el
}
const findRegion = (name: string) => waitFor(() => region(name), SLOW)

async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => {
      const titleId = d.getAttribute('aria-labelledby')
      // antd gives every dialog title the same id under test: look inside this dialog only
      return titleId !== null && d.querySelector(`[id="${titleId}"]`)?.textContent === title
    })
    if (!dialog) throw new Error(`diálogo "${title}" não encontrado`)
    return dialog
  })
}

/** The message a field announces (aria-describedby): the one under that field. */
function fieldHelp(field: HTMLElement): HTMLElement | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  return ids.map((id) => document.getElementById(id)).find(Boolean) ?? null
}

/** The OK button of the confirmation popover that is open. */
async function confirm(label: string) {
  const popover = await waitFor(() => {
    // The open confirmation: a tooltip with the button (closed ones leave no button behind).
    const el = [...document.querySelectorAll<HTMLElement>('[role="tooltip"]')]
      .filter((t) => within(t).queryByRole('button', { name: label }))
      .at(-1)
    if (!el) throw new Error('sem confirmação aberta')
    return el
  })
  return within(popover).getByRole('button', { name: label })
}
const count = (prefix: string) => requests.filter((r) => r.startsWith(prefix)).length
/** Money as toHaveTextContent sees it (the NBSP after R$ is normalised to a space). */
const brl = (centavos: number) => formatCentavos(centavos).replace(/\u00a0/g, ' ')
const cliente = (cod: number) => listRows('cliente').find((c) => c.cod_cliente === cod)!

async function openPanel(cod: number = COD, username = 'analista') {
  await signInAs(username)
  const rendered = renderApp(`${PANEL}?cliente=${cod}`)
  await screen.findByText(cliente(cod).nome_fantasia, { selector: '.cp-header-name' }, SLOW)
  return rendered
}

/** Waits until the attendance timeline has its items (the first load of the page is over). */
async function timelineItems() {
  await waitFor(
    () =>
      expect(region('Atendimentos').querySelectorAll('.cp-timeline-item').length).toBeGreaterThan(
        0,
      ),
    SLOW,
  )
  return region('Atendimentos').querySelectorAll('.cp-timeline-item')
}

/** Types by pasting (one event instead of one per key: jsdom is slow with antd), optionally confirming with Enter. */
async function fill(
  user: ReturnType<typeof setupUser>,
  field: HTMLElement,
  text: string,
  enter = false,
) {
  await user.click(field)
  await user.paste(text)
  if (enter) await user.keyboard('{Enter}')
}

/** Types a date into a StrictDatePicker as a user does: focus, text, leave the field. */
function typeDate(field: HTMLElement, text: string) {
  fireEvent.focus(field)
  fireEvent.change(field, { target: { value: text } })
  fireEvent.blur(field)
}

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/')

async function chooseOption(user: ReturnType<typeof setupUser>, field: HTMLElement, title: string) {
  await user.click(field)
  const options = await screen.findAllByTitle(title)
  await user.click(options[options.length - 1])
}

describe('Painel de Clientes: opening a customer', { timeout: 90_000 }, () => {
  it('without a customer asks to pick one; an invalid code says so', async () => {
    await signInAs('analista')
    const first = renderApp(PANEL)
    expect(
      await screen.findByText(/Escolha um cliente para ver o painel/, {}, SLOW),
    ).toBeInTheDocument()
    first.unmount()
    renderApp(`${PANEL}?cliente=abc`)
    expect(
      await screen.findByText(/"abc" não é um código de cliente/, {}, SLOW),
    ).toBeInTheDocument()
  })

  it('shows the header: names, document, people in charge, registers and the totals in centavos', async () => {
    await openPanel(COD, 'renato.alves')
    const c = cliente(COD)
    const header = region('Dados do cliente')
    const vendedor = listRows('vendedor').find((v) => v.codigo === c.cod_vendedor)!
    await within(header).findByText(`${vendedor.codigo} · ${vendedor.nome}`)
    expect(within(header).getByText(`Código ${COD}`)).toBeInTheDocument()
    expect(within(header).getByText(`CNPJ ${formatCpfCnpj(c.cnpj_cpf)}`)).toBeInTheDocument()
    // each name comes with its own reference list: wait for each, as a reader of the header would
    const names = [
      listRows('supervisor').find((s) => s.id === c.supervisor)!.nome,
      listRows('analista-cobranca').find((a) => a.id === c.analista)!.nome,
      listRows('regua-segmento').find((s) => s.id === c.segmento)!.descricao,
      listRows('regua').find((r) => r.id === c.regua)!.nome,
      listRows('forma-cobranca').find((f) => f.id === c.forma_cobranca)!.descricao,
      ...(c.grupo_economico
        ? [listRows('grupo-economico').find((g) => g.id === c.grupo_economico)!.nome]
        : []),
    ]
    for (const name of names) expect(await within(header).findByText(name)).toBeInTheDocument()
    // renato.alves is the customer's analyst: the signed-in user's analyst record (found by
    // the user's id in the shared analyst list) says so.
    expect(await within(header).findByText('Sua carteira')).toBeInTheDocument()
    expect(requests).toContain('GET /api/cobranca/analista-cobranca/')

    const titles = listRows('contas-receber').filter((t) => t.cod_cliente === COD)
    const sum = (f: (t: (typeof titles)[number]) => string, pick = titles) =>
      pick.reduce((s, t) => s + toCentavos(f(t)), 0)
    const totals = header.querySelector('dl.cp-totals')!
    const open = titles.filter((t) => t.status !== 'pago')
    expect(totals).toHaveTextContent(`Em aberto${brl(sum((t) => t.saldo, open))}`)
    expect(totals).toHaveTextContent(
      `Vencido${brl(
        sum(
          (t) => t.saldo,
          open.filter((t) => t.status === 'vencido'),
        ),
      )}`,
    )
    expect(totals).toHaveTextContent(`Pago${brl(sum((t) => t.valor_pago))}`)
  })

  it('reads every GET once per visit, StrictMode included, with the specified filters', async () => {
    await signInAs('analista')
    const store = makeStore()
    const router = createMemoryRouter(buildRouteObjects(), {
      initialEntries: [`${PANEL}?cliente=${COD}`],
    })
    render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    )
    await screen.findByText(cliente(COD).nome_fantasia, { selector: '.cp-header-name' }, SLOW)
    await timelineItems()
    await waitFor(() => expect(count('GET /api/cobranca/acao-cobranca-realizada/')).toBe(1))
    await waitFor(
      () => expect(screen.queryAllByRole('status', { name: /^Carregando/ })).toHaveLength(0),
      SLOW,
    )
    const gets = requests.filter((r) => r.startsWith('GET ') && !r.includes('/api/access/'))
    expect(gets.length).toBeGreaterThan(20)
    expect(gets).toEqual([...new Set(gets)])
    expect(gets).toContain(
      `GET /api/cobranca/atendimento/?is_deleted=false&cliente=${COD}&ordering=-data`,
    )
    expect(gets).toContain('GET /api/cobranca/analista-cobranca/')
    expect(gets).toContain(`GET /api/cobranca/parecer-credito/?cod_cliente=${COD}&ordering=-data`)
  })

  it('finds a customer by name without accents, by code and by CNPJ digits, and keeps the choice in the URL', async () => {
    await signInAs('analista')
    const { router } = renderApp(PANEL)
    const user = setupUser()
    const picker = await screen.findByLabelText('Cliente', {}, SLOW)
    await waitFor(() => expect(count('GET /api/cobranca/clientes/')).toBe(1))
    await user.click(picker)
    await fill(user, picker, 'sao jorge')
    const option = await screen.findByTitle(new RegExp(`^${COD} · Mercado São Jorge`))
    await user.click(option)
    await waitFor(() => expect(router.state.location.search).toBe(`?cliente=${COD}`))
    await screen.findByText('Mercado São Jorge', { selector: '.cp-header-name' }, SLOW)

    const other = listRows('cliente').find((c) => c.tipo_pessoa === 'J' && c.cod_cliente !== COD)!
    await user.click(picker)
    await user.type(picker, other.cnpj_cpf.replace(/\D/g, '').slice(0, 8))
    await user.click(await screen.findByTitle(new RegExp(`^${other.cod_cliente} · `)))
    await waitFor(() => expect(router.state.location.search).toBe(`?cliente=${other.cod_cliente}`))
    await screen.findByText(other.nome_fantasia, { selector: '.cp-header-name' }, SLOW)
  })

  it('an unknown customer code says the customer was not found', async () => {
    await signInAs('analista')
    renderApp(`${PANEL}?cliente=99999`)
    expect(await screen.findByText('Cliente não encontrado', {}, SLOW)).toBeInTheDocument()
  })

  it('every section says when it is empty', async () => {
    const lists = [
      'atendimento',
      'atendimento-atak-cobranca',
      'atendimento-negociacao',
      'atendimento-entrada',
      'atendimento-entrada-parcela',
      'lembrete',
      'cliente-telefone',
      'cliente-email',
      'parecer-credito',
      'cliente-observacao',
      'contas-receber',
      'acao-cobranca-realizada',
    ]
    server.use(
      ...lists.map((path) => http.get(`*/api/cobranca/${path}/`, () => HttpResponse.json([]))),
    )
    await openPanel()
    for (const text of [
      'Nenhum atendimento registrado para este cliente.',
      'Nenhuma negociação com este cliente.',
      'Nenhuma entrada registrada.',
      'Nenhum lembrete para este cliente.',
      'Nenhum retorno agendado.',
      'Nenhum telefone ou e-mail cadastrado.',
      'Nenhuma observação sobre este cliente.',
      'Nenhum parecer de crédito.',
      'Nenhum título pago.',
      'Nenhuma ação de cobrança registrada.',
    ]) {
      expect(await screen.findByText(text, {}, SLOW)).toBeInTheDocument()
    }
    expect(
      within(region('Entradas e parcelas')).getByRole('button', { name: 'Nova entrada' }),
    ).toBeDisabled()
    expect(
      within(region('Negociações')).getByRole('button', { name: 'Nova negociação' }),
    ).toBeDisabled()
  })

  it('a section that fails says so and retries; the others keep working', async () => {
    server.use(
      http.get(
        '*/api/cobranca/cliente-email/',
        () => HttpResponse.json({ detail: 'erro' }, { status: 500 }),
        { once: true },
      ),
    )
    await openPanel()
    // below the fold: drawn once the first screenful is painted
    const contatos = await findRegion('Contatos')
    expect(
      await within(contatos).findByText('Não foi possível carregar: contatos.', {}, SLOW),
    ).toBeInTheDocument()
    expect(
      within(contatos).getByText('Erro interno do servidor. Tente novamente em instantes.'),
    ).toBeInTheDocument()
    await timelineItems()
    const user = setupUser()
    await user.click(within(contatos).getByRole('button', { name: 'Tentar novamente' }))
    const email = listRows('cliente-email').find((e) => e.cod_cliente === COD)!
    expect(await within(contatos).findByText(email.email)).toBeInTheDocument()
    expect(
      within(contatos).queryByText('Não foi possível carregar: contatos.'),
    ).not.toBeInTheDocument()
  })

  it('lists credit opinions newest first', async () => {
    const counts = new Map<number, Set<string>>()
    for (const p of listRows('parecer-credito'))
      counts.set(p.cod_cliente, (counts.get(p.cod_cliente) ?? new Set()).add(p.data))
    const cod = [...counts].find(([, dates]) => dates.size >= 2)![0]
    await openPanel(cod)
    const list = await within(await findRegion('Pareceres de crédito')).findByRole(
      'list',
      { name: 'Lista de pareceres' },
      SLOW,
    )
    const shown = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')!.textContent!)
    const expected = listRows('parecer-credito')
      .filter((p) => p.cod_cliente === cod)
      .map((p) => p.data)
      .sort()
      .reverse()
      .map((d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`)
    expect(shown).toEqual(expected)
  })
})

describe('Painel de Clientes: attendances', { timeout: 90_000 }, () => {
  it('offers only active result types and records an attendance with a next-contact date', async () => {
    await openPanel()
    await timelineItems()
    const user = setupUser()
    const form = region('Novo atendimento')
    await user.click(within(form).getByLabelText('Resultado'))
    expect(await screen.findAllByTitle('Promessa de pagamento')).not.toHaveLength(0)
    expect(screen.queryByTitle('Protesto solicitado')).not.toBeInTheDocument()
    await user.click(screen.getAllByTitle('Retornar contato').at(-1)!)
    await fill(user, within(form).getByLabelText('Próximo contato'), '15/01/2031', true)
    await fill(user, within(form).getByLabelText('Anotações'), 'Vai pagar a NF em aberto na sexta.')
    requests = []
    await user.click(within(form).getByRole('button', { name: 'Registrar atendimento' }))
    expect(await screen.findByText('Atendimento registrado.')).toBeInTheDocument()
    const item = await within(region('Atendimentos')).findByText(
      'Vai pagar a NF em aberto na sexta.',
    )
    expect(item.closest('li')).toHaveTextContent('Próximo contato: 15/01/2031')
    expect(item.closest('li')).toHaveTextContent('Retornar contato')
    expect(item.closest('li')).toHaveTextContent('Beatriz Lima')
    const post = bodies.find((b) => b.method === 'POST' && b.path === '/api/cobranca/atendimento/')!
    expect(post.body).toMatchObject({
      cod_cliente: COD,
      tipo_resultado: 5,
      data_retorno: '2031-01-15',
      forma_cobranca: cliente(COD).forma_cobranca,
    })
    expect(requests.filter((r) => r.startsWith('GET ')).map((r) => r.split('?')[0])).toEqual([
      'GET /api/cobranca/atendimento-atak-cobranca/',
      'GET /api/cobranca/atendimento/',
      'GET /api/cobranca/atendimento-negociacao/',
      'GET /api/cobranca/atendimento-entrada/',
      'GET /api/cobranca/atendimento-entrada-parcela/',
      'GET /api/cobranca/lembrete/',
    ])
    // no promise without the promise result
    expect(bodies.some((b) => b.path === '/api/cobranca/promessa-pagamento/')).toBe(false)
    // The form is clean for the next one and the return shows up.
    expect(within(form).getByLabelText('Anotações')).toHaveValue('')
    expect(within(region('Retornos agendados')).getByText('15/01/2031')).toBeInTheDocument()
  })

  it('refuses a next-contact date in the past, and an impossible one, next to the field', async () => {
    await openPanel()
    await timelineItems()
    const user = setupUser()
    const form = region('Novo atendimento')
    await chooseOption(user, within(form).getByLabelText('Resultado'), 'Retornar contato')
    const field = within(form).getByLabelText('Próximo contato')
    typeDate(field, ddmmyyyy(addDays(todayISO(), -1)))
    const past = await within(form).findByText('O próximo contato não pode ser anterior a hoje.')
    expect(fieldHelp(field)).toContainElement(past)
    typeDate(field, '31/02/2031')
    const impossible = await within(form).findByText(
      'A data 31/02/2031 não existe. Use dd/mm/aaaa.',
    )
    expect(fieldHelp(field)).toContainElement(impossible)
    await user.click(within(form).getByRole('button', { name: 'Registrar atendimento' }))
    expect(
      await within(form).findByText('A data 31/02/2031 não existe. Use dd/mm/aaaa.'),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })

  it('five quick clicks send one request; the button comes back after an error and the form keeps its text', async () => {
    let calls = 0
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('*/api/cobranca/atendimento/', async () => {
        calls += 1
        await gate
        return HttpResponse.json({ detail: 'falhou' }, { status: 500 })
      }),
    )
    await openPanel()
    await timelineItems()
    const user = setupUser()
    const form = region('Novo atendimento')
    await chooseOption(user, within(form).getByLabelText('Resultado'), 'Cliente não atende')
    await fill(user, within(form).getByLabelText('Anotações'), 'Tentativa às 10h.')
    const button = within(form).getByRole('button', { name: 'Registrar atendimento' })
    // Five clicks in the same tick, before React re-renders the button as loading...
    for (let i = 0; i < 5; i += 1) fireEvent.click(button)
    await waitFor(() => expect(calls).toBe(1))
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'))
    // ...and more while it is loading.
    await user.click(button)
    await user.click(button)
    release()
    expect(await screen.findByText('Não foi possível salvar o atendimento.')).toBeInTheDocument()
    expect(calls).toBe(1)
    expect(screen.getByText('Falha na requisição!')).toBeInTheDocument()
    expect(within(form).getByLabelText('Anotações')).toHaveValue('Tentativa às 10h.')
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'))
    expect(button).toBeEnabled()
  })

  it('a 400 lands on the field it names', async () => {
    server.use(
      http.post(
        '*/api/cobranca/atendimento/',
        () => HttpResponse.json({ observacao: ['Texto recusado pelo servidor.'] }, { status: 400 }),
        {
          once: true,
        },
      ),
    )
    await openPanel()
    await timelineItems()
    const user = setupUser()
    const form = region('Novo atendimento')
    await chooseOption(user, within(form).getByLabelText('Resultado'), 'Recado deixado')
    await fill(user, within(form).getByLabelText('Anotações'), 'xxx')
    await user.click(within(form).getByRole('button', { name: 'Registrar atendimento' }))
    const message = await within(form).findByText('Texto recusado pelo servidor.')
    expect(fieldHelp(within(form).getByLabelText('Anotações'))).toContainElement(message)
    expect(within(form).getByLabelText('Anotações')).toHaveValue('xxx')
  })

  it('edits an attendance chosen in the timeline and goes back to add', async () => {
    await openPanel()
    const [first] = await timelineItems()
    const user = setupUser()
    const edit = within(first as HTMLElement).getByRole('button', { name: /Editar atendimento #/ })
    const id = Number(edit.getAttribute('aria-label')!.replace(/\D/g, ''))
    await user.click(edit)
    const form = await findRegion('Editar atendimento')
    expect(within(form).getByText(`Editando o atendimento #${id}`)).toBeInTheDocument()
    const notes = within(form).getByLabelText('Anotações')
    expect(notes).toHaveValue(listRows('atendimento').find((a) => a.id === id)!.observacao)
    await user.clear(notes)
    await fill(user, notes, 'Observação corrigida.')
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }))
    expect(await screen.findByText('Atendimento atualizado.')).toBeInTheDocument()
    expect(await findRegion('Novo atendimento')).toBeInTheDocument()
    const put = bodies.find((b) => b.method === 'PUT')!
    expect(put.path).toBe(`/api/cobranca/atendimento/${id}/`)
    expect(put.body).not.toHaveProperty('id')
    expect(put.body).toMatchObject({ observacao: 'Observação corrigida.', cod_cliente: COD })
    // the timeline shows it once its reload (the edit's invalidation) answers
    expect(
      await within(region('Atendimentos')).findByText('Observação corrigida.', {}, SLOW),
    ).toBeInTheDocument()
  })

  it('concludes the customer’s attendances after a confirmation', async () => {
    await openPanel()
    await timelineItems()
    const open = listRows('atendimento').filter(
      (a) => a.cod_cliente === COD && !a.is_deleted && !a.concluido,
    ).length
    expect(open).toBeGreaterThan(0)
    const user = setupUser()
    await user.click(screen.getByText(`Concluir atendimentos (${open})`))
    expect(count('POST /api/cobranca/atendimento/concluir-atendimentos/')).toBe(0)
    await user.click(await confirm('Concluir'))
    expect(
      await screen.findByText(
        `${open} ${open === 1 ? 'atendimento concluído' : 'atendimentos concluídos'}.`,
      ),
    ).toBeInTheDocument()
    expect(count(`POST /api/cobranca/atendimento/concluir-atendimentos/${COD}/`)).toBe(1)
    await waitFor(() =>
      expect(within(region('Atendimentos')).queryByText('Em aberto')).not.toBeInTheDocument(),
    )
    // nothing left to conclude: the button stays, disabled
    expect(
      screen.getByText('Concluir atendimentos', { selector: 'button span' }).closest('button'),
    ).toBeDisabled()
    expect(
      await within(region('Retornos agendados')).findByText('Nenhum retorno agendado.'),
    ).toBeInTheDocument()
  })
})

describe('Painel de Clientes: down payments and negotiations', { timeout: 90_000 }, () => {
  it('creates a down payment with three instalments that add up to the total in centavos', async () => {
    await openPanel()
    await timelineItems()
    const user = setupUser()
    await user.click(
      within(region('Entradas e parcelas')).getByRole('button', { name: 'Nova entrada' }),
    )
    const dialog = await findDialog('Nova entrada')
    const set = async (label: string | RegExp, value: string) => {
      const input = within(dialog).getByLabelText(label)
      await user.clear(input)
      await user.paste(value)
    }
    await set('Valor total', '1.000,00')
    await set(/^Valor de entrada/, '0,00')
    await set('Nº de parcelas', '3')
    // the schedule and its check follow Form.useWatch, which settles after the input events
    await waitFor(() => {
      expect(within(dialog).getByLabelText('Valor da parcela 1')).toHaveValue('333,34')
      expect(within(dialog).getByLabelText('Valor da parcela 2')).toHaveValue('333,33')
      expect(within(dialog).getByLabelText('Valor da parcela 3')).toHaveValue('333,33')
      expect(within(dialog).getByText(/confere com o total/)).toBeInTheDocument()
    })

    // A schedule that does not add up is refused before any request.
    await user.clear(within(dialog).getByLabelText('Valor da parcela 3'))
    await fill(user, within(dialog).getByLabelText('Valor da parcela 3'), '300,00')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar entrada' }))
    expect(
      await within(dialog).findByText(/somam R\$\s966,67, mas o total é R\$\s1\.000,00/),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
    await user.clear(within(dialog).getByLabelText('Valor da parcela 3'))
    await fill(user, within(dialog).getByLabelText('Valor da parcela 3'), '333,33')

    await user.click(within(dialog).getByRole('button', { name: 'Salvar entrada' }))
    expect(await screen.findByText('Entrada registrada.')).toBeInTheDocument()
    const entrada = bodies.find((b) => b.path === '/api/cobranca/atendimento-entrada/')!
    expect(entrada.body).toMatchObject({
      cod_cliente: COD,
      valor_total: '1000.00',
      valor_entrada: '0.00',
      qtd_parcelas: 3,
    })
    const parcelas = bodies
      .filter((b) => b.path === '/api/cobranca/atendimento-entrada-parcela/')
      .map((b) => b.body as { valor: string; parcela: number })
    expect(parcelas.map((p) => [p.parcela, p.valor])).toEqual([
      [1, '333.34'],
      [2, '333.33'],
      [3, '333.33'],
    ])
    const created = listRows('atendimento-entrada').at(-1)!
    const article = await waitFor(() =>
      document.querySelector<HTMLElement>(`article[aria-label="Entrada #${created.id}"]`)!,
    )
    expect(article).not.toBeNull()
    expect(within(article).getAllByRole('row')).toHaveLength(4)
    expect(article).toHaveTextContent(brl(100_000))
  })

  it('edits a down payment: fewer instalments keep the first ones, delete the last and still add up', async () => {
    const parcelasOf = (id: number) =>
      listRows('atendimento-entrada-parcela').filter((p) => p.entrada === id)
    const entrada = listRows('atendimento-entrada').find((e) => parcelasOf(e.id).length >= 3)!
    const stored = parcelasOf(entrada.id).sort((a, b) => a.parcela - b.parcela)
    await openPanel(entrada.cod_cliente)
    const user = setupUser()
    const article = await waitFor(() => {
      const el = document.querySelector<HTMLElement>(`article[aria-label="Entrada #${entrada.id}"]`)
      if (!el) throw new Error('entrada ainda não apareceu')
      return el
    }, SLOW)
    await user.click(within(article).getByRole('button', { name: `Editar entrada #${entrada.id}` }))
    const dialog = await findDialog(`Editar entrada #${entrada.id}`)
    expect(within(dialog).getByLabelText(`Valor da parcela ${stored.length}`)).toBeInTheDocument()
    const n = within(dialog).getByLabelText('Nº de parcelas')
    await user.clear(n)
    await user.paste(String(stored.length - 1))
    await waitFor(() =>
      expect(
        within(dialog).queryByLabelText(`Valor da parcela ${stored.length}`),
      ).not.toBeInTheDocument(),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Salvar entrada' }))
    expect(await screen.findByText('Entrada atualizada.')).toBeInTheDocument()
    const writes = requests.filter((r) => !r.startsWith('GET ') && !r.includes('/api/login/'))
    expect(writes[0]).toBe(`PUT /api/cobranca/atendimento-entrada/${entrada.id}/`)
    expect(writes.slice(1, stored.length)).toEqual(
      stored.slice(0, -1).map((p) => `PUT /api/cobranca/atendimento-entrada-parcela/${p.id}/`),
    )
    expect(writes.at(-1)).toBe(
      `DELETE /api/cobranca/atendimento-entrada-parcela/${stored.at(-1)!.id}/`,
    )
    expect(writes.some((w) => w.startsWith('POST '))).toBe(false)
    const after = parcelasOf(entrada.id)
    expect(after).toHaveLength(stored.length - 1)
    const saved = listRows('atendimento-entrada').find((e) => e.id === entrada.id)!
    expect(saved.qtd_parcelas).toBe(stored.length - 1)
    const sum =
      after.reduce((acc, p) => acc + toCentavos(p.valor), 0) + toCentavos(saved.valor_entrada)
    expect(sum).toBe(toCentavos(saved.valor_total))
  })

  it('a schedule that fails halfway is undone and the form keeps what was typed', async () => {
    let n = 0
    server.use(
      http.post('*/api/cobranca/atendimento-entrada-parcela/', () => {
        n += 1
        if (n === 2) return HttpResponse.json({ detail: 'falhou' }, { status: 500 })
        return undefined
      }),
    )
    const before = listRows('atendimento-entrada').length
    await openPanel()
    await timelineItems()
    const user = setupUser()
    await user.click(
      within(region('Entradas e parcelas')).getByRole('button', { name: 'Nova entrada' }),
    )
    const dialog = await findDialog('Nova entrada')
    await user.clear(within(dialog).getByLabelText('Valor total'))
    await fill(user, within(dialog).getByLabelText('Valor total'), '900,00')
    // the schedule is drawn again for the new total after Form.useWatch settles, as the person
    // sees it: a click before that is refused by the schedule's check, with no request
    expect(
      await within(dialog).findByText(
        (_, el) =>
          el?.tagName === 'P' && /=\s*R\$\s900,00\s\(confere com o total\)/.test(el.textContent ?? ''),
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Salvar entrada' }))
    expect(
      await within(dialog).findByText('Não foi possível salvar a entrada.'),
    ).toBeInTheDocument()
    const created = bodies.find((b) => b.path === '/api/cobranca/atendimento-entrada/')
    expect(created).toBeDefined()
    await waitFor(() =>
      expect(
        requests.some((r) => /^DELETE \/api\/cobranca\/atendimento-entrada\/\d+\/$/.test(r)),
      ).toBe(true),
    )
    expect(listRows('atendimento-entrada')).toHaveLength(before)
    expect(within(dialog).getByLabelText('Valor total')).toHaveValue('900,00')
  })

  it('refuses a discount above the original value inline and saves a negotiation', async () => {
    await openPanel()
    await timelineItems()
    const user = setupUser()
    await user.click(within(region('Negociações')).getByRole('button', { name: 'Nova negociação' }))
    const dialog = await findDialog('Nova negociação')
    await user.clear(within(dialog).getByLabelText('Valor original'))
    await fill(user, within(dialog).getByLabelText('Valor original'), '500,00')
    await user.clear(within(dialog).getByLabelText(/^Desconto/))
    await fill(user, within(dialog).getByLabelText(/^Desconto/), '600,00')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar negociação' }))
    expect(
      await within(dialog).findByText('O desconto não pode ser maior que o valor original.'),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
    await user.clear(within(dialog).getByLabelText(/^Desconto/))
    await fill(user, within(dialog).getByLabelText(/^Desconto/), '50,00')
    // the derived amount follows Form.useWatch, which settles after the input event
    await waitFor(() =>
      expect(within(dialog).getByText(/Valor negociado/)).toHaveTextContent(brl(45_000)),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Salvar negociação' }))
    expect(await screen.findByText('Negociação registrada.')).toBeInTheDocument()
    expect(bodies[0].body).toMatchObject({
      valor_original: '500.00',
      desconto: '50.00',
      valor_negociado: '450.00',
      qtd_parcelas: 1,
      status: 'proposta',
    })
    expect(await within(region('Negociações')).findByText(brl(45_000))).toBeInTheDocument()
  })
})

describe('Painel de Clientes: reminders, contacts and notes', { timeout: 90_000 }, () => {
  it('creates a reminder, completes it and deletes one after a confirmation', async () => {
    await openPanel()
    await timelineItems()
    const user = setupUser()
    const lembretes = region('Lembretes')
    typeDate(within(lembretes).getByLabelText('Data do lembrete'), '20/01/2031')
    const hora = within(lembretes).getByLabelText('Hora')
    expect(hora).toHaveValue('09:00')
    await user.clear(hora)
    await fill(user, hora, '10:00')
    await fill(user, within(lembretes).getByLabelText('Lembrete'), 'Confirmar depósito')
    await user.click(within(lembretes).getByRole('button', { name: 'Adicionar lembrete' }))
    expect(await screen.findByText('Lembrete criado.')).toBeInTheDocument()
    const post = bodies.find((b) => b.path === '/api/cobranca/lembrete/')!
    expect(post.body).toMatchObject({
      cod_cliente: COD,
      descricao: 'Confirmar depósito',
      data: '2031-01-20T10:00:00-03:00',
      concluido: false,
    })
    // The toast comes with the POST's answer; the list follows with its refetch.
    const list = await within(lembretes).findByRole('list', { name: 'Lista de lembretes' })
    await within(list).findByText('Confirmar depósito')

    await user.click(
      within(list).getByRole('button', { name: 'Concluir lembrete Confirmar depósito' }),
    )
    expect(await screen.findByText('Lembrete concluído.')).toBeInTheDocument()
    const put = bodies.find((b) => b.method === 'PUT')!
    expect(put.body).toMatchObject({ concluido: true, descricao: 'Confirmar depósito' })
    expect(put.body).not.toHaveProperty('id')

    await user.click(
      within(list).getByRole('button', { name: 'Excluir lembrete Confirmar depósito' }),
    )
    expect(count('DELETE ')).toBe(0)
    await user.click(await confirm('Excluir'))
    expect(await screen.findByText('Lembrete excluído.')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(list).queryByText('Confirmar depósito')).not.toBeInTheDocument(),
    )
  })

  it('highlights the pending reminder', async () => {
    const cod = listRows('lembrete').find((l) => !l.concluido)!.cod_cliente
    const pending = listRows('lembrete')
      .filter((l) => l.cod_cliente === cod && !l.concluido)
      .sort((a, b) => Date.parse(a.data) - Date.parse(b.data))[0]
    await openPanel(cod)
    // beside the titles, drawn once the first screenful is painted
    const lembretes = await findRegion('Lembretes')
    const alert = await within(lembretes).findByText(/^Lembrete pendente/, {}, SLOW)
    // the banner that holds the title also holds the reminder's text
    let banner: HTMLElement | null = alert
    while (banner && !banner.textContent?.includes(pending.descricao)) banner = banner.parentElement
    expect(banner).not.toBeNull()
    expect(lembretes.contains(banner)).toBe(true)
    // the list itself shows once the authors' names have arrived too (after the first screenful)
    const highlighted = await waitFor(() => {
      const item = lembretes.querySelector<HTMLElement>('.cp-list-item.is-pending')
      if (!item) throw new Error('a lista ainda não chegou')
      return item
    }, SLOW)
    expect(highlighted).toHaveTextContent(pending.descricao)
    expect(highlighted).toHaveTextContent('Pendente')
  })

  it('validates a phone inline, lands a server 400 on the field, adds it and marks WhatsApp', async () => {
    await openPanel()
    await timelineItems()
    const user = setupUser()
    const contatos = region('Contatos')
    await user.click(within(contatos).getByRole('button', { name: 'Adicionar telefone' }))
    const dialog = await findDialog('Novo telefone')
    await fill(user, within(dialog).getByLabelText('Telefone'), '(20) 1234-5678')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar telefone' }))
    expect(
      await within(dialog).findByText('Telefone inválido. Use DDD + número.'),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    server.use(
      http.post(
        '*/api/cobranca/cliente-telefone/',
        () =>
          HttpResponse.json(
            { telefone: ['Telefone já cadastrado para o cliente.'] },
            { status: 400 },
          ),
        {
          once: true,
        },
      ),
    )
    await user.clear(within(dialog).getByLabelText('Telefone'))
    await fill(user, within(dialog).getByLabelText('Telefone'), '11912345678')
    await fill(user, within(dialog).getByLabelText(/^Contato(?! principal)/), 'Joana')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar telefone' }))
    const error = await within(dialog).findByText('Telefone já cadastrado para o cliente.')
    expect(fieldHelp(within(dialog).getByLabelText('Telefone'))).toContainElement(error)
    expect(within(dialog).getByLabelText(/^Contato(?! principal)/)).toHaveValue('Joana')

    await user.click(within(dialog).getByRole('button', { name: 'Salvar telefone' }))
    expect(await screen.findByText('Telefone adicionado.')).toBeInTheDocument()
    const phones = await within(contatos).findByRole('list', { name: 'Telefones' })
    await within(phones).findByText('(11) 91234-5678')

    await user.click(
      within(phones).getByRole('switch', { name: 'WhatsApp para notificações: (11) 91234-5678' }),
    )
    expect(await screen.findByText('Canal liberado para notificações.')).toBeInTheDocument()
    const put = bodies.find((b) => b.method === 'PUT')!
    expect(put.path).toMatch(/^\/api\/cobranca\/cliente-telefone\/\d+\/$/)
    expect(put.body).toMatchObject({ telefone: '(11) 91234-5678', whatsapp: true })
    await waitFor(() =>
      expect(
        within(phones).getByRole('switch', { name: 'WhatsApp para notificações: (11) 91234-5678' }),
      ).toBeChecked(),
    )

    await user.click(
      within(phones).getByRole('button', { name: 'Excluir o telefone (11) 91234-5678' }),
    )
    await user.click(await confirm('Excluir'))
    await waitFor(() =>
      expect(within(contatos).queryByText('(11) 91234-5678')).not.toBeInTheDocument(),
    )
  })

  it('adds an e-mail, refusing an invalid one, and can take it out of notifications', async () => {
    await openPanel()
    await timelineItems()
    const user = setupUser()
    const contatos = region('Contatos')
    await user.click(within(contatos).getByRole('button', { name: 'Adicionar e-mail' }))
    const dialog = await findDialog('Novo e-mail')
    await fill(user, within(dialog).getByLabelText('E-mail'), 'financeiro@@mercado')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar e-mail' }))
    expect(await within(dialog).findByText('E-mail inválido.')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('E-mail'))
    await fill(user, within(dialog).getByLabelText('E-mail'), 'cobranca@mercadosj.com.br')
    expect(within(dialog).getByLabelText(/^Usar para notificações de cobrança/)).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Salvar e-mail' }))
    const emails = await within(contatos).findByRole('list', { name: 'E-mails' })
    await within(emails).findByText('cobranca@mercadosj.com.br')
    await user.click(
      within(emails).getByRole('switch', {
        name: 'E-mail para notificações: cobranca@mercadosj.com.br',
      }),
    )
    expect(await screen.findByText('Canal retirado das notificações.')).toBeInTheDocument()
    expect(bodies.at(-1)!.body).toMatchObject({
      email: 'cobranca@mercadosj.com.br',
      recebe_cobranca: false,
    })
  })

  it('adds, edits and deletes an observation', async () => {
    await openPanel()
    await timelineItems()
    const user = setupUser()
    const obs = region('Observações')
    await fill(user, within(obs).getByLabelText('Nova observação'), 'Prefere boleto por e-mail.')
    await user.click(within(obs).getByRole('button', { name: 'Adicionar observação' }))
    const list = await within(obs).findByRole('list', { name: 'Lista de observações' })
    const text = await within(list).findByText('Prefere boleto por e-mail.')
    const id = Number(
      within(text.closest('li')!)
        .getByRole('button', { name: /Editar observação/ })
        .getAttribute('aria-label')!
        .replace(/\D/g, ''),
    )
    await user.click(within(text.closest('li')!).getByRole('button', { name: /Editar observação/ }))
    const field = within(obs).getByLabelText('Editar observação')
    await user.clear(field)
    await fill(user, field, 'Prefere PIX.')
    await user.click(within(obs).getByRole('button', { name: 'Salvar observação' }))
    await within(list).findByText('Prefere PIX.')
    expect(bodies.find((b) => b.method === 'PUT')!.path).toBe(
      `/api/cobranca/cliente-observacao/${id}/`,
    )
    await user.click(within(list).getByRole('button', { name: `Excluir observação #${id}` }))
    await user.click(await confirm('Excluir'))
    await waitFor(() => expect(within(obs).queryByText('Prefere PIX.')).not.toBeInTheDocument())
  })
})

describe('Painel de Clientes: promises to pay', { timeout: 150_000 }, () => {
  const openTitles = (cod: number) =>
    listRows('contas-receber')
      .filter((t) => t.cod_cliente === cod && t.status !== 'pago')
      .sort(
        (a, b) =>
          a.data_vencimento.localeCompare(b.data_vencimento) ||
          a.documento.localeCompare(b.documento),
      )
  const promiseForm = (form: HTMLElement) =>
    waitFor(() => {
      const fs = form.querySelector<HTMLElement>('fieldset[aria-label="Promessa de pagamento"]')
      if (!fs) throw new Error('sem os campos da promessa ainda')
      return fs
    }, SLOW)

  it('records a promise with the attendance: the titles chosen, their sum as the amount, a date not in the past', async () => {
    await openPanel()
    await timelineItems()
    const user = setupUser()
    const form = region('Novo atendimento')
    await chooseOption(user, within(form).getByLabelText('Resultado'), 'Promessa de pagamento')
    const fields = await promiseForm(form)
    const titles = openTitles(COD).slice(0, 2)
    expect(titles.length).toBeGreaterThan(0)
    // nothing chosen, no date: refused next to the fields, nothing sent
    await user.click(within(form).getByRole('button', { name: 'Registrar atendimento' }))
    expect(await within(fields).findByText('Escolha ao menos um título.')).toBeInTheDocument()
    expect(within(fields).getByText('Informe a data da promessa.')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    for (const t of titles)
      await user.click(
        await within(fields).findByRole('checkbox', { name: new RegExp(`^${t.documento} `) }, SLOW),
      )
    const sum = titles.reduce((s, t) => s + toCentavos(t.saldo), 0)
    const valor = within(fields).getByLabelText('Valor prometido')
    expect(valor).toHaveValue(formatCentavos(sum).replace(/^R\$\s/, ''))
    const date = within(fields).getByLabelText('Data da promessa')
    typeDate(date, ddmmyyyy(addDays(todayISO(), -1)))
    const past = await within(fields).findByText('A data da promessa não pode ser anterior a hoje.')
    expect(fieldHelp(date)).toContainElement(past)
    typeDate(date, ddmmyyyy(todayISO()))
    await waitFor(() =>
      expect(
        within(fields).queryByText('A data da promessa não pode ser anterior a hoje.'),
      ).toBeNull(),
    )
    await fill(user, within(form).getByLabelText('Anotações'), 'Paga hoje pelo PIX.')
    await user.click(within(form).getByRole('button', { name: 'Registrar atendimento' }))
    expect(
      await screen.findByText('Atendimento e promessa de pagamento registrados.', {}, SLOW),
    ).toBeInTheDocument()
    const atendimento = bodies.filter((b) => b.path === '/api/cobranca/atendimento/')
    expect(atendimento).toHaveLength(1)
    const created = listRows('atendimento')
      .filter((a) => a.cod_cliente === COD)
      .at(-1)!
    const promise = bodies.find((b) => b.path === '/api/cobranca/promessa-pagamento/')!
    expect(promise.body).toEqual({
      cod_cliente: COD,
      titulos: titles.map((t) => t.id),
      valor: (sum / 100).toFixed(2),
      data_promessa: todayISO(),
      atendimento: created.id,
      observacao: 'Paga hoje pelo PIX.',
    })
    const list = await waitFor(() => {
      const ul = region('Promessas de pagamento').querySelector<HTMLElement>(
        'ul[aria-label="Lista de promessas de pagamento"]',
      )
      const item = ul && within(ul).queryByText('Paga hoje pelo PIX.')
      if (!item) throw new Error('promessa ainda não listada')
      return item.closest('li')!
    }, SLOW)
    expect(list).toHaveTextContent('Vence hoje')
    expect(list).toHaveTextContent(titles[0].documento)
    expect(list).toHaveTextContent(brl(sum))
    // the form starts over
    expect(form.querySelector('fieldset[aria-label="Promessa de pagamento"]')).toBeNull()
  })

  it('a promise the server refuses keeps the attendance, keeps what was typed, and a retry sends only the promise', async () => {
    server.use(
      http.post(
        '*/api/cobranca/promessa-pagamento/',
        () => HttpResponse.json({ titulos: ['Um dos títulos já está pago.'] }, { status: 400 }),
        { once: true },
      ),
    )
    await openPanel()
    await timelineItems()
    const user = setupUser()
    const form = region('Novo atendimento')
    await chooseOption(user, within(form).getByLabelText('Resultado'), 'Promessa de pagamento')
    const fields = await promiseForm(form)
    const [title] = openTitles(COD)
    await user.click(
      await within(fields).findByRole(
        'checkbox',
        { name: new RegExp(`^${title.documento} `) },
        SLOW,
      ),
    )
    const valor = within(fields).getByLabelText('Valor prometido')
    await user.clear(valor)
    await fill(user, valor, '100,00')
    typeDate(within(fields).getByLabelText('Data da promessa'), ddmmyyyy(addDays(todayISO(), 3)))
    await fill(user, within(form).getByLabelText('Anotações'), 'Prometeu cem reais.')
    await user.click(within(form).getByRole('button', { name: 'Registrar atendimento' }))
    expect(
      await within(form).findByText(
        'O atendimento foi registrado, mas a promessa de pagamento não foi salva.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument()
    // the server's word lands on the field it names
    // antd shows a field's errors one timer after they are set (its ErrorList debounce)
    expect(await within(fields).findByText('Um dos títulos já está pago.', {}, SLOW)).toBeInTheDocument()
    expect(within(form).getByLabelText('Anotações')).toHaveValue('Prometeu cem reais.')
    expect(valor).toHaveValue('100,00')
    expect(
      within(fields).getByRole('checkbox', { name: new RegExp(`^${title.documento} `) }),
    ).toBeChecked()
    await user.click(
      await within(form) // jsdom never ends antd's loading-icon exit motion: its label may linger in the name
        .findByRole('button', { name: /Registrar promessa$/ }),
    )
    expect(
      await screen.findByText('Atendimento e promessa de pagamento registrados.', {}, SLOW),
    ).toBeInTheDocument()
    expect(bodies.filter((b) => b.path === '/api/cobranca/atendimento/')).toHaveLength(1)
    const promises = bodies.filter((b) => b.path === '/api/cobranca/promessa-pagamento/')
    expect(promises).toHaveLength(2)
    expect(promises[1].body).toMatchObject({
      titulos: [title.id],
      valor: '100.00',
      data_promessa: addDays(todayISO(), 3),
    })
    const stored = listRows('promessa-pagamento').at(-1)!
    expect(stored.atendimento).toBe(listRows('atendimento').at(-1)!.id)
  })

  it('lists the promises with their status, highlights due today and broken, and cancels one after a confirmation', async () => {
    const today = todayISO()
    const titles = openTitles(COD)
    deleteWhere('promessa-pagamento', (p) => p.cod_cliente === COD)
    const add = (data_promessa: string, extra: Record<string, unknown> = {}) =>
      insertRow('promessa-pagamento', {
        cod_cliente: COD,
        atendimento: null,
        titulos: [titles[0].id],
        valor: '150.00',
        data_promessa,
        criado_em: `${today}T09:00:00-03:00`,
        usuario: 30,
        observacao: '',
        cancelada: false,
        ...extra,
      })
    add(addDays(today, 5), { observacao: 'ativa' })
    add(today, { observacao: 'vence hoje' })
    add(addDays(today, -4), { observacao: 'quebrada' })
    add(addDays(today, -9), { observacao: 'cancelada', cancelada: true })
    const paid = listRows('contas-receber').find(
      (t) => t.cod_cliente === COD && t.status === 'pago',
    )!
    add(addDays(today, -20), { observacao: 'cumprida', titulos: [paid.id] })

    await openPanel()
    const section = await findRegion('Promessas de pagamento')
    const list = await within(section).findByRole(
      'list',
      { name: 'Lista de promessas de pagamento' },
      SLOW,
    )
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.querySelector('.cp-text')?.textContent)).toEqual([
      'vence hoje',
      'quebrada',
      'ativa',
      'cumprida',
      'cancelada',
    ])
    expect(
      items.map(
        (li) =>
          within(li).getByText(/^(Ativa|Vence hoje|Quebrada|Cumprida|Cancelada)$/).textContent,
      ),
    ).toEqual(['Vence hoje', 'Quebrada', 'Ativa', 'Cumprida', 'Cancelada'])
    expect(within(section).getByRole('status')).toHaveTextContent(
      '1 promessa vence hoje · 1 promessa quebrada.',
    )
    // only the open ones can be cancelled
    expect(within(list).getAllByRole('button', { name: /^Cancelar promessa de / })).toHaveLength(3)

    const user = setupUser()
    await user.click(
      within(items[1]).getByRole('button', {
        name: `Cancelar promessa de ${ddmmyyyy(addDays(today, -4))}`,
      }),
    )
    expect(count('PATCH ')).toBe(0)
    await user.click(await confirm('Cancelar promessa'))
    expect(await screen.findByText('Promessa cancelada.')).toBeInTheDocument()
    const patch = bodies.find((b) => b.method === 'PATCH')!
    expect(patch.body).toEqual({ cancelada: true })
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('1 promessa vence hoje.'),
    )
    const after = within(list).getAllByRole('listitem')
    expect(after.filter((li) => within(li).queryByText('Cancelada'))).toHaveLength(2)
  })

  it('shows the customer’s open titles and anchors to every section', async () => {
    await openPanel()
    const titulos = await waitFor(() => {
      const r = region('Títulos em aberto')
      if (!r.querySelector('tbody tr[data-row-key]')) throw new Error('sem títulos ainda')
      return r
    }, SLOW)
    for (const t of openTitles(COD).slice(0, 5))
      expect(within(titulos).getByText(t.documento)).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Seções do painel' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(
      expect.arrayContaining([
        'Títulos em aberto',
        'Promessas',
        'Atendimentos',
        'Lembretes',
        'Contatos',
      ]),
    )
    for (const a of links) {
      const target = document.getElementById(a.getAttribute('href')!.slice(1))
      expect(target, a.getAttribute('href')!).not.toBeNull()
      // the sections below the fold are drawn once the first screenful is painted
      await waitFor(() => expect(target!.querySelector('section')).not.toBeNull(), SLOW)
    }
    expect(document.getElementById('secao-promessas')).toContainElement(
      region('Promessas de pagamento'),
    )
  })

  it('refuses a reminder in the past next to the date', async () => {
    await openPanel()
    await timelineItems()
    const user = setupUser()
    const lembretes = region('Lembretes')
    const date = within(lembretes).getByLabelText('Data do lembrete')
    typeDate(date, ddmmyyyy(addDays(todayISO(), -2)))
    await fill(user, within(lembretes).getByLabelText('Lembrete'), 'Ligar de novo')
    await user.click(within(lembretes).getByRole('button', { name: 'Adicionar lembrete' }))
    const message = await within(lembretes).findByText('O lembrete não pode ficar no passado.')
    expect(fieldHelp(date)).toContainElement(message)
    const hora = within(lembretes).getByLabelText('Hora')
    await user.clear(hora)
    await fill(user, hora, '25:00')
    expect(
      await within(lembretes).findByText('Hora inválida. Use hh:mm, de 00:00 a 23:59.'),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })
})

/** An IntersectionObserver where nothing is in view until the test says so (a browser at the top of the page). */
class ObserverAtTheTop {
  static all: ObserverAtTheTop[] = []
  targets: Element[] = []
  constructor(private callback: IntersectionObserverCallback) {
    ObserverAtTheTop.all.push(this)
  }
  observe(el: Element) {
    this.targets.push(el)
  }
  unobserve() {}
  disconnect() {
    this.targets = []
  }
  takeRecords() {
    return []
  }
  /** Every observed section scrolled into view. */
  static scrollAll() {
    for (const o of ObserverAtTheTop.all) {
      const entries = o.targets.map((target) => ({ target, isIntersecting: true }))
      if (entries.length)
        o.callback(
          entries as unknown as IntersectionObserverEntry[],
          o as unknown as IntersectionObserver,
        )
    }
  }
}

describe('Painel de Clientes: requests on opening', { timeout: 90_000 }, () => {
  const gets = () =>
    requests
      .filter((r) => r.startsWith('GET ') && !r.includes('/api/access/'))
      .map((r) => r.slice(4).split('?')[0])
  const LOOKUPS = [
    '/api/cobranca/atendimento-tipo-resultado/',
    '/api/cobranca/analista-cobranca/',
    '/api/comum/user/',
    '/api/cobranca/vendedor/',
    '/api/cobranca/supervisor/',
    '/api/cobranca/regua-segmento/',
    '/api/cobranca/grupo-economico/',
    '/api/cobranca/forma-cobranca/',
    '/api/cobranca/regua/',
    '/api/cobranca/clientes/',
  ]
  /** the header, its totals, the open titles and the attendances (the form's) */
  const FIRST_SCREEN = (cod: number) => [
    `/api/cobranca/cliente/${cod}/`,
    '/api/cobranca/contas-receber-agrupado/',
    '/api/cobranca/atendimento/',
    '/api/cobranca/contas-receber/',
  ]
  /** and the column beside them, drawn once the first screenful is painted */
  const FIRST = (cod: number) => [
    ...FIRST_SCREEN(cod),
    '/api/cobranca/promessa-pagamento/',
    '/api/cobranca/lembrete/',
  ]
  const LAZY = [
    '/api/cobranca/pessoa/',
    '/api/cobranca/atendimento-atak-cobranca/',
    '/api/cobranca/atendimento-negociacao/',
    '/api/cobranca/atendimento-entrada/',
    '/api/cobranca/atendimento-entrada-parcela/',
    '/api/cobranca/contas-receber/',
    '/api/cobranca/cliente-telefone/',
    '/api/cobranca/cliente-email/',
    '/api/cobranca/acao-cobranca-realizada/',
    '/api/cobranca/cliente-observacao/',
    '/api/cobranca/parecer-credito/',
  ]
  const sorted = (list: string[]) => [...list].sort()
  const loaded = () =>
    waitFor(() => {
      const busy = screen
        .queryAllByRole('status', { name: /^Carregando/ })
        .map((el) => el.getAttribute('aria-label'))
      expect(
        busy.filter(
          (b) =>
            !/contatos|negociações|entradas|contas pagas|observações|pareceres|última ação/i.test(
              b ?? '',
            ),
        ),
      ).toEqual([])
    }, SLOW)

  beforeEach(() => {
    ObserverAtTheTop.all = []
    vi.stubGlobal('IntersectionObserver', ObserverAtTheTop)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('reads 4 GETs before the first screenful and 16 on opening (not 28): the column beside it and the registers after it, the sections below the fold in view', async () => {
    const { router } = await openPanel()
    await timelineItems()
    await loaded()
    await waitFor(() => expect(sorted(gets())).toEqual(sorted([...LOOKUPS, ...FIRST(COD)])), SLOW)
    // The header, its totals, the open titles and the attendances first (issue 25: at most 8
    // requests with the session's before the first screenful); the promises and reminders beside
    // them and the registers only after it.
    expect(sorted(gets().slice(0, FIRST_SCREEN(COD).length))).toEqual(sorted(FIRST_SCREEN(COD)))
    // Below the fold: the first-load skeleton until the section comes into view.
    expect(
      within(region('Contatos')).getByRole('status', { name: 'Carregando contatos' }),
    ).toBeInTheDocument()
    expect(gets()).toHaveLength(16)

    act(() => ObserverAtTheTop.scrollAll())
    const email = listRows('cliente-email').find((e) => e.cod_cliente === COD)!
    expect(await within(region('Contatos')).findByText(email.email, {}, SLOW)).toBeInTheDocument()
    await waitFor(
      () => expect(screen.queryAllByRole('status', { name: /^Carregando/ })).toHaveLength(0),
      SLOW,
    )
    // Each group once (negotiations serve two sections).
    expect(sorted(gets())).toEqual(sorted([...LOOKUPS, ...FIRST(COD), ...LAZY]))

    // Another customer: only that customer's first reads, never the registers again.
    const other = listRows('cliente').find((c) => c.cod_cliente !== COD)!.cod_cliente
    const seen = gets().length
    await act(() => router.navigate(`${PANEL}?cliente=${other}`))
    await screen.findByText(cliente(other).nome_fantasia, { selector: '.cp-header-name' }, SLOW)
    await loaded()
    await waitFor(() => expect(sorted(gets().slice(seen))).toEqual(sorted(FIRST(other))), SLOW)
  })
})

/**
 * Issue 24, item 5 (régua): the flows a new user takes on the Régua de cobrança page. A rule gets
 * its customers from its own form; the dry run says why nobody is listed (no customers, no step
 * on that day, everybody left out and why); moving a rule's last segment away asks first; and
 * each save says it saved.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { getDb, listRows } from '../demo-api/db'
import { engineInput } from '../demo-api/dispatch-engine'
import { planDispatch } from '../demo-api/rules/dispatch-engine'
import { addBusinessDays, previousBusinessDay, stepSendDate } from '../src/shared/lib/business-days'
import { addDays, formatDate, todayISO } from '../src/shared/lib/date'
import { renderApp, signInAs } from './render'
import { recordRequests, setupUser } from './requests'

vi.setConfig({ testTimeout: 180_000 })

const SLOW = { timeout: 45_000 }
type User = ReturnType<typeof setupUser>
const requests = recordRequests()

async function openPage(search = '') {
  await signInAs('supervisor')
  renderApp(`/premissas/regua-cobranca${search}`)
  await screen.findByRole('heading', { name: 'Régua de cobrança' }, SLOW)
}

/**
 * Picks an option of a select by its title, inside the select's own open list: the page's table
 * also shows the rule names with a title, and a search over the whole screen could find a cell
 * before the list has opened (it did, under load).
 */
async function choose(user: User, field: HTMLElement, title: string) {
  await user.click(field)
  const list = await waitFor(() => {
    const id = field.getAttribute('aria-controls')
    const listbox = id ? document.getElementById(id) : null
    if (!listbox?.parentElement) throw new Error('a lista do campo ainda não abriu')
    return listbox.parentElement
  }, SLOW)
  const options = await within(list).findAllByTitle(title)
  await user.click(options[options.length - 1])
}

const SEM_CLIENTES = 'Esta régua não tem clientes: vincule um segmento na aba Réguas.'
const reguaId = (nome: string) => listRows('regua').find((r) => r.nome === nome)!.id as number
const segmento = (descricao: string) =>
  listRows('regua-segmento').find((s) => s.descricao === descricao)!
const reguaNome = (id: number) => listRows('regua').find((r) => r.id === id)!.nome as string

/** Opens "Nova régua", names it and, optionally, picks segments; gives the drawer. */
async function newRegua(user: User, nome: string, segmentos: string[] = []) {
  await user.click(await screen.findByRole('button', { name: /Nova régua/ }, SLOW))
  const dialog = await screen.findByRole('dialog', { name: 'Nova régua' })
  await user.type(within(dialog).getByLabelText('Nome'), nome)
  for (const descricao of segmentos) {
    const s = segmento(descricao)
    await choose(
      user,
      within(dialog).getByLabelText(/^Segmentos/),
      `${descricao} (hoje na ${reguaNome(s.regua)})`,
    )
  }
  return dialog
}

/** The dry run's day, typed in its date field. */
async function simulationDay(user: User, iso: string) {
  const field = screen.getByLabelText('Data')
  await user.click(field)
  await user.keyboard('{Control>}a{/Control}')
  await user.paste(formatDate(iso))
  await user.keyboard('{Enter}')
  await waitFor(() => expect(screen.getByLabelText('Data')).toHaveValue(formatDate(iso)))
}

async function simulate(user: User, regua: string | null, iso?: string) {
  if (regua) await choose(user, screen.getByLabelText('Régua'), regua)
  if (iso) await simulationDay(user, iso)
  await user.click(screen.getByRole('button', { name: /Simular$/ }))
  return screen.findByRole('table', { name: /Simulação de/ }, SLOW)
}

describe('Régua de cobrança: uma régua nova recebe clientes pelo próprio formulário', () => {
  it('creates a rule with a segment, moves its customers, and the dry run of a step lists them', async () => {
    const user = setupUser()
    await openPage()
    const table = await screen.findByRole('table', { name: 'Réguas de cobrança' }, SLOW)
    await within(table).findByText('Régua Key Accounts')
    const bares = segmento('Bares')
    const customers = listRows('cliente').filter((c) => c.segmento === bares.id)
    expect(customers.length).toBeGreaterThan(0)

    // Bares is one of three segments of the Atacado rule: nothing is left empty, nothing asked
    const dialog = await newRegua(user, 'Régua Bares', ['Bares'])
    await user.click(within(dialog).getByRole('button', { name: /Salvar/ }))
    expect(await screen.findByText('Régua salva.')).toBeInTheDocument()
    const row = (await within(table).findByText('Régua Bares')).closest('tr')!
    expect(await within(row).findByText(String(customers.length))).toBeInTheDocument()
    expect(within(row).getByText('Bares')).toBeInTheDocument()
    const id = reguaId('Régua Bares')
    expect(listRows('regua-segmento').find((s) => s.id === bares.id)!.regua).toBe(id)
    expect(listRows('cliente').filter((c) => c.regua === id)).toHaveLength(customers.length)
    const writes = (await requests.writes())
      .filter((r) => r.path.startsWith('/api/cobranca/'))
      .map((r) => `${r.method} ${r.path}`)
    expect(writes).toEqual([
      'POST /api/cobranca/regua/',
      `PATCH /api/cobranca/regua-segmento/${bares.id}/`,
    ])
    expect((await requests.matching('POST', '/api/cobranca/regua/'))[0].body).not.toHaveProperty(
      'segmentos_ids',
    )

    // editing it shows its segment, which cannot simply be dropped (it would follow no rule)
    await user.click(within(row).getByRole('button', { name: 'Editar a régua "Régua Bares"' }))
    const edit = await screen.findByRole('dialog', { name: 'Editar régua' })
    // dropping its segment is refused next to the field: the segment would follow no rule
    expect(within(edit).getByTitle('Bares (hoje na Régua Bares)')).toBeInTheDocument()
    await user.click(within(edit).getByLabelText(/^Segmentos/))
    await user.keyboard('{Backspace}')
    await waitFor(() => expect(within(edit).queryByTitle('Bares (hoje na Régua Bares)')).toBeNull())
    await user.click(within(edit).getByRole('button', { name: /Salvar/ }))
    expect(
      await within(edit).findByText(
        /Um segmento sempre segue uma régua: para tirar "Bares" desta régua/,
      ),
    ).toBeInTheDocument()
    expect(
      (await requests.writes()).filter((r) => r.path.startsWith('/api/cobranca/')),
    ).toHaveLength(2)
    await user.click(within(edit).getByRole('button', { name: /Cancelar/ }))
    await user.click(await screen.findByRole('button', { name: 'Descartar' }))

    // a step D0 by e-mail, then the dry run of the day an open title of a customer falls due
    await user.click(screen.getByRole('tab', { name: 'Etapas' }))
    await choose(user, await screen.findByLabelText('Régua'), 'Régua Bares')
    await user.click(await screen.findByRole('button', { name: /Nova etapa/ }))
    const etapa = await screen.findByRole('dialog', { name: 'Nova etapa' })
    const dia = within(etapa).getByLabelText('Dia (em relação ao vencimento)')
    await user.clear(dia)
    await user.type(dia, '0')
    await choose(user, within(etapa).getByLabelText('Modelo'), 'Lembrete de vencimento (e-mail)')
    await user.click(within(etapa).getByRole('button', { name: /Salvar/ }))
    expect(await screen.findByText('Etapa incluída.')).toBeInTheDocument()

    const today = todayISO()
    const codes = new Set(customers.map((c) => c.cod_cliente))
    const titulo = listRows('contas-receber')
      .filter((t) => codes.has(t.cod_cliente) && t.status !== 'pago' && t.data_vencimento > today)
      .sort((a, b) => String(a.data_vencimento).localeCompare(String(b.data_vencimento)))[0]
    const day = stepSendDate(titulo.data_vencimento, 0)
    const cliente = customers.find((c) => c.cod_cliente === titulo.cod_cliente)!

    await user.click(screen.getByRole('tab', { name: 'Quem seria notificado' }))
    await simulate(user, 'Régua Bares', day)
    await user.click(screen.getByText(/^Todos \(/))
    const result = await screen.findByRole('table', { name: `Simulação de ${formatDate(day)}` })
    expect(
      await within(result).findByText(`${cliente.cod_cliente} · ${cliente.nome_fantasia}`),
    ).toBeInTheDocument()
    expect(within(result).queryByText(SEM_CLIENTES)).toBeNull()
  })
})

describe('Régua de cobrança: por que ninguém aparece na simulação', () => {
  it('says a rule has no customers, and how to fix it', async () => {
    const user = setupUser()
    await openPage()
    const dialog = await newRegua(user, 'Régua Institucional')
    await user.click(within(dialog).getByRole('button', { name: /Salvar/ }))
    await within(screen.getByRole('table', { name: 'Réguas de cobrança' })).findByText(
      'Régua Institucional',
    )
    await user.click(screen.getByRole('tab', { name: 'Quem seria notificado' }))
    const table = await simulate(user, 'Régua Institucional')
    expect(await within(table).findByText(SEM_CLIENTES)).toBeInTheDocument()
    expect(within(table).queryByText(/Nenhuma etapa cai em/)).toBeNull()
    // the way to the fix
    await user.click(within(table).getByRole('button', { name: 'Abrir a aba Réguas' }))
    expect(await screen.findByRole('table', { name: 'Réguas de cobrança' })).toBeInTheDocument()
  })

  it('says no step falls on the day when the rule has customers but no title is on a step then', async () => {
    const user = setupUser()
    await openPage('?aba=simulacao')
    const far = addDays(todayISO(), 3 * 365)
    const day = addBusinessDays(far, 1)
    const table = await simulate(user, 'Régua Varejo', day)
    expect(
      await within(table).findByText(new RegExp(`^Nenhuma etapa cai em ${formatDate(day)}:`)),
    ).toBeInTheDocument()
    expect(within(table).queryByText(SEM_CLIENTES)).toBeNull()
  })
})

/** Back from the question to the form: once the question has closed, the form takes a new save. */
async function backToForm(question: HTMLElement, form: HTMLElement, user: User) {
  await user.click(within(question).getByRole('button', { name: 'Voltar ao formulário' }))
  // while a save runs the form's Cancelar is disabled
  await waitFor(
    () => expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeEnabled(),
    SLOW,
  )
}

/**
 * The question before a save that leaves `regua` with no customers (its dialog), opened by
 * `save`: a question answered before may still be closing (jsdom never ends antd's animation).
 */
async function leftEmptyQuestion(regua: string, save: () => Promise<void>): Promise<HTMLElement> {
  const before = screen.queryAllByRole('button', { name: 'Salvar mesmo assim' })
  const fresh = () => {
    const opened = screen
      .queryAllByRole('button', { name: 'Salvar mesmo assim' })
      .filter((b) => !before.includes(b))
    expect(opened).toHaveLength(1)
    return opened[0]
  }
  // antd's Salvar takes clicks again one effect after the form's Cancelar is enabled (the end
  // of the previous question): a click in between is ignored, as it would be for a person, who
  // clicks again. A click that did register only makes the button spin; nothing is sent twice.
  let button: HTMLElement | undefined
  for (let attempt = 0; !button && attempt < 5; attempt++) {
    await save()
    button = await waitFor(fresh, { timeout: 5_000 }).catch(() => undefined)
  }
  if (!button) button = await waitFor(fresh, SLOW)
  const dialog = button.closest('[role="dialog"]') as HTMLElement
  expect(
    within(dialog).getAllByText(`A régua "${regua}" ficará sem clientes`).length,
  ).toBeGreaterThan(0)
  return dialog
}

describe('Régua de cobrança: mover o último segmento de uma régua', () => {
  it('asks in the Segmentos tab, naming the rule left with no customers; going back keeps the form', async () => {
    const user = setupUser()
    await openPage('?aba=segmentos')
    const varejo = segmento('Pequeno varejo (pessoa física)')
    const table = await screen.findByRole('table', { name: 'Segmentos' }, SLOW)
    const row = (await within(table).findByText(varejo.descricao)).closest('tr')!
    await user.click(
      within(row).getByRole('button', { name: `Editar o segmento "${varejo.descricao}"` }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Editar segmento' })
    await choose(user, within(dialog).getByLabelText('Régua'), 'Régua Key Accounts')
    const save = () => user.click(within(dialog).getByRole('button', { name: /Salvar/ }))
    const confirm = await leftEmptyQuestion('Régua Varejo', save)
    expect(confirm).toHaveTextContent(
      /O segmento "Pequeno varejo \(pessoa física\)" é o último da régua "Régua Varejo"/,
    )
    expect(confirm).toHaveTextContent(/passam a seguir a régua "Régua Key Accounts"/)
    await backToForm(confirm, dialog, user)
    // the form as typed, nothing sent
    expect(within(dialog).getByTitle('Régua Key Accounts')).toBeInTheDocument()
    expect((await requests.writes()).filter((r) => r.path.startsWith('/api/cobranca/'))).toEqual([])

    const again = await leftEmptyQuestion('Régua Varejo', save)
    await user.click(within(again).getByRole('button', { name: 'Salvar mesmo assim' }))
    expect(await screen.findByText('Segmento salvo.', {}, SLOW)).toBeInTheDocument()
    expect(listRows('regua-segmento').find((s) => s.id === varejo.id)!.regua).toBe(
      reguaId('Régua Key Accounts'),
    )
  })

  it('asks in the rule form too, and going back keeps what was typed', async () => {
    const user = setupUser()
    await openPage()
    const dialog = await newRegua(user, 'Régua Pessoa Física', ['Pequeno varejo (pessoa física)'])
    const save = () => user.click(within(dialog).getByRole('button', { name: /Salvar/ }))
    const confirm = await leftEmptyQuestion('Régua Varejo', save)
    expect(confirm).toHaveTextContent(/passam a seguir a régua "Régua Pessoa Física"/)
    await backToForm(confirm, dialog, user)
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Régua Pessoa Física')
    expect((await requests.writes()).filter((r) => r.path.startsWith('/api/cobranca/'))).toEqual([])
    expect(listRows('regua').some((r) => r.nome === 'Régua Pessoa Física')).toBe(false)
  })
})

describe('Régua de cobrança: o padrão de Quem seria notificado', () => {
  it('shows who would be notified first, and when nobody would, why and what to try', async () => {
    const user = setupUser()
    await openPage('?aba=simulacao')
    const today = todayISO()
    const plan = planDispatch(engineInput(getDb().tables, today))
    const table = await simulate(user, null)
    expect(screen.getByRole('radio', { name: /^Serão notificados/ })).toBeChecked()
    const enviar = plan.itens.filter((i) => i.status === 'enviar')
    if (enviar.length > 0)
      expect(await within(table).findAllByText('Será notificado')).toHaveLength(
        Math.min(enviar.length, 50),
      )
    else if (plan.itens.length > 0)
      expect(
        await within(table).findByText(`Ninguém seria notificado em ${formatDate(today)}.`),
      ).toBeInTheDocument()
    else expect(await within(table).findByText(/^Nenhuma etapa cai em/)).toBeInTheDocument()
    expect(within(table).queryByText('Fora do envio')).toBeNull()
  })

  it('on a day the rules already ran, says nobody would be notified, why, and offers the next day and the others', async () => {
    const user = setupUser()
    await openPage('?aba=simulacao')
    // the start-up job ran the rules today and on the business day before: every step is done
    const today = todayISO()
    const [day, plan] = [today, previousBusinessDay(addDays(today, -1))]
      .map((d) => [d, planDispatch(engineInput(getDb().tables, d))] as const)
      .find(([, p]) => p.itens.length > 0)!
    const fora = plan.itens.length
    expect(fora).toBeGreaterThan(0)
    expect(plan.itens.every((i) => i.status !== 'enviar')).toBe(true)

    const table = await simulate(user, null, day)
    expect(
      await within(table).findByText(`Ninguém seria notificado em ${formatDate(day)}.`),
    ).toBeInTheDocument()
    expect(
      within(table).getByText(/etapa já processada nesta data \(a régua já rodou\): \d+ mensage/),
    ).toBeInTheDocument()
    const next = addBusinessDays(day, 1)
    expect(
      within(table).getByRole('button', { name: `Simular ${formatDate(next)}` }),
    ).toBeInTheDocument()

    await user.click(within(table).getByRole('button', { name: `Ver fora do envio (${fora})` }))
    expect(screen.getByRole('radio', { name: /^Fora do envio/ })).toBeChecked()
    expect((await within(table).findAllByText('Fora do envio')).length).toBeGreaterThan(0)

    await user.click(screen.getByRole('radio', { name: /^Serão notificados/ }))
    await user.click(
      await within(table).findByRole('button', { name: `Simular ${formatDate(next)}` }),
    )
    expect(
      await screen.findByRole('table', { name: `Simulação de ${formatDate(next)}` }, SLOW),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Data')).toHaveValue(formatDate(next))
  })
})

describe('Régua de cobrança: cada cadastro confirma o que salvou', () => {
  it.each([
    ['Status', 'Status da régua', 'status', 'Status salvo.'],
    ['SMTP', 'Servidores SMTP', 'servidor SMTP', 'Servidor SMTP salvo.'],
  ])('%s: editing a row and saving says so', async (tab, tableName, noun, message) => {
    const user = setupUser()
    await openPage()
    await user.click(await screen.findByRole('tab', { name: tab }, SLOW))
    const table = await screen.findByRole('table', { name: tableName }, SLOW)
    const edit = (await within(table).findAllByRole('button', { name: /^Editar/ }))[0]
    await user.click(edit)
    const dialog = await screen.findByRole('dialog', { name: `Editar ${noun}` })
    await user.click(within(dialog).getByRole('button', { name: /Salvar/ }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('names the field with a capital when a required one is left empty', async () => {
    const user = setupUser()
    await openPage()
    await user.click(await screen.findByRole('button', { name: /Nova régua/ }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: 'Nova régua' })
    await user.click(within(dialog).getByRole('button', { name: /Salvar/ }))
    expect(await within(dialog).findByText('Preencha o campo "Nome".')).toBeInTheDocument()
  })
})

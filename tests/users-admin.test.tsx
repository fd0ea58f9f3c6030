import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { USER_ADMIN_MESSAGES } from '../demo-api/handlers/comum'
import { updateRow } from '../demo-api/db'
import { call, login } from '../demo-api/test-client'
import { server } from './msw-server'
import { pageLikeStockDrf, recordRequests } from './requests'
import { renderApp, signInAs } from './render'

const PATH = '/gestao-usuarios/add-usuario'

const { matching: requests } = recordRequests()

/** The main list's GETs (the pending requests' list is read on its own). */
async function listSearches(): Promise<string[]> {
  return (await requests('GET', '/api/comum/user'))
    .filter((r) => r.params.get('pendente') !== 'true')
    .map((r) => r.search)
}
afterEach(() => {
  vi.restoreAllMocks()
})

/** No pointer-events check: it calls getComputedStyle up the tree, slow in jsdom under antd's many style tags. */
function setup() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
}

async function openPage(username = 'admin') {
  await signInAs(username)
  const app = renderApp(PATH)
  // the first render of a file transforms the lazy page: give a loaded machine time
  await screen.findByText('primeiro-acesso', { selector: 'td' }, { timeout: 15_000 })
  return app
}

/** The table row that shows this username (role queries stay inside small containers: antd's DOM is big). */
async function rowOf(username: string): Promise<HTMLElement> {
  const cell = await screen.findByText(username, { selector: 'td' })
  return cell.closest('tr') as HTMLElement
}

/** A drawer by its title (antd gives every drawer title the same id under test, so not by name). */
function dialog(title: string): HTMLElement {
  const found = screen
    .getAllByText(title)
    .map((heading) => heading.closest<HTMLElement>('[role="dialog"]'))
    .find(Boolean)
  if (!found) throw new Error(`painel "${title}" não encontrado`)
  return found
}

/** The open Popconfirm whose title is this text. */
async function confirmBox(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest('[role="tooltip"]') as HTMLElement
}

/** Radio buttons hide their input; the user clicks the visible label. */
async function chooseRadio(user: ReturnType<typeof setup>, container: HTMLElement, name: string) {
  await user.click(within(container).getByRole('radio', { name }).closest('label') as HTMLElement)
}

/** The message a field announces (aria-describedby): the one under that field. */
function fieldHelp(field: HTMLElement): HTMLElement | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  return ids.map((id) => document.getElementById(id)).find(Boolean) ?? null
}

function header(): HTMLElement {
  return document.querySelector('.page-container-header') as HTMLElement
}

async function openNewUser(user: ReturnType<typeof setup>) {
  await user.click(within(header()).getByRole('button', { name: /Novo usuário/ }))
  return dialog('Novo usuário')
}

/** Types into a customer picker and chooses the option with this label. */
async function pickCustomer(
  user: ReturnType<typeof setup>,
  input: HTMLElement,
  query: string,
  label: string,
  retry = true,
): Promise<void> {
  await user.click(input)
  await user.type(input, query)
  // the option people see carries its label as a title; the newest list is the open one
  const options = await screen.findAllByTitle(label)
  const option = options[options.length - 1]
  await user.click(option)
  // The list may be re-rendered by a late answer under load: the choice counts once the
  // select itself shows it (single: the selected item; multiple: a tag), else pick again.
  const popup = document.getElementById(input.getAttribute('aria-controls') ?? '')?.parentElement
  const shown = () =>
    [...document.querySelectorAll<HTMLElement>('[title]')].some(
      (e) => e.title === label && !popup?.contains(e),
    )
  try {
    await waitFor(() => {
      if (!shown()) throw new Error(`a escolha ${label} não ficou no campo`)
    })
  } catch (error) {
    if (!retry) throw error
    await user.clear(input)
    await pickCustomer(user, input, query, label, false)
  }
}

async function fillNewUser(user: ReturnType<typeof setup>, values: Record<string, string>) {
  const form = dialog('Novo usuário')
  // paste: one input event per field, the machine running the suite may be slow
  for (const [label, value] of Object.entries(values)) {
    await user.click(within(form).getByLabelText(label))
    await user.paste(value)
  }
}

const NEW_STAFF = {
  Nome: 'Marina',
  Sobrenome: 'Alves',
  'E-mail': 'marina.alves@boasafra.com.br',
  Usuário: 'marina.alves',
  Senha: 'boaSafra2026',
  'Confirme a senha': 'boaSafra2026',
}

describe('the users list', { timeout: 60_000 }, () => {
  it('shows users with profile, situation and linked customers, one GET each', async () => {
    await openPage()
    const admin = await rowOf('admin')
    expect(within(admin).getByText('Ana Administradora')).toBeInTheDocument()
    expect(within(admin).getByText('admin@boasafra.com.br')).toBeInTheDocument()
    expect(within(admin).getByText('Administrador')).toBeInTheDocument()
    expect(
      within(await rowOf('supervisor')).getByText('Supervisor de cobrança'),
    ).toBeInTheDocument()
    expect(within(await rowOf('analista')).getByText('Analista de cobrança')).toBeInTheDocument()
    expect(within(await rowOf('credito')).getByText('Crédito')).toBeInTheDocument()
    expect(within(await rowOf('financeiro')).getByText('Financeiro')).toBeInTheDocument()
    const cliente = await rowOf('cliente')
    expect(within(cliente).getByText('Cliente')).toBeInTheDocument()
    expect(
      await within(cliente).findByRole('button', { name: /Clientes de cliente: 2 clientes/ }),
    ).toBeInTheDocument()
    expect(within(await rowOf('inativo')).getByText('Inativo')).toBeInTheDocument()
    expect(
      within(await rowOf('primeiro-acesso')).getByText('Aguardando primeiro acesso'),
    ).toBeInTheDocument()
    expect(screen.getByText('1–10 de 12 usuários')).toBeInTheDocument()
    // nothing pending in the seed: no requests section at all
    expect(screen.queryByText(/Solicitações de acesso/)).not.toBeInTheDocument()
    expect((await requests('GET', '/api/comum/user')).map((r) => r.search).sort()).toEqual([
      '?page=1&page_size=10&pendente=false',
      '?page=1&page_size=50&pendente=true',
    ])
    expect(await requests('GET', '/api/access/user-client')).toEqual([
      expect.objectContaining({ search: '?user__in=5' }),
    ])
  })

  it('pages on the server', async () => {
    await openPage()
    const user = setup()
    await user.click(screen.getByTitle('2'))
    await rowOf('fernanda.rocha')
    expect(screen.queryByText('admin', { selector: 'td' })).not.toBeInTheDocument()
    expect(screen.getByText('11–12 de 12 usuários')).toBeInTheDocument()
    expect(await listSearches()).toEqual([
      '?page=1&page_size=10&pendente=false',
      '?page=2&page_size=10&pendente=false',
    ])
  })

  it('a server that pages by its own size (stock DRF, 5, page_size ignored): the table pages by it, every account reachable', async () => {
    pageLikeStockDrf('*/api/comum/user/', 5)
    await signInAs('admin')
    renderApp(PATH)
    expect(await screen.findByText('1–5 de 12 usuários', {}, { timeout: 15_000 })).toBeInTheDocument()
    const user = setup()
    await user.click(screen.getByTitle('3'))
    expect(await screen.findByText('11–12 de 12 usuários')).toBeInTheDocument()
    await rowOf('fernanda.rocha')
  })

  it('searches on the server once the typing settles, accent-insensitive, back to page 1', async () => {
    await openPage()
    const user = setup()
    await user.click(screen.getByTitle('2'))
    await rowOf('fernanda.rocha')
    await user.type(screen.getByLabelText('Buscar usuários'), 'sergio')
    await rowOf('supervisor')
    await waitFor(() =>
      expect(screen.queryByText('fernanda.rocha', { selector: 'td' })).not.toBeInTheDocument(),
    )
    expect(screen.getByText('Sérgio Moura')).toBeInTheDocument()
    expect(await listSearches()).toEqual([
      '?page=1&page_size=10&pendente=false',
      '?page=2&page_size=10&pendente=false',
      '?page=1&page_size=10&search=sergio&pendente=false',
    ])
  })

  it('says so when nothing matches', async () => {
    await openPage()
    const user = setup()
    await user.type(screen.getByLabelText('Buscar usuários'), 'ninguém-aqui')
    expect(
      await screen.findByText('Nenhum usuário encontrado para “ninguém-aqui”.'),
    ).toBeInTheDocument()
  })

  it('shows an error with "Tentar novamente" that reloads', async () => {
    // the users' list fails once; the pending requests load as usual
    let failed = false
    server.use(
      http.get('*/api/comum/user/', ({ request }) => {
        if (failed || new URL(request.url).searchParams.get('pendente') !== 'false') return
        failed = true
        return HttpResponse.json({ detail: 'boom' }, { status: 500 })
      }),
    )
    await signInAs('admin')
    renderApp(PATH)
    expect(await screen.findByText('Não foi possível carregar os usuários.')).toBeInTheDocument()
    expect(
      screen.getByText('Erro interno do servidor. Tente novamente em instantes.'),
    ).toBeInTheDocument()
    const panel = screen
      .getByText('Não foi possível carregar os usuários.')
      .closest('.status-panel') as HTMLElement
    await setup().click(within(panel).getByRole('button', { name: 'Tentar novamente' }))
    await rowOf('admin')
  })

  it('a 10,000-character name stays one line: clipped, the whole name in its title (issue 27)', async () => {
    const long = 'Cláudia'.repeat(1430)
    updateRow('user', 3, { first_name: long })
    await openPage()
    const row = await rowOf('credito')
    const clipped = within(row).getByTitle(`${long} Rezende`)
    expect(clipped.textContent).toBe(`${long.slice(0, 80)}…`)
    // the server refuses such a name from now on: the model's 150 characters
    const { status, body } = await call('POST', '/api/cobranca/criar-usuario/', {
      body: { username: 'longo', email: 'longo@example.com', first_name: long, password: 'Segura#2026x' },
    })
    expect(status).toBe(400)
    expect(body.first_name).toEqual(['Certifique-se de que este campo não tenha mais de 150 caracteres.'])
  })

  it('is open to the supervisor too', async () => {
    await openPage('supervisor')
    expect(within(header()).getByRole('heading', { name: 'Usuários' })).toBeInTheDocument()
  })
})

describe('creating a user', { timeout: 60_000 }, () => {
  it('creates a staff user with a profile: first access pending, list reloaded', async () => {
    await openPage()
    const user = setup()
    await chooseRadio(user, await openNewUser(user), 'Analista de cobrança')
    await fillNewUser(user, NEW_STAFF)
    expect(within(dialog('Novo usuário')).getByLabelText('Regras da senha')).toHaveTextContent(
      'Ao menos 8 caracteres',
    )
    await user.click(within(dialog('Novo usuário')).getByRole('button', { name: 'Criar usuário' }))
    expect(await screen.findByText('Usuário criado!')).toBeInTheDocument()
    const [post] = await requests('POST', '/api/cobranca/criar-usuario/')
    expect(post.body).toEqual({
      first_name: 'Marina',
      last_name: 'Alves',
      email: 'marina.alves@boasafra.com.br',
      username: 'marina.alves',
      password: 'boaSafra2026',
      perfil: 'analista',
    })
    await waitFor(async () => expect(await listSearches()).toHaveLength(2))
    await user.type(screen.getByLabelText('Buscar usuários'), 'marina')
    const row = await rowOf('marina.alves')
    expect(within(row).getByText('Analista de cobrança')).toBeInTheDocument()
    expect(within(row).getByText('Aguardando primeiro acesso')).toBeInTheDocument()
  })

  it('creates a client user linked to customers found by name (accent-insensitive) and bare CNPJ', async () => {
    await openPage()
    const user = setup()
    const form = await openNewUser(user)
    await chooseRadio(user, form, 'Cliente')
    await within(form).findByLabelText('Clientes vinculados')
    await fillNewUser(user, {
      ...NEW_STAFF,
      Usuário: 'compras.sabor',
      'E-mail': 'compras@sabormineiro.com.br',
    })
    const picker = within(form).getByLabelText('Clientes vinculados')
    // neither is among the first customers the empty search shows
    await pickCustomer(
      user,
      picker,
      'sao jose',
      '10038 · Restaurante São José · 98.954.855/0001-56',
    )
    await pickCustomer(
      user,
      picker,
      '29284886',
      '10041 · Hortifruti São Jorge · 29.284.886/0001-24',
    )
    await user.click(within(dialog('Novo usuário')).getByRole('button', { name: 'Criar usuário' }))
    expect(await screen.findByText('Usuário criado!')).toBeInTheDocument()
    const [post] = await requests('POST', '/api/cobranca/criar-usuario/')
    expect(post.body).toMatchObject({
      username: 'compras.sabor',
      perfil: 'cliente',
      clientes: [10038, 10041],
    })
    expect(post.body).not.toHaveProperty('is_client')
    const searches = (await requests('GET', '/api/cobranca/clientes/')).map((r) =>
      new URLSearchParams(r.search).get('search'),
    )
    expect(searches).toContain('sao jose')
    expect(searches).toContain('29.284.886')
    await user.type(screen.getByLabelText('Buscar usuários'), 'compras')
    const row = await rowOf('compras.sabor')
    expect(within(row).getByText('Cliente')).toBeInTheDocument()
    expect(await within(row).findByRole('button', { name: /2 clientes/ })).toBeInTheDocument()
  })

  it('asks for at least one customer for a client user, without a request', async () => {
    await openPage()
    const user = setup()
    const form = await openNewUser(user)
    await chooseRadio(user, form, 'Cliente')
    await within(form).findByLabelText('Clientes vinculados')
    await fillNewUser(user, NEW_STAFF)
    await user.click(within(dialog('Novo usuário')).getByRole('button', { name: 'Criar usuário' }))
    expect(await screen.findByText('Selecione ao menos um cliente.')).toBeInTheDocument()
    expect(await requests('POST', 'criar-usuario')).toEqual([])
  })

  it('asks for the profile, without a request', async () => {
    await openPage()
    const user = setup()
    await openNewUser(user)
    await fillNewUser(user, NEW_STAFF)
    await user.click(within(dialog('Novo usuário')).getByRole('button', { name: 'Criar usuário' }))
    expect(await within(dialog('Novo usuário')).findByText('Escolha o perfil.')).toBeInTheDocument()
    expect(await requests('POST', 'criar-usuario')).toEqual([])
  })

  it('offers "Administrador" to a superuser only', async () => {
    await openPage('supervisor')
    const user = setup()
    const form = await openNewUser(user)
    expect(within(form).getByRole('radio', { name: 'Supervisor de cobrança' })).toBeInTheDocument()
    expect(within(form).queryByRole('radio', { name: 'Administrador' })).not.toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }))
  })

  it('puts server 400s on their fields and keeps everything typed', async () => {
    await openPage()
    const user = setup()
    await chooseRadio(user, await openNewUser(user), 'Crédito')
    await fillNewUser(user, {
      ...NEW_STAFF,
      Usuário: 'analista',
      'E-mail': 'supervisor@boasafra.com.br',
    })
    await user.click(within(dialog('Novo usuário')).getByRole('button', { name: 'Criar usuário' }))
    const form = dialog('Novo usuário')
    expect(
      await within(form).findByText('Um usuário com este nome de usuário já existe.'),
    ).toBeInTheDocument()
    expect(within(form).getByText('Já existe um usuário com este e-mail.')).toBeInTheDocument()
    // each message sits under its own field
    expect(fieldHelp(within(form).getByLabelText('Usuário'))).toHaveTextContent(
      'Um usuário com este nome de usuário já existe.',
    )
    expect(fieldHelp(within(form).getByLabelText('E-mail'))).toHaveTextContent(
      'Já existe um usuário com este e-mail.',
    )
    expect(within(form).getByLabelText('Nome')).toHaveValue('Marina')
    expect(within(form).getByLabelText('Sobrenome')).toHaveValue('Alves')
    expect(within(form).getByLabelText('Usuário')).toHaveValue('analista')
    expect(within(form).getByLabelText('Senha')).toHaveValue('boaSafra2026')
    expect(within(form).getByLabelText('Confirme a senha')).toHaveValue('boaSafra2026')
    expect(within(form).getByRole('radio', { name: 'Crédito' })).toBeChecked()
    expect(screen.queryByText('Usuário criado!')).not.toBeInTheDocument()
  })

  it('five quick clicks and Enter presses send one request; the button comes back after an error', async () => {
    await openPage()
    const user = setup()
    await chooseRadio(user, await openNewUser(user), 'Financeiro')
    await fillNewUser(user, { ...NEW_STAFF, Usuário: 'analista' })
    const submit = within(dialog('Novo usuário')).getByRole('button', { name: 'Criar usuário' })
    for (let i = 0; i < 5; i += 1) fireEvent.click(submit)
    for (let i = 0; i < 5; i += 1) fireEvent.submit(submit.closest('form') as HTMLFormElement)
    expect(
      await screen.findByText('Um usuário com este nome de usuário já existe.'),
    ).toBeInTheDocument()
    expect(await requests('POST', 'criar-usuario')).toHaveLength(1)
    // back from loading (while loading its name also carries the spinner's label)
    await waitFor(
      () => {
        const button = within(dialog('Novo usuário')).getByRole('button', { name: /Criar usuário/ })
        expect(button).toBeEnabled()
        expect(button).not.toHaveClass('ant-btn-loading')
      },
      { timeout: 10_000 },
    )
  })
})

describe("a client user's customers", { timeout: 60_000 }, () => {
  async function openLinks() {
    await openPage()
    const user = setup()
    await user.click(
      await within(await rowOf('cliente')).findByRole('button', { name: /Clientes de cliente/ }),
    )
    const drawer = dialog('Clientes de Carlos Pereira')
    await within(drawer).findByText('Mercado São Jorge')
    return { user, drawer }
  }

  it('lists, links, swaps and unlinks (with confirmation) through user-client', async () => {
    const { user, drawer } = await openLinks()
    expect(within(drawer).getByText('Padaria Pão Quente')).toBeInTheDocument()
    expect(await requests('GET', '/api/access/user-client')).toContainEqual(
      expect.objectContaining({ search: '?user=5' }),
    )

    await pickCustomer(
      user,
      within(drawer).getByLabelText('Cliente para vincular'),
      'sabor mineiro',
      '10003 · Restaurante Sabor Mineiro · 30.760.452/0001-32',
    )
    await user.click(within(drawer).getByRole('button', { name: 'Vincular' }))
    expect(await within(drawer).findByText('Restaurante Sabor Mineiro')).toBeInTheDocument()
    expect((await requests('POST', '/api/access/user-client'))[0].body).toEqual({
      user: 5,
      cod_cliente: 10003,
    })
    expect(
      within(await rowOf('cliente')).getByRole('button', { name: /3 clientes/ }),
    ).toBeInTheDocument()

    await user.click(within(drawer).getByRole('button', { name: 'Trocar o cliente 10002' }))
    await pickCustomer(
      user,
      within(drawer).getByLabelText('Novo cliente no lugar de 10002'),
      '10004',
      '10004 · Padaria do Vale · 61.873.841/0001-06',
    )
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(drawer).findByText('Padaria do Vale')).toBeInTheDocument()
    expect(within(drawer).queryByText('Padaria Pão Quente')).not.toBeInTheDocument()
    const [put] = await requests('PUT', '/api/access/user-client/2/')
    expect(put.body).toEqual({ user: 5, cod_cliente: 10004 })

    await user.click(within(drawer).getByRole('button', { name: 'Remover o cliente 10001' }))
    const box = await confirmBox('Remover o vínculo com 10001 · Mercado São Jorge?')
    expect(
      within(box).getByText('O usuário deixa de ver os títulos deste cliente.'),
    ).toBeInTheDocument()
    await user.click(within(box).getByRole('button', { name: 'Remover' }))
    await waitFor(() =>
      expect(within(drawer).queryByText('Mercado São Jorge')).not.toBeInTheDocument(),
    )
    expect(await requests('DELETE', '/api/access/user-client/1/')).toHaveLength(1)
    expect(
      within(await rowOf('cliente')).getByRole('button', { name: /2 clientes/ }),
    ).toBeInTheDocument()
  })

  it('a failed link is logged with the specification text and shown as "Falha na requisição!"', async () => {
    const { user, drawer } = await openLinks()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.post('*/api/access/user-client', () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
      http.put('*/api/access/user-client/:id/', () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
      http.delete('*/api/access/user-client/:id/', () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
    )

    await pickCustomer(
      user,
      within(drawer).getByLabelText('Cliente para vincular'),
      'sabor mineiro',
      '10003 · Restaurante Sabor Mineiro · 30.760.452/0001-32',
    )
    const link = within(drawer).getByRole('button', { name: 'Vincular' })
    await waitFor(() => expect(link).toBeEnabled())
    await user.click(link)
    expect(await screen.findByText('Falha na requisição!')).toBeInTheDocument()
    expect(errors).toHaveBeenCalledWith(
      'Erro ao criar item',
      expect.objectContaining({ kind: 'server', status: 500 }),
    )
    expect(within(drawer).queryByText('Restaurante Sabor Mineiro')).not.toBeInTheDocument()
    // what was chosen stays chosen, to try again
    expect(
      within(drawer).getByTitle('10003 · Restaurante Sabor Mineiro · 30.760.452/0001-32'),
    ).toBeInTheDocument()

    await user.click(within(drawer).getByRole('button', { name: 'Trocar o cliente 10002' }))
    await pickCustomer(
      user,
      within(drawer).getByLabelText('Novo cliente no lugar de 10002'),
      '10004',
      '10004 · Padaria do Vale · 61.873.841/0001-06',
    )
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'Erro ao editar item',
        expect.objectContaining({ kind: 'server' }),
      ),
    )
    // still in the swap, with the choice kept; cancelling shows the stored link
    expect(
      within(drawer).getByTitle('10004 · Padaria do Vale · 61.873.841/0001-06'),
    ).toBeInTheDocument()
    await user.click(within(drawer).getByRole('button', { name: 'Cancelar' }))
    expect(within(drawer).getByText('Padaria Pão Quente')).toBeInTheDocument()

    await user.click(within(drawer).getByRole('button', { name: 'Remover o cliente 10001' }))
    await user.click(
      within(await confirmBox('Remover o vínculo com 10001 · Mercado São Jorge?')).getByRole(
        'button',
        { name: 'Remover' },
      ),
    )
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'Erro ao deletar item',
        expect.objectContaining({ kind: 'server' }),
      ),
    )
    expect(within(drawer).getByText('Mercado São Jorge')).toBeInTheDocument()
    expect(screen.getAllByText('Falha na requisição!').length).toBeGreaterThan(0)
  })

  it('a failed load logs both load texts, notifies, and offers "Tentar novamente"', async () => {
    await openPage()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(
        '*/api/access/user-client',
        () => HttpResponse.json({ detail: 'x' }, { status: 500 }),
        { once: true },
      ),
    )
    const user = setup()
    await user.click(
      await within(await rowOf('cliente')).findByRole('button', { name: /Clientes de cliente/ }),
    )
    const drawer = dialog('Clientes de Carlos Pereira')
    expect(
      await within(drawer).findByText('Não foi possível carregar os clientes vinculados.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Falha na requisição!')).toBeInTheDocument()
    expect(errors).toHaveBeenCalledWith(
      'Erro ao buscar dados de /api/access/user-client',
      expect.objectContaining({ kind: 'server' }),
    )
    expect(errors).toHaveBeenCalledWith(
      'Erro ao carregar dados',
      expect.objectContaining({ kind: 'server' }),
    )
    await user.click(within(drawer).getByRole('button', { name: 'Tentar novamente' }))
    expect(await within(drawer).findByText('Mercado São Jorge')).toBeInTheDocument()
  })
})

describe('active and profile', { timeout: 60_000 }, () => {
  it('deactivates after confirmation; cancelling sends nothing', async () => {
    await openPage()
    const user = setup()
    const toggle = within(await rowOf('analista')).getByRole('switch', { name: 'Ativo: analista' })
    expect(toggle).toBeChecked()

    await user.click(toggle)
    const box = await confirmBox('Desativar Beatriz Lima?')
    expect(
      within(box).getByText('O usuário não poderá mais entrar no sistema.'),
    ).toBeInTheDocument()
    await user.click(within(box).getByRole('button', { name: 'Cancelar' }))
    expect(await requests('PATCH', '/api/comum/user/')).toEqual([])
    expect(toggle).toBeChecked()

    await user.click(toggle)
    await user.click(
      within(await confirmBox('Desativar Beatriz Lima?')).getByRole('button', {
        name: 'Desativar',
      }),
    )
    await waitFor(() =>
      expect(
        within(
          screen.getByText('analista', { selector: 'td' }).closest('tr') as HTMLElement,
        ).getByText('Inativo'),
      ).toBeInTheDocument(),
    )
    const [patch] = await requests('PATCH', '/api/comum/user/30/')
    expect(patch.body).toEqual({ is_active: false })
    expect(
      within(await rowOf('analista')).getByRole('switch', { name: 'Ativo: analista' }),
    ).not.toBeChecked()
  })

  it('cannot deactivate oneself: the toggle is off limits and the server refuses too', async () => {
    await openPage()
    expect(
      within(await rowOf('admin')).getByRole('switch', { name: 'Ativo: admin' }),
    ).toBeDisabled()
    const token = await login('admin')
    const refused = await call('PATCH', '/api/comum/user/1/', { token, body: { is_active: false } })
    expect(refused).toMatchObject({
      status: 400,
      body: { detail: USER_ADMIN_MESSAGES.selfDeactivate },
    })
  })

  it('edits name and makes a staff user a client', async () => {
    await openPage()
    const user = setup()
    await user.click(
      within(await rowOf('marcos.silva')).getByRole('button', { name: 'Editar marcos.silva' }),
    )
    const drawer = dialog('Editar marcos.silva')
    const name = within(drawer).getByLabelText('Sobrenome')
    await waitFor(() => expect(name).toHaveValue('Silva'))
    expect(within(drawer).getByRole('radio', { name: 'Analista de cobrança' })).toBeChecked()
    await user.clear(name)
    await user.type(name, 'Silveira')
    await chooseRadio(user, drawer, 'Cliente')
    expect(
      await within(drawer).findByText(/passa a ver só o portal do cliente/),
    ).toBeInTheDocument()
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    const row = await rowOf('marcos.silva')
    await waitFor(() => expect(within(row).getByText('Marcos Silveira')).toBeInTheDocument())
    expect(within(row).getByText('Cliente')).toBeInTheDocument()
    const [patch] = await requests('PATCH', '/api/comum/user/31/')
    expect(patch.body).toEqual({
      first_name: 'Marcos',
      last_name: 'Silveira',
      email: 'marcos.silva@boasafra.com.br',
      perfil: 'cliente',
    })
  })

  it("changes another user's profile; a save that keeps it does not send it", async () => {
    await openPage()
    const user = setup()
    await user.click(within(await rowOf('credito')).getByRole('button', { name: 'Editar credito' }))
    let drawer = dialog('Editar credito')
    await waitFor(() =>
      expect(within(drawer).getByRole('radio', { name: 'Crédito' })).toBeChecked(),
    )
    await chooseRadio(user, drawer, 'Supervisor de cobrança')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    await waitFor(async () =>
      expect(
        within(await rowOf('credito')).getByText('Supervisor de cobrança'),
      ).toBeInTheDocument(),
    )
    expect((await requests('PATCH', '/api/comum/user/3/'))[0].body).toMatchObject({
      perfil: 'supervisor',
    })
    // saved and closed, as the user sees it
    expect(await screen.findByText('Usuário atualizado.')).toBeInTheDocument()
    // again, touching only the name
    await user.click(within(await rowOf('credito')).getByRole('button', { name: 'Editar credito' }))
    drawer = dialog('Editar credito')
    const first = within(drawer).getByLabelText('Nome')
    await waitFor(() => expect(first).toHaveValue('Cláudia'))
    await user.type(first, ' M.')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    await waitFor(async () => expect(await requests('PATCH', '/api/comum/user/3/')).toHaveLength(2))
    expect((await requests('PATCH', '/api/comum/user/3/'))[1].body).not.toHaveProperty('perfil')
  })

  it('cannot change one’s own profile: the choice is locked and says why', async () => {
    await openPage()
    const user = setup()
    await user.click(within(await rowOf('admin')).getByRole('button', { name: 'Editar admin' }))
    const drawer = dialog('Editar admin')
    const own = within(drawer).getByRole('radio', { name: 'Administrador' })
    await waitFor(() => expect(own).toBeChecked())
    for (const radio of within(drawer).getAllByRole('radio')) expect(radio).toBeDisabled()
    expect(
      within(drawer).getByText('Você não pode mudar o seu próprio perfil.'),
    ).toBeInTheDocument()
    // the rest of the account still saves, without the profile
    const last = within(drawer).getByLabelText('Sobrenome')
    await user.clear(last)
    await user.type(last, 'Admin')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    await waitFor(async () => expect(await requests('PATCH', '/api/comum/user/1/')).toHaveLength(1))
    expect((await requests('PATCH', '/api/comum/user/1/'))[0].body).toEqual({
      first_name: 'Ana',
      last_name: 'Admin',
      email: 'admin@boasafra.com.br',
    })
    // and the server refuses it too
    const refused = await call('PATCH', '/api/comum/user/1/', {
      token: await login('admin'),
      body: { perfil: 'analista' },
    })
    expect(refused).toMatchObject({ status: 400, body: { detail: USER_ADMIN_MESSAGES.selfPerfil } })
  })

  it("a supervisor cannot change an administrator's profile nor grant it", async () => {
    await openPage('supervisor')
    const user = setup()
    await user.click(within(await rowOf('admin')).getByRole('button', { name: 'Editar admin' }))
    const drawer = dialog('Editar admin')
    await waitFor(() =>
      expect(within(drawer).getByRole('radio', { name: 'Administrador' })).toBeChecked(),
    )
    expect(within(drawer).getByRole('radio', { name: 'Analista de cobrança' })).toBeDisabled()
    expect(
      within(drawer).getByText('Só um superusuário muda o perfil de um administrador.'),
    ).toBeInTheDocument()
    await user.click(within(drawer).getByRole('button', { name: 'Cancelar' }))
    await user.click(
      within(await rowOf('analista')).getByRole('button', { name: 'Editar analista' }),
    )
    const other = dialog('Editar analista')
    // the drawer shows this account, nothing of the one opened before
    await waitFor(() => expect(within(other).getByLabelText('Nome')).toHaveValue('Beatriz'))
    expect(within(other).getByRole('radio', { name: 'Analista de cobrança' })).toBeChecked()
    expect(within(other).getByRole('radio', { name: 'Analista de cobrança' })).toBeEnabled()
    expect(within(other).queryByRole('radio', { name: 'Administrador' })).not.toBeInTheDocument()
  })

  it("shows the server's refusal in the drawer and keeps what was typed", async () => {
    const detail =
      'O último superusuário não pode ser desativado nem perder o perfil de administrador.'
    server.use(
      http.patch('*/api/comum/user/:id/', () => HttpResponse.json({ detail }, { status: 400 })),
    )
    await openPage()
    const user = setup()
    await user.click(
      within(await rowOf('financeiro')).getByRole('button', { name: 'Editar financeiro' }),
    )
    const drawer = dialog('Editar financeiro')
    const last = within(drawer).getByLabelText('Sobrenome')
    await waitFor(() => expect(last).toHaveValue('Nogueira'))
    await chooseRadio(user, drawer, 'Crédito')
    await user.clear(last)
    await user.type(last, 'Nogueira Filho')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(detail)
    expect(within(drawer).getByLabelText('Sobrenome')).toHaveValue('Nogueira Filho')
    expect(within(drawer).getByRole('radio', { name: 'Crédito' })).toBeChecked()
    expect(within(await rowOf('financeiro')).getByText('Financeiro')).toBeInTheDocument()
  })
})

/** A sign-up request as /user/cadastro sends it (anonymous criar-usuario). */
const REQUEST = {
  first_name: 'Marina',
  last_name: 'Alves',
  email: 'marina.alves@exemplo.com.br',
  username: 'marina.alves',
  password: 'boaSafra2026',
  solicitacao: 'Analista de cobrança da filial de Rio Verde',
}

async function askForAccess(overrides: Partial<typeof REQUEST> = {}): Promise<{ id: number }> {
  const answer = await call('POST', '/api/cobranca/criar-usuario/', {
    body: { ...REQUEST, ...overrides },
  })
  expect(answer.status).toBe(201)
  return answer.body
}

/** The requests section, once it shows this many. */
async function requestsSection(count: number): Promise<HTMLElement> {
  const title = await screen.findByText(`Solicitações de acesso (${count})`, undefined, {
    timeout: 15_000,
  })
  return title.closest('section') as HTMLElement
}

function requestOf(section: HTMLElement, name: string): HTMLElement {
  return within(section).getByText(name).closest('li') as HTMLElement
}

async function approveDrawer(user: ReturnType<typeof setup>, section: HTMLElement, name: string) {
  await user.click(within(requestOf(section, name)).getByRole('button', { name: 'Aprovar' }))
  return dialog(`Aprovar acesso de ${name}`)
}

describe('sign-up requests', { timeout: 60_000 }, () => {
  it('lists the pending requests above the users, with who asked, when and what they wrote', async () => {
    await askForAccess()
    await askForAccess({
      first_name: 'Rui',
      last_name: 'Campos',
      username: 'rui.campos',
      email: 'rui@mercadosaojorge.com.br',
      solicitacao: '',
    })
    await openPage()
    const section = await requestsSection(2)
    const marina = requestOf(section, 'Marina Alves')
    expect(within(marina).getByText('marina.alves')).toBeInTheDocument()
    expect(within(marina).getByText('marina.alves@exemplo.com.br')).toBeInTheDocument()
    expect(within(marina).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument()
    expect(
      within(marina).getByText('Analista de cobrança da filial de Rio Verde'),
    ).toBeInTheDocument()
    const rui = requestOf(section, 'Rui Campos')
    expect(within(rui).getByText('Nenhuma função ou empresa informada.')).toBeInTheDocument()
    expect(within(rui).getByRole('button', { name: 'Aprovar' })).toBeInTheDocument()
    expect(within(rui).getByRole('button', { name: 'Recusar' })).toBeInTheDocument()
    // the requests are not users yet: not in the table
    expect(screen.queryByText('marina.alves', { selector: 'td' })).not.toBeInTheDocument()
    expect(screen.getByText('1–10 de 12 usuários')).toBeInTheDocument()
  })

  it('approves a request as Analista de cobrança; the person then signs in', async () => {
    await askForAccess()
    const app = await openPage()
    const user = setup()
    const drawer = await approveDrawer(user, await requestsSection(1), 'Marina Alves')
    expect(
      within(drawer).getByText('Analista de cobrança da filial de Rio Verde'),
    ).toBeInTheDocument()
    await chooseRadio(user, drawer, 'Analista de cobrança')
    await user.click(within(drawer).getByRole('button', { name: 'Aprovar acesso' }))
    expect(
      await screen.findByText('marina.alves agora tem acesso como Analista de cobrança.'),
    ).toBeInTheDocument()
    const [post] = await requests('POST', '/aprovar/')
    expect(post.body).toEqual({ perfil: 'analista' })
    // both lists read again: the request is gone and the user is listed
    await waitFor(() =>
      expect(screen.queryByText(/Solicitações de acesso/)).not.toBeInTheDocument(),
    )
    await user.type(screen.getByLabelText('Buscar usuários'), 'marina')
    const row = await rowOf('marina.alves')
    expect(within(row).getByText('Analista de cobrança')).toBeInTheDocument()
    expect(within(row).getByText('Ativo')).toBeInTheDocument()

    // the person signs in with the password chosen at sign-up
    app.unmount()
    localStorage.clear()
    const { router } = renderApp('/user/login')
    await user.type(await screen.findByLabelText('Usuário'), 'marina.alves')
    await user.type(screen.getByLabelText('Senha'), 'boaSafra2026')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('approving as Cliente requires a customer', async () => {
    await askForAccess({ username: 'compras.sj', solicitacao: 'Compras do Mercado São Jorge' })
    await openPage()
    const user = setup()
    const drawer = await approveDrawer(user, await requestsSection(1), 'Marina Alves')
    await chooseRadio(user, drawer, 'Cliente')
    // the customers field comes with the choice
    await within(drawer).findByLabelText('Clientes vinculados')
    await user.click(within(drawer).getByRole('button', { name: 'Aprovar acesso' }))
    expect(await within(drawer).findByText('Selecione ao menos um cliente.')).toBeInTheDocument()
    expect(await requests('POST', '/aprovar/')).toEqual([])
    await pickCustomer(
      user,
      within(drawer).getByLabelText('Clientes vinculados'),
      'sao jorge',
      '10001 · Mercado São Jorge · 35.458.042/0001-55',
    )
    await user.click(within(drawer).getByRole('button', { name: 'Aprovar acesso' }))
    expect(await screen.findByText('compras.sj agora tem acesso como Cliente.')).toBeInTheDocument()
    expect((await requests('POST', '/aprovar/'))[0].body).toEqual({
      perfil: 'cliente',
      clientes: [10001],
    })
    await user.type(screen.getByLabelText('Buscar usuários'), 'compras')
    const row = await rowOf('compras.sj')
    expect(within(row).getByText('Cliente')).toBeInTheDocument()
    expect(await within(row).findByRole('button', { name: /1 cliente/ })).toBeInTheDocument()
  })

  it('asks for the profile before approving', async () => {
    await askForAccess()
    await openPage()
    const user = setup()
    const drawer = await approveDrawer(user, await requestsSection(1), 'Marina Alves')
    await user.click(within(drawer).getByRole('button', { name: 'Aprovar acesso' }))
    expect(await within(drawer).findByText('Escolha o perfil.')).toBeInTheDocument()
    expect(await requests('POST', '/aprovar/')).toEqual([])
  })

  it('refusing asks first, then removes the request', async () => {
    const { id } = await askForAccess()
    await openPage()
    const user = setup()
    const section = await requestsSection(1)
    await user.click(
      within(requestOf(section, 'Marina Alves')).getByRole('button', { name: 'Recusar' }),
    )
    let box = await confirmBox('Recusar a solicitação de Marina Alves?')
    expect(
      within(box).getByText('O cadastro é removido; a pessoa pode pedir de novo.'),
    ).toBeInTheDocument()
    await user.click(within(box).getByRole('button', { name: 'Cancelar' }))
    expect(await requests('POST', '/recusar/')).toEqual([])

    await user.click(
      within(requestOf(section, 'Marina Alves')).getByRole('button', { name: 'Recusar' }),
    )
    box = await confirmBox('Recusar a solicitação de Marina Alves?')
    await user.click(within(box).getByRole('button', { name: 'Recusar' }))
    expect(await screen.findByText('Solicitação de Marina Alves recusada.')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByText(/Solicitações de acesso/)).not.toBeInTheDocument(),
    )
    expect((await requests('POST', '/recusar/')).map((r) => r.path)).toEqual([
      `/api/comum/user/${id}/recusar/`,
    ])
    // gone from the server too: the person may ask again with the same username
    await askForAccess()
  })

  it('a supervisor approves too, without the Administrador profile', async () => {
    await askForAccess()
    await openPage('supervisor')
    const user = setup()
    const drawer = await approveDrawer(user, await requestsSection(1), 'Marina Alves')
    expect(
      within(drawer).getByRole('radio', { name: 'Supervisor de cobrança' }),
    ).toBeInTheDocument()
    expect(within(drawer).queryByRole('radio', { name: 'Administrador' })).not.toBeInTheDocument()
    await chooseRadio(user, drawer, 'Financeiro')
    await user.click(within(drawer).getByRole('button', { name: 'Aprovar acesso' }))
    expect(
      await screen.findByText('marina.alves agora tem acesso como Financeiro.'),
    ).toBeInTheDocument()
  })

  it('the admin sees Administrador among the profiles', async () => {
    await askForAccess()
    await openPage()
    const user = setup()
    const drawer = await approveDrawer(user, await requestsSection(1), 'Marina Alves')
    expect(within(drawer).getByRole('radio', { name: 'Administrador' })).toBeEnabled()
  })

  it('a request someone else already handled: the server says so and the list is read again', async () => {
    const { id } = await askForAccess()
    await openPage()
    const user = setup()
    const drawer = await approveDrawer(user, await requestsSection(1), 'Marina Alves')
    // meanwhile, the supervisor approves it
    const other = await call('POST', `/api/comum/user/${id}/aprovar/`, {
      token: await login('supervisor'),
      body: { perfil: 'credito' },
    })
    expect(other.status).toBe(200)
    await chooseRadio(user, drawer, 'Analista de cobrança')
    await user.click(within(drawer).getByRole('button', { name: 'Aprovar acesso' }))
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      USER_ADMIN_MESSAGES.notPending,
    )
    await waitFor(() =>
      expect(screen.queryByText(/Solicitações de acesso/)).not.toBeInTheDocument(),
    )
  })

  it('a failed load of the requests says so and retries, the users still listed', async () => {
    let failed = false
    server.use(
      http.get('*/api/comum/user/', ({ request }) => {
        if (failed || new URL(request.url).searchParams.get('pendente') !== 'true') return
        failed = true
        return HttpResponse.json({ detail: 'boom' }, { status: 500 })
      }),
    )
    await askForAccess()
    await openPage()
    const alert = (
      await screen.findByText('Não foi possível carregar as solicitações de acesso.')
    ).closest('[role="alert"]') as HTMLElement
    await setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    await requestsSection(1)
  })
})

describe('criar-usuario without a token (demo API)', () => {
  it('only creates a pending request, whatever else the body says', async () => {
    const answer = await call('POST', '/api/cobranca/criar-usuario/', {
      body: { ...REQUEST, is_client: true, clientes: [10001], perfil: 'admin' },
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ pendente: true, is_active: false, perfil: null })
    const token = await login('admin')
    const links = await call('GET', `/api/access/user-client?user=${answer.body.id}`, { token })
    expect(links.body).toEqual([])
    const signIn = await call('POST', '/api/login/', {
      body: { username: REQUEST.username, password: REQUEST.password },
    })
    expect(signIn).toMatchObject({
      status: 401,
      body: {
        detail:
          'Seu cadastro aguarda a liberação de um administrador. Você receberá um e-mail em marina.alves@exemplo.com.br quando o acesso for liberado.',
      },
    })
  })
})

describe('PATCH /api/comum/user/{id}/ (demo API)', () => {
  it('changes the allowed fields, never the password, and swaps routes with is_client', async () => {
    const token = await login('admin')
    const answer = await call('PATCH', '/api/comum/user/31/', {
      token,
      body: { is_client: true, first_name: ' Marcos ', password: 'trocada123', is_superuser: true },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      id: 31,
      first_name: 'Marcos',
      is_client: true,
      is_staff: false,
      is_superuser: false,
    })
    expect(answer.body).not.toHaveProperty('password')
    expect(await login('marcos.silva')).toBeTruthy()
    const profile = await call('GET', '/api/access/access/', { token: await login('marcos.silva') })
    expect(profile.body.routes).toEqual([
      '/clientes/titulos',
      '/clientes/vendas',
      '/clientes/contato',
    ])
  })

  it('validates like a serializer and is staff only', async () => {
    const token = await login('admin')
    const bad = await call('PATCH', '/api/comum/user/31/', {
      token,
      body: { email: 'x', first_name: '  ', is_active: 'talvez' },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body).sort()).toEqual(['email', 'first_name', 'is_active'])
    const taken = await call('PATCH', '/api/comum/user/31/', {
      token,
      body: { email: 'ADMIN@boasafra.com.br' },
    })
    expect(taken.body).toEqual({ email: ['Já existe um usuário com este e-mail.'] })
    const client = await call('PATCH', '/api/comum/user/31/', {
      token: await login('cliente'),
      body: { is_active: false },
    })
    expect(client.status).toBe(403)
    expect((await call('PATCH', '/api/comum/user/999/', { token, body: {} })).status).toBe(404)
  })

  it('user-client refuses the same link twice', async () => {
    const token = await login('admin')
    const dup = await call('POST', '/api/access/user-client', {
      token,
      body: { user: 5, cod_cliente: 10001 },
    })
    expect(dup).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Os campos user, cod_cliente devem criar um set único.'] },
    })
  })
})

/** Cadastro Pessoas against the demo API, and the two small components the customer panel mounts. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { LatestCreditDecision } from '@/features/credit'
import { LinkedPeople } from '@/features/people'
import { listRows } from '../demo-api/db'
import type { ParecerCreditoRow, PessoaRow } from '../demo-api/types-credit'
import { cpfCheckDigits } from '@/shared/lib/documents'
import { formatBRL } from '../src/shared/lib/money'
import { server } from './msw-server'
import { recordRequests, setupUser } from './requests'
import { renderApp, renderWithProviders, signInAs } from './render'

const SLOW = { timeout: 30_000 }
const PAGE = '/premissas/cadastro-pessoas'
const people = () => listRows('pessoa') as unknown as PessoaRow[]

beforeEach(async () => {
  await signInAs('credito')
})
const requests = recordRequests()
const writes = async () =>
  (await requests.writes()).map(({ method, path, body }) => ({ method, path, body: body ?? null }))

const table = () => screen.findByRole('table', { name: 'Cadastro Pessoas' }, SLOW)

describe('Cadastro Pessoas', { timeout: 120_000 }, () => {
  it('searches by name without accents and by document with or without mask', async () => {
    const target = people().find((p) => /[áéíóúãõç]/i.test(p.nome) && p.tipo_pessoa === 'F')!
    const user = setupUser()
    renderApp(PAGE)
    const t = await table()
    await within(t).findAllByRole('row', {}, SLOW)
    const search = screen.getByRole('searchbox', { name: 'Buscar pessoas' })
    await user.type(
      search,
      target.nome
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase(),
    )
    await waitFor(() => expect(within(t).getByText(target.nome)).toBeInTheDocument())
    await user.clear(search)
    await user.type(search, target.cpf_cnpj.replace(/\D/g, ''))
    await waitFor(() => expect(within(t).getAllByRole('row')).toHaveLength(2))
    expect(within(t).getByText(target.nome)).toBeInTheDocument()
  })

  async function openNew(user: ReturnType<typeof setupUser>) {
    renderApp(PAGE)
    await table()
    await user.click(screen.getByRole('button', { name: /Nova pessoa/ }))
    return screen.findByRole('form', { name: 'Nova pessoa' })
  }
  async function fill(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) {
    await user.click(field)
    await user.paste(text)
  }

  it('checks the CEP format and the required address fields before sending', async () => {
    const user = setupUser()
    const form = await openNew(user)
    const address = within(form).getByRole('group', { name: 'Endereço 1' })
    await fill(user, within(address).getByLabelText('CEP'), '0131')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(
      await within(address).findByText('CEP inválido. Use 8 dígitos, ex.: 01310-100.'),
    ).toBeInTheDocument()
    expect(await within(address).findByText('Informe a UF.')).toBeInTheDocument()
    expect(await within(form).findByText('Informe o CPF ou CNPJ.')).toBeInTheDocument()
    expect(await writes()).toEqual([])
  })

  it('refuses a duplicate document, keeps what was typed and links to the existing record', async () => {
    const existing = people().find((p) => p.tipo_pessoa === 'F')!
    const user = setupUser()
    const form = await openNew(user)
    await fill(
      user,
      within(form).getByLabelText('CPF ou CNPJ'),
      existing.cpf_cnpj.replace(/\D/g, ''),
    )
    await fill(user, await within(form).findByLabelText('Nome'), 'Outra Pessoa')
    await user.click(within(form).getByRole('button', { name: /Remover endereço 1/ }))
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(
      await within(form).findByText(
        `Já existe uma pessoa com este CPF/CNPJ: ${existing.nome} (cadastro nº ${existing.id}).`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument()
    expect(within(form).getByLabelText('Nome')).toHaveValue('Outra Pessoa')
    await user.click(
      await within(form).findByRole('button', { name: 'Abrir cadastro existente' }, SLOW),
    )
    const edit = await screen.findByRole('form', { name: 'Editar pessoa' })
    await waitFor(() => expect(within(edit).getByLabelText('Nome')).toHaveValue(existing.nome))
  })

  it('sends the whole record: two addresses, an e-mail, a phone and a link to a group, the first of each principal', async () => {
    const used = new Set(people().map((p) => p.cpf_cnpj.replace(/\D/g, '')))
    const base = ['111444777', '222555888', '333666999'].find((b) => !used.has(b + cpfCheckDigits(b)))!
    const grupo = (listRows('grupo-economico') as unknown as Array<{ id: number; nome: string }>)[0]
    const user = setupUser()
    const form = await openNew(user)
    await fill(user, within(form).getByLabelText('CPF ou CNPJ'), base + cpfCheckDigits(base))
    await fill(user, await within(form).findByLabelText('Nome'), 'Beatriz Lima')
    const first = within(form).getByRole('group', { name: 'Endereço 1' })
    expect(within(form).getByText('Endereço 1 (principal)')).toBeInTheDocument()
    await fill(user, within(first).getByLabelText('CEP'), '01310100')
    await fill(user, within(first).getByLabelText('Logradouro'), 'Avenida Paulista')
    await fill(user, within(first).getByLabelText('Cidade'), 'São Paulo')
    await fill(user, within(first).getByLabelText('UF'), 'sp')
    await user.click(within(form).getByRole('button', { name: /Adicionar endereço/ }))
    const second = within(form).getByRole('group', { name: 'Endereço 2' })
    await fill(user, within(second).getByLabelText('CEP'), '20040-002')
    await fill(user, within(second).getByLabelText('Logradouro'), 'Rua da Assembleia')
    await fill(user, within(second).getByLabelText('Cidade'), 'Rio de Janeiro')
    await fill(user, within(second).getByLabelText('UF'), 'RJ')
    await user.click(within(form).getByRole('button', { name: /Adicionar e-mail/ }))
    await fill(user, within(form).getByLabelText('E-mail 1 (principal)'), 'beatriz@exemplo.com.br')
    await user.click(within(form).getByRole('button', { name: /Adicionar telefone/ }))
    await fill(user, within(form).getByLabelText('Telefone 1 (principal)'), '(11) 98765-4321')
    await user.click(within(form).getByRole('button', { name: /Adicionar vínculo/ }))
    const link = within(form).getByRole('group', { name: 'Vínculo 1' })
    const choose = async (field: HTMLElement, title: string) => {
      await user.click(field)
      const options = await screen.findAllByTitle(title)
      await user.click(options[options.length - 1])
    }
    await choose(within(link).getByLabelText('Com'), 'Grupo econômico')
    await choose(await within(link).findByLabelText('Grupo econômico'), grupo.nome)
    expect(within(link).queryByLabelText('Cliente')).toBeNull()
    await choose(within(link).getByLabelText('Papel'), 'Sócio')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Pessoa cadastrada.', {}, SLOW)).toBeInTheDocument()
    const [post] = await writes()
    expect(post).toMatchObject({ method: 'POST', path: '/api/cobranca/pessoa/' })
    expect(post.body).toMatchObject({
      nome: 'Beatriz Lima',
      tipo_pessoa: 'F',
      ativo: true,
      enderecos: [
        { tipo: 'comercial', cep: '01310-100', logradouro: 'Avenida Paulista', cidade: 'São Paulo', uf: 'SP', principal: true },
        { tipo: 'comercial', cep: '20040-002', logradouro: 'Rua da Assembleia', cidade: 'Rio de Janeiro', uf: 'RJ', principal: false },
      ],
      emails: [{ email: 'beatriz@exemplo.com.br', principal: true }],
      telefones: [{ telefone: '(11) 98765-4321', whatsapp: false, principal: true }],
      vinculos: [{ cod_cliente: null, grupo_economico: grupo.id, papel: 'socio' }],
    })
  })

  it("a server's error about one address lands on that address's field, and what was typed stays", async () => {
    server.use(
      http.post(
        '*/api/cobranca/pessoa/',
        () => HttpResponse.json({ enderecos: [{}, { cep: ['CEP não encontrado.'] }] }, { status: 400 }),
        { once: true },
      ),
    )
    const used = new Set(people().map((p) => p.cpf_cnpj.replace(/\D/g, '')))
    const base = ['444777111', '555888222', '666999333'].find((b) => !used.has(b + cpfCheckDigits(b)))!
    const user = setupUser()
    const form = await openNew(user)
    await fill(user, within(form).getByLabelText('CPF ou CNPJ'), base + cpfCheckDigits(base))
    await fill(user, await within(form).findByLabelText('Nome'), 'Carla Souza')
    for (const [index, [cep, street, city, uf]] of [
      ['01310100', 'Avenida Paulista', 'São Paulo', 'SP'],
      ['99999-999', 'Rua Nova', 'Campinas', 'SP'],
    ].entries()) {
      if (index > 0) await user.click(within(form).getByRole('button', { name: /Adicionar endereço/ }))
      const group = within(form).getByRole('group', { name: `Endereço ${index + 1}` })
      await fill(user, within(group).getByLabelText('CEP'), cep)
      await fill(user, within(group).getByLabelText('Logradouro'), street)
      await fill(user, within(group).getByLabelText('Cidade'), city)
      await fill(user, within(group).getByLabelText('UF'), uf)
    }
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    const second = within(form).getByRole('group', { name: 'Endereço 2' })
    expect(await within(second).findByText('CEP não encontrado.', {}, SLOW)).toBeInTheDocument()
    expect(within(within(form).getByRole('group', { name: 'Endereço 1' })).queryByText('CEP não encontrado.')).toBeNull()
    expect(within(second).getByLabelText('CEP')).toHaveValue('99999-999')
    expect(within(second).getByLabelText('Logradouro')).toHaveValue('Rua Nova')
    expect(within(form).getByLabelText('Nome')).toHaveValue('Carla Souza')
  })

  it('saves an edit with PATCH and shows it; a deleted person leaves the list', async () => {
    const target = people().find((p) => p.tipo_pessoa === 'F' && p.vinculos.length === 0)!
    const user = setupUser()
    renderApp(PAGE)
    const t = await table()
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar pessoas' }),
      target.cpf_cnpj.replace(/\D/g, ''),
    )
    await user.click(await within(t).findByRole('button', { name: `Editar ${target.nome}` }, SLOW))
    const form = await screen.findByRole('form', { name: 'Editar pessoa' })
    const nome = within(form).getByLabelText('Nome')
    await waitFor(() => expect(nome).toHaveValue(target.nome))
    await user.clear(nome)
    await user.paste('Pessoa Editada da Silva')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Cadastro atualizado.', {}, SLOW)).toBeInTheDocument()
    const edited = await within(t).findByText('Pessoa Editada da Silva', {}, SLOW)
    const [patch] = await writes()
    expect(patch).toMatchObject({
      method: 'PATCH',
      path: `/api/cobranca/pessoa/${target.id}/`,
      body: { nome: 'Pessoa Editada da Silva', cpf_cnpj: target.cpf_cnpj },
    })

    await user.click(
      within(edited.closest('tr')!).getByRole('button', { name: /^Excluir Pessoa Editada da Silva/ }),
    )
    await user.click(await screen.findByRole('button', { name: 'Excluir' }))
    expect(await screen.findByText('Pessoa excluída.', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(within(t).queryByText('Pessoa Editada da Silva')).toBeNull(), SLOW)
    expect((await writes()).map((w) => `${w.method} ${w.path}`)).toEqual([
      `PATCH /api/cobranca/pessoa/${target.id}/`,
      `DELETE /api/cobranca/pessoa/${target.id}/`,
    ])
    expect(people().some((p) => p.id === target.id)).toBe(false)
  })

  it('shows the load failure with "Tentar novamente" and recovers', async () => {
    let fail = true
    server.use(
      http.get('/api/cobranca/pessoa/', () =>
        fail ? HttpResponse.json({ detail: 'Erro' }, { status: 500 }) : undefined,
      ),
    )
    const user = setupUser()
    renderApp(PAGE)
    const retry = await screen.findByRole('button', { name: /Tentar novamente/ }, SLOW)
    expect(screen.getByText('Não foi possível carregar pessoas.')).toBeInTheDocument()
    fail = false
    await user.click(retry)
    const t = await table()
    await waitFor(() => expect(within(t).getAllByRole('row').length).toBeGreaterThan(10), SLOW)
  })
})

describe('components for the customer panel', { timeout: 60_000 }, () => {
  it('LinkedPeople lists partners and guarantors of the customer, also through its group', async () => {
    const withLinks = people().find((p) =>
      p.vinculos.some((v) => v.cod_cliente && v.papel === 'avalista'),
    )!
    const cod = withLinks.vinculos.find(
      (v) => v.cod_cliente && v.papel === 'avalista',
    )!.cod_cliente!
    renderWithProviders(
      <MemoryRouter>
        <LinkedPeople codCliente={cod} />
      </MemoryRouter>,
    )
    const list = await screen.findByRole('list', { name: 'Pessoas vinculadas' }, SLOW)
    const item = within(list).getByText(withLinks.nome).closest('li')!
    expect(within(item).getByText('Avalista')).toBeInTheDocument()
  })

  it('LinkedPeople says so when nobody is linked', async () => {
    server.use(http.get('/api/cobranca/pessoa/', () => HttpResponse.json([])))
    renderWithProviders(
      <MemoryRouter>
        <LinkedPeople codCliente={10001} />
      </MemoryRouter>,
    )
    expect(
      await screen.findByText('Nenhuma pessoa vinculada (sócios, avalistas, contatos).', {}, SLOW),
    ).toBeInTheDocument()
  })

  it('LatestCreditDecision shows the latest decision and links to the credit page', async () => {
    const rows = listRows('parecer-credito') as unknown as ParecerCreditoRow[]
    const decided = rows
      .filter((p) => p.situacao !== 'em_analise')
      .sort((a, b) => (a.data < b.data ? 1 : a.data > b.data ? -1 : b.id - a.id))
    const latest = decided[0]
    renderWithProviders(
      <MemoryRouter>
        <LatestCreditDecision codCliente={latest.cod_cliente} />
      </MemoryRouter>,
    )
    const mine = decided.find((p) => p.cod_cliente === latest.cod_cliente)!
    const group = await screen.findByRole('group', { name: 'Última decisão de crédito' }, SLOW)
    expect(group).toHaveTextContent(formatBRL(mine.limite_sugerido).replace(/\u00a0/g, ' '))
    expect(within(group).getByRole('link', { name: 'Abrir parecer de crédito' })).toHaveAttribute(
      'href',
      `/credito/credito/parecer-credito?cod_cliente=${latest.cod_cliente}`,
    )
  })
})

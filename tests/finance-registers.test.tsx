import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DURATION } from '@/shared/ui/error-catalogue'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'
import { pageLikeStockDrf, setupUser } from './requests'

const R = '/gestao-financiamento/gestao-financiamento'

describe('Cadastro Banco', () => {
  it('creates with inline and server validation, edits, and deletes with "Deletado com Sucesso..." for 1,5 s', async () => {
    await signInAs('financeiro')
    const user = setupUser()
    renderApp(`${R}/cadastro-banco`)
    const table = await screen.findByRole('table', { name: 'Cadastro Banco' }, { timeout: 60_000 })
    expect(await within(table).findByText('Itaú Unibanco')).toBeInTheDocument()
    expect(within(table).getByText('60701190')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /Novo banco/ }))
    const drawer = await screen.findByRole('dialog', { name: 'Novo banco' })
    await user.type(within(drawer).getByLabelText('Código COMPE'), '77')
    await user.type(within(drawer).getByLabelText(/^ISPB/), '123')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(drawer).findByText('Use 3 dígitos (ex.: 341).')).toBeInTheDocument()
    expect(await within(drawer).findByText('Preencha o campo "Nome".')).toBeInTheDocument()

    await user.clear(within(drawer).getByLabelText('Código COMPE'))
    await user.type(within(drawer).getByLabelText('Código COMPE'), '077')
    await user.clear(within(drawer).getByLabelText(/^ISPB/))
    await user.type(within(drawer).getByLabelText(/^ISPB/), '00416968')
    await user.type(within(drawer).getByLabelText('Nome'), 'Banco Inter')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(table).findByText('Banco Inter')).toBeInTheDocument()
    // the save is confirmed (issue 24 item 5)
    expect(await screen.findByText('Banco salvo.')).toBeInTheDocument()
    // the drawer closes after its animation: a loaded machine may take seconds
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo banco' })).not.toBeInTheDocument(), {
      timeout: 15_000,
    })

    await user.click(screen.getByRole('button', { name: 'Editar o banco 077 · Banco Inter' }))
    const edit = await screen.findByRole('dialog', { name: 'Editar banco' })
    await user.clear(within(edit).getByLabelText('Nome'))
    await user.type(within(edit).getByLabelText('Nome'), 'Banco Inter S.A.')
    await user.click(await within(edit).findByRole('button', { name: 'Salvar' }))
    expect(await within(table).findByText('Banco Inter S.A.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Excluir o banco 077 · Banco Inter S.A.' }))
    await user.click(await screen.findByRole('button', { name: 'Excluir' }))
    expect(await screen.findByText('Deletado com Sucesso...')).toBeInTheDocument()
    expect(within(table).queryByText('Banco Inter S.A.')).not.toBeInTheDocument()
    // it closes itself: the catalogue's finance-delete duration is 1,5 s
    expect(DURATION.financeDelete).toBe(1.5)
  }, 150_000)

  it('a server that pages every list (stock DRF, 5 a page) still shows every bank, and the one just saved', async () => {
    pageLikeStockDrf('*/api/financeiro/banco/', 5)
    await signInAs('financeiro')
    const user = setupUser()
    renderApp(`${R}/cadastro-banco`)
    const table = await screen.findByRole('table', { name: 'Cadastro Banco' }, { timeout: 60_000 })
    // the seventh bank is on the second page
    expect(await within(table).findByText('Sicoob')).toBeInTheDocument()
    expect(within(table).getByText('Banco do Brasil')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /Novo banco/ }))
    const drawer = await screen.findByRole('dialog', { name: 'Novo banco' })
    await user.type(within(drawer).getByLabelText('Código COMPE'), '077')
    await user.type(within(drawer).getByLabelText('Nome'), 'Banco Inter')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    // the eighth: saved (201), then read back from page 2 of the reloaded list
    expect(await within(table).findByText('Banco Inter')).toBeInTheDocument()
    expect(within(table).getByText('Sicoob')).toBeInTheDocument()
  }, 90_000)

  it('a list whose pages never end fails by naming it, instead of showing the part it read as the whole', async () => {
    // a cursor-paged server whose next page points back at itself
    server.use(
      http.get('*/api/financeiro/banco/', () =>
        HttpResponse.json({
          count: 40,
          next: 'http://backend.interno:8000/api/financeiro/banco/?cursor=cD0x',
          previous: null,
          results: [{ id: 1, codigo: '341', nome: 'Itaú Unibanco', ispb: '60701190', ativo: true }],
        }),
      ),
    )
    await signInAs('financeiro')
    renderApp(`${R}/cadastro-banco`)
    expect(
      await screen.findByText(
        'A lista de GET /api/financeiro/banco/ não foi lida inteira: a página seguinte repete uma já lida.',
        {},
        { timeout: 60_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Itaú Unibanco')).not.toBeInTheDocument()
  }, 90_000)

  it('a server 400 lands on its field and keeps what was typed', async () => {
    await signInAs('financeiro')
    const user = setupUser()
    renderApp(`${R}/cadastro-banco`)
    const table = await screen.findByRole('table', { name: 'Cadastro Banco' }, { timeout: 60_000 })
    await within(table).findByText('Itaú Unibanco')
    await user.click(screen.getByRole('button', { name: /Novo banco/ }))
    const drawer = await screen.findByRole('dialog', { name: 'Novo banco' })
    await user.type(within(drawer).getByLabelText('Código COMPE'), '341')
    await user.type(within(drawer).getByLabelText('Nome'), 'Banco Inter')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(drawer).findByText('Já existe um banco com este código.')).toBeInTheDocument()
    expect(within(drawer).getByLabelText('Nome')).toHaveValue('Banco Inter')
    expect(within(drawer).getByLabelText('Código COMPE')).toHaveValue('341')
  }, 90_000)

  it('a bank in use is not deleted: the server says why and the row stays', async () => {
    await signInAs('financeiro')
    const user = setupUser()
    renderApp(`${R}/cadastro-banco`)
    const table = await screen.findByRole('table', { name: 'Cadastro Banco' }, { timeout: 60_000 })
    await within(table).findByText('Itaú Unibanco')
    await user.click(screen.getByRole('button', { name: 'Excluir o banco 341 · Itaú Unibanco' }))
    await user.click(await screen.findByRole('button', { name: 'Excluir' }))
    expect(await screen.findByText(/Não é possível excluir: banco usado em/)).toBeInTheDocument()
    expect(within(table).getByText('Itaú Unibanco')).toBeInTheDocument()
    expect(screen.queryByText('Deletado com Sucesso...')).not.toBeInTheDocument()
  }, 90_000)

  it('a failed list offers "Tentar novamente"', async () => {
    await signInAs('financeiro')
    let fail = true
    server.use(
      http.get('*/api/financeiro/banco/', () =>
        fail ? HttpResponse.json({ detail: 'x' }, { status: 500 }) : undefined,
      ),
    )
    const user = setupUser()
    renderApp(`${R}/cadastro-banco`)
    const retry = await screen.findByRole(
      'button',
      { name: 'Tentar novamente' },
      { timeout: 60_000 },
    )
    fail = false
    await user.click(retry)
    expect(await screen.findByText('Itaú Unibanco')).toBeInTheDocument()
  }, 90_000)
})

describe('Cadastro Premissas', () => {
  it('registers a company with an alphanumeric CNPJ and refuses an invalid one', async () => {
    await signInAs('financeiro')
    const user = setupUser()
    renderApp(`${R}/cadastro-item?aba=empresas`)
    const table = await screen.findByRole('table', { name: 'Empresas' }, { timeout: 60_000 })
    expect(await within(table).findByText('Boa Safra Participações S.A.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Nova empresa/ }))
    const drawer = await screen.findByRole('dialog', { name: 'Nova empresa' })
    await user.type(within(drawer).getByLabelText('Razão social'), 'Safra Sul Ltda')
    await user.type(within(drawer).getByLabelText('CNPJ'), '11.222.333/0001-80')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(drawer).findByText(/CNPJ inválido/)).toBeInTheDocument()
    await user.clear(within(drawer).getByLabelText('CNPJ'))
    await user.type(within(drawer).getByLabelText('CNPJ'), '12abc34501de35')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(table).findByText('Safra Sul Ltda')).toBeInTheDocument()
    expect(within(table).getByText('12.ABC.345/01DE-35')).toBeInTheDocument()
  }, 150_000)

  it('switches tabs, lists the indexes and shows a rate history marked as demo values', async () => {
    await signInAs('financeiro')
    const user = setupUser()
    renderApp(`${R}/cadastro-item`)
    expect(
      await screen.findByRole('table', { name: 'Moedas' }, { timeout: 60_000 }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Índices' }))
    const table = await screen.findByRole('table', { name: 'Índices' })
    expect(
      await within(table).findByText('Certificado de Depósito Interbancário'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Histórico de taxas de CDI' }))
    const drawer = await screen.findByRole('dialog', { name: 'Histórico de taxas · CDI' })
    expect(await within(drawer).findByText('Valores de demonstração')).toBeInTheDocument()
    expect((await within(drawer).findAllByText('Demonstração')).length).toBeGreaterThan(3)
  }, 150_000)

  it('creates and deletes an amortisation form with the finance delete message', async () => {
    await signInAs('financeiro')
    const user = setupUser()
    renderApp(`${R}/cadastro-item?aba=tipos-contrato`)
    const table = await screen.findByRole(
      'table',
      { name: 'Tipos de contrato' },
      { timeout: 60_000 },
    )
    await within(table).findByText('FINAME')
    await user.click(screen.getByRole('button', { name: /Novo tipo de contrato/ }))
    const drawer = await screen.findByRole('dialog', { name: 'Novo tipo de contrato' })
    await user.type(within(drawer).getByLabelText('Descrição'), 'ACC — adiantamento de câmbio')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(table).findByText('ACC — adiantamento de câmbio')).toBeInTheDocument()
    const row = within(table).getByText('ACC — adiantamento de câmbio').closest('tr')!
    await user.click(within(row).getByRole('button', { name: /^Excluir/ }))
    await user.click(await screen.findByRole('button', { name: 'Excluir' }))
    expect(await screen.findByText('Deletado com Sucesso...')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(table).queryByText('ACC — adiantamento de câmbio')).not.toBeInTheDocument(),
    )
  }, 150_000)
})

describe('Contrato: the form names its fields and confirms the save', () => {
  it('an empty "Salvar" names each required field as its label reads; an edit says "Contrato salvo."', async () => {
    await signInAs('financeiro')
    const user = setupUser()
    renderApp(`${R}/contrato`)
    const table = await screen.findByRole('table', { name: 'Contratos' }, { timeout: 60_000 })
    await user.click(screen.getByRole('button', { name: /Novo contrato/ }))
    const drawer = await screen.findByRole('dialog', { name: 'Novo contrato' })
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    for (const label of ['Número do contrato', 'Tipo de contrato', 'Empresa', 'Banco', 'Valor contratado', 'Tipo de juros', 'Índice', 'Taxa (%)'])
      expect(await within(drawer).findByText(`Preencha o campo "${label}".`)).toBeInTheDocument()
    expect(within(drawer).queryByText(/^Informe [a-zà-ú]/)).not.toBeInTheDocument()
    await user.click(within(drawer).getByRole('button', { name: 'Cancelar' }))
    // (after a refused "Salvar" the kit asks before closing, as if something had been typed)
    const discard = await screen.findByRole('button', { name: 'Descartar' }).catch(() => null)
    if (discard) await user.click(discard)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo contrato' })).not.toBeInTheDocument(), {
      timeout: 15_000,
    })

    const numero = within(table).getAllByRole('row')[1].querySelector('td')!.textContent!
    await user.click(screen.getByRole('button', { name: `Editar o contrato ${numero}` }))
    const edit = await screen.findByRole('dialog', { name: 'Editar contrato' })
    const obs = await within(edit).findByLabelText(/^Observação/)
    await user.clear(obs)
    await user.type(obs, 'Revisado.')
    await user.click(within(edit).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Contrato salvo.')).toBeInTheDocument()
  }, 120_000)
})

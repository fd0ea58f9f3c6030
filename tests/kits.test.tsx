import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import ExcelJS from 'exceljs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataApi, useListSource } from '@/shared/api/data-api'
import type { QueryParams } from '@/shared/api/params'
import {
  useDeleteFinanceiroMoedaIdMutation,
  useGetFinanceiroMoedaQuery,
  usePatchFinanceiroMoedaIdMutation,
  usePostFinanceiroMoedaMutation,
  type AlteracaoMoeda,
  type NovaMoeda,
} from '@/shared/api/generated/financiamento'
import { RegisterPage, useQuerySource, type FieldDef } from '@/shared/ui/register'
import {
  ReportView,
  UrlFilterBar,
  numberFilter,
  periodFilter,
  textFilter,
  useUrlFilters,
  type FilterField,
  type ReportColumn,
} from '@/shared/ui/report'
import { holdMoedaRefusal } from './held-refusal'
import { server } from './msw-server'
import { FeedbackBridge } from '@/shared/ui/feedback-bridge'
import { renderWithProviders, signInAs } from './render'
import { holdGet } from './requests'
import { catchSavedFiles, sheetValues } from './saved-files'

afterEach(() => vi.restoreAllMocks())

interface Moeda {
  id: number
  sigla: string
  nome: string
  simbolo?: string
}

const fields: FieldDef<Moeda>[] = [
  { name: 'sigla', label: 'Sigla', kind: 'text', required: true, maxLength: 3, half: true },
  { name: 'simbolo', label: 'Símbolo', kind: 'text', maxLength: 5, half: true },
  { name: 'nome', label: 'Nome', kind: 'text', required: true },
]

/** A register over the generated data layer, as a module writes one. */
function Moedas({ newRow }: { newRow?: () => Partial<Moeda> }) {
  const [create] = usePostFinanceiroMoedaMutation()
  const [update] = usePatchFinanceiroMoedaIdMutation()
  const [remove] = useDeleteFinanceiroMoedaIdMutation()
  const source = useQuerySource<Moeda>(useGetFinanceiroMoedaQuery(), {
    create: (values) => create({ novaMoeda: values as NovaMoeda }).unwrap(),
    update: (values, row) => update({ id: row.id, alteracaoMoeda: values as AlteracaoMoeda }).unwrap(),
    remove: (row) => remove({ id: row.id }).unwrap(),
  })
  return (
    <RegisterPage<Moeda>
      newRow={newRow}
      title="Moedas"
      noun={{ singular: 'moeda', plural: 'moedas', feminine: true }}
      source={source}
      rowKey={(m) => m.id}
      columns={[
        { key: 'sigla', title: 'Sigla' },
        { key: 'nome', title: 'Nome' },
      ]}
      fields={fields}
      describe={(m) => `a moeda ${m.sigla}`}
    />
  )
}

function inRouter(element: React.ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <FeedbackBridge />
            {element}
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  const result = renderWithProviders(<RouterProvider router={router} />)
  return { ...result, router }
}

// A whole register walk (list, search, create, edit, delete) takes 30 s of jsdom alone; load doubles it.
describe('register kit over a DRF resource', { timeout: 150_000 }, () => {
  it('lists, searches, creates with validation, edits and deletes after confirming', async () => {
    await signInAs('admin')
    const user = userEvent.setup({ delay: null })
    inRouter(<Moedas />)
    const table = await screen.findByRole('table', { name: 'Moedas' })
    expect(await within(table).findByText('Dólar americano')).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Buscar moedas' }), 'dolar')
    await waitFor(() => expect(within(table).queryByText('Euro')).not.toBeInTheDocument())
    expect(within(table).getByText('Dólar americano')).toBeInTheDocument()
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar moedas' }))

    await user.click(screen.getByRole('button', { name: /Nova moeda/ }))
    const drawer = await screen.findByRole('dialog', { name: 'Nova moeda' })
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(drawer).findByText('Preencha o campo "Sigla".')).toBeInTheDocument()
    expect(within(drawer).getByText('Preencha o campo "Nome".')).toBeInTheDocument()

    await user.type(within(drawer).getByLabelText('Sigla'), 'CHF')
    await user.type(within(drawer).getByLabelText('Nome'), 'Franco suíço')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(table).findByText('Franco suíço')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Nova moeda/ })).not.toBeInTheDocument(),
    )
    // the drawer closes by itself: the save is confirmed in words
    expect(await screen.findByText('Moeda salva.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Editar a moeda CHF' }))
    const edit = await screen.findByRole('dialog', { name: 'Editar moeda' })
    expect(within(edit).getByLabelText('Sigla')).toHaveValue('CHF')
    await user.clear(within(edit).getByLabelText('Nome'))
    await user.type(within(edit).getByLabelText('Nome'), 'Franco da Suíça')
    await user.click(within(edit).getByRole('button', { name: 'Salvar' }))
    expect(await within(table).findByText('Franco da Suíça')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Excluir a moeda CHF' }))
    await user.click(await screen.findByRole('button', { name: 'Excluir' }))
    await waitFor(() =>
      expect(within(table).queryByText('Franco da Suíça')).not.toBeInTheDocument(),
    )
    expect(await screen.findByText('Moeda excluída.')).toBeInTheDocument()
  })

  it('a server 400 lands on its field, keeps what was typed, and one click sends one request', async () => {
    await signInAs('admin')
    const held = holdMoedaRefusal()
    const user = userEvent.setup({ delay: null })
    inRouter(<Moedas />)
    await screen.findByText('Dólar americano')
    await user.click(screen.getByRole('button', { name: /Nova moeda/ }))
    const drawer = await screen.findByRole('dialog', { name: 'Nova moeda' })
    await user.type(within(drawer).getByLabelText('Sigla'), 'USD')
    await user.type(within(drawer).getByLabelText('Nome'), 'Outro dólar')
    const save = within(drawer).getByRole('button', { name: 'Salvar' })
    await user.click(save)
    await waitFor(() => expect(held.posts()).toBe(1))
    await user.click(save)
    await user.keyboard('{Enter}')
    held.release()
    expect(
      await within(drawer).findByText('Já existe uma moeda com esta sigla.'),
    ).toBeInTheDocument()
    expect(held.posts()).toBe(1)
    expect(within(drawer).getByLabelText('Sigla')).toHaveValue('USD')
    expect(within(drawer).getByLabelText('Nome')).toHaveValue('Outro dólar')

    // closing with unsaved changes asks first
    await user.click(within(drawer).getByRole('button', { name: 'Cancelar' }))
    expect((await screen.findAllByText('Descartar alterações?')).length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }))
    expect(within(drawer).getByLabelText('Nome')).toHaveValue('Outro dólar')
  })

  it('"Cancelar" after a refused empty "Salvar" closes at once; after typing it asks (issue 24)', async () => {
    await signInAs('admin')
    const user = userEvent.setup({ delay: null })
    inRouter(<Moedas />)
    await screen.findByText('Dólar americano')
    await user.click(screen.getByRole('button', { name: /Nova moeda/ }))
    let drawer = await screen.findByRole('dialog', { name: 'Nova moeda' })
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(drawer).findByText('Preencha o campo "Sigla".')).toBeInTheDocument()
    // the errors shown are not changes: nothing was typed, nothing to discard
    await user.click(within(drawer).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova moeda' })).not.toBeInTheDocument())
    expect(screen.queryByText('Descartar alterações?')).toBeNull()

    await user.click(screen.getByRole('button', { name: /Nova moeda/ }))
    drawer = await screen.findByRole('dialog', { name: 'Nova moeda' })
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(drawer).findByText('Preencha o campo "Sigla".')).toBeInTheDocument()
    await user.type(within(drawer).getByLabelText('Nome'), 'Franco')
    await user.click(within(drawer).getByRole('button', { name: 'Cancelar' }))
    expect((await screen.findAllByText('Descartar alterações?')).length).toBeGreaterThan(0)
  })

  it('a new row keeps its defaults and everything typed when the list arrives late (issue 24)', async () => {
    await signInAs('admin')
    let release: () => void = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    let sent: unknown = null
    server.use(
      http.get('*/api/financeiro/moeda/', async () => {
        await arrived
        return undefined // on to the demo API
      }),
      http.post('*/api/financeiro/moeda/', async ({ request }) => {
        sent = await request.clone().json()
        return undefined
      }),
    )
    const user = userEvent.setup({ delay: null })
    // a new defaults object on every render, as pages write it inline
    inRouter(<Moedas newRow={() => ({ simbolo: '¤' })} />)
    await user.click(await screen.findByRole('button', { name: /Nova moeda/ }))
    const drawer = await screen.findByRole('dialog', { name: 'Nova moeda' })
    expect(await within(drawer).findByLabelText(/^Símbolo/)).toHaveValue('¤')
    await user.type(within(drawer).getByLabelText('Sigla'), 'CHF')
    await user.type(within(drawer).getByLabelText('Nome'), 'Franco suíço')

    release()
    const table = screen.getByRole('table', { name: 'Moedas' })
    expect(await within(table).findByText('Dólar americano')).toBeInTheDocument()
    expect(within(drawer).getByLabelText('Sigla')).toHaveValue('CHF')
    expect(within(drawer).getByLabelText('Nome')).toHaveValue('Franco suíço')
    expect(within(drawer).getByLabelText(/^Símbolo/)).toHaveValue('¤')

    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(table).findByText('Franco suíço')).toBeInTheDocument()
    expect(sent).toMatchObject({ sigla: 'CHF', nome: 'Franco suíço', simbolo: '¤' })
  })

  it('while the list loads the register says so, never "Nenhuma moeda cadastrada."', async () => {
    await signInAs('admin')
    const release = holdGet('*/api/financeiro/moeda/')
    inRouter(<Moedas />)
    const table = await screen.findByRole('table', { name: 'Moedas' })
    expect(within(table).getByText('Carregando…')).toBeInTheDocument()
    expect(within(table).queryByText(/Nenhuma moeda/)).toBeNull()
    release()
    expect(await within(table).findByText('Dólar americano')).toBeInTheDocument()
  })

  it('a failed list shows the error with a retry that works', async () => {
    await signInAs('admin')
    let fail = true
    server.use(
      http.get('*/api/financeiro/moeda/', () =>
        fail ? HttpResponse.json({ detail: 'x' }, { status: 500 }) : undefined,
      ),
    )
    const user = userEvent.setup({ delay: null })
    inRouter(<Moedas />)
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' })
    expect(screen.getByText('Não foi possível carregar moedas.')).toBeInTheDocument()
    fail = false
    await user.click(retry)
    expect(await screen.findByText('Dólar americano')).toBeInTheDocument()
  })

  it('exports the columns on screen: one hidden by "Colunas" stays out of the Excel', async () => {
    await signInAs('admin')
    const saved = catchSavedFiles()
    const rows: Moeda[] = [{ id: 1, sigla: 'BRL', nome: 'Real', simbolo: 'R$' }]
    const user = userEvent.setup({ delay: null })
    inRouter(
      <RegisterPage<Moeda>
        title="Moedas locais"
        noun={{ singular: 'moeda', plural: 'moedas', feminine: true }}
        source={{ rows, status: 'succeeded', error: null, reload: () => undefined }}
        rowKey={(m) => m.id}
        columns={[
          { key: 'sigla', title: 'Sigla' },
          { key: 'simbolo', title: 'Símbolo', hidden: true },
          { key: 'nome', title: 'Nome' },
        ]}
        canCreate={false}
        canEdit={false}
      />,
    )
    await screen.findByRole('table', { name: 'Moedas locais' })
    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }))
    await waitFor(() => expect(saved.names).toHaveLength(1))
    expect(sheetValues(await saved.sheet(0))[1]).toEqual(['Sigla', 'Nome'])
  })
})

describe('register kit paged by the server', () => {
  interface Pessoa {
    id: number
    nome: string
  }
  const all: Pessoa[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, nome: `Pessoa ${i + 1}` }))

  /** A page holding the server's page and search, as a module's slice would. */
  function Pessoas({ onAsk }: { onAsk: (ask: string) => void }) {
    const [state, setState] = React.useState({ page: 1, pageSize: 5, search: '' })
    // the page the server answered last: a new one arrives a moment after it is asked for
    const [shown, setShown] = React.useState(state)
    const fetching = shown !== state
    React.useEffect(() => {
      onAsk(`page=${state.page}&size=${state.pageSize}&search=${state.search}`)
      const timer = setTimeout(() => setShown(state), 50)
      return () => clearTimeout(timer)
    }, [state, onAsk])
    const matching = all.filter((p) => p.nome.includes(shown.search))
    const rows = matching.slice((shown.page - 1) * shown.pageSize, shown.page * shown.pageSize)
    return (
      <RegisterPage<Pessoa>
        title="Pessoas"
        noun={{ singular: 'pessoa', plural: 'pessoas', feminine: true }}
        source={{ rows, status: 'succeeded', error: null, reload: () => undefined }}
        rowKey={(p) => p.id}
        columns={[{ key: 'nome', title: 'Nome' }]}
        canCreate={false}
        canEdit={false}
        noMatchText={(text) => `Ninguém com “${text}”.`}
        paging={{
          ...state,
          total: matching.length,
          fetching,
          pageSizeOptions: [5, 10],
          onPage: (page, pageSize) => setState((s) => ({ ...s, page: pageSize === s.pageSize ? page : 1, pageSize })),
          search: state.search,
          onSearch: (search) => setState((s) => ({ ...s, search, page: 1 })),
        }}
      />
    )
  }

  it('shows the page given, the total from count, asks for the next page and searches on the server', async () => {
    await signInAs('admin')
    const asked: string[] = []
    const onAsk = (ask: string) => asked.push(ask)
    const user = userEvent.setup({ delay: null })
    inRouter(<Pessoas onAsk={onAsk} />)
    const table = await screen.findByRole('table', { name: 'Pessoas' })
    expect(await within(table).findByText('Pessoa 1')).toBeInTheDocument()
    expect(screen.getByText('1–5 de 12 pessoas')).toBeInTheDocument()
    // a server page: no Excel of a part, no sorting of a part
    expect(screen.queryByRole('button', { name: /Exportar Excel/ })).not.toBeInTheDocument()
    await user.click(screen.getByTitle('3'))
    // while the next page comes the table says it is loading, the rows shown stay
    expect(table.closest('[aria-busy="true"]')).not.toBeNull()
    expect(await within(table).findByText('Pessoa 11')).toBeInTheDocument()
    await waitFor(() => expect(table.closest('[aria-busy="true"]')).toBeNull())
    expect(screen.getByText('11–12 de 12 pessoas')).toBeInTheDocument()
    // the search goes to the server once the typing settles, back to page 1
    await user.type(screen.getByLabelText('Buscar pessoas'), 'Pessoa 1')
    await waitFor(() => expect(asked.at(-1)).toBe('page=1&size=5&search=Pessoa 1'))
    expect(await screen.findByText('1–4 de 4 pessoas')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Buscar pessoas'))
    await user.type(screen.getByLabelText('Buscar pessoas'), 'ninguém{Enter}')
    expect(await screen.findByText('Ninguém com “ninguém”.')).toBeInTheDocument()
    expect(asked).toEqual([
      'page=1&size=5&search=',
      'page=3&size=5&search=',
      'page=1&size=5&search=Pessoa 1',
      'page=1&size=5&search=',
      'page=1&size=5&search=ninguém',
    ])
  })
})

interface Linha {
  id: number
  cliente: string
  valor: string
  vencimento: string
}

const schema = {
  periodo: periodFilter({ fallback: () => ({ from: '2026-01-01', to: '2026-01-31' }) }),
  cliente: numberFilter('cliente', 'Cliente'),
  busca: textFilter('busca', 'Busca'),
}
const reportFields: FilterField[] = [
  { name: 'periodo', kind: 'period' },
  { name: 'busca', kind: 'text', label: 'Busca' },
]
const columns: ReportColumn<Linha>[] = [
  { key: 'cliente', title: 'Cliente' },
  { key: 'vencimento', title: 'Vencimento', kind: 'date' },
  { key: 'valor', title: 'Valor', kind: 'money', total: 'sum' },
]

/** A report endpoint of the test's own, injected as a module's enhancement would be. */
const testeApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    relatorioTeste: build.query<Linha[], QueryParams>({
      query: (params) => ({ url: '/api/teste/relatorio/', params }),
    }),
  }),
})

/** A report as the report pages write one: URL filters → the generated query → the report view. */
function Relatorio() {
  const filters = useUrlFilters(schema)
  const f = filters.values
  const source = useListSource(
    testeApi.useRelatorioTesteQuery({
      data_inicio: f.periodo.from,
      data_fim: f.periodo.to,
      cliente: f.cliente,
      busca: f.busca,
    }),
  )
  return (
    <ReportView<Linha>
      title="Relatório de teste"
      filters={<UrlFilterBar fields={reportFields} filters={filters} />}
      source={source}
      columns={columns}
      rowKey={(r) => r.id}
    />
  )
}

describe('report kit', () => {
  it('fits a narrow screen: a column hidden by default comes back from "Colunas" (kept per user), a long text is clipped with a tooltip; the Excel has the columns on screen', async () => {
    await signInAs('admin')
    const saved = catchSavedFiles()
    const exportedHeader = async (n: number) => {
      await user.click(screen.getByRole('button', { name: /Exportar Excel/ }))
      await waitFor(() => expect(saved.names).toHaveLength(n))
      return sheetValues(await saved.sheet(n - 1))[1]
    }
    interface Nota {
      id: number
      cliente: string
      observacao: string
      valor: number
    }
    const longo = 'Cliente pediu para ligar depois das 14h e confirmar o endereço de entrega da próxima nota'
    const notas: ReportColumn<Nota>[] = [
      { key: 'cliente', title: 'Cliente', clip: 120 },
      { key: 'observacao', title: 'Observação', hidden: true },
      { key: 'valor', title: 'Valor', kind: 'number' },
    ]
    const rows: Nota[] = [{ id: 1, cliente: longo, observacao: 'ligar amanhã', valor: 1 }]
    const Notas = () => (
      <ReportView<Nota>
        title="Notas"
        source={{ rows, status: 'succeeded', error: null, reload: () => undefined }}
        columns={notas}
        rowKey={(r) => r.id}
      />
    )
    const user = userEvent.setup({ delay: null })
    const first = inRouter(<Notas />)
    const table = await screen.findByRole('table', { name: 'Notas' })
    expect(within(table).getByRole('columnheader', { name: /Cliente/ })).toBeInTheDocument()
    expect(within(table).queryByRole('columnheader', { name: /Observação/ })).not.toBeInTheDocument()
    // the clipped text: whole in a tooltip
    await user.hover(within(table).getByText(longo))
    expect(await screen.findByRole('tooltip')).toHaveTextContent(longo)
    // the Excel is the screen: a hidden column stays out of it (as in Base Cobrança)
    expect(await exportedHeader(1)).toEqual(['Cliente', 'Valor'])

    await user.click(screen.getByRole('button', { name: 'Colunas (1 oculta)' }))
    await user.click(await screen.findByRole('checkbox', { name: 'Observação' }))
    expect(await within(table).findByRole('columnheader', { name: /Observação/ })).toBeInTheDocument()
    expect(within(table).getByText('ligar amanhã')).toBeInTheDocument()
    // shown again, it is exported again, in the table's order
    expect(await exportedHeader(2)).toEqual(['Cliente', 'Observação', 'Valor'])

    // the choice is kept for this user in this browser
    first.unmount()
    inRouter(<Notas />)
    const again = await screen.findByRole('table', { name: 'Notas' })
    expect(within(again).getByRole('columnheader', { name: /Observação/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Colunas' })).toBeInTheDocument()
  })

  it('asks once with the URL filters, totals in centavos, follows the filter bar, and drops a bad URL value', async () => {
    await signInAs('admin')
    const queries: string[] = []
    server.use(
      http.get('*/api/teste/relatorio/', ({ request }) => {
        const search = new URL(request.url).searchParams
        queries.push(search.toString())
        const rows: Linha[] = [
          { id: 1, cliente: 'Padaria Pão Quente', valor: '0.10', vencimento: '2026-01-31' },
          { id: 2, cliente: 'Mercado Bom Preço', valor: '0.20', vencimento: '2026-01-02' },
        ]
        const busca = search.get('busca')
        return HttpResponse.json(
          busca ? rows.filter((r) => r.cliente.toLowerCase().includes(busca)) : rows,
        )
      }),
    )
    const user = userEvent.setup({ delay: null })
    const { router } = inRouter(<Relatorio />, '/r?cliente=abc')
    const table = await screen.findByRole('table', { name: 'Relatório de teste' })
    expect(await within(table).findByText('Padaria Pão Quente')).toBeInTheDocument()
    expect(within(table).getByText('31/01/2026')).toBeInTheDocument()
    expect(within(table).getByText('R$ 0,30')).toBeInTheDocument()
    expect(
      await screen.findByText('O filtro "Cliente" do endereço não era válido e foi removido.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(queries[0]).toBe('data_inicio=2026-01-01&data_fim=2026-01-31')

    await user.type(screen.getByLabelText('Busca'), 'padaria{Enter}')
    await waitFor(() =>
      expect(within(table).queryByText('Mercado Bom Preço')).not.toBeInTheDocument(),
    )
    expect(router.state.location.search).toBe('?busca=padaria')
    expect(queries.at(-1)).toContain('busca=padaria')
    // the row and the totals row
    expect(within(table).getAllByText('R$ 0,10')).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: /Limpar filtros/ }))
    expect(await within(table).findByText('Mercado Bom Preço')).toBeInTheDocument()
    expect(screen.getByLabelText('Busca')).toHaveValue('')
  })

  it('Exportar Excel: the period and filters on the first line, the titles, typed dates and money, the totals', async () => {
    await signInAs('admin')
    server.use(
      http.get('*/api/teste/relatorio/', () =>
        HttpResponse.json([
          { id: 1, cliente: 'Padaria Pão Quente', valor: '0.10', vencimento: '2026-01-31' },
          { id: 2, cliente: 'Mercado Bom Preço', valor: '1234.20', vencimento: '2026-01-02' },
        ]),
      ),
    )
    const saved = catchSavedFiles()
    const user = userEvent.setup({ delay: null })
    inRouter(<Relatorio />, '/r?busca=merc')
    const table = await screen.findByRole('table', { name: 'Relatório de teste' })
    await within(table).findByText('Padaria Pão Quente')
    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }))
    await waitFor(() => expect(saved.names).toHaveLength(1))
    expect(saved.names[0]).toMatch(/^Relatório de teste \d{2}-\d{2}-\d{4}\.xlsx$/)
    const sheet = await saved.sheet()
    const values = sheetValues(sheet)
    expect(values[0][0]).toMatch(
      /^Relatório de teste · Período 01\/01\/2026 a 31\/01\/2026 · Busca: merc · Exportado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    )
    expect(values[1]).toEqual(['Cliente', 'Vencimento', 'Valor'])
    expect(sheet.getCell('B3').type).toBe(ExcelJS.ValueType.Date)
    expect(sheet.getCell('B3').numFmt).toBe('dd/mm/yyyy')
    expect(sheet.getCell('B3').value).toEqual(new Date(Date.UTC(2026, 0, 31)))
    expect(sheet.getCell('C4').value).toBe(1234.2)
    expect(sheet.getCell('C4').numFmt).toMatch(/^"R\$" #,##0\.00/)
    expect(values[4]).toEqual(['Total', undefined, 1234.3])
  })

  it('shows the empty state and the error with a retry', async () => {
    await signInAs('admin')
    let fail = true
    server.use(
      http.get('*/api/teste/relatorio/', () =>
        fail ? HttpResponse.text('<html>erro</html>', { status: 502 }) : HttpResponse.json([]),
      ),
    )
    const user = userEvent.setup({ delay: null })
    inRouter(<Relatorio />, '/r')
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' })
    expect(screen.queryByText(/<html>/)).not.toBeInTheDocument()
    fail = false
    await user.click(retry)
    expect(await screen.findByText('Nenhum dado para os filtros escolhidos.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Exportar Excel/ })).toBeDisabled()
  })
})

/** Parecer de crédito against the demo API: worklist, workspace, create, edit, approve, errors. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { getRow, listRows } from '../demo-api/db'
import type { ParecerCreditoRow } from '../demo-api/types-credit'
import { formatDate } from '../src/shared/lib/date'
import { formatBRL } from '../src/shared/lib/money'
import { server } from './msw-server'
import { recordRequests, setupUser } from './requests'
import { renderApp, signInAs } from './render'

const SLOW = { timeout: 30_000 }
const PAGE = '/credito/credito/parecer-credito'
const pareceres = () => listRows('parecer-credito') as unknown as ParecerCreditoRow[]

beforeEach(async () => {
  await signInAs('credito')
})
const requests = recordRequests()
const writes = async () =>
  (await requests.writes()).map(({ method, path, body }) => ({ method, path, body: body ?? null }))

function region(name: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`section[aria-label="${name}"]`)
  if (!el) throw new Error(`seção "${name}" não encontrada`)
  return el
}
const findRegion = (name: string) => waitFor(() => region(name), SLOW)

/** A customer with receivables and no opinion at all. */
function customerWithoutOpinions(): number {
  const withOpinion = new Set(pareceres().map((p) => p.cod_cliente))
  const withTitles = new Set(listRows('contas-receber').map((t) => t.cod_cliente))
  return listRows('cliente').find(
    (c) => !withOpinion.has(c.cod_cliente) && withTitles.has(c.cod_cliente),
  )!.cod_cliente
}

describe('worklist', { timeout: 90_000 }, () => {
  it('lists opinions newest first and filters by status from the URL', async () => {
    renderApp(`${PAGE}?status=vencido`)
    const table = await screen.findByRole('table', { name: 'Parecer de crédito' }, SLOW)
    const expected = pareceres()
      .filter(
        (p) => p.situacao === 'aprovado' && p.validade! < new Date().toISOString().slice(0, 10),
      )
      .sort((a, b) => (a.data < b.data ? 1 : a.data > b.data ? -1 : b.id - a.id))
    await waitFor(
      () => expect(within(table).getAllByText('Vencido').length).toBeGreaterThan(0),
      SLOW,
    )
    const first = within(table).getAllByRole('row')[1]
    expect(first).toHaveTextContent(formatDate(expected[0].data))
    expect(within(table).queryByText('Em análise')).not.toBeInTheDocument()
  })
})

describe('workspace', { timeout: 90_000 }, () => {
  it('shows exposure, score factors and an empty history for a customer without opinions, and writes one', async () => {
    const cod = customerWithoutOpinions()
    const user = setupUser()
    renderApp(`${PAGE}?cod_cliente=${cod}`)
    const exposure = await findRegion('Exposição')
    await within(exposure).findByRole('table', { name: 'Exposição do cliente e do grupo' }, SLOW)
    expect(within(exposure).getByText(getRow('cliente', cod)!.nome_fantasia)).toBeInTheDocument()
    const score = region('Score e limite sugerido')
    const factors = await within(score).findByRole('table', { name: 'Fatores do score' }, SLOW)
    for (const label of [
      'Pontualidade de pagamento',
      'Dias de atraso',
      'Volume de compras',
      'Tempo de relacionamento',
      'Exposição do grupo',
    ])
      expect(within(factors).getByText(label)).toBeInTheDocument()
    expect(
      await within(region('Histórico')).findByText('Nenhum parecer para este cliente.', {}, SLOW),
    ).toBeInTheDocument()

    const form = await screen.findByRole('form', { name: 'Novo parecer' }, SLOW)
    await user.click(within(form).getByRole('button', { name: 'Salvar parecer' }))
    expect(await within(form).findByText('Preencha o campo "Limite sugerido".')).toBeInTheDocument()
    // each field's message arrives on its own validation tick: wait for it too
    expect(await within(form).findByText('Preencha o campo "Parecer (fundamentação)".')).toBeInTheDocument()
    expect(await writes()).toEqual([])

    await user.type(within(form).getByLabelText('Limite sugerido'), '75.000,00')
    await user.type(within(form).getByLabelText(/^Limite solicitado/), '90.000,00')
    await user.type(
      within(form).getByLabelText('Parecer (fundamentação)'),
      'Compras regulares e pagamentos em dia; limite compatível com dois meses de compras.',
    )
    await user.type(within(form).getByLabelText(/^Garantias/), 'Aval do sócio.')
    const save = within(form).getByRole('button', { name: 'Salvar parecer' })
    await user.dblClick(save)
    const opinion = await findRegion('Parecer')
    await within(opinion).findByText(/Parecer nº \d+/, {}, SLOW)
    const posts = (await writes()).filter((w) => w.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0].body).toMatchObject({
      cod_cliente: cod,
      limite_sugerido: '75000.00',
      limite_solicitado: '90000.00',
      garantias: 'Aval do sócio.',
    })
    expect(
      await within(region('Histórico')).findByText('Parecer escrito', {}, SLOW),
    ).toBeInTheDocument()
  })

  it('approves an opinion under analysis, records who approved, and the customer limit follows', async () => {
    const target = pareceres().find((p) => p.situacao === 'em_analise')!
    const user = setupUser()
    renderApp(`${PAGE}?cod_cliente=${target.cod_cliente}&parecer=${target.id}`)
    const decision = await waitFor(() => region('Decisão'), SLOW)
    await user.click(within(decision).getByRole('button', { name: 'Aprovar' }))
    await screen.findByText('Aprovar este parecer?')
    const buttons = screen.getAllByRole('button', { name: 'Aprovar' })
    expect(buttons).toHaveLength(2)
    await user.click(buttons[1])
    const opinion = region('Parecer')
    await within(opinion).findByText(/por/, { selector: 'span' }, SLOW)
    expect(within(opinion).getByText('Cláudia Rezende')).toBeInTheDocument()
    expect(await writes()).toEqual([
      {
        method: 'POST',
        path: `/api/cobranca/parecer-credito/${target.id}/decidir/`,
        body: { situacao: 'aprovado', comentario: '' },
      },
    ])
    expect(getRow('cliente', target.cod_cliente)!.limite_credito).toBe(target.limite_sugerido)
    expect(
      await within(region('Histórico')).findAllByText('Aprovado', { selector: 'strong' }, SLOW),
    ).not.toHaveLength(0)
  })

  it(
    'refusing needs a reason; an edit needs a reason and shows up as a comparable version',
    { timeout: 180_000 },
    async () => {
      const target = pareceres().find((p) => p.situacao === 'em_analise')!
      const user = setupUser()
      renderApp(`${PAGE}?cod_cliente=${target.cod_cliente}&parecer=${target.id}`)
      const decision = await waitFor(() => region('Decisão'), SLOW)
      await user.click(within(decision).getByRole('button', { name: 'Reprovar' }))
      expect(within(decision).getByRole('alert')).toHaveTextContent(
        'Informe o motivo da reprovação.',
      )
      expect(await writes()).toEqual([])

      await user.click(screen.getByRole('button', { name: /Alterar este parecer/ }))
      const form = await screen.findByRole('form', { name: 'Alterar parecer' })
      const limit = within(form).getByLabelText('Limite sugerido')
      await user.clear(limit)
      await user.type(limit, '12.345,00')
      await user.click(within(form).getByRole('button', { name: 'Salvar nova versão' }))
      expect(await within(form).findByText('Preencha o campo "Motivo da alteração".')).toBeInTheDocument()
      await user.type(
        within(form).getByLabelText('Motivo da alteração'),
        'Dois atrasos em outubro.',
      )
      await user.click(within(form).getByRole('button', { name: 'Salvar nova versão' }))
      const history = region('Histórico')
      const edited = await within(history).findByText('“Dois atrasos em outubro.”', {}, SLOW)
      const item = edited.closest('article')!
      expect(item).toHaveTextContent(
        `Limite reduzido de ${formatBRL(target.limite_sugerido)} para ${formatBRL('12345.00')}`.replace(
          /\u00a0/g,
          ' ',
        ),
      )
      await user.click(within(item).getByRole('button', { name: /Comparar com a versão/ }))
      const diff = await screen.findByRole('table', { name: 'Diferenças entre as versões' })
      expect(within(diff).getByText('Limite sugerido')).toBeInTheDocument()
      expect(
        within(diff).getByText(formatBRL('12345.00').replace(/\u00a0/g, ' ')),
      ).toBeInTheDocument()
    },
  )

  it('puts server errors on their fields and keeps what was typed', async () => {
    const cod = customerWithoutOpinions()
    server.use(
      http.post('/api/cobranca/parecer-credito/', () =>
        HttpResponse.json({ limite_sugerido: ['Acima da alçada do analista.'] }, { status: 400 }),
      ),
    )
    const user = setupUser()
    renderApp(`${PAGE}?cod_cliente=${cod}`)
    const form = await screen.findByRole('form', { name: 'Novo parecer' }, SLOW)
    await user.type(within(form).getByLabelText('Limite sugerido'), '999.999,00')
    const reason = 'Pedido grande para a reforma da loja; histórico bom nos últimos doze meses.'
    await user.type(within(form).getByLabelText('Parecer (fundamentação)'), reason)
    await user.click(within(form).getByRole('button', { name: 'Salvar parecer' }))
    expect(
      await within(form).findByText('Acima da alçada do analista.', {}, SLOW),
    ).toBeInTheDocument()
    expect(within(form).getByLabelText('Parecer (fundamentação)')).toHaveValue(reason)
    expect(within(form).getByLabelText('Limite sugerido')).toHaveValue('999.999,00')
  })

  it('a failed exposure shows "Tentar novamente" and recovers', async () => {
    const cod = customerWithoutOpinions()
    let fail = true
    server.use(
      http.get(`/api/credito/exposicao/${cod}/`, () =>
        fail ? HttpResponse.json({ detail: 'Erro' }, { status: 500 }) : undefined,
      ),
    )
    const user = setupUser()
    renderApp(`${PAGE}?cod_cliente=${cod}`)
    const exposure = await findRegion('Exposição')
    const retry = await within(exposure).findByRole('button', { name: 'Tentar novamente' }, SLOW)
    fail = false
    await user.click(retry)
    await within(exposure).findByRole('table', { name: 'Exposição do cliente e do grupo' }, SLOW)
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.setConfig({ testTimeout: 180_000 })
import { listRows } from '../demo-api/db'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'

const PATH = '/premissas/regua-cobranca'

let posts: Array<{ path: string; body: unknown }> = []
beforeEach(() => {
  posts = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return
    const url = new URL(request.url)
    void request
      .clone()
      .text()
      .then((text) =>
        posts.push({
          path: `${request.method} ${url.pathname}`,
          body: text ? JSON.parse(text) : null,
        }),
      )
  })
})
afterEach(() => server.events.removeAllListeners())

function setup() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
}

async function openPage(search = '', username = 'supervisor') {
  await signInAs(username)
  const app = renderApp(`${PATH}${search}`)
  await screen.findByRole('heading', { name: 'Régua de cobrança' }, { timeout: 45_000 })
  return app
}

describe('Régua de cobrança: Réguas', () => {
  it('lists the three seeded rules with customers, and a rule with customers cannot be deleted plainly', async () => {
    await openPage()
    const table = await screen.findByRole('table', { name: 'Réguas de cobrança' })
    expect(await within(table).findByText('Régua Key Accounts')).toBeInTheDocument()
    const count = listRows('cliente').filter((c) => c.regua === 2).length
    const row = within(table).getByText('Régua Key Accounts').closest('tr')!
    expect(within(row).getByText(String(count))).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: /^Excluir/ })).toBeNull()
    expect(
      within(row).getByRole('button', { name: /Mover clientes e excluir/ }),
    ).toBeInTheDocument()
  })

  it('creates a rule (one request on a double click) and shows the server error on the field', async () => {
    const user = setup()
    await openPage()
    await user.click(await screen.findByRole('button', { name: /Nova régua/ }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('Nome'), 'Régua Key Accounts')
    const save = within(dialog).getByRole('button', { name: /Salvar/ })
    await user.click(save)
    expect(
      await within(dialog).findByText('Já existe uma régua com este nome.'),
    ).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Nome'))
    await user.type(within(dialog).getByLabelText('Nome'), 'Régua Institucional')
    await user.dblClick(save)
    const table = screen.getByRole('table', { name: 'Réguas de cobrança' })
    expect(await within(table).findByText('Régua Institucional')).toBeInTheDocument()
    await waitFor(() =>
      expect(posts.filter((p) => p.path === 'POST /api/cobranca/regua/')).toHaveLength(2),
    )
  })

  it('shows a retry when the rules do not load', async () => {
    let fail = true
    server.use(
      http.get('*/api/cobranca/regua-extended/', () =>
        fail ? HttpResponse.json({ detail: 'erro' }, { status: 500 }) : undefined,
      ),
    )
    const user = setup()
    await openPage()
    const retry = await screen.findByRole('button', { name: /Tentar novamente/ })
    fail = false
    await user.click(retry)
    expect(await screen.findByText('Régua Varejo')).toBeInTheDocument()
  })
})

describe('Régua de cobrança: clientes de uma régua', () => {
  it('shows the customers of a rule under its count, and moves them to another rule to delete it', async () => {
    const user = setup()
    await openPage()
    const table = await screen.findByRole('table', { name: 'Réguas de cobrança' })
    await within(table).findByText('Régua Key Accounts')
    const keyAccounts = listRows('regua').find((r) => r.nome === 'Régua Key Accounts')!
    const varejo = listRows('regua').find((r) => r.nome === 'Régua Varejo')!
    const customers = listRows('cliente')
      .filter((c) => c.regua === keyAccounts.id)
      .sort((a, b) => a.nome_fantasia.localeCompare(b.nome_fantasia, 'pt-BR'))
    const moved = customers.length + listRows('cliente').filter((c) => c.regua === varejo.id).length

    await user.click(within(table).getByRole('button', { name: 'Clientes da régua Régua Key Accounts' }))
    const drawer = await screen.findByRole('dialog', { name: `Clientes da Régua Key Accounts (${customers.length})` })
    expect(
      await within(drawer).findByText(`${customers[0].cod_cliente} · ${customers[0].nome_fantasia}`),
    ).toBeInTheDocument()
    await user.click(within(drawer).getByRole('button', { name: 'Fechar' }))

    await user.click(within(table).getByRole('button', { name: 'Mover clientes e excluir a régua Régua Key Accounts' }))
    const modal = await screen.findByRole('dialog')
    expect(within(modal).getByText('Excluir a régua "Régua Key Accounts"')).toBeInTheDocument()
    expect(within(modal).getByText(`${customers.length} clientes seguem esta régua.`)).toBeInTheDocument()
    await user.click(within(modal).getByLabelText('Mover clientes para'))
    await user.click(await screen.findByTitle('Régua Varejo'))
    await user.click(within(modal).getByRole('button', { name: 'Mover e excluir' }))
    // the rules reload: Key Accounts is gone and Régua Varejo counts the customers it took
    await waitFor(() => expect(within(table).queryByText('Régua Key Accounts')).toBeNull())
    const row = within(table).getByText('Régua Varejo').closest('tr')!
    expect(await within(row).findByText(String(moved))).toBeInTheDocument()
    expect(listRows('cliente').filter((c) => c.regua === keyAccounts.id)).toHaveLength(0)
    expect(posts.filter((p) => p.path === `DELETE /api/cobranca/regua/${keyAccounts.id}/`)).toHaveLength(1)
  })

  it('reads each list once per visit, whichever tabs are opened (RELIABILITY 30)', async () => {
    const gets: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') gets.push(new URL(request.url).pathname)
    })
    const user = setup()
    await openPage()
    await screen.findByRole('table', { name: 'Réguas de cobrança' })
    for (const [tab, table] of [
      ['Segmentos', 'Segmentos'],
      ['Status', 'Status da régua'],
      ['Modelos', 'Modelos de E-mail'],
      ['SMTP', 'Servidores SMTP'],
      ['Réguas', 'Réguas de cobrança'],
    ]) {
      await user.click(screen.getByRole('tab', { name: tab }))
      await screen.findByRole('table', { name: table })
    }
    for (const path of [
      '/api/cobranca/regua-extended/',
      '/api/cobranca/regua-segmento/',
      '/api/cobranca/notificacao/template/',
      '/api/cobranca/notificacao/tags/',
      '/api/cobranca/notificacao/smtp/',
    ])
      expect(gets.filter((g) => g === path), path).toHaveLength(1)
  })
})

describe('Régua de cobrança: Etapas', () => {
  it('shows the steps on the timeline and refuses a second step on the same day and channel', async () => {
    const user = setup()
    await openPage('?aba=etapas&regua=1')
    const timeline = await screen.findByRole('group', { name: /Linha do tempo/ })
    const step = await within(timeline).findByRole('button', { name: /Editar etapa D−5 E-mail/ })
    expect(step).toHaveTextContent('D−5')
    await user.click(screen.getByRole('button', { name: /Nova etapa/ }))
    const dialog = await screen.findByRole('dialog')
    const dia = within(dialog).getByLabelText('Dia (em relação ao vencimento)')
    await user.clear(dia)
    await user.type(dia, '-5')
    await user.click(within(dialog).getByLabelText('Modelo'))
    await user.click(await screen.findByTitle('Lembrete de vencimento (e-mail)'))
    await user.click(within(dialog).getByRole('button', { name: /Salvar/ }))
    expect(
      await within(dialog).findByText(/Já existe uma etapa em D−5 por e-mail/),
    ).toBeInTheDocument()
    // D+2 is free
    await user.clear(dia)
    await user.type(dia, '2')
    await user.click(within(dialog).getByRole('button', { name: /Salvar/ }))
    expect(
      await within(timeline).findByRole('button', { name: /Editar etapa D\+2 E-mail/ }),
    ).toBeInTheDocument()
  })
})

/** The SMS lane of the timeline, measured as 1,050 px wide: 10 px per day from D−15 (x = 0) to D+90. */
function smsLane(timeline: HTMLElement): HTMLElement {
  const lane = within(timeline).getByTitle('Clique para incluir uma etapa de SMS')
  lane.getBoundingClientRect = () =>
    ({ left: 0, top: 0, right: 1050, bottom: 44, width: 1050, height: 44, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect
  return lane
}
const atDay = (dias: number) => ({ clientX: (dias + 15) * 10, clientY: 20 })

describe('Régua de cobrança: Etapas na linha do tempo', () => {
  it('adds a step by clicking the timeline, saves it once and shows it on the timeline and in the demo API', async () => {
    const user = setup()
    await openPage('?aba=etapas&regua=1')
    const timeline = await screen.findByRole('group', { name: /Linha do tempo/ })
    expect(listRows('regua-acao').some((a) => a.regua === 1 && a.dias === 35 && a.canal === 'sms')).toBe(false)
    await user.pointer({ keys: '[MouseLeft]', target: smsLane(timeline), coords: atDay(35) })
    const dialog = await screen.findByRole('dialog', { name: 'Nova etapa' })
    // the day and the channel come from the place clicked
    expect(within(dialog).getByLabelText('Dia (em relação ao vencimento)')).toHaveValue('35')
    expect(within(dialog).getByTitle('SMS')).toBeInTheDocument()
    await user.click(within(dialog).getByLabelText('Modelo'))
    await user.click(await screen.findByTitle('Atraso (SMS)'))
    await user.type(within(dialog).getByLabelText('Descrição'), 'Segundo aviso de atraso')
    await user.dblClick(within(dialog).getByRole('button', { name: /Salvar/ }))
    const step = await within(timeline).findByRole('button', {
      name: 'Editar etapa D+35 SMS: Segundo aviso de atraso',
    })
    expect(step).toHaveTextContent('D+35')
    expect(
      within(screen.getByRole('table', { name: 'Etapas da régua' })).getByText('Segundo aviso de atraso'),
    ).toBeInTheDocument()
    const template = listRows('template').find((t) => t.nome === 'Atraso (SMS)')!
    const saved = listRows('regua-acao').filter((a) => a.regua === 1 && a.dias === 35 && a.canal === 'sms')
    expect(saved).toEqual([
      expect.objectContaining({ descricao: 'Segundo aviso de atraso', template: template.id, ativo: true }),
    ])
    await waitFor(() =>
      expect(posts.filter((p) => p.path === 'POST /api/cobranca/regua-acao/')).toHaveLength(1),
    )
  })

  it('refuses a second step on the same day and channel, clicked on the timeline, with a clear message', async () => {
    const user = setup()
    await openPage('?aba=etapas&regua=1')
    const timeline = await screen.findByRole('group', { name: /Linha do tempo/ })
    const existing = listRows('regua-acao').find((a) => a.regua === 1 && a.canal === 'sms')!
    const label = existing.dias === 0 ? 'D0' : existing.dias > 0 ? `D+${existing.dias}` : `D−${-existing.dias}`
    await user.pointer({ keys: '[MouseLeft]', target: smsLane(timeline), coords: atDay(existing.dias) })
    const dialog = await screen.findByRole('dialog', { name: 'Nova etapa' })
    expect(within(dialog).getByLabelText('Dia (em relação ao vencimento)')).toHaveValue(String(existing.dias))
    await user.click(within(dialog).getByLabelText('Modelo'))
    await user.click(await screen.findByTitle('Atraso (SMS)'))
    await user.click(within(dialog).getByRole('button', { name: /Salvar/ }))
    expect(
      await within(dialog).findByText(new RegExp(`Já existe uma etapa em ${label} por SMS nesta régua`)),
    ).toBeInTheDocument()
    // the dialog stays open with what was typed; nothing new in the demo API
    expect(listRows('regua-acao').filter((a) => a.regua === 1 && a.dias === existing.dias && a.canal === 'sms')).toHaveLength(1)
    expect(within(timeline).getAllByRole('button', { name: new RegExp(`Editar etapa ${label.replace('+', '\\+')} SMS`) })).toHaveLength(1)
  })
})

describe('Régua de cobrança: excluir na linha do tempo', () => {
  it('opens a step from the timeline and deletes it there, after confirmation', async () => {
    const user = setup()
    await openPage('?aba=etapas&regua=1')
    const timeline = await screen.findByRole('group', { name: /Linha do tempo/ })
    const acao = listRows('regua-acao').find((a) => a.regua === 1 && a.canal === 'email')!
    const label = acao.dias === 0 ? 'D0' : acao.dias > 0 ? `D+${acao.dias}` : `D−${-acao.dias}`
    await user.click(
      await within(timeline).findByRole('button', { name: `Editar etapa ${label} E-mail: ${acao.descricao}` }),
    )
    const dialog = await screen.findByRole('dialog', { name: `Editar etapa ${label}` })
    await user.click(within(dialog).getByRole('button', { name: /Excluir etapa/ }))
    await user.click(await screen.findByRole('button', { name: 'Excluir' }))
    await waitFor(() =>
      expect(
        within(timeline).queryByRole('button', { name: `Editar etapa ${label} E-mail: ${acao.descricao}` }),
      ).toBeNull(),
    )
    expect(listRows('regua-acao').some((a) => a.id === acao.id)).toBe(false)
    expect(posts.filter((p) => p.path === `DELETE /api/cobranca/regua-acao/${acao.id}/`)).toHaveLength(1)
  })
})

describe('Régua de cobrança: Quem seria notificado', () => {
  it('runs the dry run for a day and says why the others are left out', async () => {
    const user = setup()
    await openPage('?aba=simulacao')
    await user.click(await screen.findByRole('button', { name: /Simular/ }))
    const table = await screen.findByRole('table', { name: /Simulação de/ })
    // the start-up job already ran today: nobody would be notified (the default shows who would)
    expect(within(table).queryByText('Será notificado')).toBeNull()
    const fora = within(table).queryByRole('button', { name: /^Ver fora do envio/ })
    if (fora) await user.click(fora)
    // every step says why it is left out (or none falls today)
    await waitFor(() =>
      expect(
        within(table).queryAllByText(/Esta etapa já foi processada nesta data\.|Título já pago\./)
          .length + within(table).queryAllByText(/Nenhuma etapa cai em/).length,
      ).toBeGreaterThan(0),
    )
    expect(within(table).queryByText('Será notificado')).toBeNull()
    expect(screen.getByRole('group', { name: 'Totais por canal' })).toBeInTheDocument()
  })

  it('lets an analyst simulate but not run: the server says who may run it', async () => {
    const user = setup()
    await openPage('?aba=simulacao', 'analista')
    await user.click(await screen.findByRole('button', { name: /Simular/ }))
    await screen.findByRole('table', { name: /Simulação de/ })
    await waitFor(() => expect(screen.getByRole('button', { name: /Executar agora/ })).toBeDisabled())
    expect(posts.filter((p) => p.path.includes('/regua/executar/'))).toHaveLength(0)
  })

  it('keeps Executar agora available to a supervisor after the dry run', async () => {
    const user = setup()
    await openPage('?aba=simulacao')
    await user.click(await screen.findByRole('button', { name: /Simular/ }))
    await screen.findByRole('table', { name: /Simulação de/ })
    expect(screen.getByRole('button', { name: /Executar agora/ })).toBeEnabled()
  })
})

/**
 * A stock backend (issue 23): the rule rows of `regua-extended` and `regua` come without our
 * proposals `qtd_clientes` and `max_mensagens_semana`. The demo API answers behind the scenes
 * (the marker header lets the call through), so writes still land in it; the keys are removed.
 */
const STOCK = 'x-test-stock-answer'
const PROPOSALS = ['qtd_clientes', 'max_mensagens_semana']
function withoutProposals(method: 'get' | 'post' | 'patch', path: string, rows?: () => unknown[]) {
  server.use(
    http[method](path, async ({ request }) => {
      if (request.headers.get(STOCK)) return undefined
      if (rows) return HttpResponse.json(rows())
      const headers = new Headers(request.headers)
      headers.set(STOCK, '1')
      const answer = await fetch(request.url, {
        method: request.method,
        headers,
        body: request.method === 'GET' ? undefined : await request.clone().text(),
      })
      if (!answer.ok) return answer
      const body = (await answer.json()) as Record<string, unknown> | Array<Record<string, unknown>>
      for (const row of Array.isArray(body) ? body : [body]) for (const key of PROPOSALS) delete row[key]
      return HttpResponse.json(body, { status: answer.status })
    }),
  )
}

describe('Régua de cobrança: um backend sem as propostas qtd_clientes e max_mensagens_semana', () => {
  it('lists the rules with "—" and why, disables delete and the weekly cap saying why, and never reads "undefined"', async () => {
    withoutProposals('get', '*/api/cobranca/regua-extended/')
    withoutProposals('get', '*/api/cobranca/regua/')
    withoutProposals('post', '*/api/cobranca/regua/')
    withoutProposals('patch', '*/api/cobranca/regua/:id/')
    const user = setup()
    await openPage()
    const table = await screen.findByRole('table', { name: 'Réguas de cobrança' })
    const row = (await within(table).findByText('Régua Key Accounts')).closest('tr')!
    const cells = within(row).getAllByRole('cell')
    const header = within(table).getAllByRole('columnheader').map((h) => h.textContent)
    const clientes = cells[header.indexOf('Clientes')]
    expect(within(clientes).getByText('—')).toBeInTheDocument()
    expect(clientes).toHaveTextContent('O servidor não informa quantos clientes seguem a régua (campo qtd_clientes).')
    expect(cells[header.indexOf('Limite por semana')]).toHaveTextContent(
      '—O servidor não guarda o limite por semana (campo max_mensagens_semana).',
    )
    // the page says what this server does not send
    expect(screen.getByText('Este servidor não envia alguns dados das réguas.')).toBeInTheDocument()

    // delete: there, disabled, with the reason for screen readers and on hover
    const reason = 'Exclusão indisponível: o servidor não informa quantos clientes seguem a régua (campo qtd_clientes).'
    const remove = within(row).getByRole('button', { name: 'Excluir a régua "Régua Key Accounts"' })
    expect(remove).toBeDisabled()
    expect(remove).toHaveAccessibleDescription(reason)
    expect(within(row).queryByRole('button', { name: /Mover clientes e excluir/ })).toBeNull()

    // the customers drawer: the rule's name without a count
    await user.click(within(row).getByRole('button', { name: 'Clientes da régua Régua Key Accounts' }))
    // (by its text: in jsdom every antd popup has the id "test-id", so names by aria-labelledby mislead)
    const drawer = await screen.findByRole('dialog')
    expect(within(drawer).getByText('Clientes da Régua Key Accounts')).toBeInTheDocument()
    await user.click(within(drawer).getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // the form: the cap disabled, empty, with the reason under it; nothing typed is lost
    await user.click(screen.getByRole('button', { name: /Nova régua/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Nova régua')).toBeInTheDocument()
    const cap = within(dialog).getByLabelText(/Máximo de mensagens por cliente em 7 dias/)
    expect(cap).toBeDisabled()
    expect(cap).toHaveValue('')
    expect(
      within(dialog).getByText('O servidor não guarda o limite por semana (campo max_mensagens_semana).'),
    ).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Nome'), 'Régua Institucional')
    await user.click(within(dialog).getByRole('button', { name: /Salvar/ }))
    expect(await within(table).findByText('Régua Institucional')).toBeInTheDocument()
    expect(screen.queryByText(/não guardou o limite/)).toBeNull()
    expect(listRows('regua').find((r) => r.nome === 'Régua Institucional')).toBeDefined()

    // the reason on hover
    await user.hover(within(table).getByRole('button', { name: 'Excluir a régua "Régua Key Accounts"' }).parentElement!)
    expect(await screen.findByRole('tooltip', { name: reason })).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/undefined/)
  })

  it('with no rules yet (cannot tell) keeps the cap, and says so when the answer comes back without it', async () => {
    withoutProposals('get', '*/api/cobranca/regua-extended/', () => [])
    withoutProposals('post', '*/api/cobranca/regua/')
    const user = setup()
    await openPage()
    const table = await screen.findByRole('table', { name: 'Réguas de cobrança' })
    expect(await within(table).findByText('Nenhuma régua cadastrada.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Nova régua/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Nova régua' })
    const cap = within(dialog).getByLabelText(/Máximo de mensagens por cliente em 7 dias/)
    expect(cap).toBeEnabled()
    await user.type(within(dialog).getByLabelText('Nome'), 'Régua Institucional')
    await user.clear(cap)
    await user.type(cap, '5')
    await user.click(within(dialog).getByRole('button', { name: /Salvar/ }))
    expect(
      await screen.findByText(
        'O servidor não guardou o limite por semana (campo max_mensagens_semana): a régua foi salva sem ele.',
      ),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(posts.find((p) => p.path === 'POST /api/cobranca/regua/')?.body).toMatchObject({
        nome: 'Régua Institucional',
        max_mensagens_semana: 5,
      }),
    )
    expect(document.body.textContent).not.toMatch(/undefined/)
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildSamples } from '../demo-api/cnab-samples/samples'
import { getDb, getRow, listRows, updateRow } from '../demo-api/db'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'

// antd tables in jsdom on a shared 2-core machine: give each case room.
vi.setConfig({ testTimeout: 60_000 })

function setup() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
}

function samples() {
  return buildSamples(listRows('contas-receber'), listRows('cliente'), getDb().today)
}

function asFile(content: string, name: string): File {
  return new File([Uint8Array.from(content, (c) => c.charCodeAt(0))], name, { type: 'text/plain' })
}

const posts: string[] = []
server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST') posts.push(new URL(request.url).pathname)
})
afterEach(() => {
  posts.length = 0
})

async function open(path = '/automatizacao/itau') {
  await signInAs('financeiro')
  renderApp(path)
  await screen.findByRole('heading', { name: /Automação bancária · / }, { timeout: 15_000 })
}

async function upload(user: ReturnType<typeof setup>, file: File) {
  await user.upload(screen.getByLabelText('Arquivo retorno (CNAB 240 ou CNAB 400)'), file)
}

describe('automation page', () => {
  it('shows the bank connection and an empty history', async () => {
    await open()
    expect(screen.getByRole('heading', { name: 'Automação bancária · Itaú' })).toBeInTheDocument()
    const connection = screen.getByRole('region', { name: 'Conexão com o banco' })
    expect(within(connection).getByText('Conectado')).toBeInTheDocument()
    expect(within(connection).getByText('341 · Itaú')).toBeInTheDocument()
    expect(
      await screen.findByText('Nenhum arquivo retorno importado nesta integração.'),
    ).toBeInTheDocument()
  })

  it('previews a CNAB 240 file, applies it, and undoes it', async () => {
    const s = samples()
    await open()
    const user = setup()
    await upload(user, asFile(s.itau240, 'itau-retorno.ret'))

    const check = await screen.findByRole('region', { name: 'Conferência do arquivo' })
    const summary = within(check).getByRole('list', { name: 'Resumo da conferência' })
    expect(summary).toHaveTextContent('4 títulos a liquidar')
    expect(summary).toHaveTextContent('1 não reconhecido')
    expect(summary).toHaveTextContent('2 com divergência')
    expect(summary).toHaveTextContent('1 ignorado')
    expect(within(check).getByText('Não reconhecido')).toBeInTheDocument()
    expect(
      within(check).getByText(/a mais que o saldo de .*\(juros e multa de R\$\s/),
    ).toBeInTheDocument()
    expect(
      within(check).getByText(
        /^Vencimento no banco \d\d\/\d\d\/\d{4}; no sistema \d\d\/\d\d\/\d{4}\.$/,
      ),
    ).toBeInTheDocument()
    expect(
      within(check).getByText(/Entrada confirmada \(ocorrência 02\): não é liquidação\./),
    ).toBeInTheDocument()
    // nothing applied yet
    for (const id of s.settles.itau240)
      expect(getRow('contas-receber', id)!.status).not.toBe('pago')
    expect(posts.filter((p) => p.endsWith('/importacoes/'))).toHaveLength(0)

    await user.click(
      within(within(check).getByRole('group', { name: 'Ações da conferência' })).getByRole(
        'button',
        { name: 'Aplicar' },
      ),
    )
    const confirm = await screen.findByText('Marcar 4 títulos como pagos?')
    expect(confirm).toBeInTheDocument()
    // the confirmation opens at the end of the page: its button is the last one so named
    await user.click(screen.getAllByRole('button', { name: 'Aplicar' }).at(-1)!)

    const history = await screen.findByRole('region', { name: 'Histórico de importações' })
    expect(await within(history).findByText('itau-retorno.ret')).toBeInTheDocument()
    expect(within(history).getByText('Aplicada')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Conferência do arquivo' })).toBeNull(),
    )
    for (const id of s.settles.itau240) expect(getRow('contas-receber', id)!.status).toBe('pago')
    expect(posts.filter((p) => p.endsWith('/importacoes/'))).toHaveLength(1)

    await user.click(within(history).getByRole('button', { name: /Desfazer/ }))
    const undo = await screen.findByText('Desfazer esta importação?')
    expect(undo).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Desfazer' }).at(-1)!)
    expect(await within(history).findByText('Desfeita')).toBeInTheDocument()
    for (const id of s.settles.itau240)
      expect(getRow('contas-receber', id)!.status).not.toBe('pago')
    expect(within(history).queryByRole('button', { name: /Desfazer/ })).toBeNull()
  })

  it('refuses a malformed file with the line and position of the first error, and sends nothing', async () => {
    await open()
    const user = setup()
    await upload(user, asFile(samples().broken, 'com-erro.ret'))
    expect(await screen.findByText('Arquivo recusado: linha 7, posição 85')).toBeInTheDocument()
    expect(
      screen.getByText(/Valor do título \(posições 82 a 96\) deve ser numérico; encontrado "O"\./),
    ).toBeInTheDocument()
    expect(
      screen.getByLabelText('Trecho da linha com erro').querySelector('mark'),
    ).toHaveTextContent('O')
    expect(posts.filter((p) => p.includes('/automacao/'))).toHaveLength(0)
  })

  it('refuses a file from another bank', async () => {
    await open()
    const user = setup()
    await upload(user, asFile(samples().bradesco400, 'bradesco.ret'))
    expect(await screen.findByText('Arquivo recusado: linha 1, posição 77')).toBeInTheDocument()
    expect(
      screen.getByText(
        /O arquivo é do banco 237 \(Bradesco\); esta integração é do banco 341 \(Itaú\)\./,
      ),
    ).toBeInTheDocument()
  })

  it('sends the file itself; a title paid since the preview makes the server refuse, and "Conferir de novo" shows what the file settles now', async () => {
    const s = samples()
    const bodies: unknown[] = []
    let historyReads = 0
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/bradesco/importacoes/'))
        void request.clone().json().then((b) => bodies.push(b))
      if (request.method === 'GET' && request.url.endsWith('/bradesco/importacoes/')) historyReads++
    }
    server.events.on('request:start', record)
    try {
      await open('/automatizacao/bradesco')
      expect(screen.getByText('Instável')).toBeInTheDocument()
      const user = setup()
      await upload(user, asFile(s.bradesco400, 'bradesco.ret'))
      const check = await screen.findByRole('region', { name: 'Conferência do arquivo' })
      expect(within(check).getByText('Pagamento parcial')).toBeInTheDocument()
      expect(within(check).getByText(/ficam R\$\s.* em aberto\./)).toBeInTheDocument()
      expect(within(check).getByRole('list', { name: 'Resumo da conferência' })).toHaveTextContent('4 títulos a liquidar')

      // paid at the counter while the analyst reads the preview
      const paid = getRow('contas-receber', s.settles.bradesco400[0])!
      updateRow('contas-receber', paid.id, { status: 'pago', saldo: '0.00', valor_pago: paid.valor })

      await user.click(
        within(within(check).getByRole('group', { name: 'Ações da conferência' })).getByRole('button', { name: 'Aplicar' }),
      )
      expect(await screen.findByText('Marcar 4 títulos como pagos?')).toBeInTheDocument()
      // the confirmation opens at the end of the page: its button is the last one so named
      const readsBefore = historyReads
      await user.click(screen.getAllByRole('button', { name: 'Aplicar' }).at(-1)!)
      expect(await within(check).findByText('A importação não foi aplicada.')).toBeInTheDocument()
      // titles were settled meanwhile (often by another import): the history is read again
      await waitFor(() => expect(historyReads).toBeGreaterThan(readsBefore))
      expect(within(check).getByText(/^Desde a conferência, o que este arquivo liquida mudou: agora 3 títulos, R\$/)).toBeInTheDocument()
      // the refused preview cannot be applied again: only "Conferir de novo" leads on
      const actions = within(check).getByRole('group', { name: 'Ações da conferência' })
      expect(within(actions).getAllByRole('button').find((b) => b.textContent === 'Aplicar')).toBeDisabled()
      // what went to the server: the file as read and what the preview showed, no amounts per title
      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(bodies[0]).toEqual({
        arquivo: 'bradesco.ret',
        conteudo: s.bradesco400,
        conferido: { qtd_titulos: 4, valor_total: expect.stringMatching(/^\d+\.\d\d$/) },
      })
      for (const id of s.settles.bradesco400.slice(1)) expect(getRow('contas-receber', id)!.status).not.toBe('pago')

      await user.click(within(check).getByRole('button', { name: 'Conferir de novo' }))
      const again = await screen.findByRole('region', { name: 'Conferência do arquivo' })
      await waitFor(() =>
        expect(within(again).getByRole('list', { name: 'Resumo da conferência' })).toHaveTextContent('3 títulos a liquidar'),
      )
      expect(within(again).getByText('Já pago')).toBeInTheDocument()
      expect(within(again).queryByText('A importação não foi aplicada.')).toBeNull()
      expect(
        within(within(again).getByRole('group', { name: 'Ações da conferência' }))
          .getAllByRole('button')
          .find((b) => b.textContent === 'Aplicar'),
      ).toBeEnabled()
      await user.click(
        within(within(again).getByRole('group', { name: 'Ações da conferência' }))
          .getAllByRole('button')
          .find((b) => b.textContent === 'Aplicar')!,
      )
      expect(await screen.findByText('Marcar 3 títulos como pagos?')).toBeInTheDocument()
      // (antd's leaving spinner keeps its label in jsdom: the confirmation's button by its text)
      await user.click(screen.getAllByRole('button').filter((b) => b.textContent === 'Aplicar').at(-1)!)
      const history = await screen.findByRole('region', { name: 'Histórico de importações' })
      expect(await within(history).findByText('bradesco.ret')).toBeInTheDocument()
      for (const id of s.settles.bradesco400.slice(1)) expect(getRow('contas-receber', id)!.status).toBe('pago')
      expect(bodies).toHaveLength(2)
    } finally {
      server.events.removeListener('request:start', record)
    }
  })

  it('offers a retry when the integration does not load', async () => {
    let fail = true
    server.use(
      http.get('*/api/automacao/integracoes/itau/', () => {
        if (!fail) return undefined
        fail = false
        return HttpResponse.json({ detail: 'erro' }, { status: 500 })
      }),
    )
    await signInAs('financeiro')
    renderApp('/automatizacao/itau')
    const user = setup()
    await user.click(
      await screen.findByRole('button', { name: /Tentar novamente/ }, { timeout: 15_000 }),
    )
    expect(
      await screen.findByRole('heading', { name: 'Automação bancária · Itaú' }),
    ).toBeInTheDocument()
  })
})

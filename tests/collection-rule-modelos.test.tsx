import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { takeViolations } from '../demo-api/contract-check'
import { listRows, updateRow } from '../demo-api/db'
import {
  FORBIDDEN_SELECTOR,
  HOSTILE_TEMPLATES,
  dangerousUrl,
  hostileMarker,
} from '../src/features/collection-rule/hostile-templates'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'

vi.setConfig({ testTimeout: 180_000 })

let writes: Array<{ path: string; body: Record<string, unknown> | null }> = []
beforeEach(() => {
  writes = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return
    const url = new URL(request.url)
    void request
      .clone()
      .text()
      .then((text) =>
        writes.push({
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

async function openTab(aba: string) {
  await signInAs('supervisor')
  renderApp(`/premissas/regua-cobranca?aba=${aba}`)
  await screen.findByRole('heading', { name: 'Régua de cobrança' }, { timeout: 45_000 })
}

describe('Modelos', () => {
  it('edits an SMS template: tags at the cursor, live segment counter, unknown tags flagged before saving', async () => {
    const user = setup()
    await openTab('modelos')
    await user.click(await screen.findByRole('radio', { name: /SMS/ }))
    await user.click(await screen.findByRole('button', { name: 'Editar modelo Atraso (SMS)' }))
    const editor = await screen.findByRole('region', { name: 'Editar modelo: Atraso (SMS)' })
    const corpo = within(editor).getByLabelText('Mensagem') as HTMLTextAreaElement
    await user.clear(corpo)
    await user.click(corpo)
    await user.paste('Oi , pague')
    // the caret after "Oi " (the field keeps it when the tag button takes the focus)
    corpo.setSelectionRange(3, 3)
    await user.click(within(editor).getByRole('button', { name: /Inserir \{\{cliente\}\}/ }))
    await waitFor(() => expect(corpo.value).toBe('Oi {{cliente}}, pague'))
    // GSM-7 text: one segment; an emoji turns it into UCS-2
    expect(within(editor).getAllByText(/GSM-7 · 1 segmento/).length).toBeGreaterThan(0)
    await user.clear(corpo)
    await user.click(corpo)
    await user.paste('Oi {{cliente}} 😊 {{boleto}}')
    expect(
      await within(editor).findByText(
        /Marcações desconhecidas: \{\{boleto\}\}\. Corrija antes de salvar/,
      ),
    ).toBeInTheDocument()
    expect(within(editor).getAllByText(/UCS-2/).length).toBeGreaterThan(0)
    await user.click(within(editor).getByRole('button', { name: 'Salvar modelo' }))
    await screen.findAllByText(/Marcações desconhecidas: \{\{boleto\}\}\.$/)
    expect(writes.filter((w) => w.path.includes('/template/'))).toEqual([])
  })

  it('saving a template sends one PATCH and clears the editing slot', async () => {
    const user = setup()
    await openTab('modelos')
    await user.click(await screen.findByRole('radio', { name: /SMS/ }))
    await user.click(await screen.findByRole('button', { name: 'Editar modelo Atraso (SMS)' }))
    const editor = await screen.findByRole('region', { name: 'Editar modelo: Atraso (SMS)' })
    const corpo = within(editor).getByLabelText('Mensagem') as HTMLTextAreaElement
    await user.clear(corpo)
    await user.click(corpo)
    await user.paste('Boa Safra: {{cliente}}, regularize {{documento}}.')
    await user.dblClick(within(editor).getByRole('button', { name: 'Salvar modelo' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: /Editar modelo/ })).toBeNull())
    const saved = listRows('template').find((t) => t.nome === 'Atraso (SMS)')
    expect(saved?.corpo).toBe('Boa Safra: {{cliente}}, regularize {{documento}}.')
    expect(
      writes.filter((w) => w.path.startsWith('PATCH /api/cobranca/notificacao/template/')),
    ).toHaveLength(1)
  })

  it('previews an e-mail in a sandboxed iframe with DOMPurify, and sends a test', async () => {
    const user = setup()
    await openTab('modelos')
    await user.click(
      await screen.findByRole('button', { name: 'Editar modelo Lembrete de vencimento (e-mail)' }),
    )
    const editor = await screen.findByRole('region', {
      name: /Editar modelo: Lembrete de vencimento/,
    })
    const corpo = within(editor).getByLabelText('Corpo (HTML)') as HTMLTextAreaElement
    await user.clear(corpo)
    await user.click(corpo)
    await user.paste(
      '<p onclick="alert(1)">Olá, {{cliente}}</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    )
    const frame = (await within(editor).findByTitle(
      'Pré-visualização do e-mail',
    )) as HTMLIFrameElement
    expect(frame.getAttribute('sandbox')).toBe('')
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Olá, Padaria Pão Quente'))
    const srcdoc = frame.getAttribute('srcdoc') ?? ''
    expect(srcdoc).not.toContain('<script>alert')
    expect(srcdoc).not.toContain('onclick')
    expect(srcdoc).not.toContain('javascript:')

    const destino = within(editor).getByLabelText('Enviar teste para o e-mail')
    await user.type(destino, 'beatriz@boasafra.com.br')
    await user.click(within(editor).getByRole('button', { name: /Enviar teste/ }))
    expect(
      await within(editor).findByText(/Mensagem de teste registrada para beatriz@boasafra.com.br/),
    ).toBeInTheDocument()
  })
})

describe('Modelos: assunto com quebra de linha', () => {
  it('a subject with CR/LF (from old data) is refused before saving, with a clear message', async () => {
    const lembrete = listRows('template').find((t) => t.nome === 'Lembrete de vencimento (e-mail)')!
    updateRow('template', lembrete.id, { assunto: 'Boa Safra: vencimento\r\nBcc: todos@exemplo.com' })
    const user = setup()
    await openTab('modelos')
    await user.click(
      await screen.findByRole('button', { name: 'Editar modelo Lembrete de vencimento (e-mail)' }),
    )
    const editor = await screen.findByRole('region', { name: /Editar modelo: Lembrete de vencimento/ })
    await user.click(within(editor).getByRole('button', { name: 'Salvar modelo' }))
    expect(await within(editor).findByText('O assunto não pode ter quebras de linha.')).toBeInTheDocument()
    expect(writes.filter((w) => w.path.includes('/template/'))).toEqual([])
  })
})

describe('Modelos: pré-visualização de modelos hostis (RELIABILITY 16)', () => {
  it('hostile templates typed into the editor preview clean, with the merge tags rendered', async () => {
    const user = setup()
    await openTab('modelos')
    await user.click(await screen.findByRole('button', { name: /Novo modelo de E-mail/ }))
    const editor = await screen.findByRole('region', { name: /Novo modelo de E-mail/ })
    const corpo = within(editor).getByLabelText('Corpo (HTML)') as HTMLTextAreaElement
    const frame = within(editor).getByTitle('Pré-visualização do e-mail') as HTMLIFrameElement
    expect(frame.getAttribute('sandbox')).toBe('')
    // One of each kind the RELIABILITY list names (all of them run through the same pipeline in
    // hostile-templates.test.ts and in Chromium in tests/e2e/regua-sanitiser.e2e.ts).
    const kinds = ['script', 'img onerror', 'javascript: link', 'base', 'meta refresh', 'form', 'svg onload', 'mathml link']
    for (const [index, hostile] of HOSTILE_TEMPLATES.entries()) {
      if (!kinds.includes(hostile.name)) continue
      // one change event per template (typing the bodies key by key is slow in jsdom)
      fireEvent.change(corpo, { target: { value: hostile.body } })
      await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain(hostileMarker(index)))
      const doc = new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html')
      expect(doc.querySelectorAll(FORBIDDEN_SELECTOR), hostile.name).toHaveLength(0)
      expect([...doc.querySelectorAll('meta[http-equiv]')].map((m) => m.getAttribute('http-equiv'))).toEqual([
        'Content-Security-Policy',
      ])
      for (const el of doc.querySelectorAll('*'))
        for (const attr of el.attributes) {
          expect(attr.name.toLowerCase().startsWith('on'), `${hostile.name}: ${el.localName}[${attr.name}]`).toBe(false)
          expect(dangerousUrl(attr.value), `${hostile.name}: ${attr.value}`).toBe(false)
        }
      expect(doc.body.textContent).toContain('Valor: R$\u00a01.234,56')
      expect(doc.querySelector('a')?.getAttribute('href')).toBe('https://boasafra.com.br/2-via/3f2a9c')
    }
    // nothing ran in the test document either
    expect(document.documentElement.hasAttribute('data-pwned')).toBe(false)
  })
})

describe('SMTP', () => {
  it('tests a server and shows the answer; the password is never shown and goes only when typed', async () => {
    const user = setup()
    await openTab('smtp')
    const table = await screen.findByRole('table', { name: 'Servidores SMTP' })
    await user.click(
      await within(table).findByRole('button', { name: 'Testar Office 365 — Cobrança' }),
    )
    expect(
      await screen.findByText(/Conexão com smtp.office365.com:587 bem-sucedida/),
    ).toBeInTheDocument()
    await user.keyboard('{Escape}')

    await user.click(
      within(table).getByRole('button', { name: 'Editar o servidor "Servidor de contingência"' }),
    )
    const drawer = (await screen.findByText('Editar servidor SMTP')).closest(
      '[role="dialog"]',
    ) as HTMLElement
    expect((within(drawer).getByLabelText(/^Senha/) as HTMLInputElement).value).toBe('')
    const nome = within(drawer).getByLabelText('Nome')
    await user.clear(nome)
    await user.click(nome)
    await user.paste('Contingência')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(table).findByText('Contingência')).toBeInTheDocument()
    const patch = writes.find((w) => w.path === 'PATCH /api/cobranca/notificacao/smtp/2/')
    expect(patch?.body).toBeTruthy()
    expect(patch?.body && 'password' in patch.body).toBe(false)
  })

  it('an unreachable host fails with the server message', async () => {
    server.use(
      http.get('*/api/cobranca/notificacao/smtp/', () =>
        HttpResponse.json([
          {
            id: 5,
            nome: 'Externo',
            host: 'mail.exemplo.invalid',
            port: 587,
            username: '',
            from_email: 'x@y.com',
            use_tls: true,
            use_ssl: false,
            ativo: true,
          },
        ]),
      ),
    )
    const user = setup()
    await openTab('smtp')
    await user.click(await screen.findByRole('button', { name: 'Testar Externo' }))
    expect(
      await screen.findByText(/Não foi possível conectar a mail.exemplo.invalid:587/),
    ).toBeInTheDocument()
  })
})

describe('Modelos: marcações fora do contrato (issue 23)', () => {
  it('tags answered as plain strings fail their own section, naming the endpoint; the page and the other tabs still work', async () => {
    server.use(http.get('*/api/cobranca/notificacao/tags/', () => HttpResponse.json(['nome', 'documento'])))
    const user = setup()
    await openTab('modelos')
    const failed = (await screen.findByText('Não foi possível carregar as marcações.')).closest('[role="alert"]')
    expect(failed).toHaveTextContent(
      'A resposta de GET /api/cobranca/notificacao/tags/ não segue o contrato: [0] deveria ser um objeto, veio texto.',
    )
    expect(within(failed as HTMLElement).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()

    // the templates still list and edit; the names in the text are not checked against tags that did not load
    await user.click(await screen.findByRole('radio', { name: /SMS/ }))
    await user.click(await screen.findByRole('button', { name: 'Editar modelo Atraso (SMS)' }))
    const editor = await screen.findByRole('region', { name: 'Editar modelo: Atraso (SMS)' })
    expect(within(editor).getByText(/As marcações não carregaram/)).toBeInTheDocument()
    const corpo = within(editor).getByLabelText('Mensagem')
    await user.clear(corpo)
    await user.click(corpo)
    await user.paste('Oi {{cliente}}, regularize.')
    await user.click(within(editor).getByRole('button', { name: 'Salvar modelo' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: /Editar modelo/ })).toBeNull())
    expect(listRows('template').find((t) => t.nome === 'Atraso (SMS)')?.corpo).toBe('Oi {{cliente}}, regularize.')

    // the page and its other tabs
    await user.click(screen.getByRole('tab', { name: 'Réguas' }))
    const reguas = await screen.findByRole('table', { name: 'Réguas de cobrança' })
    expect(await within(reguas).findByText('Régua Varejo')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'SMTP' }))
    await screen.findByRole('table', { name: 'Servidores SMTP' })
    expect(screen.getByRole('heading', { name: 'Régua de cobrança' })).toBeInTheDocument()
    expect(screen.queryByText('Algo deu errado')).toBeNull()

    // the answer breaks the contract on purpose: only that exchange does
    const seen: string[] = []
    await waitFor(() => {
      seen.push(...takeViolations())
      expect(seen.length).toBeGreaterThan(0)
    })
    expect(seen.every((v) => v.includes('GET /api/cobranca/notificacao/tags/'))).toBe(true)
  })
})

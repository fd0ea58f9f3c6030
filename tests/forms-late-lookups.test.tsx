/**
 * Issue 24, item 1: nothing typed is wiped when the lists a form depends on arrive late. For every
 * form of the app: the page opens; from then on every API read is held; the form is opened while
 * its lookups (and every other read) are on their way; every text and number field gets typed
 * into; then the reads are answered, the store settles, and each field must still show exactly
 * what it showed when the typing ended.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { listRows } from '../demo-api/db'
import { server } from './msw-server'
import { renderApp, signInAs, type AppRender } from './render'
import { setupUser } from './requests'

const SLOW = { timeout: 45_000 }
type User = ReturnType<typeof setupUser>

/**
 * Holds every GET of the API from now on but those `allow` matches; `release` answers them all
 * (and any later one at once).
 */
function holdEveryRead(allow?: RegExp) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const held: string[] = []
  let open = 0
  server.use(
    http.get(/\/api\//, async ({ request }) => {
      const path = new URL(request.url).pathname
      if (allow?.test(path)) return undefined
      held.push(path)
      open++
      await gate
      open--
      return undefined
    }),
  )
  return { held, release, inFlight: () => open }
}

/** No read of the data layer still on its way. */
function settled(store: AppRender['store']): boolean {
  const state = store.getState() as unknown as { api?: { queries: Record<string, { status: string } | undefined> } }
  return Object.values(state.api?.queries ?? {}).every((q) => q?.status !== 'pending')
}

/** What a person would type in a field, from what the field says it takes. */
function sample(field: HTMLInputElement | HTMLTextAreaElement): string {
  if (field.getAttribute('role') === 'spinbutton' || field.inputMode === 'numeric' || field.inputMode === 'decimal')
    return '12'
  if (/dd\/mm|aaaa/i.test(field.placeholder)) return '15/03/2027'
  if (field.type === 'email') return 'ana@exemplo.com.br'
  return 'Texto digitado'
}

/** The text and number fields a person can type in, in the form. */
function typingFields(form: HTMLElement): Array<HTMLInputElement | HTMLTextAreaElement> {
  return [...within(form).queryAllByRole('textbox'), ...within(form).queryAllByRole('spinbutton')].filter(
    (el): el is HTMLInputElement | HTMLTextAreaElement =>
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
      !el.disabled &&
      !el.readOnly &&
      el.type !== 'password' &&
      el.type !== 'hidden',
  )
}

interface FormCase {
  name: string
  user: string
  path: string
  /** the page is ready for the user (its first screen is there) */
  ready: () => Promise<unknown>
  /** opens the form and gives its container */
  open: (user: User) => Promise<HTMLElement>
  /**
   * The form's button shows only once its section's list is in (the customer panel's sections):
   * the form is opened first, and its lists are then read again, late, while it is typed into.
   */
  openFirst?: boolean
  /**
   * The form stands on the page once these reads are in (the credit opinion): every other read is
   * held from the start, so the form is typed into while its lookups have never arrived.
   */
  heldFromStart?: RegExp
}

const byButton = (button: string | RegExp, dialog: string) => async (user: User) => {
  await user.click(await screen.findByRole('button', { name: button }, SLOW))
  return screen.findByRole('dialog', { name: dialog }, SLOW)
}
/** A modal by its title (antd gives every dialog title the same id under test: read inside each). */
const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => {
      const titleId = d.getAttribute('aria-labelledby')
      return titleId !== null && d.querySelector(`[id="${titleId}"]`)?.textContent === title
    })
    if (!found) throw new Error(`diálogo "${title}" não encontrado`)
    return found
  }, SLOW)
const table = (name: string) => () => screen.findByRole('table', { name }, SLOW)
const cod = () => listRows('cliente')[0].cod_cliente as number
/** A customer with open titles and no credit opinion yet: the credit page opens its form at once. */
function customerWithoutOpinions(): number {
  const withOpinion = new Set(listRows('parecer-credito').map((p) => p.cod_cliente))
  const withTitles = new Set(listRows('contas-receber').map((t) => t.cod_cliente))
  return listRows('cliente').find((c) => !withOpinion.has(c.cod_cliente) && withTitles.has(c.cod_cliente))!
    .cod_cliente as number
}
const section = (name: string) => () =>
  waitFor(() => {
    const el = document.querySelector<HTMLElement>(`section[aria-label="${name}"]`)
    if (!el) throw new Error(`seção "${name}" não encontrada`)
    return el
  }, SLOW)

const FORMS: FormCase[] = [
  {
    name: 'Novo banco',
    user: 'financeiro',
    path: '/gestao-financiamento/gestao-financiamento/cadastro-banco',
    ready: table('Cadastro Banco'),
    open: byButton(/Novo banco/, 'Novo banco'),
  },
  {
    name: 'Novo contrato',
    user: 'financeiro',
    path: '/gestao-financiamento/gestao-financiamento/contrato',
    ready: table('Contratos'),
    open: byButton(/Novo contrato/, 'Novo contrato'),
  },
  ...(
    [
      ['moedas', 'Nova moeda'],
      ['tipos-juros', 'Novo tipo de juros'],
      ['indices', 'Novo índice'],
      ['tipos-contrato', 'Novo tipo de contrato'],
      ['formas-amortizacao', 'Nova forma de amortização'],
      ['empresas', 'Nova empresa'],
    ] as const
  ).map(
    ([aba, title]): FormCase => ({
      name: `${title} (Cadastro Item)`,
      user: 'financeiro',
      path: `/gestao-financiamento/gestao-financiamento/cadastro-item?aba=${aba}`,
      ready: () => screen.findByRole('button', { name: new RegExp(title) }, SLOW),
      open: byButton(new RegExp(title), title),
    }),
  ),
  {
    name: 'Nova liberação (contrato aberto)',
    user: 'financeiro',
    path: `/gestao-financiamento/gestao-financiamento/contrato?contrato=${listRows('contrato')[0].id as number}`,
    heldFromStart: /financeiro\/contrato\//,
    ready: () => screen.findByRole('button', { name: /Nova liberação/ }, SLOW),
    open: byButton(/Nova liberação/, 'Nova liberação'),
  },
  ...(
    [
      ['segmentos', 'Novo segmento'],
      ['status', 'Novo status'],
      ['smtp', 'Novo servidor SMTP'],
    ] as const
  ).map(
    ([aba, title]): FormCase => ({
      name: `${title} (Régua de cobrança)`,
      user: 'supervisor',
      path: `/premissas/regua-cobranca?aba=${aba}`,
      ready: () => screen.findByRole('button', { name: new RegExp(title) }, SLOW),
      open: byButton(new RegExp(title), title),
    }),
  ),
  {
    name: 'Nova mensagem (cliente)',
    user: 'cliente',
    path: '/clientes/contato',
    ready: () => screen.findByRole('region', { name: 'Nova mensagem' }, SLOW),
    open: () => screen.findByRole('region', { name: 'Nova mensagem' }, SLOW),
  },
  {
    name: 'Nova pessoa',
    user: 'credito',
    path: '/premissas/cadastro-pessoas',
    ready: () => screen.findByRole('button', { name: /Nova pessoa/ }, SLOW),
    open: async (user) => {
      await user.click(await screen.findByRole('button', { name: /Nova pessoa/ }, SLOW))
      return screen.findByRole('form', { name: 'Nova pessoa' }, SLOW)
    },
  },
  {
    name: 'Nova régua',
    user: 'supervisor',
    path: '/premissas/regua-cobranca',
    ready: table('Réguas de cobrança'),
    open: byButton(/Nova régua/, 'Nova régua'),
  },
  {
    name: 'Novo usuário',
    user: 'admin',
    path: '/gestao-usuarios/add-usuario',
    ready: () => screen.findByText('primeiro-acesso', { selector: 'td' }, SLOW),
    open: byButton(/Novo usuário/, 'Novo usuário'),
  },
  {
    name: 'Novo parecer',
    user: 'credito',
    path: `/credito/credito/parecer-credito?cod_cliente=${customerWithoutOpinions()}`,
    heldFromStart: /parecer-credito/,
    ready: () => screen.findByRole('form', { name: 'Novo parecer' }, SLOW),
    open: () => screen.findByRole('form', { name: 'Novo parecer' }, SLOW),
  },
  ...(
    [
      ['Entradas e parcelas', 'Nova entrada', 'Nova entrada'],
      ['Negociações', 'Nova negociação', 'Nova negociação'],
      ['Contatos', 'Adicionar telefone', 'Novo telefone'],
      ['Contatos', 'Adicionar e-mail', 'Novo e-mail'],
    ] as const
  ).map(
    ([where, button, title]): FormCase => ({
      name: `${title} (Painel de Clientes)`,
      user: 'analista',
      path: `/cobranca/novo-painel-clientes?cliente=${cod()}`,
      ready: section(where),
      openFirst: true,
      open: async (user) => {
        const region = await section(where)()
        await user.click(await within(region).findByRole('button', { name: button }, SLOW))
        return dialogTitled(title)
      },
    }),
  ),
  ...(['Observações', 'Lembretes'] as const).map(
    (where): FormCase => ({
      name: `${where}, o formulário da seção (Painel de Clientes)`,
      user: 'analista',
      path: `/cobranca/novo-painel-clientes?cliente=${cod()}`,
      ready: section(where),
      openFirst: true,
      open: () => section(where)(),
    }),
  ),
  {
    name: 'Novo atendimento (Atendimento)',
    user: 'analista',
    path: `/cobranca/atendimento?cliente=${cod()}`,
    ready: section('Novo atendimento'),
    open: () => section('Novo atendimento')(),
  },
]

describe('every form keeps what was typed when its lists arrive late', { timeout: 240_000 }, () => {
  it.each(FORMS.map((form) => [form.name, form] as const))('%s', async (_name, form) => {
    await signInAs(form.user)
    const early = form.heldFromStart ? holdEveryRead(new RegExp(`access/access|${form.heldFromStart.source}`)) : null
    const app = renderApp(form.path)
    const user = setupUser()
    await form.ready()
    let reads = early
    if (!reads) {
      await waitFor(() => expect(settled(app.store)).toBe(true), SLOW)
      if (form.openFirst) await form.open(user)
      reads = holdEveryRead()
      // every list the page and its form read comes again, late: the cache is dropped, the reads held
      app.store.dispatch({ type: 'api/resetApiState' })
    }
    const container = await form.open(user)
    const fields = typingFields(container)
    expect(fields.length).toBeGreaterThan(0)
    for (const field of fields) {
      await user.click(field)
      await user.keyboard(sample(field))
    }
    await user.tab()
    // what the form shows once the typing is done, field by field (a field the form itself
    // redrew while typing, such as a schedule drawn from the totals, is read as it is now)
    const shown = new Map<string, string>()
    for (const field of fields) {
      expect(field.id, 'um campo sem id').not.toBe('')
      const now = document.getElementById(field.id) as HTMLInputElement | null
      if (now) shown.set(field.id, now.value)
    }
    expect([...shown.values()].some((value) => value !== '')).toBe(true)
    // the lists were still on their way while the person typed
    expect(reads.inFlight()).toBeGreaterThan(0)

    reads.release()
    await waitFor(() => {
      expect(reads.inFlight()).toBe(0)
      expect(settled(app.store)).toBe(true)
    }, SLOW)
    for (const [id, value] of shown) {
      const now = document.getElementById(id) as HTMLInputElement | null
      expect(now, `o campo ${id} saiu da tela`).not.toBeNull()
      expect(now?.value, `o campo ${id}`).toBe(value)
    }
  })
})

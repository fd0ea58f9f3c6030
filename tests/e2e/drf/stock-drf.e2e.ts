/**
 * The built app in front of a stock Django REST Framework backend (issue 23): tests/drf serves
 * only the specification's operations, pages every list by 5 and answers Django's HTML 404 for
 * the rest. `E2E_DRF=1 npm run test:e2e` starts it and serves the build with API_PROXY_TARGET.
 *
 * What must hold: every route opens (no whole-page error, no "Erro interno", no "undefined"), a
 * section that needs a proposed operation names it (and only proposed ones are ever named), and
 * lists longer than a page are complete.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { AUTHENTICATED_ROUTES } from '../../../src/app/routes'
import { OPERATIONS } from '../../../src/shared/api/generated/operations'
import { launch, PASSWORD, screenshot, signIn, watchedPage } from '../browser'

const COMPANY = 'Boa Safra Alimentos'
const DRF_URL = process.env.E2E_DRF_URL ?? 'http://127.0.0.1:8765'
const NEEDS = /Esta função precisa de (GET|POST|PUT|PATCH|DELETE) (\S+) no servidor/g
const PROPOSED = new Set(
  OPERATIONS.trim()
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([, , origem]) => origem === 'proposta')
    .map(([method, template]) => `${method} ${template}`),
)

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** Straight to the backend, as the deployment's own check would: a token, then a JSON call. */
async function backend(
  path: string,
  init: { method?: string; body?: unknown; as?: string } = {},
): Promise<Record<string, unknown>> {
  const login = await fetch(`${DRF_URL}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: init.as ?? 'admin', password: PASSWORD }),
  })
  const { access } = (await login.json()) as { access: string }
  const res = await fetch(`${DRF_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  assert.equal(res.status, 200, `${path}: ${res.status}`)
  return (await res.json()) as Record<string, unknown>
}

/** Until the page has settled: its title, and no loading text left in the content. */
async function settled(page: Page, title: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, `${title} · ${COMPANY}`, { timeout: 30_000 })
  // every request of the page answered (the sections that need a missing operation say so after)
  await page.waitForLoadState('networkidle', { timeout: 30_000 })
  await page.locator('.app-content').getByText('carregando').first().waitFor({ state: 'detached', timeout: 30_000 })
}

/** The concrete address a route is opened at. */
function addressOf(path: string): string {
  if (path.includes(':integracao')) return path.replace(':integracao', 'itau')
  if (path === '/cobranca/novo-painel-clientes' || path === '/cobranca/atendimento' || path === '/cobranca/titulos-cliente') {
    return `${path}?cliente=10001`
  }
  return path
}

/** Console errors other than the browser's own line for each failed request (404s are expected here). */
const realProblems = (problems: string[]) => problems.filter((p) => !p.includes('Failed to load resource'))

describe('the built app in front of a stock DRF backend', () => {
  it('the superuser opens every route: proposed operations are named where they are needed, nothing else breaks', async () => {
    const { page, problems, context } = await watchedPage(browser)
    await signIn(page, 'admin')
    await page.waitForURL((url) => url.pathname === '/')
    const routes = AUTHENTICATED_ROUTES.filter((r) => r.audience !== 'client' && !r.path.startsWith('/clientes/'))
    const named = new Map<string, string[]>()
    const broken: string[] = []
    for (const route of routes) {
      await page.goto(addressOf(route.path))
      try {
        await settled(page, route.title)
      } catch (error) {
        await screenshot(page, `drf-stuck-${route.title}`)
        throw new Error(`${route.title}: não assentou em ${page.url()} (${String(error)})`)
      }
      const text = await page.locator('.app-content').innerText()
      if ((await page.locator('.ant-result-error').count()) > 0) broken.push(`${route.title}: página inteira com erro`)
      for (const bad of ['Erro interno do servidor', 'Algo deu errado', 'undefined', 'não segue o contrato', 'não é permitido']) {
        if (text.includes(bad)) broken.push(`${route.title}: "${bad}"`)
      }
      const ops = [...new Set([...text.matchAll(NEEDS)].map((m) => `${m[1]} ${m[2]}`))]
      if (ops.length) named.set(route.title, ops)
      await screenshot(page, `drf-${route.title}`)
    }
    const sections = [...named.values()].reduce((n, ops) => n + ops.length, 0)
    console.log(`stock DRF: ${routes.length} rotas abertas; ${named.size} com ${sections} seções que nomeiam a operação que falta`)
    for (const [title, ops] of named) console.log(`  ${title}: ${ops.join(', ')}`)
    assert.deepEqual(broken, [])
    // the backend has every spec operation: only proposals may ever be named as missing
    const notProposed = [...named.values()].flat().filter((op) => !PROPOSED.has(op))
    assert.deepEqual(notProposed, [])
    assert.ok(sections > 0, 'nenhuma seção nomeou uma operação proposta')
    assert.deepEqual(realProblems(problems), [])
    await context.close()
  })

  it('lists longer than one page are complete: Base Cobrança, Usuários, the message templates', async () => {
    const { page, problems, context } = await watchedPage(browser)
    await signIn(page, 'admin')
    await page.waitForURL((url) => url.pathname === '/')

    // the grouped receivables: one row per customer, 5 a page on the server
    const grouped = await backend('/api/cobranca/contas-receber-agrupado/', { method: 'POST', body: {} })
    const customers = grouped.count as number
    assert.ok(customers > 5, `só ${customers} clientes no banco de teste`)
    await page.goto('/cobranca/nova-base-cobranca')
    await settled(page, 'Base Cobrança')
    await page.getByText(new RegExp(`^${customers} clientes · `)).first().waitFor({ timeout: 30_000 })

    // the accounts: paged on the server by its own size
    const users = await backend('/api/comum/user/?pendente=false')
    const total = users.count as number
    assert.ok(total > 5)
    await page.goto('/gestao-usuarios/add-usuario')
    await settled(page, 'Usuários')
    await page.getByText(`1–5 de ${total} usuários`).waitFor({ timeout: 30_000 })
    const last = Math.ceil(total / 5)
    await page.getByRole('listitem', { name: String(last) }).click()
    await page.getByText(`${(last - 1) * 5 + 1}–${total} de ${total} usuários`).waitFor({ timeout: 30_000 })

    // the templates: every one, counted in the channel tabs
    const templates = await backend('/api/cobranca/notificacao/template/')
    const count = templates.count as number
    assert.ok(count > 5)
    await page.goto('/premissas/regua-cobranca?aba=modelos')
    await settled(page, 'Régua de cobrança')
    // the channel switch counts each channel's templates: "E-mail (3)", "SMS (2)", "WhatsApp (2)"
    const channels = page.getByLabel('Canal dos modelos')
    await channels.getByText(/^E-mail \(\d+\)$/).waitFor({ timeout: 30_000 })
    await page.waitForFunction(
      (expected) => {
        const text = document.querySelector('[aria-label="Canal dos modelos"]')?.textContent ?? ''
        return [...text.matchAll(/\((\d+)\)/g)].reduce((sum, m) => sum + Number(m[1]), 0) === expected
      },
      count,
      { timeout: 30_000 },
    )
    await screenshot(page, 'drf-modelos')
    assert.deepEqual(realProblems(problems), [])
    await context.close()
  })

  it('the analyst and the client sign in against simplejwt and land on their pages', async () => {
    for (const [username, landing, title] of [
      ['analista', '/', 'Página Inicial'],
      ['cliente', '/clientes/titulos', 'Meus Títulos'],
    ] as const) {
      const { page, problems, context } = await watchedPage(browser)
      await signIn(page, username)
      await page.waitForURL((url) => url.pathname === landing)
      await settled(page, title)
      assert.equal(await page.locator('.ant-result-error').count(), 0, username)
      await screenshot(page, `drf-${username}`)
      assert.deepEqual(realProblems(problems), [])
      await context.close()
    }
  })

  it("a refused sign-in reads as the app's sentence, not simplejwt's, and keeps what was typed", async () => {
    const { page, problems, context } = await watchedPage(browser)
    for (const [username, password] of [
      ['analista', 'senha-errada-1'],
      // an inactive account with its right password: simplejwt refuses it with the same 401
      ['inativo', PASSWORD],
    ] as const) {
      await signIn(page, username, password)
      const title = page.getByText('Usuário e/ou senha inválidos!', { exact: true })
      await title.waitFor({ timeout: 30_000 })
      await page.getByText('Por favor, verifique os dados informados.', { exact: true }).waitFor()
      assert.equal(new URL(page.url()).pathname, '/user/login')
      assert.equal(await page.getByLabel('Usuário', { exact: true }).inputValue(), username)
      assert.equal(await page.getByText('incorreto(s)').count(), 0, 'simplejwt sentence repeated under the title')
      if (username === 'analista') await screenshot(page, 'drf-login-refused')
      // the toast closes itself (4.5 s) before the next attempt, so the next one is its own
      await title.waitFor({ state: 'detached', timeout: 30_000 })
    }
    assert.deepEqual(realProblems(problems), [])
    await context.close()
  })

  it("each profile's pages are the ones the backend grants: a page it lacks shows 'Sem permissão', one it has opens", async () => {
    const ALL = AUTHENTICATED_ROUTES.map((r) => r.path)
    for (const [username, allowed, denied] of [
      ['analista', '/cobranca/nova-base-cobranca', '/gestao-usuarios/add-usuario'],
      ['financeiro', '/gestao-financiamento/gestao-financiamento/contrato', '/cobranca/nova-base-cobranca'],
      ['credito', '/credito/credito/parecer-credito', '/gestao-financiamento/gestao-financiamento/contrato'],
      ['cliente', '/clientes/titulos', '/cobranca/nova-base-cobranca'],
    ] as const) {
      // the matrix is the backend's answer, not the test's: it grants one and not the other
      const { routes } = (await backend('/api/access/access/', { as: username })) as { routes: string[] }
      assert.ok(ALL.includes(allowed) && ALL.includes(denied), `${allowed} / ${denied} são rotas do app`)
      assert.ok(routes.includes(allowed), `${username}: o backend concede ${allowed}`)
      assert.ok(!routes.includes(denied), `${username}: o backend não concede ${denied}`)

      const { page, problems, context } = await watchedPage(browser)
      await signIn(page, username)
      await page.waitForURL((url) => !url.pathname.startsWith('/user/'))
      await page.goto(denied)
      await page.getByText('Sem permissão', { exact: true }).waitFor({ timeout: 30_000 })
      assert.equal(new URL(page.url()).pathname, denied)
      await page.goto(allowed)
      await page.waitForLoadState('networkidle', { timeout: 30_000 })
      await page.locator('.app-content').getByText('carregando').first().waitFor({ state: 'detached', timeout: 30_000 })
      assert.equal(await page.getByText('Sem permissão', { exact: true }).count(), 0, `${username} em ${allowed}`)
      assert.equal(await page.locator('.ant-result-error').count(), 0, `${username} em ${allowed}`)
      assert.deepEqual(realProblems(problems), [], username)
      await context.close()
    }
  })
})

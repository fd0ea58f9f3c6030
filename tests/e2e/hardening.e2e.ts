import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { animationsSettled, BASE_URL, launch, PASSWORD, screenshot, signIn, signOut, watchedPage } from './browser'

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const nginx = Boolean(process.env.E2E_NGINX)
/** A lazy page chunk nobody has loaded after sign-in: the users admin page. */
const USERS_CHUNK = /\/assets\/users-admin-page-[^/]+\.js$/

async function signedIn(username: string) {
  const watched = await watchedPage(browser)
  await signIn(watched.page, username)
  await watched.page.getByRole('navigation', { name: 'Menu principal' }).waitFor()
  return watched
}

function storedKeys(page: Page) {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cobranca:')))
}

describe('hardening in Chromium (RELIABILITY.md)', () => {
  it('31. production headers: CSP, nosniff, cache rules, noindex on the bill copy', { skip: !nginx && 'só atrás do nginx' }, async () => {
    const index = await fetch(`${BASE_URL}/`)
    const csp = index.headers.get('content-security-policy') ?? ''
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      assert.ok(csp.includes(directive), `CSP sem ${directive}: ${csp}`)
    }
    assert.equal(index.headers.get('x-content-type-options'), 'nosniff')
    assert.equal(index.headers.get('cache-control'), 'no-cache')
    const html = await index.text()
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
    assert.ok(asset)
    const assetResponse = await fetch(`${BASE_URL}${asset}`)
    assert.match(assetResponse.headers.get('cache-control') ?? '', /immutable/)
    const bill = await fetch(`${BASE_URL}/2-via/abc123`)
    assert.equal(bill.status, 200)
    assert.match(bill.headers.get('x-robots-tag') ?? '', /noindex/)
    assert.equal(bill.headers.get('referrer-policy'), 'no-referrer')
    const route = await fetch(`${BASE_URL}/cobranca/nova-base-cobranca`)
    assert.equal(route.status, 200)
    assert.ok((await route.text()).includes('<div id="root">'))

    // a missing hashed asset: 404, never cached as immutable
    const missing = await fetch(`${BASE_URL}/assets/nao-existe-123.js`)
    assert.equal(missing.status, 404)
    assert.doesNotMatch(missing.headers.get('cache-control') ?? '', /immutable|max-age/)
    // build metadata is not public
    for (const path of ['/.vite/manifest.json', '/.env', '/.git/config']) {
      const hidden = await fetch(`${BASE_URL}${path}`)
      assert.equal(hidden.status, 404, path)
      // the refusal carries the security headers too (issue 27)
      assert.match(hidden.headers.get('content-security-policy') ?? '', /default-src 'self'/, path)
      assert.equal(hidden.headers.get('x-content-type-options'), 'nosniff', path)
    }
    // the bill copy's headers, however the path is spelled
    for (const path of ['/2-via', '/2-via/', '/2-VIA/abc123', '/2-Via/abc123', '//2-via/abc123', '/2%2Dvia/abc123']) {
      const variant = await fetch(`${BASE_URL}${path}`)
      assert.equal(variant.status, 200, path)
      assert.match(variant.headers.get('x-robots-tag') ?? '', /noindex/, path)
      assert.equal(variant.headers.get('referrer-policy'), 'no-referrer', path)
    }
    // HSTS only on HTTPS deployments: none on this plain-HTTP loopback
    assert.equal(index.headers.get('strict-transport-security'), null)
    // ... not even when a client that is not a configured proxy claims HTTPS (issue 27)
    for (const path of ['/', '/api/cobranca/clientes/']) {
      const forged = await fetch(`${BASE_URL}${path}`, { headers: { 'X-Forwarded-Proto': 'https' } })
      assert.equal(forged.headers.get('strict-transport-security'), null, path)
    }
    // JSON, JS and CSS go compressed (the API's answers too)
    const js = await fetch(`${BASE_URL}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } })
    assert.equal(js.headers.get('content-encoding'), 'gzip')
    const login = await fetch(`${BASE_URL}/api/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    })
    const { access } = (await login.json()) as { access: string }
    const list = await fetch(`${BASE_URL}/api/cobranca/clientes/`, {
      headers: { Authorization: `Bearer ${access}`, 'Accept-Encoding': 'gzip' },
    })
    assert.equal(list.status, 200)
    assert.equal(list.headers.get('content-encoding'), 'gzip')
    // a request body well above the old ~15 KB limit goes through (Exportar Excel)
    const rows = Array.from({ length: 2000 }, (_, i) => ({ Documento: `NF ${100000 + i}`, Valor: i * 1.5, Cliente: 'Supermercado Bom Preço Ltda' }))
    const excel = await fetch(`${BASE_URL}/api/comum/excel/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Teste', data: rows }),
    })
    assert.equal(excel.status, 200)
    assert.match(excel.headers.get('content-type') ?? '', /spreadsheetml/)
  })

  it('10. after sign out nothing of the session is stored and Back shows no personal data', async () => {
    const { page, context, problems } = await signedIn('analista')
    await page.goto('/ranking_analista')
    await page.waitForFunction(() => document.title.startsWith('Ranking Analista'))
    assert.ok((await storedKeys(page)).length > 0)
    await signOut(page)
    assert.deepEqual(await storedKeys(page), [])
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/user/login')
    assert.equal(await page.getByRole('navigation', { name: 'Menu principal' }).count(), 0)
    assert.equal(await page.getByText('Ana').count(), 0)
    assert.deepEqual(problems, [])
    await context.close()
  })

  it('11. a first_login user reaches only the first-password page; a client cannot open staff pages', async () => {
    const first = await watchedPage(browser)
    await signIn(first.page, 'primeiro-acesso')
    await first.page.waitForURL((url) => url.pathname === '/user/change-password')
    await first.page.goto('/cobranca/nova-base-cobranca')
    await first.page.waitForURL((url) => url.pathname === '/user/change-password')
    await first.page.getByText('Primeiro acesso: defina sua senha').waitFor()
    await screenshot(first.page, 'primeiro-acesso')
    await first.context.close()

    const client = await signedIn('cliente')
    for (const path of ['/', '/cobranca/nova-base-cobranca', '/gestao-usuarios/add-usuario']) {
      await client.page.goto(path)
      if (path === '/') await client.page.waitForURL((url) => url.pathname === '/clientes/titulos')
      else await client.page.getByText('Sem permissão').first().waitFor()
    }
    await client.context.close()
  })

  it('12. tokens never appear in a URL, a query string or a download link', async () => {
    const { page, context } = await signedIn('admin')
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    for (const path of ['/ranking_analista', '/cobranca/nova-base-cobranca', '/']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    const tokens = await page.evaluate(() =>
      ['cobranca:session', 'cobranca:refresh'].map((k) => JSON.parse(localStorage.getItem(k) ?? '{}')?.value?.token as string),
    )
    assert.equal(tokens.filter(Boolean).length, 2)
    const hrefs = await page.evaluate(() => [...document.querySelectorAll('a')].map((a) => a.href))
    for (const token of tokens) {
      for (const url of [...urls, ...hrefs, page.url()]) assert.ok(!url.includes(token), `token em ${url}`)
    }
    await context.close()
  })

  it('13. the login page never leaves the origin, whatever the redirect', async () => {
    for (const redirect of ['//evil.example.com', 'https://evil.example.com/x', '/\\evil.example.com', 'javascript:alert(1)', '%2F%2Fevil.example.com']) {
      const { page, context, problems } = await watchedPage(browser)
      await page.goto(`/user/login?redirect=${encodeURIComponent(redirect)}`)
      await page.getByLabel('Usuário').fill('analista')
      await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Entrar' }).click()
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor()
      assert.equal(new URL(page.url()).origin, new URL(BASE_URL).origin, redirect)
      assert.deepEqual(problems, [], redirect)
      await context.close()
    }
  })

  it('15. hostile strings render as text, no script runs, the layout holds', async () => {
    const hostile = {
      first_name: '<img src=x onerror=alert(1)>',
      last_name: '"><svg onload=alert(2)>\u202Eabc',
      email: 'hostil@exemplo.com.br',
      username: 'hostil.e2e',
      password: 'Hostil2026x',
    }
    // A public sign-up only asks for access now: the account is created by an administrator.
    const adminLogin = await fetch(`${BASE_URL}/api/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    })
    const { access: adminToken } = (await adminLogin.json()) as { access: string }
    const created = await fetch(`${BASE_URL}/api/cobranca/criar-usuario/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ ...hostile, perfil: 'analista' }),
    })
    assert.ok(created.status === 201 || created.status === 400, `criar-usuario: ${created.status}`)
    const { page, context, problems } = await watchedPage(browser)
    await signIn(page, hostile.username, hostile.password)
    await page.waitForURL((url) => url.pathname === '/user/change-password' || url.pathname === '/')
    if (new URL(page.url()).pathname === '/user/change-password') {
      await page.getByLabel('Nova senha', { exact: true }).fill('Hostil2027y')
      await page.getByLabel('Confirme a nova senha').fill('Hostil2027y')
      await page.getByRole('button', { name: /Definir senha/ }).click()
    }
    const header = page.locator('.app-header')
    await header.waitFor()
    assert.match(await header.innerText(), /<img src=x onerror=alert\(1\)>/)
    assert.equal(await page.locator('.app-header img, .app-header svg[onload]').count(), 0)
    const box = await header.boundingBox()
    assert.ok(box && box.height <= 60, `cabeçalho com ${box?.height}px`)
    await screenshot(page, 'hostil-cabecalho')
    assert.deepEqual(problems, [])
    await context.close()
  })

  it('21 + 22. five Enter presses sign in once; a failed sign-up keeps what was typed', async () => {
    const { page, context } = await watchedPage(browser)
    let logins = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/login/') && r.method() === 'POST') logins += 1
    })
    await page.goto('/user/login')
    await page.getByLabel('Usuário').fill('analista')
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Senha', { exact: true }).focus()
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter')
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor()
    assert.equal(logins, 1)
    await context.close()

    const second = await watchedPage(browser)
    await second.page.goto('/user/cadastro')
    await second.page.getByLabel('Nome', { exact: true }).fill('Outra')
    await second.page.getByLabel('Sobrenome').fill('Pessoa')
    await second.page.getByLabel('E-mail').fill('outra.pessoa@exemplo.com.br')
    await second.page.getByLabel('Usuário').fill('analista')
    await second.page.getByLabel('Senha', { exact: true }).fill('BoaSafra2026')
    await second.page.getByLabel('Confirme a senha').fill('BoaSafra2026')
    await second.page.getByRole('button', { name: 'Solicitar acesso' }).click()
    await second.page.getByText('Um usuário com este nome de usuário já existe.').waitFor()
    assert.equal(await second.page.getByLabel('Nome', { exact: true }).inputValue(), 'Outra')
    assert.equal(await second.page.getByLabel('E-mail').inputValue(), 'outra.pessoa@exemplo.com.br')
    await screenshot(second.page, 'cadastro-erro-servidor')
    await second.context.close()
  })

  it('25. offline shows "Sem conexão", keeps the session and recovers', async () => {
    const { page, context } = await signedIn('analista')
    await context.setOffline(true)
    const offline = page.getByRole('alert').filter({ hasText: 'o que você digitou continua aqui' })
    await offline.waitFor()
    await screenshot(page, 'offline')
    assert.ok((await storedKeys(page)).includes('cobranca:session'))
    await context.setOffline(false)
    await offline.waitFor({ state: 'detached' })
    // a section that was loading when the network went away comes back with the banner's one retry
    const failed = page.getByRole('alert').filter({ hasText: 'Falha de conexão' })
    if (await failed.count()) await failed.getByRole('button', { name: 'Tentar novamente' }).click()
    await page.waitForFunction(() => !document.body.innerText.includes('Sem conexão'))
    assert.equal(new URL(page.url()).pathname, '/')
    assert.ok((await storedKeys(page)).includes('cobranca:session'))
    await context.close()
  })

  it('27. a page that throws shows "Tentar novamente" while the menu keeps working', async () => {
    const { page, context } = await signedIn('admin')
    await page.route(USERS_CHUNK, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function Broken() { throw new Error("falha de teste") }',
      }),
    )
    const nav = page.getByRole('navigation', { name: 'Menu principal' })
    await nav.getByText('Gestão de Usuários').click()
    await nav.getByText('Usuários', { exact: true }).click()
    await page.getByRole('button', { name: 'Tentar novamente' }).waitFor()
    await page.getByText('Algo deu errado').waitFor()
    await screenshot(page, 'erro-de-pagina')
    await nav.getByText('Página Inicial').click()
    await page.getByRole('heading', { level: 2 }).waitFor()
    assert.equal(new URL(page.url()).pathname, '/')
    await context.close()
  })

  it('28. a stale chunk after a redeploy reloads once and lands on the page asked for', async () => {
    const { page, context } = await signedIn('admin')
    // Gone after the redeploy: every request for the old chunk fails until the page reloads (a
    // page with its own stylesheet asks for its chunk twice, a modulepreload and the import).
    let failures = 0
    let reloaded = false
    await page.route(USERS_CHUNK, (route) => {
      if (!reloaded) {
        failures += 1
        return route.fulfill({ status: 404, body: 'not found' })
      }
      return route.continue()
    })
    // The redeploy: index.html now names another entry script (only the app's check reads it).
    let probes = 0
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        probes += 1
        const response = await route.fetch()
        const html = (await response.text()).replace(/src="\/assets\/index-[^"]+\.js"/, 'src="/assets/index-NOVO.js"')
        await route.fulfill({ response, body: html })
      },
    )
    // The redeploy is over once the browser asks for the page again: the reloaded page may ask
    // for its chunk before its load event (a loaded machine), and must get the new one.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true
    })
    let loads = 0
    page.on('load', () => {
      loads += 1
    })
    await page.evaluate(() => {
      window.history.pushState({}, '', '/gestao-usuarios/add-usuario')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.getByRole('button', { name: /Novo usuário/ }).waitFor()
    assert.ok(failures >= 1, `${failures} falhas`)
    assert.equal(probes, 1)
    assert.equal(loads, 1)
    assert.equal(new URL(page.url()).pathname, '/gestao-usuarios/add-usuario')
    await context.close()
  })

  it('28. the same deploy and a chunk that failed once: no reload, the retry loads the page', async () => {
    const { page, context } = await signedIn('admin')
    // The chunk's server fails until the user retries (the modulepreload and the import alike).
    let failures = 0
    let unavailable = true
    await page.route(USERS_CHUNK, (route) => {
      if (unavailable) {
        failures += 1
        return route.fulfill({ status: 503, body: 'unavailable' })
      }
      return route.continue()
    })
    let loads = 0
    page.on('load', () => (loads += 1))
    const nav = page.getByRole('navigation', { name: 'Menu principal' })
    await nav.getByText('Gestão de Usuários').click()
    await nav.getByText('Usuários', { exact: true }).click()
    const retry = page.getByRole('button', { name: 'Tentar novamente' })
    await retry.waitFor()
    unavailable = false
    await retry.click()
    await page.getByRole('button', { name: /Novo usuário/ }).waitFor()
    assert.ok(failures >= 1, `${failures} falhas`)
    assert.equal(loads, 0)
    await context.close()
  })

  it('accessibility: pt-BR, keyboard-only sign-in and menu, visible focus', async () => {
    const { page, context, problems } = await watchedPage(browser)
    await page.goto('/user/login')
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt-BR')
    await page.getByLabel('Usuário').waitFor()
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete')), 'username')
    await page.keyboard.type('analista')
    await page.keyboard.press('Tab')
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete')), 'current-password')
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor()
    // Tab into the menu (one tab stop), then arrows inside it, as menus work with a keyboard.
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        return { role: el?.getAttribute('role') ?? '', label: el?.innerText?.split('\n')[0]?.trim() ?? '' }
      })
    // A key that moves the focus: pressed, then waited for until the focus has left where it was.
    const move = async (key: string) => {
      await page.evaluate(() => {
        ;(window as unknown as { __before: Element | null }).__before = document.activeElement
      })
      await page.keyboard.press(key)
      await page.waitForFunction(
        () => document.activeElement !== (window as unknown as { __before: Element | null }).__before,
      )
      return focused()
    }
    let current = await focused()
    for (let i = 0; i < 10 && current.role !== 'menu'; i += 1) current = await move('Tab')
    assert.equal(current.role, 'menu')
    for (let i = 0; i < 30 && current.label !== 'Relatórios'; i += 1) current = await move('ArrowDown')
    assert.equal(current.label, 'Relatórios')
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)
    assert.notEqual(outline, 'none')
    await screenshot(page, 'foco-teclado-menu')
    await page.keyboard.press('Enter')
    await page.getByRole('menuitem', { name: 'Ranking Analista' }).waitFor()
    // The submenu animates open; arrows move once its items are in place.
    await animationsSettled(page)
    for (let i = 0; i < 30 && current.label !== 'Ranking Analista'; i += 1) current = await move('ArrowDown')
    assert.equal(current.label, 'Ranking Analista')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/ranking_analista')
    assert.deepEqual(problems, [])
    await context.close()
  })
})

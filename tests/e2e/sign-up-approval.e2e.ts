import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { drawer, launch, screenshot, signIn, signOut, watchedPage } from './browser'

let browser: Browser

before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const PATH = '/gestao-usuarios/add-usuario'




/**
 * The Chromium log lines of the expected refusals: the pending account's sign-in (401) is the
 * point of the test.
 */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of (400|401) /.test(p))

describe('sign-up request and approval in Chromium', () => {
  it('signs up at /user/cadastro, is refused while pending, the admin approves, the person signs in', async () => {
    const { page, problems, context } = await watchedPage(browser)
    const stamp = Date.now().toString(36)
    const username = `lucia.${stamp}`
    const email = `lucia.${stamp}@exemplo.com.br`
    const password = 'Girassol2026'

    // 1. the request
    await page.goto('/user/cadastro')
    await page.getByLabel('Nome', { exact: true }).fill('Lúcia')
    await page.getByLabel('Sobrenome').fill('Prado')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Usuário', { exact: true }).fill(username)
    await page
      .getByLabel('Sua função ou empresa (opcional)')
      .fill('Analista de cobrança, filial Rio Verde')
    await page.getByLabel('Senha', { exact: true }).fill(password)
    await page.getByLabel('Confirme a senha').fill(password)
    let creates = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/cobranca/criar-usuario/')) {
        creates += 1
        const body = r.postDataJSON() as Record<string, unknown>
        assert.deepEqual(Object.keys(body).sort(), [
          'email',
          'first_name',
          'last_name',
          'password',
          'solicitacao',
          'username',
        ])
      }
    })
    await page.getByRole('button', { name: 'Solicitar acesso' }).click()
    await page.getByText('Solicitação enviada!').waitFor()
    await page.getByText(email, { exact: true }).waitFor()
    assert.equal(creates, 1)
    await screenshot(page, 'sign-up-request-sent')

    // 2. signing in before the approval says the registration waits
    await page.getByRole('button', { name: 'Ir para o login' }).click()
    await page.waitForURL((url) => url.pathname === '/user/login')
    await signIn(page, username, password)
    await page
      .getByText(
        `Seu cadastro aguarda a liberação de um administrador. Você receberá um e-mail em ${email} quando o acesso for liberado.`,
      )
      .waitFor()
    assert.equal(new URL(page.url()).pathname, '/user/login')
    await screenshot(page, 'sign-up-pending-sign-in')

    // 3. the admin approves it as Analista de cobrança
    await signIn(page, 'admin')
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto(PATH)
    const requests = page.locator('section', { hasText: /Solicitações de acesso \(\d+\)/ })
    const item = requests.locator('li', { hasText: username })
    await item.waitFor()
    await item.getByText('Analista de cobrança, filial Rio Verde').waitFor()
    await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' })
    await screenshot(page, 'users-admin-pending-request')
    await item.getByRole('button', { name: 'Aprovar' }).click()
    const form = drawer(page, 'Aprovar acesso de Lúcia Prado')
    await form.getByText('Analista de cobrança', { exact: true }).click()
    await form.getByRole('button', { name: 'Aprovar acesso' }).click()
    await page.getByText(`${username} agora tem acesso como Analista de cobrança.`).waitFor()
    await item.waitFor({ state: 'detached' })
    await page.getByLabel('Buscar usuários').fill(username)
    const row = page.locator('tr', {
      has: page.locator('td', { hasText: new RegExp(`^${username.replace('.', '\\.')}$`) }),
    })
    await row.getByText('Analista de cobrança', { exact: true }).waitFor()
    await row.getByText('Ativo', { exact: true }).waitFor()
    await signOut(page)

    // 4. the person signs in with the password chosen at sign-up and sees the analyst's pages
    await signIn(page, username, password)
    await page.waitForURL((url) => url.pathname === '/')
    const nav = page.getByRole('navigation', { name: 'Menu principal' })
    await nav.getByText('Cobrança', { exact: true }).waitFor()
    assert.equal(await nav.getByText('Gestão de Usuários', { exact: true }).count(), 0)
    await page.locator('.app-content').getByText('carregando').first().waitFor({ state: 'detached' })
    await screenshot(page, 'sign-up-approved-landing')
    assert.deepEqual(unexpected(problems), [])
    await context.close()
  })
})

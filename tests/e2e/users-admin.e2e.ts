import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { animationsSettled, drawer, launch, screenshot, signIn, signOut, watchedPage } from './browser'

let browser: Browser

before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const PATH = '/gestao-usuarios/add-usuario'
const CUSTOMER = '10001 · Mercado São Jorge · 35.458.042/0001-55'



/** The Chromium log line of an expected 4xx answer is not a problem of the page. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 400 /.test(p))

describe('user administration in Chromium', () => {
  it('the admin creates a client user linked to a customer; that user signs in and lands on /clientes/titulos', async () => {
    const { page, problems, context } = await watchedPage(browser)
    const username = `portal.${Date.now().toString(36)}`
    const provisional = 'Provisoria2026'
    const personal = 'MinhaSenha2026'

    await signIn(page, 'admin')
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto(PATH)
    await page.locator('td', { hasText: /^primeiro-acesso$/ }).waitFor()
    await page.getByRole('button', { name: 'Clientes de cliente: 2 clientes' }).waitFor()
    await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' })
    await screenshot(page, 'users-admin-list')

    let creates = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/cobranca/criar-usuario/')) creates += 1
    })

    await page.getByRole('button', { name: /Novo usuário/ }).click()
    const form = drawer(page, 'Novo usuário')
    // the profile first: 'Cliente' brings the customers field
    await form.getByText('Cliente', { exact: true }).click()
    await form.getByText('Portal do cliente: títulos, compras e contato dos clientes vinculados.').waitFor()
    await form.getByLabel('Nome', { exact: true }).fill('Rita')
    await form.getByLabel('Sobrenome').fill('Campos')
    await form.getByLabel('E-mail').fill(`${username}@mercadosaojorge.com.br`)
    // first with a taken username: the server's 400 lands on the field and nothing typed is lost
    await form.getByLabel('Usuário').fill('cliente')
    await form.getByLabel('Senha', { exact: true }).fill(provisional)
    await form.getByLabel('Confirme a senha').fill(provisional)
    const picker = form.getByRole('combobox', { name: 'Clientes vinculados' })
    await picker.click()
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/') && new URL(r.url()).searchParams.get('search')?.toLowerCase() === 'sao jorge',
    )
    await picker.pressSequentially('sao jorge')
    // wait for the search's answer (the few São Jorge customers), then choose the customer by
    // keyboard, as a screen-reader user does: down the list until the active option is it, Enter.
    await searched
    const option = page.getByRole('option', { name: CUSTOMER, exact: true })
    for (let i = 0; i < 10; i += 1) {
      const active = await picker.getAttribute('aria-activedescendant')
      if (active && (await option.count()) && active === (await option.first().getAttribute('id'))) break
      await page.keyboard.press('ArrowDown')
    }
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    // the chosen customer as the field shows it (its screen-reader announcement is a second,
    // zero-size copy of the same text)
    const chosen = form.getByText(CUSTOMER, { exact: true }).filter({ visible: true })
    await chosen.waitFor()
    await screenshot(page, 'users-admin-create-client')

    const submit = form.getByRole('button', { name: 'Criar usuário' })
    await submit.dblclick()
    await form.getByText('Um usuário com este nome de usuário já existe.').waitFor()
    assert.equal(creates, 1)
    assert.equal(await form.getByLabel('Nome', { exact: true }).inputValue(), 'Rita')
    assert.equal(await form.getByLabel('Senha', { exact: true }).inputValue(), provisional)
    assert.equal(await chosen.count(), 1)
    await screenshot(page, 'users-admin-create-error')

    await form.getByLabel('Usuário').fill(username)
    await submit.click()
    await page.getByText('Usuário criado!').waitFor()
    assert.equal(creates, 2)

    await page.getByLabel('Buscar usuários').fill(username)
    const row = page.locator('tr', {
      has: page.locator('td', { hasText: new RegExp(`^${username}$`) }),
    })
    await row.waitFor()
    await row.getByText('Cliente', { exact: true }).waitFor()
    await row.getByRole('button', { name: /1 cliente/ }).waitFor()
    await row.getByRole('button', { name: /1 cliente/ }).click()
    await drawer(page, 'Clientes de Rita Campos').getByText('Mercado São Jorge').waitFor()
    await animationsSettled(page) // the drawer's slide-in
    await screenshot(page, 'users-admin-links')
    await page.keyboard.press('Escape')
    await drawer(page, 'Clientes de Rita Campos').waitFor({ state: 'hidden' })

    await signOut(page)

    // An account made by staff starts with first_login: the owner picks a personal password first.
    await signIn(page, username, provisional)
    await page.waitForURL((url) => url.pathname === '/user/change-password')
    await page.getByLabel('Nova senha', { exact: true }).fill(personal)
    await page.getByLabel('Confirme a nova senha').fill(personal)
    await page.getByRole('button', { name: 'Definir senha e entrar' }).click()
    await page.waitForURL((url) => url.pathname === '/clientes/titulos')
    const nav = page.getByRole('navigation', { name: 'Menu principal' })
    await nav.waitFor()
    const groups = await nav.locator('.ant-menu-submenu-title').allInnerTexts()
    assert.deepEqual(
      groups.map((g) => g.trim()),
      ['Clientes'],
    )
    await page.locator('.app-content').getByText('carregando').first().waitFor({ state: 'detached' })
    await screenshot(page, 'users-admin-new-client-landing')
    assert.deepEqual(unexpected(problems), [])
    await context.close()
  })

  it('deactivating asks first; the supervisor manages users too', async () => {
    const { page, problems, context } = await watchedPage(browser)
    await signIn(page, 'supervisor')
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto(PATH)
    const row = page.locator('tr', { has: page.locator('td', { hasText: /^juliana\.costa$/ }) })
    await row.waitFor()
    const toggle = row.getByRole('switch', { name: 'Ativo: juliana.costa' })
    const popconfirm = page.locator('.ant-popover:not(.ant-popover-hidden)')
    // The server keeps its state between runs: start from an active account.
    if ((await toggle.getAttribute('aria-checked')) === 'false') {
      await toggle.click()
      await popconfirm.getByRole('button', { name: 'Reativar' }).click()
      await row.getByText('Ativo', { exact: true }).waitFor()
    }
    await toggle.click()
    await page.getByText('Desativar Juliana Costa?').waitFor()
    await animationsSettled(page) // the popover's fade-in
    await screenshot(page, 'users-admin-deactivate-confirm')
    await popconfirm.getByRole('button', { name: 'Desativar' }).click()
    await row.getByText('Inativo').waitFor()
    assert.equal(await toggle.getAttribute('aria-checked'), 'false')
    // and back, so the demo data stays as it was
    await toggle.click()
    await page.getByText('Reativar Juliana Costa?').waitFor()
    await popconfirm.getByRole('button', { name: 'Reativar' }).click()
    await row.getByText('Ativo', { exact: true }).waitFor()
    // own account: no way to lock oneself out
    const self = page.locator('tr', { has: page.locator('td', { hasText: /^supervisor$/ }) })
    assert.equal(await self.getByRole('switch', { name: 'Ativo: supervisor' }).isDisabled(), true)
    assert.deepEqual(unexpected(problems), [])
    await context.close()
  })
})

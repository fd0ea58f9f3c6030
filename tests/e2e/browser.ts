import { mkdirSync } from 'node:fs'
import { after, before } from 'node:test'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173'
export const SHORT_TTL_URL = process.env.E2E_SHORT_TTL_URL ?? 'http://127.0.0.1:4174'
export const PASSWORD = 'demo1234'

/** DEVELOPERS.md's flags: nothing but loopback is reached, any other address goes to a closed proxy. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--proxy-server=http://127.0.0.1:9',
]

export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROME_FLAGS, ...extraArgs],
  })
}

/** One browser for the whole spec file: launched before its tests, closed after them. */
export function sharedBrowser(extraArgs: string[] = []): () => Browser {
  let browser: Browser | undefined
  before(async () => {
    browser = await launch(extraArgs)
  })
  after(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('o Chromium ainda não foi aberto')
    return browser
  }
}

export interface Watched {
  context: BrowserContext
  page: Page
  /** console errors, page errors, JS dialogs and CSP violations seen so far */
  problems: string[]
}

/** A page that records every console error, uncaught error and dialog: e2e fails on any. */
export async function watchedPage(browser: Browser, baseURL = BASE_URL): Promise<Watched> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'pt-BR' })
  // CSP violations are problems too (RELIABILITY 31): recorded in the page, read at the end.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  page.on('dialog', async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`)
    await dialog.dismiss()
  })
  return { context, page, problems }
}

/** Exact labels: the login page's 'Mostrar senha' toggle also says "senha". */
export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/user/login')
  await page.getByLabel('Usuário', { exact: true }).fill(username)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

/** An antd drawer by its title (the drawer's dialog has no accessible name of its own). */
export function drawer(page: Page, title: string): Locator {
  return page.locator('.ant-drawer-section', {
    has: page.locator('.ant-drawer-title', { hasText: title }),
  })
}

/** Signs in and waits until the app has left the sign-in pages. */
export async function signInAndWait(page: Page, username: string): Promise<void> {
  await signIn(page, username)
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'))
}

/** A leaf of the side menu, ready to click: its group is opened first when closed, as a user does. */
export async function menuLeaf(page: Page, group: string, leaf: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' })
  const item = nav.getByRole('menuitem', { name: leaf })
  await nav.waitFor()
  if (!(await item.isVisible())) await nav.getByText(group, { exact: true }).click()
  await item.waitFor()
  return item
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results', { recursive: true })
  await page.screenshot({ path: `test-results/${name.replace(/[^a-z0-9-]+/gi, '_')}.png`, fullPage: false })
}

/**
 * Chooses an option of a searchable antd Select as a keyboard user does: types the option's whole
 * name, waits for this field's list to offer it, presses Enter and waits for the list to close.
 * No pointer: an option clicked while its list still slides in (a loaded machine) may leave the
 * list open and the field empty.
 */
export async function chooseOption(field: Locator, option: string | { typing: string; name: RegExp }): Promise<void> {
  const page = field.page()
  await field.click()
  const scope = async () => {
    const list = await field.getAttribute('aria-controls')
    return list ? page.locator(`[id="${list}"]`) : page
  }
  let name = typeof option === 'string' ? option : ''
  if (typeof option !== 'string') {
    // Only part of the name is known (a customer's code): type it, read the whole name of the
    // option it offers, then narrow the list to that one option as below.
    await field.fill(option.typing)
    const offered = (await scope()).getByRole('option', { name: option.name }).first()
    await offered.waitFor({ state: 'attached' })
    name = (await offered.getAttribute('aria-label')) ?? (await offered.textContent()) ?? ''
  }
  await field.fill(name)
  await (await scope()).getByRole('option', { name, exact: true }).first().waitFor({ state: 'attached' })
  await field.press('Enter')
  await field.and(page.locator('[aria-expanded="false"]')).waitFor()
}

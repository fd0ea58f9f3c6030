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

/**
 * Waits until the page's finite CSS animations and transitions have ended (a drawer's slide-in,
 * a popover's fade-in), so that a screenshot shows the settled screen. Endless ones (a spinner,
 * a skeleton's shimmer) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      .every((a) => a.playState !== 'running'),
  )
}

/**
 * Signs out from the user menu and waits for the sign-in page. The menu item is taken by its
 * role once the menu is open; the click waits for it to stand still (it slides in).
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu do usuário' }).click()
  await page.getByRole('menuitem', { name: /Sair$/ }).click()
  await page.waitForURL((url) => url.pathname === '/user/login')
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results', { recursive: true })
  await page.screenshot({ path: `test-results/${name.replace(/[^a-z0-9-]+/gi, '_')}.png`, fullPage: false })
}

/**
 * Chooses an option of an antd Select as a keyboard user does. A searchable select: types the
 * option's whole name, waits for this field's list to offer it and presses Enter. A select without
 * search: opens it and moves down with the arrows, one settled step at a time, until the option
 * read out (`aria-activedescendant`) is the one wanted, then Enter. Either way it waits for the
 * list to close; a select of several values (`multiple`) stays open after Enter and is closed
 * with Escape. No pointer: an option clicked while its list still slides in (a loaded machine)
 * may leave the list open and the field empty, or choose its neighbour.
 */
export async function chooseOption(
  field: Locator,
  option: string | { typing: string; name: RegExp },
  { multiple = false }: { multiple?: boolean } = {},
): Promise<void> {
  const page = field.page()
  await field.click()
  const scope = async () => {
    const list = await field.getAttribute('aria-controls')
    return list ? page.locator(`[id="${list}"]`) : page
  }
  let name = typeof option === 'string' ? option : ''
  if (!(await field.isEditable())) {
    await field.and(page.locator('[aria-expanded="true"]')).waitFor()
    const activeName = async (): Promise<{ id: string | null; name: string | null }> => {
      const id = await field.getAttribute('aria-activedescendant')
      return { id, name: id ? await page.locator(`[id="${id}"]`).getAttribute('aria-label') : null }
    }
    const wanted = (label: string | null) =>
      label !== null && (typeof option === 'string' ? label === option : option.name.test(label))
    let active = await activeName()
    for (let step = 0; !wanted(active.name); step++) {
      if (step === 100) throw new Error(`a opção ${String(typeof option === 'string' ? option : option.name)} não está na lista`)
      const before = active.id
      await field.press('ArrowDown')
      await page.waitForFunction(
        ([el, id]) => (el as Element).getAttribute('aria-activedescendant') !== id,
        [await field.elementHandle(), before] as const,
      )
      active = await activeName()
    }
  } else {
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
  }
  await field.press('Enter')
  if (multiple) await field.press('Escape')
  await field.and(page.locator('[aria-expanded="false"]')).waitFor()
}

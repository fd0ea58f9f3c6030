/**
 * What the analyst benches share (analyst-loop-browser.ts, analyst-requests.ts,
 * customer-panel-browser.ts): the page an analyst works in, and the moment a customer's screen
 * is useful.
 */
import type { Browser, Page } from 'playwright-core'
import { signInAndWait } from '../tests/e2e/browser'

/** A signed-in analyst at 1440×900 in pt-BR, on its own context. */
export async function analystPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'pt-BR' })
  const page = await context.newPage()
  await signInAndWait(page, 'analista')
  return page
}

/** In the page: when the header names someone other than `previous` and the open titles have a row. */
export async function customerShown(page: Page, previous: string | null): Promise<{ at: number; name: string }> {
  const handle = await page.waitForFunction(
    (prev) => {
      const name = document.querySelector('.cp-header-name')?.textContent ?? ''
      if (!name || name === prev) return null
      const titles = [...document.querySelectorAll('section, [role="region"]')].find(
        (s) => s.getAttribute('aria-label') === 'Títulos em aberto',
      )
      if (!titles?.querySelector('tbody tr.ant-table-row')) return null
      return { at: performance.now(), name }
    },
    previous,
    { polling: 'raf', timeout: 60_000 },
  )
  return (await handle.jsonValue()) as { at: number; name: string }
}

/** Records performance.now() at the next pointerdown on the page (the click that starts a step). */
export async function armClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __clicked?: number }
    w.__clicked = undefined
    addEventListener('pointerdown', () => (w.__clicked = performance.now()), { once: true, capture: true })
  })
}

export const clicked = (page: Page) => page.evaluate(() => (window as unknown as { __clicked?: number }).__clicked ?? NaN)

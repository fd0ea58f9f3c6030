import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/** axe-core, injected into the page: the same engine as the browsers' accessibility audits. */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[] }>
}

/** The impacts a check counts: the walk's serious and critical; the popups' check adds moderate. */
export type Impact = 'critical' | 'serious' | 'moderate' | 'minor'
const SERIOUS: readonly Impact[] = ['critical', 'serious']

/**
 * Until every finite CSS transition and animation has ended (infinite ones, spinners and
 * skeletons, never do). axe-core reads the colours on screen: half-way through antd's 0.2 s
 * transition a button that has just been enabled ("Exportar Excel" once the rows arrive) or a
 * menu that is still fading in has a contrast the user never sees at rest.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 10_000 },
  )
}

/** The WCAG A/AA violations of these impacts on the page as it is now, at rest. */
export async function axeViolations(page: Page, impacts: readonly Impact[] = SERIOUS): Promise<string[]> {
  // Behind nginx the production CSP (rightly) refuses the injected engine: the walk checks CSP
  // there, and accessibility in the run through vite preview.
  if (process.env.E2E_NGINX) return []
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.addScriptTag({ path: AXE_PATH })
  await transitionsSettled(page)
  const first = await axeRun(page, impacts)
  if (first.length === 0) return first
  // Something may have changed while axe ran (rows arriving enable a button): what is still
  // there once the page is at rest again is a real violation, anything else was a transition.
  await transitionsSettled(page)
  const second = new Set(await axeRun(page, impacts))
  return first.filter((v) => second.has(v))
}

async function axeRun(page: Page, impacts: readonly Impact[]): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })
    return result.violations
  })
  return (violations as AxeViolation[])
    .filter((v) => impacts.includes(v.impact as Impact))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
}

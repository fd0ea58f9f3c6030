/**
 * Issue 24 item 5: every chart fits its card at 390 px (a phone), 1280 and 1440 px. uPlot draws the
 * labels on a canvas; what the page can read is where it put each axis: every axis (its labels'
 * box) lies inside the chart, and the chart inside its card, so no label is cut off at an edge.
 * That the month labels do not overlap is proved on the layout itself (axis-layout.test.ts).
 * Screenshots in test-results/ (charts-<page>-<width>.png).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { screenshot, sharedBrowser, signInAndWait, watchedPage } from './browser'

const browser = sharedBrowser()

const PAGES: Record<string, string> = {
  eficiencia: '/eficiencia_acoes_cobranca',
  endividamento: '/gestao-financiamento/gestao-financiamento/relatorio-endividamento',
  vendas: '/vendas',
  ranking: '/ranking_analista',
  efetivacao: '/efetivacao-cobranca',
}

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** Each chart's card, its canvas and its axes, in page coordinates. */
async function chartBoxes(page: Page): Promise<{ card: Box; chart: Box; axes: Box[] }[]> {
  // (no named functions inside: the test runner's transform would wrap them in a helper the page lacks)
  const rects = await page.locator('.lazy-chart-canvas').evaluateAll((hosts) =>
    hosts.map((host) =>
      [host, host.querySelector('.uplot')!, ...host.querySelectorAll('.u-axis')].map((el) => {
        const r = el.getBoundingClientRect()
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }
      }),
    ),
  )
  return rects.map(([card, chart, ...axes]) => ({ card, chart, axes }))
}

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5

for (const width of [390, 1280, 1440]) {
  describe(`charts at ${width} px`, () => {
    it('every axis lies inside its chart and every chart inside its card', async () => {
      const { context, page, problems } = await watchedPage(browser())
      await page.setViewportSize({ width, height: width === 390 ? 844 : width === 1280 ? 720 : 900 })
      await signInAndWait(page, 'admin')
      for (const [name, path] of Object.entries(PAGES)) {
        await page.goto(path)
        await page.locator('.lazy-chart-canvas canvas').first().waitFor({ timeout: 30_000 })
        for (const { card, chart, axes } of await chartBoxes(page)) {
          assert.ok(inside(chart, card), `${name} @ ${width}: o gráfico passa do cartão ${JSON.stringify({ chart, card })}`)
          for (const axis of axes)
            assert.ok(inside(axis, chart), `${name} @ ${width}: um eixo passa do gráfico ${JSON.stringify({ axis, chart })}`)
        }
        await page.locator('figure.lazy-chart').first().scrollIntoViewIfNeeded()
        await screenshot(page, `charts-${name}-${width}`)
      }
      assert.deepEqual(problems, [])
      await context.close()
    })
  })
}

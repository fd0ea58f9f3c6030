/**
 * The side menu downloads a page's code on intent (issue 25): opening a group starts its pages'
 * chunks, so the click that follows finds the code here instead of waiting for it.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { launch, signInAndWait, watchedPage } from './browser'

let browser: Browser

before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const PEOPLE_CHUNK = /\/assets\/cadastro-pessoas-page-[^/]+\.js$/

describe('the side menu in Chromium', () => {
  it("opening a group downloads its pages' code before any of them is clicked", async () => {
    const { page, problems } = await watchedPage(browser)
    const chunks: string[] = []
    page.on('request', (request) => {
      if (PEOPLE_CHUNK.test(request.url())) chunks.push(request.url())
    })
    await signInAndWait(page, 'admin')
    const nav = page.getByRole('navigation', { name: 'Menu principal' })
    const leaf = nav.getByRole('menuitem', { name: 'Cadastro Pessoas' })
    await nav.getByText('Premissas', { exact: true }).waitFor()
    assert.equal(await leaf.isVisible(), false, 'Premissas starts closed')
    assert.deepEqual(chunks, [], 'nothing of Cadastro Pessoas is asked for before the group opens')

    const asked = page.waitForRequest((request) => PEOPLE_CHUNK.test(request.url()))
    await nav.getByText('Premissas', { exact: true }).click()
    await asked
    await leaf.click()
    await page.waitForURL((url) => url.pathname === '/premissas/cadastro-pessoas')
    await page.getByRole('heading', { name: 'Cadastro Pessoas' }).first().waitFor()
    assert.equal(chunks.length, 1, 'the click used the chunk the group asked for')
    assert.deepEqual(problems, [])
  })
})

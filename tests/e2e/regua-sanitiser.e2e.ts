// RELIABILITY 15-16 in real Chromium: every hostile e-mail template goes into the template
// editor's live preview; nothing runs (no dialog, no trace in the preview document, no navigation,
// no request), and merge tags still show their sample values.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Frame, Request } from 'playwright-core'
import {
  FORBIDDEN_SELECTOR,
  HOSTILE_TEMPLATES,
  dangerousUrl,
  hostileMarker,
} from '../../src/features/collection-rule/hostile-templates'
import { BASE_URL, launch, PASSWORD, screenshot, watchedPage } from './browser'

let browser: Browser

before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const PREVIEW = 'iframe[title="Pré-visualização do e-mail"]'

describe('Pré-visualização de e-mail in Chromium (RELIABILITY 16)', () => {
  it('hostile templates never run in the live preview, and merge tags survive', async () => {
    const { page, problems } = await watchedPage(browser)
    const origin = new URL(BASE_URL).origin

    // Every request and navigation of the page and its frames, to check none came from a payload.
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    const navigations: string[] = []
    page.on('framenavigated', (frame) => navigations.push(`${frame === page.mainFrame() ? 'main' : 'frame'} ${frame.url()}`))

    await page.goto('/user/login')
    await page.getByLabel('Usuário', { exact: true }).fill('supervisor')
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/premissas/regua-cobranca?aba=modelos')
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.getByRole('button', { name: /Novo modelo de E-mail/ }).click()
    const editor = page.getByRole('region', { name: /Novo modelo de E-mail/ })
    // A hostile subject is shown as text, never as markup.
    await editor.getByLabel('Assunto').fill('<img src=x onerror=alert(1)> {{cliente}}')
    await editor.getByText('<img src=x onerror=alert(1)> Padaria Pão Quente').waitFor()

    const body = editor.getByLabel('Corpo (HTML)')
    const iframe = page.locator(PREVIEW)
    assert.equal(await iframe.getAttribute('sandbox'), '', 'sandbox without any allow-* keyword')
    const frame = page.frameLocator(PREVIEW)
    const previewFrame = (): Frame => {
      const found = page.frames().find((f) => f !== page.mainFrame() && f.name() === '' && f.parentFrame() === page.mainFrame())
      assert.ok(found, 'o iframe da pré-visualização existe')
      return found
    }
    const pageUrl = page.url()
    const requestsBefore = requests.length

    for (const [index, hostile] of HOSTILE_TEMPLATES.entries()) {
      await body.fill(hostile.body)
      // the preview of this very case, with the merge tags rendered as sample values
      await frame.getByText(hostileMarker(index)).waitFor()
      const text = (await frame.locator('body').innerText()).replace(/\s+/g, ' ')
      assert.ok(text.includes('Valor: R$ 1.234,56 · 2ª via'), `${hostile.name}: {{valor}} vira o valor de exemplo (${text})`)
      assert.equal(
        await frame.getByRole('link', { name: '2ª via' }).first().getAttribute('href'),
        'https://boasafra.com.br/2-via/3f2a9c',
        `${hostile.name}: {{link_2via}} vira o endereço de exemplo`,
      )

      // DOMPurify's output, as the browser parses it: nothing that could run, navigate or send.
      const srcdoc = (await iframe.getAttribute('srcdoc')) ?? ''
      const left = await page.evaluate(
        ({ s, f }) => {
          const doc = new DOMParser().parseFromString(s, 'text/html')
          const out: string[] = []
          for (const el of doc.querySelectorAll(f)) out.push(`<${el.localName}>`)
          for (const meta of doc.querySelectorAll('meta')) {
            const equiv = meta.getAttribute('http-equiv')
            if (equiv && equiv.toLowerCase() !== 'content-security-policy') out.push(`<meta http-equiv=${equiv}>`)
          }
          for (const el of doc.querySelectorAll('*'))
            for (const attr of el.attributes) {
              const name = attr.name.toLowerCase()
              if (name.startsWith('on') || ['action', 'formaction', 'srcdoc', 'ping', 'xlink:href', 'background'].includes(name))
                out.push(`${el.localName}[${attr.name}]`)
              if (/^(?:javascript|vbscript|data:text)/.test(attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase()))
                out.push(`${el.localName}[${attr.name}=${attr.value}]`)
            }
          return out
        },
        { s: srcdoc, f: FORBIDDEN_SELECTOR },
      )
      assert.deepEqual(left, [], `${hostile.name}: o HTML sanitizado ainda tem ${left.join(', ')}`)

      // The live preview document itself: no forbidden element, no handler, no trace of a payload.
      const live = previewFrame()
      assert.equal(live.url(), 'about:srcdoc', `${hostile.name}: o iframe não navegou`)
      assert.equal(await frame.locator(FORBIDDEN_SELECTOR).count(), 0, `${hostile.name}: elemento proibido no iframe`)
      assert.equal(await frame.locator('[data-pwned]').count(), 0, `${hostile.name}: um script rodou`)
      for (const link of await frame.locator('a[href]').all()) {
        const href = (await link.getAttribute('href')) ?? ''
        assert.ok(!dangerousUrl(href), `${hostile.name}: link perigoso ${href}`)
      }
      if (hostile.name === 'javascript: link') {
        // a user clicking the (now inert) link in the preview: nothing happens
        await frame.getByText('Pagar agora').click()
        await frame.getByText(hostileMarker(index)).waitFor()
        assert.equal(previewFrame().url(), 'about:srcdoc')
      }
      if (hostile.name === 'meta refresh') {
        await editor.getByText('Pré-visualização (valores de exemplo)').scrollIntoViewIfNeeded()
        await screenshot(page, 'regua-sanitiser-preview-1280')
      }
    }

    // Still on the editor, at the same address; the preview is the last case, never another page.
    await frame.getByText(hostileMarker(HOSTILE_TEMPLATES.length - 1)).waitFor()
    await page.waitForLoadState('networkidle')
    assert.equal(page.url(), pageUrl)
    assert.equal(previewFrame().url(), 'about:srcdoc')
    assert.equal(await page.title(), 'Régua de cobrança · Boa Safra Alimentos')
    assert.deepEqual(
      navigations.filter((n) => !n.startsWith('main ') && n !== 'frame about:srcdoc'),
      [],
      'o iframe só carregou srcdoc',
    )
    assert.deepEqual(
      navigations.filter((n) => n.startsWith('main ') && !n.startsWith(`main ${origin}/`)),
      [],
      'a página nunca saiu da origem',
    )
    const sent = requests
      .slice(requestsBefore)
      .map((r) => r.url())
      .filter((url) => url.includes('evil.example') || url.includes('__pwned') || !url.startsWith(origin))
    assert.deepEqual(sent, [], 'nenhuma requisição saiu de um modelo hostil')
    const fromPreview = requests
      .filter((r) => r.frame() !== page.mainFrame())
      .map((r) => `${r.resourceType()} ${r.url()} ${r.failure()?.errorText ?? 'enviada'}`)
    // Relative images (<img src=x>, logo.png once <base> is gone) are stopped by the preview's own
    // Content-Security-Policy before they leave: nothing else is even attempted.
    assert.ok(fromPreview.length > 0, 'as imagens relativas foram tentadas e barradas')
    assert.deepEqual(
      fromPreview.filter((r) => !/^image http:\/\/127\.0\.0\.1:\d+\/premissas\/(x|logo\.png) csp$/.test(r)),
      [],
      'o iframe não fez requisições: só imagens relativas, barradas pela CSP',
    )
    // The preview's own defences speak on the console: the sandbox refuses every script (the test
    // harness's init script included, once per load of the preview) and the preview's CSP refuses
    // relative images and media. Nothing else may appear: no dialog, no error of the app.
    const blockedBySandbox = problems.filter((p) =>
      p.startsWith("console: Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed"),
    )
    const blockedByCsp = problems.filter((p) =>
      /^console: Loading (the image|media from) +'http:\/\/127\.0\.0\.1:\d+\/premissas\/(x|logo\.png)' violates the following Content Security Policy directive/.test(p),
    )
    console.log(
      `pré-visualização: ${HOSTILE_TEMPLATES.length} modelos hostis, ${navigations.filter((n) => n === 'frame about:srcdoc').length} cargas do iframe; ` +
        `mensagens distintas do sandbox ${new Set(blockedBySandbox).size}, da CSP ${new Set(blockedByCsp).size}`,
    )
    assert.deepEqual(
      problems.filter((p) => !blockedBySandbox.includes(p) && !blockedByCsp.includes(p)),
      [],
    )
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearAll } from '@/shared/storage/expiring-storage'
import { storeTokens } from '@/shared/storage/tokens'
import { fakeStore } from '../../tests/fake-prefetch-store'
import { INTENT_DELAY_MS, installLinkIntent } from './link-intent'
import type { AppRouteDef } from './route-types'

const PANEL = '/cobranca/novo-painel-clientes'
const BASE = '/cobranca/nova-base-cobranca'
const analyst = { username: 'ana', is_client: false, routes: [{ path: PANEL }, { path: BASE }] }

function setUp(profile: unknown = analyst) {
  const prefetchOnOpen = vi.fn()
  const basePrefetch = vi.fn()
  const page = vi.fn(() => Promise.resolve({ default: () => null }))
  const routes = [
    {
      path: PANEL,
      title: 'Painel de Clientes',
      access: 'authenticated',
      page,
      prefetch: () => Promise.resolve({ prefetchOnOpen }),
      prefetchOnIntent: true,
    },
    // a whole list: no prefetch on intent, even with an opening prefetch
    { path: BASE, title: 'Base Cobrança', access: 'authenticated', page, prefetch: () => Promise.resolve({ prefetchOnOpen: basePrefetch }) },
  ] as unknown as AppRouteDef[]
  const store = fakeStore({ profile, profileStatus: 'succeeded' })
  const uninstall = installLinkIntent(store, routes)
  document.body.innerHTML = `
    <a href="${PANEL}?cliente=10001"><span>Mercado São Jorge</span></a>
    <a href="${PANEL}?cliente=10002">Padaria Central</a>
    <a href="${BASE}?status=vencido">Base</a>
    <a href="https://example.com${PANEL}?cliente=10003">Outro site</a>`
  const link = (text: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === text)!
  return { prefetchOnOpen, basePrefetch, page, store, uninstall, link }
}

const over = (el: Element) => el.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }))
const out = (el: Element, to: Element | null) =>
  el.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: to }))
const down = (el: Element) => el.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
/** The timers, then the route module's promise. */
async function settle(ms = INTENT_DELAY_MS) {
  await vi.advanceTimersByTimeAsync(ms)
}

describe('installLinkIntent: a link about to be followed starts its page’s first reads', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    storeTokens('a.b.c', 'd.e.f')
  })
  afterEach(() => {
    vi.useRealTimers()
    clearAll()
    document.body.innerHTML = ''
  })

  it('the pointer resting on a link to a customer’s panel sends that customer’s reads once, and loads the page', async () => {
    const { prefetchOnOpen, page, store, uninstall, link } = setUp()
    over(link('Mercado São Jorge').querySelector('span')!)
    await settle(INTENT_DELAY_MS - 1)
    expect(prefetchOnOpen).not.toHaveBeenCalled()
    await settle(1)
    expect(prefetchOnOpen).toHaveBeenCalledTimes(1)
    const [search, dispatch] = prefetchOnOpen.mock.calls[0]
    expect((search as URLSearchParams).get('cliente')).toBe('10001')
    expect(dispatch).toBe(store.dispatch)
    expect(page).toHaveBeenCalled()
    // moving inside the same link is not a new intent
    over(link('Mercado São Jorge'))
    await settle()
    expect(prefetchOnOpen).toHaveBeenCalledTimes(1)
    uninstall()
  })

  it('a pointer sweeping across links (gone before the delay) sends nothing; the press sends at once', async () => {
    const { prefetchOnOpen, uninstall, link } = setUp()
    over(link('Mercado São Jorge'))
    await settle(INTENT_DELAY_MS / 2)
    out(link('Mercado São Jorge'), link('Padaria Central'))
    over(link('Padaria Central'))
    await settle(INTENT_DELAY_MS / 2)
    out(link('Padaria Central'), document.body)
    await settle()
    expect(prefetchOnOpen).not.toHaveBeenCalled()
    down(link('Padaria Central'))
    await settle(0)
    expect(prefetchOnOpen).toHaveBeenCalledTimes(1)
    expect((prefetchOnOpen.mock.calls[0][0] as URLSearchParams).get('cliente')).toBe('10002')
    uninstall()
  })

  it('a keyboard focus counts as intent', async () => {
    const { prefetchOnOpen, uninstall, link } = setUp()
    link('Padaria Central').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await settle()
    expect(prefetchOnOpen).toHaveBeenCalledTimes(1)
    uninstall()
  })

  it('nothing for a list page, another site, a profile that does not grant the page, or once uninstalled', async () => {
    const granted = setUp()
    down(granted.link('Base'))
    down(granted.link('Outro site'))
    await settle()
    expect(granted.basePrefetch).not.toHaveBeenCalled()
    expect(granted.prefetchOnOpen).not.toHaveBeenCalled()
    granted.uninstall()
    down(granted.link('Mercado São Jorge'))
    await settle()
    expect(granted.prefetchOnOpen).not.toHaveBeenCalled()

    const client = setUp({ username: 'c', is_client: true, routes: [{ path: '/clientes/titulos' }] })
    down(client.link('Mercado São Jorge'))
    await settle()
    expect(client.prefetchOnOpen).not.toHaveBeenCalled()
    client.uninstall()
  })
})

import { act, render, screen } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import { useLocale } from 'antd/es/locale'
import { useContext, useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { AppProviders, type LocationSource } from './providers'
import { makeStore } from './store'

/** A router stand-in: a pathname and its listeners. */
function fakeRouter(pathname: string) {
  const listeners = new Set<() => void>()
  const router: LocationSource & { go(path: string): void } = {
    state: { location: { pathname } },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    go(path) {
      router.state = { location: { pathname: path } }
      listeners.forEach((listener) => listener())
    },
  }
  return router
}

/** Shows whether antd's ConfigProvider is above it (and antd's locale), and counts its mounts. */
let mounts = 0
function Probe() {
  const { locale } = useContext(ConfigProvider.ConfigContext)
  const [antdLocale] = useLocale('global')
  useEffect(() => {
    mounts++
  }, [])
  return (
    <>
      <p>{locale?.locale ?? 'sem tema'}</p>
      <p>{antdLocale.close}</p>
    </>
  )
}

describe('AppProviders and native pages', () => {
  it('mounts antd’s theme everywhere when no router is given (tests, other hosts)', () => {
    render(
      <AppProviders store={makeStore()}>
        <Probe />
      </AppProviders>,
    )
    expect(screen.getByText('pt-br')).toBeInTheDocument()
  })

  it('leaves antd’s theme out on the login page, mounts it once the user leaves, and keeps it', () => {
    const router = fakeRouter('/user/login')
    mounts = 0
    render(
      <AppProviders store={makeStore()} router={router}>
        <Probe />
      </AppProviders>,
    )
    expect(screen.getByText('sem tema')).toBeInTheDocument()
    // Notifications on the login page still get pt-BR texts.
    expect(screen.getByText('Fechar')).toBeInTheDocument()
    act(() => router.go('/'))
    expect(screen.getByText('pt-br')).toBeInTheDocument()
    const mountsAfterLeaving = mounts
    act(() => router.go('/user/login'))
    expect(screen.getByText('pt-br')).toBeInTheDocument()
    act(() => router.go('/cobranca/nova-base-cobranca'))
    expect(screen.getByText('pt-br')).toBeInTheDocument()
    // Mounted once for the login, once when the theme arrived; never again after that.
    expect(mountsAfterLeaving).toBe(2)
    expect(mounts).toBe(2)
  })

  it.each(['/', '/user/cadastro', '/2-via/abc', '/cobranca/nova-base-cobranca'])(
    'starts themed on %s',
    (path) => {
      render(
        <AppProviders store={makeStore()} router={fakeRouter(path)}>
          <Probe />
        </AppProviders>,
      )
      expect(screen.getByText('pt-br')).toBeInTheDocument()
    },
  )

  it('treats /user/login/ (trailing slash) as the login page', () => {
    render(
      <AppProviders store={makeStore()} router={fakeRouter('/user/login/')}>
        <Probe />
      </AppProviders>,
    )
    expect(screen.getByText('sem tema')).toBeInTheDocument()
  })
})

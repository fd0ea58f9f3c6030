import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { customerFilter } from '@/features/collection-base/pages/customer-titles-page'
import { formatCentavos } from '@/shared/lib/money'
import { getDb } from '../demo-api/db'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'

const PATH = '/cobranca/titulos-cliente'
const SLOW = 60_000
const text = (s: string) => s.replace(/\u00a0/g, ' ')

let seen: string[] = []
beforeEach(() => {
  seen = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    seen.push(`${request.method} ${url.pathname}${url.search}`)
  })
})
afterEach(() => server.events.removeAllListeners())

const rows = () =>
  Array.from(
    document.querySelectorAll<HTMLTableRowElement>(
      'table[aria-label^="Títulos de "] > tbody > tr[data-row-key]',
    ),
  )

describe('Títulos por Cliente', () => {
  it('finds a customer by name without accents or by CNPJ digits', () => {
    const option = {
      value: 10001,
      label: '10001 · Mercado São Jorge · 11.222.333/0001-81',
      search: '10001 · mercado sao jorge · 11.222.333/0001-81 11222333000181',
    }
    expect(customerFilter('SAO jor', option)).toBe(true)
    expect(customerFilter('11222333', option)).toBe(true)
    expect(customerFilter('11.222.333', option)).toBe(true)
    expect(customerFilter('padaria', option)).toBe(false)
  })

  it(
    'picks a customer as you type and shows all of its titles, open and paid, with totals',
    async () => {
      await signInAs('analista')
      const { router } = renderApp(PATH)
      expect(
        await screen.findByText('Escolha um cliente para ver os títulos.', {}, { timeout: 15000 }),
      ).toBeInTheDocument()
      const customer = getDb().tables.cliente.find((c) => /ã|ç|é/.test(c.nome_fantasia))!
      const word = customer.nome_fantasia.normalize('NFD').replace(/\p{Diacritic}/gu, '')
      const user = userEvent.setup({ delay: null })
      const picker = screen.getByLabelText('Cliente')
      await user.click(picker)
      await user.type(picker, word)
      await user.click(await screen.findByTitle(new RegExp(`^${customer.cod_cliente} · `)))
      await waitFor(() =>
        expect(router.state.location.search).toBe(`?cliente=${customer.cod_cliente}`),
      )
      expect(seen).toContain(
        `GET /api/cobranca/contas-receber/?cod_cliente=${customer.cod_cliente}`,
      )

      const titles = getDb().tables['contas-receber'].filter(
        (t) => t.cod_cliente === customer.cod_cliente,
      )
      expect(
        await screen.findByRole('heading', { name: customer.nome_fantasia }),
      ).toBeInTheDocument()
      await waitFor(() => expect(rows()).toHaveLength(Math.min(20, titles.length)))
      const valor = titles.reduce((n, t) => n + Math.round(Number(t.valor) * 100), 0)
      expect(document.querySelector('.titles-table .table-totals')).toHaveTextContent(
        text(formatCentavos(valor)),
      )
      expect(document.querySelector('.titles-table .table-totals')).toHaveTextContent(
        `Total · ${titles.length} título`,
      )
      expect(screen.getByRole('link', { name: /Painel do cliente/ })).toHaveAttribute(
        'href',
        `/cobranca/novo-painel-clientes?cliente=${customer.cod_cliente}`,
      )

      if (titles.some((t) => t.status === 'pago')) {
        await user.click(screen.getByText('Pagos'))
        await waitFor(() =>
          expect(rows().every((r) => within(r).queryByText('Pago') !== null)).toBe(true),
        )
      }
    },
    SLOW,
  )

  it(
    'opens from the URL, copies the linha digitável and links the 2ª via',
    async () => {
      const withBoleto = getDb().tables['contas-receber'].find(
        (t) => t.linha_digitavel && t.status !== 'pago',
      )!
      await signInAs('analista')
      renderApp(`${PATH}?cliente=${withBoleto.cod_cliente}`)
      await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 15000 })
      const user = userEvent.setup({ delay: null })
      await user.click(screen.getByText('Em aberto'))
      const copy = await screen.findAllByRole('button', { name: /Copiar linha digitável/ })
      await user.click(copy[0])
      expect(await screen.findByText(/Linha digitável de .* copiada\./)).toBeInTheDocument()
      expect(await navigator.clipboard.readText()).toMatch(/^\d{47}$/)
      const link = screen.getAllByRole('link', { name: /2ª via/ })[0]
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    },
    SLOW,
  )

  it(
    "shows the server's valor atualizado, not one of its own (the same figure as the portal's)",
    async () => {
      const title = {
        id: 990001,
        cod_filial: 1,
        cod_cliente: 10001,
        cod_vendedor: 101,
        documento: 'NF 990001',
        parcela: 1,
        data_emissao: '2020-01-02',
        data_vencimento: '2020-02-03',
        data_pagamento: null,
        valor: '100.00',
        valor_pago: '0.00',
        saldo: '100.00',
        forma_cobranca: null,
        status: 'vencido',
        dias_atraso: 30,
        linha_digitavel: null,
        hash_2via: null,
        nosso_numero: null,
        // the server's own rule (say, a contract's 10% fine): the browser must not redo it with 2%
        multa: '10.00',
        juros: '7.77',
        valor_atualizado: '117.77',
      }
      server.use(http.get('/api/cobranca/contas-receber/', () => HttpResponse.json([title])))
      await signInAs('analista')
      renderApp(`${PATH}?cliente=10001`)
      await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 15000 })
      expect(text(rows()[0].textContent ?? '')).toContain('R$ 117,77')
    },
    SLOW,
  )

  it(
    'a failed load offers a retry',
    async () => {
      server.use(
        http.get(
          '/api/cobranca/contas-receber/',
          () => HttpResponse.json({ detail: 'x' }, { status: 500 }),
          { once: true },
        ),
      )
      await signInAs('analista')
      renderApp(`${PATH}?cliente=10001`)
      expect(
        await screen.findByText('Não foi possível carregar os títulos.', {}, { timeout: 15000 }),
      ).toBeInTheDocument()
      await userEvent
        .setup({ delay: null })
        .click(screen.getByRole('button', { name: 'Tentar novamente' }))
      await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    },
    SLOW,
  )
})

/**
 * The public 2ª via (/2-via/:hash) in the whole app, against the demo API's handlers: no
 * session and no Authorization header, one request per visit, the same not-found text for
 * malformed and unknown hashes, a paid bill says so, copy, barcode, PIX and PDF.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetBills } from '@/features/bill-copy/api'
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '@/features/bill-copy/components/bill-copy-view'
import { formatLinhaDigitavel, isValidLinhaDigitavel, linhaToBarcode } from '@/shared/lib/boleto'
import { itfDecode } from '@/shared/lib/itf'
import { formatBRL } from '@/shared/lib/money'
import { isValidPixPayload } from '@/shared/lib/pix'
import { getRefreshToken, getSessionToken } from '@/shared/storage/tokens'
import { listRows } from '../demo-api/db'
import { billOf } from '../demo-api/handlers/portal'
import type { ContaReceber } from '../demo-api/types'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'

interface Seen {
  path: string
  authorization: string | null
}
let seen: Seen[] = []
beforeEach(() => {
  seen = []
  forgetBills()
  server.events.on('request:start', ({ request }) => {
    seen.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
    })
  })
})
afterEach(() => {
  server.events.removeAllListeners()
  vi.restoreAllMocks()
})

const titles = () => listRows('contas-receber') as readonly ContaReceber[]
const billRequests = () => seen.filter((s) => s.path.startsWith('/api/public/2-via/'))
const openBoleto = () => titles().find((r) => r.linha_digitavel && r.status === 'vencido')!

/** The drawn bars and gaps, in SVG units, as itfDecode reads them. */
function drawnWidths(svg: SVGElement): number[] {
  const bars = Array.from(svg.querySelectorAll('rect')).slice(1) // the first is the white background
  const widths: number[] = []
  bars.forEach((bar, i) => {
    const x = Number(bar.getAttribute('x'))
    const w = Number(bar.getAttribute('width'))
    widths.push(w)
    const next = bars[i + 1]
    if (next) widths.push(Number(next.getAttribute('x')) - (x + w))
  })
  return widths
}

describe('2ª via (public)', () => {
  it('shows an overdue bill with its updated amount, copies the linha digitável and draws its barcode', async () => {
    const row = openBoleto()
    const bill = billOf(row)
    const user = userEvent.setup({ delay: null })
    renderApp(`/2-via/${row.hash_2via}`)

    expect(
      await screen.findByRole('heading', { name: new RegExp(row.documento) }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('valor-a-pagar').textContent).toBe(formatBRL(bill.valor_atualizado))
    expect(screen.getByText(/^Vencido em/)).toBeInTheDocument()
    const linha = screen.getByRole('status', { name: 'Linha digitável' })
    expect(linha).toHaveTextContent(formatLinhaDigitavel(bill.linha_digitavel!))
    expect(isValidLinhaDigitavel(bill.linha_digitavel!)).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Copiar linha digitável' }))
    expect(await navigator.clipboard.readText()).toBe(bill.linha_digitavel)
    expect(await screen.findByText('Copiado! Cole no aplicativo do seu banco.')).toBeInTheDocument()

    const barcode = screen.getByRole('img', {
      name: /^Código de barras do boleto/,
    }) as unknown as SVGElement
    expect(barcode.getAttribute('data-digits')).toBe(linhaToBarcode(bill.linha_digitavel!))
    expect(itfDecode(drawnWidths(barcode))).toBe(linhaToBarcode(bill.linha_digitavel!))

    const pix = screen.getByRole('status', { name: 'PIX copia e cola' })
    expect(isValidPixPayload(pix.textContent ?? '')).toBe(true)
    expect(
      screen.getByRole('figure', { name: 'QR code do PIX' }).querySelector('svg'),
    ).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Copiar código PIX' }))
    expect(await navigator.clipboard.readText()).toBe(bill.pix_copia_cola)

    // the payer's document is masked; the bill loads without the app's layout or menu
    expect(screen.getByText(`CPF/CNPJ ${bill.pagador.documento}`)).toBeInTheDocument()
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Menu do usuário' })).toBeNull()
    expect(billRequests()).toHaveLength(1)
  })

  it('never sends or touches a staff session signed in in the same browser', async () => {
    const tokens = await signInAs('analista')
    seen = []
    const row = openBoleto()
    renderApp(`/2-via/${row.hash_2via}`)
    expect(await screen.findByTestId('valor-a-pagar')).toBeInTheDocument()
    expect(seen.length).toBeGreaterThan(0)
    for (const s of seen) {
      expect(s.path.startsWith('/api/public/')).toBe(true)
      expect(s.authorization).toBeNull()
    }
    expect(getSessionToken()).toBe(tokens.access)
    expect(getRefreshToken()).toBe(tokens.refresh)
  })

  it('says a paid bill is paid and offers nothing to pay', async () => {
    const paid = titles().find((r) => r.hash_2via && r.status === 'pago')!
    renderApp(`/2-via/${paid.hash_2via}`)
    expect(
      await screen.findByText(
        /^Este boleto já foi pago em \d{2}\/\d{2}\/\d{4}\. Não há nada a pagar\.$/,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Copiar linha digitável' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copiar código PIX' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Baixar PDF/ })).toBeNull()
  })

  it.each([
    ['malformed', 'abc123', 0],
    ['malformed with odd characters', '%3Cscript%3E', 0],
    ['unknown', 'ffffffffffffffffffffffffffffffff', 1],
  ])(
    'shows one not-found text for a %s hash (%s), with %i request',
    async (_kind, hash, requests) => {
      renderApp(`/2-via/${hash}`)
      expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeInTheDocument()
      expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument()
      expect(screen.getAllByRole('alert')).toHaveLength(1)
      // nothing else arrives later: no retry, no second call
      await new Promise((r) => setTimeout(r, 50))
      expect(billRequests()).toHaveLength(requests)
      expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
    },
  )

  it('offers a retry when the server fails, and loads on the second try', async () => {
    const row = openBoleto()
    let calls = 0
    server.use(
      http.get('/api/public/2-via/:hash/', () => {
        calls += 1
        return calls === 1
          ? new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 })
          : undefined
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderApp(`/2-via/${row.hash_2via}`)
    expect(
      await screen.findByText(
        'O servidor não conseguiu carregar o boleto. Tente novamente em instantes.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Bad Gateway/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByTestId('valor-a-pagar')).toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it('downloads the PDF with a plain request and saves only a PDF', async () => {
    const row = openBoleto()
    const saved: string[] = []
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:bill')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    const user = userEvent.setup({ delay: null })
    renderApp(`/2-via/${row.hash_2via}`)
    await user.click(await screen.findByRole('button', { name: 'Baixar PDF do boleto' }))
    await waitFor(() => expect(saved).toEqual([`boleto-${row.documento.replace(/\s+/g, '-')}.pdf`]))
    const pdf = seen.find((s) => s.path.endsWith('/pdf/'))!
    expect(pdf.authorization).toBeNull()

    // an error JSON is read and shown, never saved
    server.use(
      http.get('/api/public/2-via/:hash/pdf/', () =>
        HttpResponse.json({ detail: 'Boleto indisponível.' }, { status: 503 }),
      ),
    )
    await user.click(await screen.findByRole('button', { name: 'Baixar PDF do boleto' }))
    expect(await screen.findByText('Boleto indisponível.')).toBeInTheDocument()
    expect(saved).toHaveLength(1)
  })
})

import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import {
  DownloadError,
  downloadFile,
  exportExcel,
  fileNameFromDisposition,
  MIME,
  sanitizeFileName,
} from './download'

let created: Blob[] = []
let revoked: string[] = []
let clicked: HTMLAnchorElement[] = []

beforeEach(() => {
  created = []
  revoked = []
  clicked = []
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob)
    return `blob:http://localhost:3000/${created.length}`
  })
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url))
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('downloads (RELIABILITY 18)', () => {
  it('saves the .xlsx from /api/comum/excel/ under the title and revokes the object URL', async () => {
    const { access } = await signInAs('analista')
    const progress: Array<number | null> = []
    const name = await exportExcel(
      [{ cliente: 'Mercado São Jorge', valor: 10.5 }],
      'Base Cobrança',
      {
        onProgress: (p) => progress.push(p),
      },
    )
    expect(name).toBe('Base Cobrança.xlsx')
    expect(created).toHaveLength(1)
    expect(created[0].type).toBe(MIME.xlsx)
    expect(clicked).toHaveLength(1)
    expect(clicked[0].download).toBe('Base Cobrança.xlsx')
    expect(clicked[0].href.startsWith('blob:')).toBe(true)
    expect(clicked[0].href).not.toContain(access)
    expect(progress.at(-1)).toBe(100)
    await vi.waitFor(() => expect(revoked).toEqual([clicked[0].href]), { timeout: 3000 })
  })

  it('reads an error JSON answered to a blob request and saves nothing', async () => {
    await signInAs('analista')
    server.use(
      http.post('/api/comum/excel/', () =>
        HttpResponse.json({ detail: 'Período grande demais.' }, { status: 400 }),
      ),
    )
    const error = await exportExcel([], 'X').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DownloadError)
    expect((error as Error).message).toBe('Período grande demais.')
    expect(created).toHaveLength(0)
  })

  it('prefers the response error over detail, as the catalogue orders them', async () => {
    await signInAs('analista')
    server.use(
      http.post('/api/comum/excel/', () =>
        HttpResponse.json({ error: 'Planilha indisponível.', detail: 'x' }, { status: 500 }),
      ),
    )
    const error = await exportExcel([], 'X').catch((e: unknown) => e)
    expect((error as Error).message).toBe('Planilha indisponível.')
  })

  it('never saves JSON or HTML that arrived with status 200', async () => {
    await signInAs('analista')
    server.use(
      http.post('/api/comum/excel/', () => HttpResponse.json({ detail: 'Sem dados.' })),
      http.get(
        '/api/relatorio.pdf',
        () => new HttpResponse('<html>login</html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    )
    const json = await exportExcel([], 'X').catch((e: unknown) => e)
    expect((json as Error).message).toBe('Sem dados.')
    const html = await downloadFile({
      url: '/api/relatorio.pdf',
      method: 'GET',
      kind: 'pdf',
      title: 'R',
    }).catch((e: unknown) => e)
    expect(html).toBeInstanceOf(DownloadError)
    expect((html as Error).message).toBe('O servidor não enviou o arquivo esperado.')
    expect(created).toHaveLength(0)
  })

  it('takes a spreadsheet or PDF sent as octet-stream or vnd.ms-excel when its bytes are one, never an error page so sent', async () => {
    await signInAs('analista')
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])
    const pdf = new TextEncoder().encode('%PDF-1.7 ...')
    server.use(
      http.post('/api/comum/excel/', ({ request }) =>
        new HttpResponse(new URL(request.url).searchParams.get('v') === 'html' ? '<html>erro</html>' : zip, {
          headers: { 'Content-Type': new URL(request.url).searchParams.get('v') === 'legacy' ? 'application/vnd.ms-excel' : 'application/octet-stream' },
        }),
      ),
      http.get('/api/boleto.pdf', () => new HttpResponse(pdf, { headers: { 'Content-Type': 'application/octet-stream' } })),
    )
    expect(await exportExcel([], 'Planilha')).toBe('Planilha.xlsx')
    expect(await downloadFile({ url: '/api/comum/excel/', params: { v: 'legacy' }, kind: 'xlsx', title: 'Antiga' })).toBe('Antiga.xlsx')
    expect(await downloadFile({ url: '/api/boleto.pdf', method: 'GET', kind: 'pdf', title: 'Boleto' })).toBe('Boleto.pdf')
    expect(created).toHaveLength(3)
    const html = await downloadFile({ url: '/api/comum/excel/', params: { v: 'html' }, kind: 'xlsx', title: 'X' }).catch((e: unknown) => e)
    expect((html as Error).message).toBe('O servidor não enviou o arquivo esperado.')
    expect(created).toHaveLength(3)
  })

  it("a page's own file name wins over the server's Content-Disposition", async () => {
    await signInAs('analista')
    // the demo API names this spreadsheet for the dispatch report
    const name = await downloadFile({
      url: '/api/comum/excel/',
      data: { data: [{ a: 1 }], title: 'Relatório de Disparo Automático' },
      kind: 'xlsx',
      title: 'Relatório de Disparo Automático',
      fileName: 'Relatório de Envios 27-11-2026',
    })
    expect(name).toBe('Relatório de Envios 27-11-2026.xlsx')
    expect(clicked[0].download).toBe('Relatório de Envios 27-11-2026.xlsx')
    const unsafe = await downloadFile({ url: '/api/comum/excel/', data: { data: [], title: 'X' }, kind: 'xlsx', title: 'X', fileName: '../Envios: 1/2' })
    expect(unsafe).toBe('Envios 1 2.xlsx')
  })

  it('names files safely from the title or Content-Disposition', () => {
    expect(sanitizeFileName('../../etc/passwd', 'xlsx')).toBe('etc passwd.xlsx')
    expect(sanitizeFileName('Relatório: Envios?', 'xlsx')).toBe('Relatório Envios.xlsx')
    expect(sanitizeFileName('   ', 'pdf')).toBe('arquivo.pdf')
    expect(sanitizeFileName('boleto.pdf', 'pdf')).toBe('boleto.pdf')
    expect(fileNameFromDisposition('attachment; filename="../../x.xlsx"', 'xlsx')).toBe('x.xlsx')
    expect(
      fileNameFromDisposition("attachment; filename*=UTF-8''Relat%C3%B3rio.xlsx", 'xlsx'),
    ).toBe('Relatório.xlsx')
    expect(fileNameFromDisposition(undefined, 'xlsx')).toBeNull()
  })
})

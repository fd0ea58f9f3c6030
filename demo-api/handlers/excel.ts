/** POST /api/comum/excel/: the generic spreadsheet export (spec section 7). */
import type { RequestHandler } from 'msw'
import { attachmentHeader, buildWorkbook, XLSX_MIME } from '../excel'
import { json, readJson, route } from '../http'

export const excelHandlers: RequestHandler[] = [
  ...route('post', '/api/comum/excel/', async ({ request }) => {
    const body = await readJson(request)
    if (body instanceof Response) return body
    const { data, title } = body as { data?: unknown; title?: unknown }
    if (!Array.isArray(data) || data.some((row) => !row || typeof row !== 'object' || Array.isArray(row))) {
      return json({ data: ['Envie uma lista de linhas (objetos).'] }, 400)
    }
    const name = typeof title === 'string' && title.trim() ? title.trim() : 'Planilha'
    const bytes = await buildWorkbook(data as Array<Record<string, unknown>>, name)
    return new Response(bytes, {
      status: 200,
      headers: { 'Content-Type': XLSX_MIME, 'Content-Disposition': attachmentHeader(name, 'xlsx') },
    })
  }),
]

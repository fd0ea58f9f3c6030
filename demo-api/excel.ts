import ExcelJS from 'exceljs'

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A text cell starting like a formula stays text (RELIABILITY 19: CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/

export type CellValue = string | number | boolean | null | undefined

export function safeCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não'
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value
  return safeCell(JSON.stringify(value))
}

/** Rows of objects → one sheet: headers from the keys in order of first appearance. */
export async function buildWorkbook(rows: Array<Record<string, unknown>>, title: string): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Boa Safra Alimentos'
  const sheet = workbook.addWorksheet(title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Planilha')
  const headers: string[] = []
  for (const row of rows) for (const key of Object.keys(row)) if (!headers.includes(key)) headers.push(key)
  sheet.columns = headers.map((header) => ({
    header: String(safeCell(header) ?? ''),
    key: header,
    width: Math.min(40, Math.max(12, header.length + 2)),
  }))
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) {
    const values: Record<string, CellValue> = {}
    for (const header of headers) values[header] = safeCell(row[header])
    sheet.addRow(values)
  }
  const buffer = await workbook.xlsx.writeBuffer()
  return new Uint8Array(buffer as ArrayBuffer)
}

export function attachmentHeader(title: string, extension: string): string {
  const name = `${title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim() || 'arquivo'}.${extension}`
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/"/g, '')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

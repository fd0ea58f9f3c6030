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

/**
 * A column's format as the app sends it in `colunas`: `money` in reais, `percent` as the screen
 * shows it (12.5 → 12,50 %), `date`/`datetime` as the screen writes them ("01/10/2026",
 * "01/10/2026 10:40") or ISO, `integer`/`number`, `text` (a code of digits stays text).
 */
export type ColumnFormat = 'money' | 'date' | 'datetime' | 'integer' | 'number' | 'percent' | 'text'

export interface WorkbookOptions {
  /** the format of some columns, by header; the others are inferred from the header and values */
  columns?: Record<string, ColumnFormat>
  /** a first line above the header: the filters applied and when the file was generated */
  info?: string
}

export const BRL_FORMAT = '"R$" #,##0.00;[Red]-"R$" #,##0.00'
export const DATE_FORMAT = 'dd/mm/yyyy'
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/

const BR_DATETIME = /^(\d{2})\/(\d{2})\/(\d{4}),?\s+(?:às\s+)?(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * A date and time as the screen writes it ("01/10/2026 10:40") as a spreadsheet date-time: the
 * wall clock kept as written (UTC fields, so no time zone moves it), or null.
 */
export function dateTimeCell(value: unknown): Date | null {
  if (typeof value !== 'string') return null
  const m = BR_DATETIME.exec(value.trim())
  if (!m) return dateCell(value)
  const [d, mo, y, h, mi, se] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number)
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, se))
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 ? date : null
}

/** A date-only string as a spreadsheet date (UTC midnight: never a day off), or null. */
export function dateCell(value: unknown): Date | null {
  if (typeof value !== 'string') return null
  const iso = ISO_DATE.exec(value)
  const br = BR_DATE.exec(value)
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : br ? [br[3], br[2], br[1]] : []
  if (!y) return null
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
  return date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d) ? date : null
}

/** What a column holds: money by its "(R$)" header, dates and whole numbers by their values. */
export function inferFormat(header: string, values: readonly unknown[]): ColumnFormat {
  const present = values.filter((v) => v !== null && v !== undefined && v !== '')
  if (/\(R\$\)|\bR\$/.test(header) && present.every((v) => typeof v === 'number')) return 'money'
  if (present.length && present.every((v) => dateCell(v) !== null)) return 'date'
  if (present.length && present.every((v) => typeof v === 'number' && Number.isInteger(v)))
    return 'integer'
  if (present.length && present.every((v) => typeof v === 'number')) return 'number'
  return 'text'
}

const NUM_FMT: Partial<Record<ColumnFormat, string>> = {
  money: BRL_FORMAT,
  date: DATE_FORMAT,
  datetime: 'dd/mm/yyyy hh:mm',
  integer: '#,##0',
  number: '#,##0.00',
  percent: '0.00%',
}

/**
 * Rows of objects → one sheet people can work with: typed cells (money in BRL, dates as dates,
 * counts as numbers), a frozen header with autofilter, widths from the content and, when given,
 * a first line stating the filters and the generation time. Headers from the keys in order.
 */
export async function buildWorkbook(
  rows: Array<Record<string, unknown>>,
  title: string,
  options: WorkbookOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Boa Safra Alimentos'
  const sheet = workbook.addWorksheet(title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Planilha')
  const headers: string[] = []
  for (const row of rows)
    for (const key of Object.keys(row)) if (!headers.includes(key)) headers.push(key)
  const formats = headers.map(
    (h) =>
      options.columns?.[h] ??
      inferFormat(
        h,
        rows.map((r) => r[h]),
      ),
  )
  let headerRow = 1
  if (options.info) {
    const infoRow = sheet.getRow(1)
    infoRow.getCell(1).value = String(safeCell(options.info) ?? '')
    infoRow.font = { italic: true, color: { argb: 'FF555555' } }
    headerRow = 2
  }
  const head = sheet.getRow(headerRow)
  headers.forEach((h, i) => {
    head.getCell(i + 1).value = String(safeCell(h) ?? '')
  })
  head.font = { bold: true }
  const widths = headers.map((h) => h.length + 2)
  rows.forEach((row, r) => {
    const line = sheet.getRow(headerRow + 1 + r)
    headers.forEach((h, i) => {
      const cell = line.getCell(i + 1)
      const raw = row[h]
      const format = formats[i]
      const date = format === 'date' ? dateCell(raw) : format === 'datetime' ? dateTimeCell(raw) : null
      // a percentage comes as the screen shows it (12.5): the cell holds the fraction
      const percent = format === 'percent' && typeof raw === 'number' ? Number((raw / 100).toPrecision(15)) : null
      cell.value = date ?? percent ?? safeCell(raw)
      const fmt = NUM_FMT[format]
      if (fmt && (date || typeof cell.value === 'number')) cell.numFmt = fmt
      const shown = date
        ? format === 'datetime'
          ? 16
          : 10
        : format === 'money' && typeof raw === 'number'
          ? String(raw.toFixed(2)).length + 6
          : String(cell.value ?? '').length
      widths[i] = Math.max(widths[i], shown + 2)
    })
  })
  headers.forEach((_, i) => {
    sheet.getColumn(i + 1).width = Math.min(50, Math.max(10, widths[i]))
  })
  if (headers.length) {
    sheet.views = [{ state: 'frozen', ySplit: headerRow, xSplit: 0 }]
    sheet.autoFilter = {
      from: { row: headerRow, column: 1 },
      to: { row: headerRow + rows.length, column: headers.length },
    }
  }
  const buffer = await workbook.xlsx.writeBuffer()
  return new Uint8Array(buffer as ArrayBuffer)
}

export function attachmentHeader(title: string, extension: string): string {
  const name = `${
    title
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'arquivo'
  }.${extension}`
  const ascii = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/"/g, '')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import {
  attachmentHeader,
  BRL_FORMAT,
  buildWorkbook,
  dateCell,
  inferFormat,
  safeCell,
} from './excel'

describe('demo spreadsheet export (RELIABILITY 19)', () => {
  it('writes formula-looking text as text and keeps real numbers as numbers', async () => {
    const bytes = await buildWorkbook(
      [
        {
          cliente: '=HYPERLINK("http://evil")',
          valor: -1234.5,
          nota: '+55 11',
          outra: '@SUM(A1)',
          tab: '\tx',
        },
        { cliente: 'Mercado São Jorge', valor: 10, nota: '-10', outra: 'ok', tab: '\rcr' },
      ],
      'Base Cobrança',
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet.name).toBe('Base Cobrança')
    expect(sheet.getRow(1).values).toEqual([undefined, 'cliente', 'valor', 'nota', 'outra', 'tab'])
    const first = sheet.getRow(2)
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String)
    expect(first.getCell(1).value).toBe(`'=HYPERLINK("http://evil")`)
    expect(first.getCell(2).value).toBe(-1234.5)
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number)
    expect(first.getCell(3).value).toBe("'+55 11")
    expect(first.getCell(4).value).toBe("'@SUM(A1)")
    expect(first.getCell(5).value).toBe("'\tx")
    expect(sheet.getRow(3).getCell(3).value).toBe("'-10")
    // XML turns the CR into a line feed; what matters is the leading quote that keeps it text
    expect(sheet.getRow(3).getCell(5).value).toMatch(/^'\s+cr$/)
    for (let r = 1; r <= sheet.rowCount; r += 1) {
      sheet.getRow(r).eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula))
    }
  })

  it('maps booleans and empty values', () => {
    expect(safeCell(true)).toBe('Sim')
    expect(safeCell(null)).toBeNull()
    expect(safeCell(Number.NaN)).toBeNull()
  })

  it('names the attachment from the title, safely', () => {
    expect(attachmentHeader('Relatório: "Envios"/2026', 'xlsx')).toBe(
      `attachment; filename="Relatorio Envios 2026.xlsx"; filename*=UTF-8''Relat%C3%B3rio%20Envios%202026.xlsx`,
    )
  })
})

describe('spreadsheets people can use (issue 15)', () => {
  it('types the cells, freezes the header with a filter, states the filters and sizes the columns', async () => {
    const bytes = await buildWorkbook(
      [
        {
          Cliente: 'Mercado São Jorge',
          'Vencido (R$)': 1234.5,
          Títulos: 3,
          Vencimento: '2026-02-28',
          Documento: '000123',
        },
        { Cliente: 'Total', 'Vencido (R$)': 1234.5, Títulos: 3, Vencimento: '', Documento: '' },
      ],
      'Base Cobrança',
      { info: 'Filtros: Vendedor 107 · Gerado em 23/11/2026 09:05' },
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet.getRow(1).getCell(1).value).toBe(
      'Filtros: Vendedor 107 · Gerado em 23/11/2026 09:05',
    )
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Cliente',
      'Vencido (R$)',
      'Títulos',
      'Vencimento',
      'Documento',
    ])
    const row = sheet.getRow(3)
    expect(row.getCell(2).value).toBe(1234.5)
    expect(row.getCell(2).numFmt).toBe(BRL_FORMAT)
    expect(row.getCell(3).numFmt).toBe('#,##0')
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Date)
    expect((row.getCell(4).value as Date).toISOString()).toBe('2026-02-28T00:00:00.000Z')
    expect(row.getCell(4).numFmt).toBe('dd/mm/yyyy')
    // a document code stays text, leading zeros included
    expect(row.getCell(5).value).toBe('000123')
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 })
    expect(sheet.autoFilter).toBe('A2:E4')
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('Mercado São Jorge'.length)
  })

  it('infers formats and refuses impossible dates as dates', () => {
    expect(inferFormat('Saldo (R$)', [1.5, null])).toBe('money')
    expect(inferFormat('Emissão', ['2026-01-31', '31/01/2026'])).toBe('date')
    expect(inferFormat('Emissão', ['2026-02-31'])).toBe('text')
    expect(dateCell('31/02/2027')).toBeNull()
    expect(inferFormat('Qtd', [1, 2])).toBe('integer')
    expect(inferFormat('Documento', ['0001'])).toBe('text')
  })

  it('writes a percentage sent as the screen shows it as its fraction, and a date and time as a date-time (issue 24)', async () => {
    const bytes = await buildWorkbook(
      [
        { Cliente: 'Beta', Participação: 12.5, 'Pago em': '01/10/2026 10:40' },
        { Cliente: 'Alfa', Participação: 18.24, 'Pago em': '31/02/2026 10:40' },
      ],
      'Pagamentos',
      { columns: { Participação: 'percent', 'Pago em': 'datetime' }, info: 'Pagamentos · Sem filtros' },
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet.getCell('B3').value).toBe(0.125)
    expect(sheet.getCell('B3').numFmt).toBe('0.00%')
    expect(sheet.getCell('B4').value).toBe(0.1824)
    // the wall clock as written, whatever the time zone
    expect(sheet.getCell('C3').value).toEqual(new Date(Date.UTC(2026, 9, 1, 10, 40)))
    expect(sheet.getCell('C3').numFmt).toBe('dd/mm/yyyy hh:mm')
    // an impossible date stays the text that was sent
    expect(sheet.getCell('C4').value).toBe('31/02/2026 10:40')
  })
})

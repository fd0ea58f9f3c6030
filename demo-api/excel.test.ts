import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { attachmentHeader, buildWorkbook, safeCell } from './excel'

describe('demo spreadsheet export (RELIABILITY 19)', () => {
  it('writes formula-looking text as text and keeps real numbers as numbers', async () => {
    const bytes = await buildWorkbook(
      [
        { cliente: '=HYPERLINK("http://evil")', valor: -1234.5, nota: '+55 11', outra: '@SUM(A1)', tab: '\tx' },
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

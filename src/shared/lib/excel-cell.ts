/**
 * Typed spreadsheet cells (issue 24 item 5). The Excel of a screen goes to the server as the rows
 * the screen shows (spec: POST /api/comum/excel/ with the data and the title); a cell that is
 * money, a percentage or a date says so, and JSON carries what the screen shows (reais, 12.5 for
 * 12,5 %, "01/10/2026"). The export button sends each column's format in `colunas`, so the
 * server writes numbers and dates people can sum, filter and sort.
 */

/**
 * How a column's cells are written: `money` in reais ("R$ #,##0.00"), `percent` as the screen
 * shows it (12.5, written 12,50 %), `date` and `datetime` from the screen's text (dd/mm/yyyy,
 * dd/mm/yyyy hh:mm), `integer` and `number` as plain numbers, `text` as text.
 */
export type ExcelFormat = 'text' | 'integer' | 'number' | 'money' | 'percent' | 'date' | 'datetime'

export class ExcelCell {
  constructor(
    readonly format: ExcelFormat,
    /** what the table shows, and what JSON sends: reais, 12.5, "01/10/2026 10:40" */
    readonly shown: string | number,
  ) {}

  toJSON(): string | number {
    return this.shown
  }

  toString(): string {
    return String(this.shown)
  }
}

/** A money cell: reais. */
export const moneyCell = (reais: number) => new ExcelCell('money', reais)

/** A percentage cell: the number the screen shows (12.5 for 12,5 %). */
export const percentCell = (percent: number) => new ExcelCell('percent', percent)

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})(?:,?\s+(?:às\s+)?(\d{2}):(\d{2})(?::\d{2})?)?$/

/** A shown date ("01/10/2026", "01/10/2026 10:40") as a date cell, or the text when it is not one. */
export function dateCell(shown: string): ExcelCell | string {
  const match = BR_DATE.exec(shown.trim())
  if (!match) return shown
  return new ExcelCell(match[4] !== undefined ? 'datetime' : 'date', shown.trim())
}

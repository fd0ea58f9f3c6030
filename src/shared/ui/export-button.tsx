import { DownloadOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { downloadFile, EXCEL_URL } from '../api/download'
import { formatDateTime } from '../lib/date'
import { ExcelCell, type ExcelFormat } from '../lib/excel-cell'
import { notifyDownloadFailure } from './error-catalogue'

export type ExportColumnFormat = ExcelFormat

export interface ExportButtonProps {
  /**
   * Rows exactly as on screen (filters, sort, the columns shown, the totals row last), by the
   * column titles the screen shows; built on click. Values are text, numbers or typed cells
   * (`excelValue`/`excelRows` give money, percentages and dates as such).
   */
  rows: () => Array<Record<string, unknown>>
  /** the page's title: the file is named with it and the day ("Documentos Pagos 27-11-2026.xlsx") */
  title: string
  disabled?: boolean
  label?: string
  /**
   * The period and filters applied, as the user reads them ("Período 01/10/2026 a 31/10/2026 ·
   * Vendedor: João"); '' when nothing is filtered. The file's first line says the report, them
   * and when it was exported.
   */
  filters?: () => string
  /**
   * Formats of columns of plain values, by title (rows built by hand): `money` in reais,
   * `percent` as the screen shows it (12.5), `date`/`datetime` from the screen's text, `text`
   * for codes of digits. Typed cells carry their own.
   */
  columns?: Record<string, ExportColumnFormat>
}

/**
 * The file's first line and name: "Documentos Pagos · Período 01/10/2026 a 31/10/2026 ·
 * Vendedor: João · Exportado em 27/11/2026 10:40" and "Documentos Pagos 27-11-2026" (São Paulo's
 * day and time). Without `filters` (a screen that has none) the line says the report and the time.
 */
export function exportLabels(title: string, filters?: string, now: Date = new Date()) {
  const stamp = formatDateTime(now.toISOString())
  const parts = [title]
  if (filters !== undefined) parts.push(filters.trim() || 'Sem filtros')
  parts.push(`Exportado em ${stamp}`)
  return { info: parts.join(' · '), fileName: exportFileName(title, now) }
}

/** "Relatório de Envios 27-11-2026": a page's title and the day, for any spreadsheet it saves. */
export function exportFileName(title: string, now: Date = new Date()): string {
  return `${title} ${formatDateTime(now.toISOString()).slice(0, 10).replace(/\//g, '-')}`
}

/**
 * The format of each column the rows carry as typed cells (money, percentages, dates), for the
 * server: JSON sends a cell as the screen shows it, `colunas` says what it is.
 */
export function columnFormats(rows: ReadonlyArray<Record<string, unknown>>): Record<string, ExcelFormat> {
  const formats: Record<string, ExcelFormat> = {}
  for (const row of rows)
    for (const [title, value] of Object.entries(row))
      if (!(title in formats) && value instanceof ExcelCell) formats[title] = value.format
  return formats
}

/**
 * 'Exportar Excel' (spec: POST /api/comum/excel/ with the data and the title): the rows of the
 * screen, the first line (`info`), the file's name (`arquivo`) and each column's format
 * (`colunas`) go to the server, which writes the spreadsheet; progress while it downloads, one
 * export at a time.
 */
export function ExportButton({
  rows,
  title,
  disabled,
  label = 'Exportar Excel',
  filters,
  columns,
}: ExportButtonProps) {
  const [progress, setProgress] = useState<number | null | undefined>(undefined)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])
  const busy = progress !== undefined

  async function onClick() {
    if (busy) return
    controller.current = new AbortController()
    setProgress(null)
    try {
      const data = rows()
      const { info, fileName } = exportLabels(title, filters?.())
      await downloadFile({
        url: EXCEL_URL,
        method: 'POST',
        data: { data, title, info, arquivo: fileName, colunas: { ...columnFormats(data), ...columns } },
        kind: 'xlsx',
        title,
        fileName,
        onProgress: setProgress,
        signal: controller.current.signal,
      })
    } catch (error) {
      notifyDownloadFailure(error)
    } finally {
      setProgress(undefined)
    }
  }

  const text = busy ? (progress ? `Exportando ${progress}%` : 'Exportando…') : label
  return (
    <Tooltip title={disabled ? 'Nada para exportar' : undefined}>
      <Button icon={<DownloadOutlined />} onClick={onClick} loading={busy} disabled={disabled}>
        {text}
      </Button>
    </Tooltip>
  )
}

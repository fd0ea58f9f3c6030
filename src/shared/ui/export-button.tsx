import { DownloadOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { downloadFile, EXCEL_URL, exportExcel } from '../api/download'
import { notifyDownloadFailure } from './error-catalogue'

export type ExportColumnFormat = 'money' | 'date' | 'integer' | 'number' | 'percent' | 'text'

export interface ExportButtonProps {
  /** Rows exactly as on screen (filters, grouping and totals applied); built on click. */
  rows: () => Array<Record<string, unknown>>
  title: string
  disabled?: boolean
  label?: string
  /**
   * The filters applied, as the user reads them ("Vendedor: Ana · Vencidos"). When given, the
   * file states them and its generation time on its first line, and is named with the title
   * and the date ("Base Cobrança 23-11-2026.xlsx").
   */
  filters?: () => string
  /** formats the server should not guess (a code of digits stays text, …) */
  columns?: Record<string, ExportColumnFormat>
}

const pad = (n: number) => String(n).padStart(2, '0')

/** "Filtros: … · Gerado em 23/11/2026 às 09:05" and "Base Cobrança 23-11-2026". */
export function exportLabels(title: string, filters: string, now: Date = new Date()) {
  const day = `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}`
  return {
    info: `${title} · Filtros: ${filters.trim() || 'nenhum'} · Gerado em ${day} às ${time}`,
    fileName: `${title} ${day.replace(/\//g, '-')}`,
  }
}

/** 'Exportar Excel' with a progress indicator; one download at a time. */
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
    const options = { onProgress: setProgress, signal: controller.current.signal }
    try {
      if (filters) {
        const { info, fileName } = exportLabels(title, filters())
        await downloadFile({
          url: EXCEL_URL,
          method: 'POST',
          data: { data: rows(), title, info, arquivo: fileName, colunas: columns },
          kind: 'xlsx',
          title: fileName,
          ...options,
        })
      } else {
        await exportExcel(rows(), title, options)
      }
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

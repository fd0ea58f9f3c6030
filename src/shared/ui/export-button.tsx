import { DownloadOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { exportExcel } from '../api/download'
import { notifyDownloadFailure } from './error-catalogue'

export interface ExportButtonProps {
  /** Rows exactly as on screen (filters, grouping and totals applied); built on click. */
  rows: () => Array<Record<string, unknown>>
  title: string
  disabled?: boolean
  label?: string
}

/** 'Exportar Excel' with a progress indicator; one download at a time. */
export function ExportButton({ rows, title, disabled, label = 'Exportar Excel' }: ExportButtonProps) {
  const [progress, setProgress] = useState<number | null | undefined>(undefined)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])
  const busy = progress !== undefined

  async function onClick() {
    if (busy) return
    controller.current = new AbortController()
    setProgress(null)
    try {
      await exportExcel(rows(), title, { onProgress: setProgress, signal: controller.current.signal })
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

import { FileExcelOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { downloadFile } from '@/shared/api/download'
import { notifyDownloadFailure } from '@/shared/ui/error-catalogue'
import { exportFileName } from '@/shared/ui/export-button'

/**
 * A report's own Excel endpoint (POST with the rows on screen), beside the generic export. The
 * spreadsheet is the server's; its file is named for the report, the button and the day
 * ("Eficiência Ações de Cobrança - Planilha do relatório 27-11-2026.xlsx"), whatever name the
 * server gives it, so it never overwrites the generic export's file of the same day.
 */
export function ServerExcelButton({
  url,
  params,
  rows,
  title,
  label,
  disabled,
}: {
  url: string
  params: Record<string, string | number | undefined>
  rows: () => Array<Record<string, unknown>>
  title: string
  label: string
  disabled?: boolean
}) {
  const [busy, setBusy] = useState(false)
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={busy}
      disabled={disabled}
      onClick={async () => {
        if (busy) return
        setBusy(true)
        try {
          await downloadFile({
            url,
            method: 'POST',
            params,
            data: { data: rows(), title },
            kind: 'xlsx',
            title,
            fileName: exportFileName(`${title} - ${label}`),
          })
        } catch (error) {
          notifyDownloadFailure(error)
        } finally {
          setBusy(false)
        }
      }}
    >
      {label}
    </Button>
  )
}

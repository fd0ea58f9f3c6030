import { CopyOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { showMessage } from './feedback'

/** Clipboard API where the page is a secure context; the old selection copy elsewhere. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Permission refused or document not focused: try the selection route below.
  }
  try {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.appendChild(area)
    area.select()
    const ok = document.execCommand?.('copy') ?? false
    area.remove()
    return ok
  } catch {
    return false
  }
}

/** An icon button that copies `text` and says so (or says it could not). */
export function CopyButton({
  text,
  label,
  copiedMessage = 'Copiado para a área de transferência.',
  size = 'small',
}: {
  text: string
  /** accessible name and tooltip, e.g. "Copiar linha digitável" */
  label: string
  copiedMessage?: string
  size?: 'small' | 'middle'
}) {
  async function onClick() {
    if (await copyText(text)) showMessage('success', copiedMessage, 2)
    else showMessage('error', 'Não foi possível copiar. Selecione o texto e copie manualmente.', 4)
  }
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size={size}
        icon={<CopyOutlined />}
        aria-label={label}
        onClick={onClick}
      />
    </Tooltip>
  )
}

import { CopyOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { copyText } from './copy-text'
import { showMessage } from './feedback'

export { copyText }


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

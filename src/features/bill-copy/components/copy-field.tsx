import { CheckOutlined, CopyOutlined } from '@ant-design/icons'
import { useEffect, useRef, useState } from 'react'
import { copyText } from '@/shared/ui/copy-text'
import { BillButton } from './bill-button'

/**
 * A value to copy (linha digitável, PIX copia e cola): shown as selectable text, copied by a
 * labelled button that says so right there. No app-wide message bridge needed, so it works on
 * the public page too.
 */
export function CopyField({
  label,
  display,
  value,
  buttonLabel,
  className,
}: {
  label: string
  /** what is shown; `value` is what goes to the clipboard */
  display: string
  value: string
  buttonLabel: string
  className?: string
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function onCopy() {
    const ok = await copyText(value)
    setState(ok ? 'copied' : 'failed')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setState('idle'), 4000)
  }

  return (
    <div className={`copy-field ${className ?? ''}`}>
      <div className="copy-field-label">{label}</div>
      <output className="copy-field-value" aria-label={label}>
        {display}
      </output>
      <BillButton
        primary
        icon={state === 'copied' ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
        onClick={() => void onCopy()}
      >
        {buttonLabel}
      </BillButton>
      <div className="copy-field-status" role="status" aria-live="polite">
        {state === 'copied' && 'Copiado! Cole no aplicativo do seu banco.'}
        {state === 'failed' && 'Não foi possível copiar. Selecione o texto acima e copie manualmente.'}
      </div>
    </div>
  )
}

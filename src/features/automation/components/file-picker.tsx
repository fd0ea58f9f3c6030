import { InboxOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useRef, useState, type DragEvent } from 'react'

async function readBytes(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(file)
  })
}

/** A drop zone and a button over a real file input (keyboard and screen readers reach it). */
export function FilePicker({
  disabled,
  busy,
  onFile,
}: {
  disabled?: boolean
  busy?: boolean
  onFile: (name: string, bytes: ArrayBuffer) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)

  async function take(files: FileList | null) {
    const file = files?.[0]
    if (!file) return
    onFile(file.name, await readBytes(file))
    if (input.current) input.current.value = ''
  }

  function drop(e: DragEvent) {
    e.preventDefault()
    setOver(false)
    if (!disabled) void take(e.dataTransfer.files)
  }

  return (
    <div
      className={`automation-drop${over ? ' automation-drop-over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <InboxOutlined className="automation-drop-icon" aria-hidden />
      <p>Arraste aqui o arquivo retorno do banco (CNAB 240 ou CNAB 400)</p>
      <p className="automation-drop-hint">
        O arquivo é lido e conferido neste navegador; nada é baixado no sistema antes de você clicar em Aplicar.
      </p>
      <input
        ref={input}
        type="file"
        accept=".ret,.txt,.cnab,.dat,.RET,.TXT"
        aria-label="Arquivo retorno (CNAB 240 ou CNAB 400)"
        className="automation-file-input"
        tabIndex={-1}
        disabled={disabled}
        onChange={(e) => void take(e.target.files)}
      />
      <Button type="primary" loading={busy} disabled={disabled} onClick={() => input.current?.click()}>
        Escolher arquivo
      </Button>
    </div>
  )
}

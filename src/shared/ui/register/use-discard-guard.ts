import { Modal, type FormInstance } from 'antd'
import type { ReactElement } from 'react'

/**
 * Closing a form drawer: at once when nothing was typed, after "Descartar alterações?" when
 * something was, never while it saves. Render `holder` inside the drawer's tree.
 * `changed` says whether the user changed anything (antd's "touched" by default, which a value
 * the form fills in by itself also sets).
 */
export function useDiscardGuard(
  form: FormInstance,
  busy: boolean,
  onClose: () => void,
  changed: () => boolean = () => form.isFieldsTouched(),
): { requestClose: () => void; holder: ReactElement } {
  const [modal, holder] = Modal.useModal()
  function requestClose() {
    if (busy) return
    if (!changed()) {
      onClose()
      return
    }
    modal.confirm({
      title: 'Descartar alterações?',
      content: 'O que foi digitado neste formulário será perdido.',
      okText: 'Descartar',
      okButtonProps: { danger: true },
      cancelText: 'Continuar editando',
      onOk: () => {
        form.resetFields()
        onClose()
      },
    })
  }
  return { requestClose, holder }
}

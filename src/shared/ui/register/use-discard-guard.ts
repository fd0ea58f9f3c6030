import { Modal, type FormInstance } from 'antd'
import type { ReactElement } from 'react'

/**
 * Closing a form drawer: at once when nothing was typed, after "Descartar alterações?" when
 * something was, never while it saves. Render `holder` inside the drawer's tree.
 */
export function useDiscardGuard(
  form: FormInstance,
  busy: boolean,
  onClose: () => void,
): { requestClose: () => void; holder: ReactElement } {
  const [modal, holder] = Modal.useModal()
  function requestClose() {
    if (busy) return
    if (!form.isFieldsTouched()) {
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

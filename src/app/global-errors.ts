import { normalizeError, isSilentError } from '@/shared/api/errors'
import { notify } from '@/shared/ui/feedback'

/** One place for rejections nobody awaited: logged, and told to the user once. */
export function installGlobalErrorHandlers(win: Window = window): void {
  win.addEventListener('unhandledrejection', (event) => {
    const error = normalizeError(event.reason)
    if (isSilentError(error)) {
      event.preventDefault()
      return
    }
    console.error('Erro não tratado:', event.reason)
    notify({
      type: 'error',
      title: 'Erro inesperado',
      description: error.message,
      duration: 4.5,
      key: 'unhandled-rejection',
    })
  })
}

import { isSilentError, normalizeError, CONNECTION_FAILED_TEXT, UNKNOWN_ERROR_TEXT } from '../api/errors'
import { notify, showMessage } from './feedback'

/** Spec section 8, with the durations of DECISIONS 9 (seconds). */
export const DURATION = {
  login: 4.5,
  session: 4.5,
  requestFailure: 3,
  financeDelete: 1.5,
  firstPassword: 10,
  changePassword: 6,
} as const

export const REQUEST_FAILURE_TITLE = 'Falha na requisição!'

export function notifyLoginNoResponse(): void {
  notify({
    type: 'error',
    title: REQUEST_FAILURE_TITLE,
    description: CONNECTION_FAILED_TEXT,
    duration: DURATION.login,
    key: 'login-failure',
  })
}

const LOGIN_INVALID_TITLE = 'Usuário e/ou senha inválidos!'

/** Letters and digits only, lower case, without accents: what a sentence says, not how. */
const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}/]+/gu, ' ')
    .trim()
    .toLowerCase()

/**
 * What simplejwt answers for wrong credentials or an inactive account, in its pt-BR and English
 * catalogues (a backend without LANGUAGE_CODE=pt-br answers the English one): the title says it.
 */
const SAYS_THE_TITLE = [
  LOGIN_INVALID_TITLE,
  'Usuário e/ou senha incorreto(s)',
  'No active account found with the given credentials',
].map(comparable)

/**
 * The server's detail under the title, unless it only repeats the title ("Usuário e/ou senha
 * inválidos.", simplejwt's "Usuário e/ou senha incorreto(s)") or is simplejwt's English one: then
 * the toast says what to do instead of reading the same sentence twice.
 */
export function notifyLoginInvalid(detail?: string): void {
  const says = detail?.trim() && !SAYS_THE_TITLE.includes(comparable(detail)) ? detail : ''
  notify({
    type: 'error',
    title: LOGIN_INVALID_TITLE,
    description: says || 'Por favor, verifique os dados informados.',
    duration: DURATION.login,
    key: 'login-failure',
  })
}

export function notifySessionExpired(): void {
  notify({
    type: 'warning',
    title: 'Sessão expirada!',
    description: 'Por favor, autentique novamente.',
    duration: DURATION.session,
    key: 'session-expired',
  })
}

export function messageTokensExpired(): void {
  showMessage('warning', 'Tokens expirados!', DURATION.session, 'tokens-expired')
}

/** Any request failure: 'Falha na requisição!' with the error's message, 3 s. */
export function notifyRequestFailure(error: unknown): void {
  const apiError = normalizeError(error)
  if (isSilentError(apiError)) return
  notify({
    type: 'error',
    title: REQUEST_FAILURE_TITLE,
    description: apiError.message || UNKNOWN_ERROR_TEXT,
    duration: DURATION.requestFailure,
    key: `request-failure:${apiError.message}`,
  })
}

/**
 * Spreadsheet/PDF download failure: the custom message, else the response's error, else its
 * detail, else 'Erro desconhecido' (DownloadError already carries error → detail in that order).
 */
export function notifyDownloadFailure(error: unknown, customMessage?: string): void {
  const apiError = normalizeError(error)
  if (isSilentError(apiError)) return
  const fromServer = error instanceof Error && error.name === 'DownloadError'
  const description =
    customMessage ||
    (fromServer ? (error as Error).message : undefined) ||
    (apiError.kind !== 'unknown' ? apiError.message : undefined) ||
    UNKNOWN_ERROR_TEXT
  notify({
    type: 'error',
    title: REQUEST_FAILURE_TITLE,
    description,
    duration: DURATION.requestFailure,
    key: 'download-failure',
  })
}

/** Finance register delete: 'Deletado com Sucesso...' closing itself after 1.5 s. */
export function messageFinanceDeleted(): void {
  showMessage('success', 'Deletado com Sucesso...', DURATION.financeDelete)
}

export function notifyPasswordFailure(errors: string[] | undefined, firstLogin: boolean): void {
  notify({
    type: 'error',
    title: 'Falha ao atualizar a senha!',
    description: errors?.length
      ? errors.join(' ')
      : 'Não foi possível atualizar a senha. Verifique os dados e tente novamente.',
    duration: firstLogin ? DURATION.firstPassword : DURATION.changePassword,
    key: 'password-failure',
  })
}

export function notifyPasswordChanged(): void {
  notify({
    type: 'success',
    title: 'Senha atualizada!',
    description: 'A nova senha já pode ser usada no próximo acesso.',
    duration: DURATION.changePassword,
    key: 'password-changed',
  })
}

import type { MessageInstance } from 'antd/es/message/interface'
import type { NotificationInstance } from 'antd/es/notification/interface'
import { AxiosError, AxiosHeaders } from 'axios'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionExpiredError } from '../api/errors'
import { DownloadError } from '../api/download'
import {
  messageFinanceDeleted,
  messageTokensExpired,
  notifyDownloadFailure,
  notifyLoginInvalid,
  notifyLoginNoResponse,
  notifyPasswordChanged,
  notifyPasswordFailure,
  notifyRequestFailure,
  notifySessionExpired,
} from './error-catalogue'
import { bindFeedback } from './feedback'

const notification = { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }
const message = { open: vi.fn() }

beforeEach(() => {
  for (const fn of [...Object.values(notification), message.open]) fn.mockReset()
  bindFeedback(notification as unknown as NotificationInstance, message as unknown as MessageInstance)
})

function axiosError(status: number, data: unknown): AxiosError {
  const headers = new AxiosHeaders()
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', { headers }, {}, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers },
  })
}

describe('the error catalogue (spec section 8, DECISIONS 9)', () => {
  it('login: no response, and invalid credentials with or without detail, 4.5 s', () => {
    notifyLoginNoResponse()
    expect(notification.error).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Falha na requisição!', duration: 4.5 }),
    )
    notifyLoginInvalid('Conta bloqueada.')
    expect(notification.error).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Usuário e/ou senha inválidos!', description: 'Conta bloqueada.', duration: 4.5 }),
    )
    notifyLoginInvalid()
    expect(notification.error).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Por favor, verifique os dados informados.' }),
    )
    // simplejwt's own sentences, pt-BR and English, repeat the title: the toast says what to do
    for (const detail of ['Usuário e/ou senha incorreto(s)', 'No active account found with the given credentials']) {
      notification.error.mockClear()
      notifyLoginInvalid(detail)
      expect(notification.error).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: 'Usuário e/ou senha inválidos!', description: 'Por favor, verifique os dados informados.' }),
      )
    }
  })

  it('session expired, 4.5 s; tokens expired as a message', () => {
    notifySessionExpired()
    expect(notification.warning).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Sessão expirada!', description: 'Por favor, autentique novamente.', duration: 4.5 }),
    )
    messageTokensExpired()
    expect(message.open).toHaveBeenCalledWith(expect.objectContaining({ content: 'Tokens expirados!' }))
  })

  it('password: failure joins the server list, 10 s on first login and 6 s otherwise; success 6 s', () => {
    notifyPasswordFailure(['Curta demais.', 'Muito comum.'], true)
    expect(notification.error).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Falha ao atualizar a senha!', description: 'Curta demais. Muito comum.', duration: 10 }),
    )
    notifyPasswordFailure(undefined, false)
    expect(notification.error).toHaveBeenLastCalledWith(
      expect.objectContaining({ duration: 6, description: expect.stringMatching(/Não foi possível/) }),
    )
    notifyPasswordChanged()
    expect(notification.success).toHaveBeenCalledWith(expect.objectContaining({ title: 'Senha atualizada!', duration: 6 }))
  })

  it('request failure: the error message, 3 s, never HTML; silent for an ended session', () => {
    notifyRequestFailure(axiosError(400, { detail: 'Filtro inválido.' }))
    expect(notification.error).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Falha na requisição!', description: 'Filtro inválido.', duration: 3 }),
    )
    notifyRequestFailure(axiosError(500, '<!DOCTYPE html><html>Traceback…</html>'))
    const last = notification.error.mock.lastCall?.[0] as { description: string }
    expect(last.description).not.toMatch(/<|Traceback/)
    notification.error.mockReset()
    notifyRequestFailure(new SessionExpiredError())
    expect(notification.error).not.toHaveBeenCalled()
  })

  it('download failure: custom message, else the server error/detail, else "Erro desconhecido"', () => {
    notifyDownloadFailure(new DownloadError('Sem dados no período.', true), 'Não foi possível gerar a planilha.')
    expect(notification.error).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Não foi possível gerar a planilha.' }),
    )
    notifyDownloadFailure(new DownloadError('Sem dados no período.', true))
    expect(notification.error).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Sem dados no período.' }))
    notifyDownloadFailure({})
    expect(notification.error).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Erro desconhecido' }))
  })

  it('finance delete success closes itself after 1.5 s', () => {
    messageFinanceDeleted()
    expect(message.open).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', content: 'Deletado com Sucesso...', duration: 1.5 }),
    )
  })
})

import { AxiosError, CanceledError } from 'axios'
import { describe, expect, it } from 'vitest'
import { isAxiosError, normalizeError } from './errors'

// errors.ts tells axios errors by their shape, without importing axios: these are real ones.
describe('normalizeError with real axios errors', () => {
  it('a cancelled request is "canceled", and silent', () => {
    expect(normalizeError(new CanceledError()).kind).toBe('canceled')
  })

  it('a timeout, a network failure, a 500 and a 400 with field errors', () => {
    expect(normalizeError(new AxiosError('timeout', 'ECONNABORTED')).kind).toBe('timeout')
    expect(normalizeError(new AxiosError('Network Error', 'ERR_NETWORK')).kind).toBe('network')
    const response = (status: number, data: unknown) =>
      ({ status, data, statusText: '', headers: {}, config: {} }) as never
    const server = new AxiosError(
      'x',
      'ERR_BAD_RESPONSE',
      undefined,
      undefined,
      response(500, '<html>'),
    )
    expect(normalizeError(server)).toMatchObject({ kind: 'server', status: 500 })
    const invalid = new AxiosError(
      'x',
      'ERR_BAD_REQUEST',
      undefined,
      undefined,
      response(400, { email: ['E-mail inválido.'] }),
    )
    expect(normalizeError(invalid)).toMatchObject({
      kind: 'validation',
      fieldErrors: { email: ['E-mail inválido.'] },
    })
  })

  it('only axios errors pass isAxiosError', () => {
    expect(isAxiosError(new AxiosError('x'))).toBe(true)
    expect(isAxiosError(new Error('x'))).toBe(false)
    expect(isAxiosError({ isAxiosError: 'yes' })).toBe(false)
    expect(isAxiosError(null)).toBe(false)
  })
})

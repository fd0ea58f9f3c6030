import { describe, expect, it } from 'vitest'
import { EnvConfigError, readEnv } from './env'

describe('readEnv', () => {
  it('defaults to dev on the same origin', () => {
    expect(readEnv({})).toEqual({ appEnv: 'dev', apiUrl: '' })
  })
  it('hom needs its separate API host', () => {
    expect(() => readEnv({ VITE_APP_ENV: 'hom' })).toThrow(EnvConfigError)
    expect(readEnv({ VITE_APP_ENV: 'hom', VITE_API_URL: 'https://api-hom.exemplo.com.br/' })).toEqual({
      appEnv: 'hom',
      apiUrl: 'https://api-hom.exemplo.com.br',
    })
  })
  it('rejects an unknown environment or a malformed URL with a clear message', () => {
    expect(() => readEnv({ VITE_APP_ENV: 'staging' })).toThrow(/VITE_APP_ENV inválido/)
    expect(() => readEnv({ VITE_APP_ENV: 'prod', VITE_API_URL: 'not a url' })).toThrow(/não é uma URL/)
    expect(() => readEnv({ VITE_API_URL: 'ftp://x.com' })).toThrow(/http ou https/)
  })
})

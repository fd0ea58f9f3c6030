import { describe, expect, it } from 'vitest'
import { passwordProblems } from '../../../demo-api/handlers/session'
import { checklistItems, looksCommon, passwordPasses } from './password-checklist'

describe('password checklist vs the server', () => {
  it.each([
    ['Senha1234', 'maria', false],
    ['senha123', 'maria', false],
    ['Password1', 'maria', false],
    ['qwerty123', 'maria', false],
    ['abcd1234', 'maria', false],
    ['12345678', 'maria', false],
    ['boaSafra2026', 'maria', true],
    ['maria2026x', 'maria', false],
    ['Cobranca#77', 'analista', true],
  ])('%s (user %s) passes: %s', (password, username, ok) => {
    expect(passwordPasses(password, username)).toBe(ok)
  })

  it('never turns green for what the demo server refuses', () => {
    for (const p of [
      'Senha1234',
      'senha1234',
      'mudar123',
      'qwerty123',
      'password1',
      'abcd1234',
      'analista1',
    ]) {
      if (passwordProblems(p, 'analista').length > 0)
        expect(passwordPasses(p, 'analista')).toBe(false)
    }
  })

  it('names the common-password rule', () => {
    const item = checklistItems('Senha1234').find((c) => c.key === 'common')!
    expect(item.ok).toBe(false)
    expect(item.label).toMatch(/senha comum/)
    expect(looksCommon('Trator#Azul9')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { isStrongPassword, passwordChecks } from './password'

describe('password rule', () => {
  it.each([
    ['abc12345', 'ana', true],
    ['abcdefgh', 'ana', false],
    ['12345678', 'ana', false],
    ['ab1', 'ana', false],
    ['joana123', 'joana123', false],
    ['Ção12345', '', true],
  ])('%s for user %s → %s', (password, username, strong) => {
    expect(isStrongPassword(password, username)).toBe(strong)
  })

  it('names which checks fail', () => {
    const failed = passwordChecks('12345678', 'x').filter((c) => !c.ok).map((c) => c.key)
    expect(failed).toEqual(['letter'])
  })
})

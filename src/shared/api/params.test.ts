import { describe, expect, it } from 'vitest'
import { cleanParams } from './params'

describe('cleanParams', () => {
  it('drops empty filters and keeps false, zero and non-empty lists', () => {
    expect(
      cleanParams({ a: undefined, b: null, c: '', d: [], e: false, f: 0, g: [1, 2], h: 'x' }),
    ).toEqual({ e: false, f: 0, g: [1, 2], h: 'x' })
  })
})

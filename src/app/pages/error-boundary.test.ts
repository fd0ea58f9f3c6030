import { describe, expect, it } from 'vitest'
import { isChunkLoadError } from './error-boundary'

describe('a page whose code did not arrive', () => {
  it('is told apart from a page that threw, its stylesheet included', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/users-admin-page-x.css'))).toBe(true)
    expect(isChunkLoadError(new Error('falha de teste'))).toBe(false)
  })
})

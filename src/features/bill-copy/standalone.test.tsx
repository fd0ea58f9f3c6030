import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BillCopyApp, hashFromPath } from './standalone'

describe('the standalone 2ª via', () => {
  it.each([
    ['/2-via/4c8ba6efa6027021eccd53d3378a8f04', '4c8ba6efa6027021eccd53d3378a8f04'],
    ['/2-via/4c8ba6efa6027021eccd53d3378a8f04/', '4c8ba6efa6027021eccd53d3378a8f04'],
    ['/2-via/%E0%A4%A', undefined],
    ['/2-via/', undefined],
    ['/2-via/a/b', undefined],
    ['/user/login', undefined],
  ])('reads the hash of %s', (path, hash) => {
    expect(hashFromPath(path)).toBe(hash)
  })

  it('shows the not-found text for a path without a hash, without asking the server', () => {
    render(<BillCopyApp pathname="/2-via/%E0%A4%A" />)
    expect(screen.getByRole('heading', { name: 'Boleto não encontrado' })).toBeInTheDocument()
  })
})

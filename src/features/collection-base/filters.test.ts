import { describe, expect, it } from 'vitest'
import {
  baseBodyFromParams,
  baseLinkQuery,
  baseQueryFromParams,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  groupingFromParams,
  hasAnyFilter,
  isRefinement,
  serverFilterKey,
  serverFilters,
  sortFilter,
  sortOrdering,
} from './filters'

describe('base filters in the URL', () => {
  it('reads the specification names and drops what is malformed', () => {
    const params = new URLSearchParams(
      'info=S%C3%A3o&filial=2&vendedor=abc&documento=NF%201&forma_cobranca=-1&data_vencimento_inicio=2025-02-30&data_vencimento_fim=2025-03-01&grupo_economico=7&x=1',
    )
    expect(filtersFromParams(params)).toEqual({
      ...EMPTY_FILTERS,
      info: 'São',
      filial: 2,
      documento: 'NF 1',
      data_vencimento_fim: '2025-03-01',
      grupo_economico: 7,
    })
  })

  it('puts a reversed date range the right way round', () => {
    const f = filtersFromParams(
      new URLSearchParams('data_vencimento_inicio=2025-03-01&data_vencimento_fim=2025-01-01'),
    )
    expect([f.data_vencimento_inicio, f.data_vencimento_fim]).toEqual(['2025-01-01', '2025-03-01'])
  })

  it('writes only what is set, with the same names, and reads back the same', () => {
    const filters = {
      ...EMPTY_FILTERS,
      vendedor: 107,
      data_vencimento_inicio: '2025-01-01',
      info: ' ze ',
    }
    const params = filtersToParams(filters, 'grupo_economico')
    expect(params.toString()).toBe(
      'info=ze&vendedor=107&data_vencimento_inicio=2025-01-01&agrupamento=grupo_economico',
    )
    expect(filtersFromParams(params)).toEqual({ ...filters, info: 'ze' })
    expect(groupingFromParams(params)).toBe('grupo_economico')
    expect(groupingFromParams(new URLSearchParams('agrupamento=xyz'))).toBe('cliente')
  })

  it('sends every filter but info to the server, numbers as numbers', () => {
    const filters = { ...EMPTY_FILTERS, info: 'ze', filial: 2, documento: 'NF' }
    expect(serverFilters(filters)).toEqual({ filial: 2, documento: 'NF' })
    expect(serverFilterKey(filters)).toBe(serverFilterKey({ ...filters, info: 'outro' }))
    expect(hasAnyFilter(EMPTY_FILTERS)).toBe(false)
    expect(hasAnyFilter({ ...EMPTY_FILTERS, documento: '  ' })).toBe(false)
  })

  it('knows when new filters only narrow what is loaded', () => {
    const loaded = {
      ...EMPTY_FILTERS,
      vendedor: 1,
      documento: 'nf',
      data_vencimento_inicio: '2025-01-01',
    }
    expect(isRefinement(EMPTY_FILTERS, { ...EMPTY_FILTERS, vendedor: 2 })).toBe(true)
    expect(
      isRefinement(loaded, {
        ...loaded,
        filial: 3,
        documento: 'NF 12',
        data_vencimento_inicio: '2025-02-01',
      }),
    ).toBe(true)
    expect(isRefinement(loaded, { ...loaded, vendedor: 2 })).toBe(false)
    expect(isRefinement(loaded, { ...loaded, vendedor: null })).toBe(false)
    expect(isRefinement(loaded, { ...loaded, data_vencimento_inicio: '2024-12-01' })).toBe(false)
  })
})

describe('the base sort in the address', () => {
  const parse = (q: string) => sortFilter.parse((p) => new URLSearchParams(q).getAll(p))
  it.each([
    ['ordenar=-vencido', { value: { key: 'vencido', order: 'descend' } }],
    ['ordenar=nome', { value: { key: 'nome', order: 'ascend' } }],
    ['ordenar=aging5', { value: { key: 'aging5', order: 'ascend' } }],
    ['', { value: null }],
    ['ordenar=senha', { value: null, invalid: ['ordenar'] }],
  ])('%s', (query, expected) => {
    expect(parse(query)).toEqual(expected)
  })

  it('writes descending with a minus and removes the param without a sort', () => {
    expect(sortFilter.serialize({ key: 'maior_atraso', order: 'descend' })).toEqual({
      ordenar: ['-maior_atraso'],
    })
    expect(sortFilter.serialize(null)).toEqual({ ordenar: [] })
  })
})

describe('the work-queue filters (promises, next contact today)', () => {
  it('live in the URL under their own names, are read back, and drop unknown values', () => {
    const filters = { ...EMPTY_FILTERS, promessa: 'quebradas' as const, proximo_contato: 'hoje' as const }
    const params = filtersToParams(filters)
    expect(params.toString()).toBe('promessa=quebradas&proximo_contato=hoje')
    expect(filtersFromParams(params)).toEqual(filters)
    expect(filtersFromParams(new URLSearchParams('promessa=todas&proximo_contato=amanha'))).toEqual(
      EMPTY_FILTERS,
    )
    expect(hasAnyFilter(filters)).toBe(true)
  })

  it('are applied by the page, never sent to the base nor reloading it', () => {
    const filters = { ...EMPTY_FILTERS, vendedor: 3, promessa: 'ativas' as const, proximo_contato: 'hoje' as const }
    expect(serverFilters(filters)).toEqual({ vendedor: 3 })
    expect(serverFilterKey(filters)).toBe(serverFilterKey({ ...EMPTY_FILTERS, vendedor: 3 }))
    expect(isRefinement({ ...EMPTY_FILTERS, vendedor: 3 }, filters)).toBe(true)
  })

  it('go to the attendance queue, so Atender walks the customers the base showed', () => {
    const params = new URLSearchParams('vendedor=3&info=mercado&promessa=quebradas&proximo_contato=hoje')
    expect(baseBodyFromParams(params)).toEqual({
      vendedor: 3,
      info: 'mercado',
      promessa: 'quebradas',
      proximo_contato: 'hoje',
    })
  })
})

describe('the base sort carried to the attendance queue (issue 24 item 5)', () => {
  it('goes in the link with the filters and comes back from the address', () => {
    const query = baseLinkQuery({ ...EMPTY_FILTERS, filial: 2 }, { key: 'maior_atraso', order: 'descend' })
    expect(query).toBe('filial=2&ordenar=-maior_atraso')
    expect(baseQueryFromParams(new URLSearchParams(`cliente=10001&${query}`))).toBe(query)
    expect(baseLinkQuery(EMPTY_FILTERS, null)).toBe('')
  })

  it('reaches the queue as an ordering of the grouped answer’s fields; a malformed one is dropped', () => {
    expect(baseBodyFromParams(new URLSearchParams('filial=2&ordenar=-vencido'))).toEqual({
      filial: 2,
      ordering: '-saldo_vencido',
    })
    expect(baseBodyFromParams(new URLSearchParams('ordenar=senha'))).toEqual({})
    expect(sortOrdering({ key: 'nome', order: 'ascend' })).toBe('nome_fantasia')
    expect(sortOrdering({ key: 'aging2', order: 'descend' })).toBe('-aging__d31_60')
    expect(sortOrdering({ key: 'a_vencer', order: 'ascend' })).toBe('saldo_a_vencer')
  })
})

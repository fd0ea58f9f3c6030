import { describe, expect, it } from 'vitest'
import {
  choiceFilter,
  dateRangeFilter,
  listFilter,
  numberFilter,
  parseFilters,
  periodFilter,
  presetRange,
  textFilter,
  writeFilters,
} from './url-filters'

const schema = {
  busca: textFilter('busca', 'Busca'),
  cliente: numberFilter('cliente', 'Cliente'),
  canal: listFilter<'email' | 'sms' | 'whatsapp'>('canal', 'Canal', { allowed: ['email', 'sms', 'whatsapp'] }),
  vendedor: listFilter<number>('vendedor', 'Vendedor', { numeric: true }),
  vencimento: dateRangeFilter('data_vencimento_inicio', 'data_vencimento_fim', 'Vencimento'),
  agrupamento: choiceFilter('agrupamento', 'Agrupamento', ['cliente', 'grupo_economico'] as const, 'cliente'),
}

const parse = (query: string) => parseFilters(schema, new URLSearchParams(query))

describe('URL filters: the URL is the only holder', () => {
  it('reads every kind and reports nothing for a clean URL', () => {
    const { values, invalid } = parse(
      'busca=padaria&cliente=10001&canal=sms,email&vendedor=3&vendedor=7&data_vencimento_inicio=2026-01-01&data_vencimento_fim=2026-01-31&agrupamento=grupo_economico',
    )
    expect(invalid).toEqual([])
    expect(values).toEqual({
      busca: 'padaria',
      cliente: 10001,
      canal: ['sms', 'email'],
      vendedor: [3, 7],
      vencimento: { from: '2026-01-01', to: '2026-01-31' },
      agrupamento: 'grupo_economico',
    })
  })

  it('gives empty values without params', () => {
    expect(parse('').values).toEqual({
      busca: '',
      cliente: null,
      canal: [],
      vendedor: [],
      vencimento: { from: null, to: null },
      agrupamento: 'cliente',
    })
  })

  it.each([
    ['cliente=abc', 'cliente', 'Cliente'],
    ['cliente=-3', 'cliente', 'Cliente'],
    ['canal=fax', 'canal', 'Canal'],
    ['vendedor=x', 'vendedor', 'Vendedor'],
    ['data_vencimento_inicio=2027-02-31', 'data_vencimento_inicio', 'Vencimento'],
    ['data_vencimento_fim=29/02/2026', 'data_vencimento_fim', 'Vencimento'],
    ['agrupamento=nada', 'agrupamento', 'Agrupamento'],
  ])('%s is invalid, named by its label', (query, param, label) => {
    expect(parse(query).invalid).toEqual([{ param, label }])
  })

  it('keeps the valid part of a list with a bad item', () => {
    const { values, invalid } = parse('canal=sms,fax')
    expect(values.canal).toEqual(['sms'])
    expect(invalid).toHaveLength(1)
  })

  it('swaps a reversed date range', () => {
    expect(parse('data_vencimento_inicio=2026-03-01&data_vencimento_fim=2026-01-01').values.vencimento).toEqual({
      from: '2026-01-01',
      to: '2026-03-01',
    })
  })

  it('writes only its own params and keeps the others', () => {
    const next = writeFilters(schema, new URLSearchParams('cliente=10001&outro=1&canal=sms'), {
      canal: [],
      vencimento: { from: '2026-05-01', to: null },
      busca: '  leite ',
    })
    expect(next.toString()).toBe('cliente=10001&outro=1&data_vencimento_inicio=2026-05-01&busca=leite')
  })

  it('round-trips every value through the URL', () => {
    const values = parse('busca=a&cliente=2&canal=email&vendedor=1,2&data_vencimento_inicio=2026-01-01&agrupamento=grupo_economico').values
    const again = parseFilters(schema, writeFilters(schema, new URLSearchParams(), values)).values
    expect(again).toEqual(values)
  })
})

describe('period presets (spec section 4)', () => {
  const today = '2026-11-23'
  it.each([
    ['custom', '2025-11-23'],
    ['trimestre', '2026-08-23'],
    ['semestre', '2026-05-23'],
    ['ano', '2026-01-01'],
  ] as const)('%s starts on %s and ends today', (preset, from) => {
    expect(presetRange(preset, today)).toEqual({ from, to: today })
  })

  it('clamps the day at the end of a shorter month', () => {
    expect(presetRange('trimestre', '2026-05-31').from).toBe('2026-02-28')
  })

  it('a preset in the URL wins over dates; custom reads the dates; nothing gives one year', () => {
    const spec = { periodo: periodFilter({ fallback: () => ({ from: '2025-11-23', to: '2026-11-23' }) }) }
    const read = (q: string) => parseFilters(spec, new URLSearchParams(q))
    expect(read('').values.periodo).toEqual({ preset: 'custom', from: '2025-11-23', to: '2026-11-23' })
    expect(read('data_inicio=2026-01-01&data_fim=2026-01-31').values.periodo).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    })
    expect(read('periodo=ano').values.periodo.preset).toBe('ano')
    expect(read('periodo=decada').invalid).toEqual([{ param: 'periodo', label: 'Período' }])
    const written = writeFilters(spec, new URLSearchParams('data_inicio=2026-01-01'), {
      periodo: { preset: 'semestre', from: 'x', to: 'y' },
    })
    expect(written.toString()).toBe('periodo=semestre')
  })
})

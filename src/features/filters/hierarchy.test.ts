import { describe, expect, it } from 'vitest'
import { EMPTY_LOCATION, changeLevel, compositeKey, locationOptions, periodDates, type VwFiltroEmpreendimento } from './hierarchy'

const rows: VwFiltroEmpreendimento[] = [
  { regiao: 'Sudeste', uf: 'SP', cidade: 'São Paulo', empreendimento: 'Atacado São Paulo', modulo: 3 },
  { regiao: 'Sudeste', uf: 'SP', cidade: 'São Paulo', empreendimento: 'Atacado São Paulo', modulo: 1 },
  { regiao: 'Sudeste', uf: 'SP', cidade: 'Campinas', empreendimento: 'Centro de Distribuição Campinas', modulo: 2 },
  { regiao: 'Sudeste', uf: 'MG', cidade: 'Belo Horizonte', empreendimento: 'Atacado Belo Horizonte', modulo: 1 },
  { regiao: 'Sul', uf: 'PR', cidade: 'Curitiba', empreendimento: 'Atacado Curitiba', modulo: '10' },
  { regiao: 'Sul', uf: 'PR', cidade: 'Curitiba', empreendimento: 'Atacado Curitiba', modulo: 2 },
]

describe('periodDates (spec sections 4 and 9)', () => {
  it.each([
    ['custom', '2026-11-23', '2025-11-23'],
    ['trimestre', '2026-11-23', '2026-08-23'],
    ['semestre', '2026-11-23', '2026-05-23'],
    ['ano', '2026-11-23', '2026-01-01'],
    ['trimestre', '2026-05-31', '2026-02-28'],
    ['custom', '2028-02-29', '2027-02-28'],
  ] as const)('%s on %s starts %s and ends today', (period, today, start) => {
    expect(periodDates(period, today)).toEqual({ period, startDate: start, endDate: today })
  })
})

describe('locationOptions', () => {
  it('offers every level under what is chosen above, modules as sorted numbers', () => {
    expect(locationOptions(rows, EMPTY_LOCATION)).toEqual({
      regiao: ['Sudeste', 'Sul'],
      uf: ['MG', 'PR', 'SP'],
      cidade: ['Belo Horizonte', 'Campinas', 'Curitiba', 'São Paulo'],
      empreendimento: ['Atacado Belo Horizonte', 'Atacado Curitiba', 'Atacado São Paulo', 'Centro de Distribuição Campinas'],
      modulo: [1, 2, 3, 10],
    })
    const sp = locationOptions(rows, { ...EMPTY_LOCATION, regiao: 'Sudeste', uf: 'SP' })
    expect(sp.cidade).toEqual(['Campinas', 'São Paulo'])
    const project = locationOptions(rows, { ...EMPTY_LOCATION, empreendimento: 'Atacado Curitiba' })
    expect(project.modulo).toEqual([2, 10])
  })
})

describe('changeLevel', () => {
  it('clears every level below the one changed', () => {
    const full = { regiao: 'Sul', uf: 'PR', cidade: 'Curitiba', empreendimento: 'Atacado Curitiba', modulo: 2 }
    expect(changeLevel(full, 'uf', 'SC')).toEqual({ regiao: 'Sul', uf: 'SC', cidade: null, empreendimento: null, modulo: null })
    expect(changeLevel(full, 'regiao', null)).toEqual(EMPTY_LOCATION)
    expect(changeLevel(full, 'modulo', '10')).toEqual({ ...full, modulo: 10 })
  })
})

describe('compositeKey', () => {
  it('changes with the dates, region, state, city, project and module', () => {
    const period = periodDates('custom', '2026-11-23')
    const base = compositeKey(period, EMPTY_LOCATION)
    expect(base).toBe('2025-11-23|2026-11-23|||||')
    const keys = new Set([
      base,
      compositeKey(periodDates('ano', '2026-11-23'), EMPTY_LOCATION),
      compositeKey(period, { ...EMPTY_LOCATION, regiao: 'Sul' }),
      compositeKey(period, { ...EMPTY_LOCATION, uf: 'PR' }),
      compositeKey(period, { ...EMPTY_LOCATION, cidade: 'Curitiba' }),
      compositeKey(period, { ...EMPTY_LOCATION, empreendimento: 'Atacado Curitiba' }),
      compositeKey(period, { ...EMPTY_LOCATION, modulo: 2 }),
    ])
    expect(keys.size).toBe(7)
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_PREFS, readPrefs, savePrefs, tableWidth } from './table-prefs'

afterEach(() => localStorage.clear())

describe('Base Cobrança table preferences', () => {
  it('the default columns fit a 1280-px screen with the menu open (976 px)', () => {
    expect(tableWidth(DEFAULT_PREFS.columns)).toBeLessThanOrEqual(1280 - 256 - 48)
  })

  it('every column at once is wider than the screen (hence the picker)', () => {
    expect(
      tableWidth([
        'vendedor',
        'qtd_titulos',
        'saldo',
        'vencido',
        'maior_atraso',
        'aging',
        'filial',
        'ultima_acao',
        'lembrete',
      ]),
    ).toBeGreaterThan(1440)
  })

  it('keeps each user’s choice apart and ignores unknown columns', () => {
    savePrefs({ columns: ['saldo', 'aging'], density: 'middle' }, 'ana')
    expect(readPrefs('ana')).toEqual({ columns: ['saldo', 'aging'], density: 'middle' })
    expect(readPrefs('bruno')).toEqual(DEFAULT_PREFS)
    localStorage.setItem(
      'boasafra:base-cobranca:tabela:carla',
      '{"columns":["senha","vencido"],"density":"x"}',
    )
    expect(readPrefs('carla')).toEqual({ columns: ['vencido'], density: 'small' })
    expect(readPrefs(null)).toEqual(DEFAULT_PREFS)
  })
})

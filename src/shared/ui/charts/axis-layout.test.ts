import { describe, expect, it } from 'vitest'
import { CHAR_PX, LINE_PX, axisNames, categoryAxis, categoryLabel, categoryTicks, fitSlanted, labelSpace, rightOverhang } from './axis-layout'
import { formatAxisValue } from './format'

const months = (n: number) => Array.from({ length: n }, (_, i) => `${String((i % 12) + 1).padStart(2, '0')}/2026`)
const byLength = (label: string) => label.length * CHAR_PX
/** where each label starts and ends along the axis, level and centred under its tick */
function boxes(categories: string[], plotWidth: number) {
  const layout = categoryAxis(categories, plotWidth)
  const slot = plotWidth / categories.length
  return categoryTicks(categories.length, layout.step).map((i) => {
    const width = Math.max(...categoryLabel(categories[i], layout).split('\n').map(byLength))
    const centre = slot * (i + 0.5)
    return [centre - width / 2, centre + width / 2]
  })
}

describe('labelSpace: the y-axis fits its widest tick', () => {
  it('money ticks in millions get the room of "R$ 12,5 mi" plus the tick and the gap', () => {
    const ticks = [0, 250_000_000, 500_000_000, 750_000_000, 1_000_000_000, 1_250_000_000].map((v) =>
      formatAxisValue(v, 'money'),
    )
    expect(ticks.at(-1)).toMatch(/^R\$\s12,5\smi$/)
    const space = labelSpace(ticks, byLength)
    expect(space).toBeGreaterThanOrEqual(byLength(ticks.at(-1)!) + 15)
    // a wider measure gives a wider axis: the space follows what is measured, not a constant
    expect(labelSpace(ticks, (l) => l.length * 9)).toBeGreaterThan(space)
  })

  it('before uPlot has ticks, room for a short value', () => {
    expect(labelSpace(null, byLength)).toBeGreaterThan(40)
  })
})

describe('categoryAxis: month labels never overlap', () => {
  it('13 months on a 390 px phone (≈ 250 px of plot) are thinned, level, and none overlaps', () => {
    const categories = ['11/2025 (parcial)', ...months(12).slice(0, 11), '11/2026 (parcial)']
    const layout = categoryAxis(categories, 250)
    expect(layout.rotate).toBe(0)
    expect(layout.step).toBeGreaterThan(1)
    const placed = boxes(categories, 250)
    for (let i = 1; i < placed.length; i++) expect(placed[i][0]).toBeGreaterThan(placed[i - 1][1])
    // the most recent month keeps its label
    expect(categoryTicks(categories.length, layout.step).at(-1)).toBe(12)
    // a note in parentheses goes on a second line, and the axis is two lines tall
    expect(categoryLabel('11/2026 (parcial)', layout)).toBe('11/2026\n(parcial)')
    expect(layout.size).toBeGreaterThanOrEqual(2 * LINE_PX)
  })

  it('the same months at 1280 px all have their label', () => {
    const layout = categoryAxis(months(12), 1000)
    expect(layout).toMatchObject({ step: 1, rotate: 0 })
    expect(categoryTicks(12, layout.step)).toHaveLength(12)
  })

  it('24 months at 1440 px are thinned only as much as needed', () => {
    expect(categoryAxis(months(24), 1400).step).toBe(1)
    // 25 px slots for 49 px labels (and a margin): one label in three
    expect(categoryAxis(months(24), 600).step).toBe(3)
    const placed = boxes(months(24), 600)
    for (let i = 1; i < placed.length; i++) expect(placed[i][0]).toBeGreaterThan(placed[i - 1][1])
  })

  it('the last label stays inside the chart: what it sticks out is given as padding', () => {
    const categories = ['10/2026', '11/2026 (parcial)']
    expect(rightOverhang(categories, categoryAxis(categories, 160), 160)).toBe(0)
    const narrow = ['1', '2', '3', '4', '5 (um nome comprido)']
    expect(rightOverhang(narrow, categoryAxis(narrow, 100), 100)).toBeGreaterThan(40)
  })
})

describe('categoryAxis: names slant instead of overlapping', () => {
  const actions = Array.from({ length: 12 }, (_, i) => `Atendimento: ação de cobrança número ${i + 1} (WhatsApp)`)

  it('slants more steeply the narrower the slots, one line apart across the slant', () => {
    const wide = categoryAxis(actions, 880)
    const phone = categoryAxis(actions, 250)
    expect(wide.rotate).toBeGreaterThanOrEqual(40)
    expect(phone.rotate).toBeGreaterThan(wide.rotate)
    for (const [layout, width] of [[wide, 880], [phone, 250]] as const) {
      const slot = width / actions.length
      expect(slot * layout.step * Math.sin((layout.rotate * Math.PI) / 180)).toBeGreaterThanOrEqual(LINE_PX - 0.5)
    }
  })

  it('shortens the names so that the first one ends inside the chart and the axis stays low', () => {
    const layout = categoryAxis(actions, 880, 75)
    const rad = (layout.rotate * Math.PI) / 180
    const label = categoryLabel(actions[0], layout)
    expect(label.endsWith('…')).toBe(true)
    expect(label.length * CHAR_PX * Math.cos(rad)).toBeLessThanOrEqual(75 + 880 / 12 / 2)
    expect(layout.size).toBeLessThanOrEqual(140)
  })

  it('a slanted label drawn wider than 7 px a character is cut further, so it ends inside the axis', () => {
    const layout = categoryAxis(actions, 250)
    const label = categoryLabel(actions[0], layout)
    const wide = (text: string) => text.length * 9
    const fitted = fitSlanted(label, layout, wide)
    expect(fitted.endsWith('…')).toBe(true)
    expect(wide(fitted)).toBeLessThanOrEqual(layout.slantPx!)
    expect(fitSlanted(label, layout, byLength)).toBe(label)
  })

  it('names that fit their slots stay level and whole', () => {
    const layout = categoryAxis(['A vencer', '1–30 dias', '31–60 dias'], 900)
    expect(layout).toMatchObject({ step: 1, rotate: 0 })
    expect(categoryLabel('31–60 dias', layout)).toBe('31–60 dias')
  })
})

describe('axisNames: a repeated "Kind: " is left to the legend', () => {
  it('drops a prefix that several names share, keeps the one only one name has and names without one', () => {
    expect(
      axisNames([
        'Atendimento: Promessa de pagamento (Telefone)',
        'Atendimento: Recado deixado (Telefone)',
        'Régua: Lembrete 3 dias antes (E-mail)',
        'Cobrança por e-mail (E-mail)',
      ]),
    ).toEqual(['Promessa de pagamento (Telefone)', 'Recado deixado (Telefone)', 'Régua: Lembrete 3 dias antes (E-mail)', 'Cobrança por e-mail (E-mail)'])
  })

  it('months and plain names stay as they are', () => {
    expect(axisNames(['10/2026', '11/2026 (parcial)'])).toEqual(['10/2026', '11/2026 (parcial)'])
    expect(axisNames(['Maria Souza', 'João Lima'])).toEqual(['Maria Souza', 'João Lima'])
  })
})

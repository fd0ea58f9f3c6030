/** pt-BR number formats of the charts (and of their screen-reader tables). */
export type ChartFormat = 'money' | 'count' | 'percent' | 'days'

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
const BRL_SHORT = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
})
const INT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })
const DEC = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })
const DEC_SHORT = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 })

/**
 * A value as people read it. Money values are integer centavos (as everywhere in the app):
 * 123456 → "R$ 1.234,56"; count → "1.234"; percent → "12,5%"; days → "12,5 dias".
 */
export function formatChartValue(value: number | null | undefined, format: ChartFormat): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—'
  switch (format) {
    case 'money':
      return BRL.format(value / 100)
    case 'percent':
      return `${DEC.format(value)}%`
    case 'days':
      return `${DEC.format(value)} ${Math.abs(value) === 1 ? 'dia' : 'dias'}`
    default:
      return INT.format(value)
  }
}

/** The shorter form of the axis ticks: "R$ 1,2 mil", "12 mil". */
export function formatAxisValue(value: number, format: ChartFormat): string {
  if (!Number.isFinite(value)) return ''
  switch (format) {
    case 'money':
      return BRL_SHORT.format(value / 100)
    case 'percent':
      return `${DEC.format(value)}%`
    case 'days':
      return DEC.format(value)
    default:
      return Math.abs(value) >= 10_000 ? DEC_SHORT.format(value) : DEC.format(value)
  }
}

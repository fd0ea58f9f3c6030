import type { ChartFormat } from './format'

export interface ChartSeries {
  /** the legend and the screen-reader table header */
  name: string
  /** one value per category (null = no value); money in centavos */
  values: readonly (number | null)[]
  /** a CSS colour; the palette's next one when absent */
  color?: string
}

export interface ChartProps {
  kind: 'bar' | 'line'
  /** the x-axis labels, e.g. months "01/2026"; the legend under the pointer names them too */
  categories: readonly string[]
  /**
   * Shorter names for the x axis, one per category (see `axisNames`); the legend under the
   * pointer and the screen-reader table keep `categories` whole.
   */
  axisLabels?: readonly string[]
  series: readonly ChartSeries[]
  format: ChartFormat
  /** bars of several series piled up (totals per category) */
  stacked?: boolean
  height?: number
}

export { LazyChart, type LazyChartProps } from './lazy-chart'
export { formatChartValue, formatAxisValue, type ChartFormat } from './format'
export type { ChartProps, ChartSeries } from './types'
export { axisNames } from './axis-layout'

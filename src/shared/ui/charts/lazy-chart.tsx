import { Skeleton } from 'antd'
import { Component, Suspense, lazy, useMemo, type ReactNode } from 'react'
import './charts.css'
import { formatChartValue } from './format'
import type { ChartProps } from './types'

// One lazy component for the whole app: the library arrives in one shared chunk, on first use.
const UplotChart = lazy(() => import('./uplot-chart'))

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? (
      <p role="note">Não foi possível desenhar o gráfico; os números estão na tabela.</p>
    ) : (
      this.props.children
    )
  }
}

export interface LazyChartProps extends ChartProps {
  /** the chart's name: the figure's label and the caption of its table for screen readers */
  label: string
}

/**
 * A bar or line chart whose library is loaded only when it is rendered. The same numbers are
 * in a visually hidden table (pt-BR formats), so a screen reader reads them; the canvas is
 * hidden from it.
 *
 *   <LazyChart kind="bar" label="Vendas por mês" categories={['01/2026', …]}
 *              series={[{ name: 'Vendas', values: [123456, …] }]} format="money" />
 *
 * `format="money"` takes integer centavos.
 */
export function LazyChart({ label, ...chart }: LazyChartProps) {
  const { categories, series, format, height = 280 } = chart
  // Stable props for the drawing effect: redraw only when the numbers change.
  const key = JSON.stringify([chart.kind, categories, chart.axisLabels, series, format, chart.stacked, height])
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const props = useMemo(() => chart, [key])
  return (
    <figure className="lazy-chart" aria-label={label} style={{ margin: 0 }}>
      <ChartBoundary>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
          <UplotChart {...props} />
        </Suspense>
      </ChartBoundary>
      <table className="sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Categoria</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((c, i) => (
            <tr key={c}>
              <th scope="row">{c}</th>
              {series.map((s) => (
                <td key={s.name}>{formatChartValue(s.values[i] ?? null, format)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

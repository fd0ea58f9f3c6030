import { Skeleton } from 'antd'
import { Suspense, lazy, type ComponentType } from 'react'
import { ErrorBoundaryLite } from './error-boundary-lite'

export interface ChartSlotProps<P extends object> {
  /** the chart's module, loaded only when the slot is rendered */
  load: () => Promise<{ default: ComponentType<P> }>
  props: P
  height?: number
  /** what a screen reader hears about the chart; the numbers stay in the table */
  label: string
}

const charts = new WeakMap<() => Promise<unknown>, ComponentType<never>>()

/** One lazy component per chart module loader (the loader is a module-level function). */
function lazyChart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let chart = charts.get(load) as ComponentType<P> | undefined
  if (!chart) {
    chart = lazy(load) as unknown as ComponentType<P>
    charts.set(load, chart as ComponentType<never>)
  }
  return chart
}

/**
 * A chart that costs nothing until a page shows it: its library comes in its own chunk the
 * first time the slot renders. A chart that fails to load leaves the page (and its table) intact.
 */
export function ChartSlot<P extends object>({ load, props, height = 280, label }: ChartSlotProps<P>) {
  const Chart = lazyChart(load) as ComponentType<P>
  return (
    <figure className="report-chart" aria-label={label} style={{ minHeight: height, margin: 0 }}>
      <ErrorBoundaryLite fallback={<p role="note">Não foi possível desenhar o gráfico; os números estão na tabela.</p>}>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
          <Chart {...props} />
        </Suspense>
      </ErrorBoundaryLite>
    </figure>
  )
}

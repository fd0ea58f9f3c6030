/**
 * The chart library (uPlot, chosen by measurement: 22,6 KiB gzip against 58,9 KiB for a
 * tree-shaken Chart.js, and a 24-month series drawn in ~3 ms against ~70 ms in Chromium).
 * Loaded only through LazyChart, so it travels in its own chunk.
 */
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatAxisValue, formatChartValue } from './format'
import type { ChartProps } from './types'

export const PALETTE = ['#c0392b', '#2f6f9f', '#d68910', '#27865f', '#7d3c98', '#5d6d7e']

const shorten = (label: string, max: number) => (label.length > max ? `${label.slice(0, max - 1)}…` : label)

function build(props: ChartProps, width: number): { opts: uPlot.Options; data: uPlot.AlignedData } {
  const { kind, categories, series, format, stacked = false, height = 280 } = props
  const xs = categories.map((_, i) => i)
  // Slanted, shortened labels when a name would not fit its slot (~7 px per character).
  const slot = (width - 100) / Math.max(1, categories.length)
  const longLabels = categories.some((c) => c.length * 7 > slot)
  const colours = series.map((s, i) => s.color ?? PALETTE[i % PALETTE.length])
  const bars = kind === 'bar'
  // Stacked bars: every series is drawn as the cumulative total up to it, the tallest first.
  let drawn = series.map((s) => s.values.map((v) => v ?? null))
  let order = series.map((_, i) => i)
  if (bars && stacked && series.length > 1) {
    const cumulative: (number | null)[][] = []
    series.forEach((s, i) => {
      cumulative.push(s.values.map((v, k) => (v ?? 0) + (i > 0 ? (cumulative[i - 1][k] ?? 0) : 0)))
    })
    drawn = cumulative
    order = series.map((_, i) => series.length - 1 - i)
  }
  const barWidth = bars && !stacked && series.length > 1 ? 0.8 / series.length : 0.7
  const opts: uPlot.Options = {
    width,
    height,
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      // Bars and money start at zero; a line may go below it.
      y: {
        range: (_u, min, max) => {
          const lo = Math.min(0, min ?? 0)
          const hi = Math.max(max ?? 0, lo + 1)
          return [lo, hi + (hi - lo) * 0.06]
        },
      },
    },
    axes: [
      {
        // Long names (actions, products) are shortened on the axis; the legend and the
        // screen-reader table keep them whole.
        values: (_u, ticks) =>
          ticks.map((t) => (Number.isInteger(t) ? shorten(categories[t] ?? '', longLabels ? 22 : 40) : '')),
        splits: () => xs,
        gap: 4,
        rotate: longLabels ? -20 : 0,
        size: longLabels ? 70 : 36,
      },
      {
        values: (_u, ticks) => ticks.map((t) => formatAxisValue(t, format)),
        size: 80,
      },
    ],
    series: [
      { label: 'Categoria', value: (_u, v) => (v === null || v === undefined ? '' : (categories[v] ?? '')) },
      ...order.map((i, k) => {
        const offset =
          bars && !stacked && series.length > 1 ? (i - (series.length - 1) / 2) * barWidth : 0
        return {
          label: series[i].name,
          stroke: colours[i],
          width: bars ? 0 : 2,
          fill: bars ? colours[i] : undefined,
          points: { show: !bars },
          value: (_u: uPlot, _v: number | null, _si: number, idx: number | null) =>
            idx === null ? '' : formatChartValue(series[i].values[idx] ?? null, format),
          paths: bars
            ? uPlot.paths.bars!({
                size: [barWidth, 80],
                ...(offset ? { disp: { x0: { unit: 1, values: () => xs.map((x) => x + offset) } } } : {}),
              })
            : undefined,
          _order: k,
        } as uPlot.Series
      }),
    ],
  }
  return { opts, data: [xs, ...order.map((i) => drawn[i])] as uPlot.AlignedData }
}

export default function UplotChart(props: ChartProps) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = host.current
    // jsdom (unit tests) has no canvas: the numbers are in the screen-reader table anyway.
    if (!el || /jsdom/i.test(navigator.userAgent)) return
    const width = Math.max(320, el.clientWidth || 640)
    const { opts, data } = build(props, width)
    const chart = new uPlot(opts, data, el)
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            const w = Math.max(320, el.clientWidth)
            if (w !== chart.width) chart.setSize({ width: w, height: chart.height })
          })
    observer?.observe(el)
    return () => {
      observer?.disconnect()
      chart.destroy()
    }
  }, [props])
  return <div ref={host} className="lazy-chart-canvas" aria-hidden="true" />
}

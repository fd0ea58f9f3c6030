/**
 * The chart library (uPlot, chosen by measurement: 22,6 KiB gzip against 58,9 KiB for a
 * tree-shaken Chart.js, and a 24-month series drawn in ~3 ms against ~70 ms in Chromium).
 * Loaded only through LazyChart, so it travels in its own chunk.
 */
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { CHAR_PX, categoryAxis, type CategoryAxis, categoryLabel, categoryTicks, fitSlanted, labelSpace, rightOverhang } from './axis-layout'
import { formatAxisValue, formatChartValue } from './format'
import type { ChartProps } from './types'

export const PALETTE = ['#c0392b', '#2f6f9f', '#d68910', '#27865f', '#7d3c98', '#5d6d7e']
/** the narrowest the chart is drawn: a 390 px phone's card is about 340 px wide */
const MIN_WIDTH = 240

/**
 * The y-axis room before uPlot has its ticks: its likely widest labels, by their length. The x
 * labels are laid out from it once, so that uPlot's few layout passes settle (a layout that
 * followed each pass kept changing the plot's height, and with it the y ticks, past the last pass).
 */
function yRoomEstimate(values: readonly (number | null)[][], format: ChartProps['format']): number {
  const all = values.flat().filter((v): v is number => v !== null && Number.isFinite(v))
  const hi = Math.max(0, ...all)
  const lo = Math.min(0, ...all)
  const likely = [lo, hi, hi * 0.75, hi * 0.5, hi * 0.25].map((v) => formatAxisValue(v, format))
  return labelSpace(likely, (label) => label.length * CHAR_PX)
}

/** A tick label's width in the axis' own font, in CSS px. */
function measure(u: uPlot, axisIndex: number, label: string): number {
  const font = (u.axes[axisIndex] as { font?: unknown }).font
  u.ctx.save()
  // after init uPlot keeps the font as [css font scaled to the pixel ratio, size]
  if (Array.isArray(font)) u.ctx.font = String(font[0])
  const width = u.ctx.measureText(label).width / (uPlot.pxRatio || 1)
  u.ctx.restore()
  return width
}

function build(props: ChartProps, width: number): { opts: uPlot.Options; data: uPlot.AlignedData } {
  const { kind, categories, series, format, stacked = false, height = 280 } = props
  // the axis may name the categories shorter; the legend under the pointer names them whole
  const axisLabels = props.axisLabels ?? categories
  const xs = categories.map((_, i) => i)
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
  // The x labels fit the plot's width: level, thinned or slanted (axis-layout), one layout per width.
  const yRoom = yRoomEstimate(drawn, format)
  // (uPlot asks for the axis sizes once before it has a width of its own)
  const plotWidth = (u: uPlot) => (u.width || width) - yRoom - 25
  const layouts = new Map<number, CategoryAxis>()
  const layoutOf = (u: uPlot) => {
    const key = u.width || width
    const layout = layouts.get(key) ?? categoryAxis(axisLabels, plotWidth(u), yRoom)
    layouts.set(key, layout)
    return layout
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
    // the last label, centred under its tick, may need more than the default room on the right
    padding: [null, (u) => Math.max(25, rightOverhang(axisLabels, layoutOf(u), plotWidth(u)) + 6), null, null],
    axes: [
      {
        // Long names (actions, products) are shortened on the axis; the legend and the
        // screen-reader table keep them whole.
        values: (u, ticks) => {
          const layout = layoutOf(u)
          const fit = (label: string) => fitSlanted(label, layout, (text) => measure(u, 0, text))
          return ticks.map((t) => (Number.isInteger(t) ? fit(categoryLabel(axisLabels[t] ?? '', layout)) : ''))
        },
        splits: (u) => categoryTicks(xs.length, layoutOf(u).step),
        gap: 4,
        rotate: (u) => layoutOf(u).rotate,
        size: (u) => layoutOf(u).size,
      },
      {
        values: (_u, ticks) => ticks.map((t) => formatAxisValue(t, format)),
        // as wide as the widest tick ("R$ 12,5 mi"), never clipped
        size: (u, values, axisIndex) => labelSpace(values, (label) => measure(u, axisIndex, label)),
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
    const width = Math.max(MIN_WIDTH, el.clientWidth || 640)
    const { opts, data } = build(props, width)
    const chart = new uPlot(opts, data, el)
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            const w = Math.max(MIN_WIDTH, el.clientWidth)
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

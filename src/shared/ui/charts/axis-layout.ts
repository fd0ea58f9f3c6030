/**
 * How a chart's axes fit their labels (issue 24 item 5: clipped money ticks at 1280 px,
 * overlapping month labels on a 390 px phone). Pure functions of the labels and the room the
 * chart has, so they are tested without a canvas; uplot-chart.tsx calls them as uPlot lays out.
 */

/** uPlot's axis font is 12 px sans-serif: about 7 px a character, 18 px a line (line gap 1.5). */
export const CHAR_PX = 7
export const LINE_PX = 18
/** uPlot's tick length and the gap between the tick and its label */
const TICK_PX = 10
const GAP_PX = 5
/** the most a slanted label may hang below the plot */
const MAX_SLANT_PX = 110

/** The y-axis width that fits its widest tick label ("R$ 12,5 mi"), with the tick and the gap. */
export function labelSpace(labels: readonly string[] | null | undefined, measure: (label: string) => number): number {
  const widest = (labels ?? []).reduce((max, label) => Math.max(max, measure(label)), 0)
  // before uPlot has ticks (its first pass), room for a short value
  return Math.ceil((widest || 5 * CHAR_PX) + TICK_PX + GAP_PX + 4)
}

export interface CategoryAxis {
  /** every step-th category has a label (counted back from the last one, the most recent) */
  step: number
  /** degrees, uPlot's sign: > 0 slants the label down to the left, ending at its tick */
  rotate: number
  /** longer labels are shortened with an ellipsis (the legend and the table keep them whole) */
  maxChars: number
  /** a slanted label's room along its slant, in px: the axis height is made for it */
  slantPx?: number
  /** the axis height in px */
  size: number
}

/** A label on two lines when it has a note in parentheses: "11/2025 (parcial)" → "11/2025", "(parcial)". */
function lines(label: string): string[] {
  const at = label.indexOf(' (')
  return at > 0 ? [label.slice(0, at), label.slice(at + 1)] : [label]
}

const widthOf = (label: string) => Math.max(...lines(label).map((l) => l.length)) * CHAR_PX

/** Categories in an order of their own (months, years): some may go unlabelled between labelled ones. */
export function isOrdered(categories: readonly string[]): boolean {
  return categories.length > 0 && categories.every((c) => /^\d/.test(c))
}

/**
 * How the x-axis labels fit `plotWidth`: level and all of them when they fit their slots; months
 * and years level, thinned to every step-th; names slanted (steeper when the slots are narrow)
 * and shortened so that they neither overlap nor run out of the chart (`leftRoom`: the space left
 * of the plot, where the first slanted label ends).
 */
export function categoryAxis(categories: readonly string[], plotWidth: number, leftRoom = 60): CategoryAxis {
  const count = Math.max(1, categories.length)
  const slot = Math.max(1, plotWidth) / count
  const widest = categories.reduce((max, c) => Math.max(max, widthOf(c)), 0)
  const tall = categories.some((c) => lines(c).length > 1) ? 2 : 1
  const level = (step: number): CategoryAxis => ({ step, rotate: 0, maxChars: 60, size: TICK_PX + GAP_PX + tall * LINE_PX })
  if (widest + 8 <= slot) return level(1)
  if (isOrdered(categories)) return level(Math.ceil((widest + 8) / slot))
  // slanted: adjacent labels stand one line apart across their slant
  const angle = Math.min(90, Math.max(40, (Math.asin(Math.min(1, LINE_PX / slot)) * 180) / Math.PI))
  const rad = (angle * Math.PI) / 180
  const longest = categories.reduce((max, c) => Math.max(max, c.length), 0)
  const byHeight = MAX_SLANT_PX / Math.sin(rad) / CHAR_PX
  const byLeft = angle >= 89 ? Infinity : (leftRoom + slot / 2 - 10) / Math.cos(rad) / CHAR_PX
  const maxChars = Math.max(6, Math.min(40, longest, Math.floor(Math.min(byHeight, byLeft))))
  const shown = Math.min(longest, maxChars) * CHAR_PX
  return {
    step: slot < LINE_PX ? Math.ceil(LINE_PX / slot) : 1,
    rotate: Math.round(angle),
    maxChars,
    slantPx: shown,
    size: Math.ceil(shown * Math.sin(rad) + LINE_PX * Math.cos(rad) + TICK_PX + GAP_PX),
  }
}

/** The categories that get a label: every step-th, counted back from the last one. */
export function categoryTicks(count: number, step: number): number[] {
  const ticks: number[] = []
  for (let i = count - 1; i >= 0; i -= Math.max(1, step)) ticks.unshift(i)
  return ticks
}

const shorten = (label: string, max: number) => (label.length > max ? `${label.slice(0, max - 1)}…` : label)

/** A category's label on the axis: shortened to the layout's length, its note on a second line when level. */
export function categoryLabel(label: string, layout: CategoryAxis): string {
  const short = shorten(label, layout.maxChars)
  return layout.rotate === 0 ? lines(short).join('\n') : short
}

/**
 * A slanted label cut further, ellipsis included, until its drawn width fits the room the axis
 * was made for (`measure`: its width in the axis' font; a wide font runs past 7 px a character).
 */
export function fitSlanted(label: string, layout: CategoryAxis, measure: (label: string) => number): string {
  if (layout.rotate === 0 || !layout.slantPx) return label
  let fitted = label
  while (fitted.length > 2 && measure(fitted) > layout.slantPx) fitted = `${fitted.replace(/…$/, '').slice(0, -1).trimEnd()}…`
  return fitted
}

/** What the last label sticks out to the right of the plot, centred under its tick. */
export function rightOverhang(categories: readonly string[], layout: CategoryAxis, plotWidth: number): number {
  const last = categories[categories.length - 1]
  if (last === undefined || layout.rotate !== 0) return 0
  const slot = plotWidth / Math.max(1, categories.length)
  return Math.max(0, Math.ceil(widthOf(shorten(last, layout.maxChars)) / 2 - slot / 2))
}

/**
 * The x-axis names of categories whose names repeat a leading "Kind: " ("Atendimento: Promessa
 * de pagamento", "Atendimento: Recado deixado"): without it, so the part that tells them apart
 * is what the slanted, shortened label shows. A prefix that only one name has stays.
 */
export function axisNames(categories: readonly string[]): string[] {
  const prefixOf = (name: string) => /^[^:]{1,40}: (?=\S)/.exec(name)?.[0]
  const counts = new Map<string, number>()
  for (const name of categories) {
    const prefix = prefixOf(name)
    if (prefix) counts.set(prefix, (counts.get(prefix) ?? 0) + 1)
  }
  return categories.map((name) => {
    const prefix = prefixOf(name)
    return prefix && (counts.get(prefix) ?? 0) > 1 ? name.slice(prefix.length) : name
  })
}

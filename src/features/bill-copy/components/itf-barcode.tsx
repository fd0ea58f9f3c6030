import { itfBars } from '@/shared/lib/itf'

/**
 * The boleto barcode, Interleaved 2 of 5 from the 44 digits, as SVG: crisp at any width.
 * Quiet zones of 10 narrow modules each side; the drawing stretches to the box's width.
 */
export function ItfBarcode({ digits, height = 56 }: { digits: string; height?: number }) {
  const layout = itfBars(digits, 3)
  const quiet = 10
  const width = layout.width + quiet * 2
  return (
    <svg
      className="itf-barcode"
      role="img"
      aria-label={`Código de barras do boleto: ${digits}`}
      data-digits={digits}
      viewBox={`0 0 ${width} 50`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
      shapeRendering="crispEdges"
    >
      <rect x={0} y={0} width={width} height={50} fill="#fff" />
      {layout.bars.map((bar) => (
        <rect key={bar.x} x={bar.x + quiet} y={0} width={bar.width} height={50} fill="#000" />
      ))}
    </svg>
  )
}

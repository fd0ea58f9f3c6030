/**
 * Seeded pseudo-random generator (mulberry32). The demo data must be identical on
 * every machine and every run, so nothing in the seed may call Math.random.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  weighted<T>(items: readonly (readonly [T, number])[]): T
  chance(probability: number): boolean
  /** Integer day offset in [from, to]; dates are kept as offsets so the sequence never depends on "today". */
  dayBetween(from: number, to: number): number
  /** Random-looking hex string; 8 hex digits per 32-bit draw. */
  hex(length: number): string
  digits(length: number): string
  shuffle<T>(items: T[]): T[]
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const HEX_BYTES = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(items) {
      let total = 0
      for (const [, w] of items) total += w
      let r = next() * total
      for (const [item, w] of items) {
        r -= w
        if (r < 0) return item
      }
      return items[items.length - 1][0]
    },
    chance: (p) => next() < p,
    dayBetween: (from, to) => int(from, to),
    hex(length) {
      let out = ''
      // Table lookups: hundreds of thousands of bill hashes are drawn at DEMO_SCALE=5.
      while (out.length < length) {
        const n = Math.floor(next() * 4294967296)
        out +=
          HEX_BYTES[n >>> 24] +
          HEX_BYTES[(n >>> 16) & 255] +
          HEX_BYTES[(n >>> 8) & 255] +
          HEX_BYTES[n & 255]
      }
      return out.slice(0, length)
    },
    digits(length) {
      let out = ''
      while (out.length < length)
        out += Math.floor(next() * 1e9)
          .toString()
          .padStart(9, '0')
      return out.slice(0, length)
    },
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const tmp = items[i]
        items[i] = items[j]
        items[j] = tmp
      }
      return items
    },
  }
}

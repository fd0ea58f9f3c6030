import type { Rng } from './prng'
import { seedCollectionRule } from './seed-collection-rule'
import { seedCredit } from './seed-credit'
import { seedFinance } from './seed-finance'
import { seedPortal } from './seed-portal'
import { seedCollection } from './seed-collection'
import { seedReports } from './seed-reports'
import type { Tables } from './types'

export interface SeedContext {
  today: string
  scale: number
  /** the ISO date `offset` days from today */
  day: (offset: number) => string
  /** a generator of the module's own: the core seed's draws never move when a module changes */
  rng: (salt: number) => Rng
}

/** The modules' additions to the seed, after the core tables exist (they may read them). */
export function extendSeed(tables: Tables, ctx: SeedContext): void {
  seedCollectionRule(tables, ctx)
  seedReports(tables, ctx)
  seedFinance(tables, ctx)
  seedCredit(tables, ctx)
  seedPortal(tables, ctx)
  seedCollection(tables, ctx)
}

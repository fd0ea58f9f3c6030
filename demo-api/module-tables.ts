/**
 * Tables that a module's own demo-API files add. Each module augments this interface from its
 * own `types-<module>.ts` (`declare module './module-tables' { interface ModuleTables {...} }`)
 * and fills the tables from its `seed-<module>.ts`, so modules never edit the core seed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleTables {}

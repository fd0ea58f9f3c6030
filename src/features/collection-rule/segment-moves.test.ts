import { describe, expect, it } from 'vitest'
import { reguasLeftEmpty } from './segment-moves'
import type { ReguaExtended, ReguaSegmento } from './types'

const regua = (id: number): ReguaExtended =>
  ({
    id,
    nome: `Régua ${id}`,
    descricao: '',
    ativo: true,
    acoes: [],
    segmentos: [],
    status: [],
  }) as unknown as ReguaExtended
const seg = (id: number, r: number): ReguaSegmento => ({
  id,
  regua: r,
  descricao: `Segmento ${id}`,
})

describe('reguasLeftEmpty', () => {
  const reguas = [regua(1), regua(2), regua(3)]
  // rule 1 has segments 1 and 2; rule 2 has 3; rule 3 has none
  const segmentos = [seg(1, 1), seg(2, 1), seg(3, 2)]

  it('names a rule whose every segment moves away', () => {
    expect(reguasLeftEmpty(reguas, segmentos, [3], 1).map((l) => l.regua.id)).toEqual([2])
    expect(
      reguasLeftEmpty(reguas, segmentos, [1, 2], 2).map((l) => [
        l.regua.id,
        l.segmentos.map((s) => s.id),
      ]),
    ).toEqual([[1, [1, 2]]])
  })

  it('names nothing when a segment stays, when segments move within their rule, or for a rule that had none', () => {
    expect(reguasLeftEmpty(reguas, segmentos, [1], 2)).toEqual([])
    expect(reguasLeftEmpty(reguas, segmentos, [1, 2], 1)).toEqual([])
    expect(reguasLeftEmpty(reguas, segmentos, [], null)).toEqual([])
  })

  it('a new rule (no target yet) takes segments from every rule named', () => {
    expect(reguasLeftEmpty(reguas, segmentos, [1, 2, 3], null).map((l) => l.regua.id)).toEqual([
      1, 2,
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { shapeError } from './contract-shapes'

const regua = {
  id: 1,
  nome: 'Régua Varejo',
  descricao: '',
  ativo: true,
  max_mensagens_semana: 3,
  qtd_clientes: 4,
  acoes: [],
  segmentos: [],
  status: [],
}

describe('answers checked against the contract', () => {
  it('an answer as promised passes, whole or as a DRF page', () => {
    expect(shapeError('GET', '/api/cobranca/notificacao/tags/', [{ tag: 'nome', descricao: 'Nome' }])).toBeNull()
    expect(
      shapeError('GET', '/api/cobranca/notificacao/tags/', { count: 1, next: null, previous: null, results: [{ tag: 'a', descricao: 'b' }] }),
    ).toBeNull()
    expect(shapeError('GET', '/api/cobranca/regua-extended/', [regua])).toBeNull()
  })

  it('names the endpoint and the field that differ', () => {
    expect(shapeError('GET', '/api/cobranca/notificacao/tags/', ['nome', 'documento'])?.message).toBe(
      'A resposta de GET /api/cobranca/notificacao/tags/ não segue o contrato: [0] deveria ser um objeto, veio texto.',
    )
    const { acoes: _, ...withoutActions } = regua
    expect(shapeError('GET', '/api/cobranca/regua-extended/?x=1', [withoutActions])).toMatchObject({
      kind: 'malformed',
      message: 'A resposta de GET /api/cobranca/regua-extended/ não segue o contrato: falta o campo "acoes" em [0].',
    })
    expect(shapeError('GET', '/api/cobranca/regua-extended/', [{ ...regua, ativo: 'sim' }])?.message).toContain(
      '[0].ativo deveria ser verdadeiro/falso, veio texto',
    )
    expect(shapeError('GET', '/api/cobranca/regua-extended/', { detail: 'x' })?.message).toContain('a resposta deveria ser uma lista')
  })

  it('operations outside the contract, or without a promised shape, are not checked', () => {
    expect(shapeError('GET', '/api/outra-coisa/', 'x')).toBeNull()
    expect(shapeError('DELETE', '/api/cobranca/regua/1/', 'x')).toBeNull()
  })
})

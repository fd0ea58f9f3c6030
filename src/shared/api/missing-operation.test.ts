import { describe, expect, it } from 'vitest'
import { missingOperation, operationOf } from './missing-operation'

/** An axios error as the client raises it for an answer of `status`. */
const failed = (method: string, url: string, status: number, data: unknown) => ({
  isAxiosError: true,
  config: { method, url },
  response: { status, data },
})

const HTML_404 = '<!doctype html>\n<html><body><h1>Not Found</h1></body></html>'

describe('a server that lacks an operation', () => {
  it('finds the contract operation of a request, a literal path before a parameter', () => {
    expect(operationOf('get', '/api/cobranca/cliente/10001/?x=1')).toMatchObject({
      template: '/api/cobranca/cliente/{id}/',
      origem: 'proposta',
    })
    expect(operationOf('GET', 'http://app/api/cobranca/vendedor/')).toMatchObject({ origem: 'spec', params: 0 })
    expect(operationOf('GET', '/api/nada/')).toBeUndefined()
  })

  it("Django's HTML 404, a 405 and a 501 name the operation, with its template", () => {
    expect(missingOperation(failed('get', '/api/cobranca/cliente/10001/', 404, HTML_404))).toMatchObject({
      kind: 'unsupported',
      status: 404,
      message: 'Esta função precisa de GET /api/cobranca/cliente/{id}/ no servidor, que ainda não a oferece.',
    })
    expect(
      missingOperation(failed('post', '/api/cobranca/atendimento/concluir-atendimentos/10001/', 405, { detail: 'Método "POST" não é permitido.' })),
    ).toMatchObject({ kind: 'unsupported', message: expect.stringContaining('POST /api/cobranca/atendimento/concluir-atendimentos/{id}/') })
    expect(missingOperation(failed('get', '/api/cobranca/vendedor/', 501, ''))).toMatchObject({ kind: 'unsupported' })
  })

  it('a JSON 404 is "not found" on a path with parameters, "missing" on a proposed path without', () => {
    // a stock router reads /regua/simular/ as the detail of regua "simular": not found
    const proposed = operationOf('post', '/api/cobranca/regua/simular/')
    expect(proposed?.origem).toBe('proposta')
    expect(missingOperation(failed('post', '/api/cobranca/regua/simular/', 404, { detail: 'Não encontrado.' }))).toMatchObject({
      kind: 'unsupported',
    })
    expect(missingOperation(failed('get', '/api/cobranca/cliente/99999/', 404, { detail: 'Não encontrado.' }))).toBeNull()
    expect(missingOperation(failed('get', '/api/cobranca/vendedor/', 404, { detail: 'Página inválida.' }))).toBeNull()
  })

  it('other failures are not its business', () => {
    expect(missingOperation(failed('get', '/api/cobranca/vendedor/', 500, HTML_404))).toBeNull()
    expect(missingOperation(failed('post', '/api/cobranca/vendedor/', 400, { nome: ['Este campo é obrigatório.'] }))).toBeNull()
    expect(missingOperation(new Error('x'))).toBeNull()
    expect(missingOperation({ isAxiosError: true, config: { method: 'get', url: '/api/x/' } })).toBeNull()
  })
})

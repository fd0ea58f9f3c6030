import { describe, expect, it } from 'vitest'
import { checkExchange } from './contract-check'
import { call, login } from './test-client'

describe('the contract check (api/openapi.yaml through ajv)', () => {
  it('passes a real answer of the demo API and flags one that breaks the schema', async () => {
    const token = await login('admin')
    const real = await call('GET', '/api/contato/mensagens/', { token })
    expect(real.status).toBe(200)
    expect(real.body.length).toBeGreaterThan(0)
    const exchange = {
      method: 'GET',
      url: 'http://localhost/api/contato/mensagens/',
      status: 200,
      contentType: 'application/json',
    }
    expect(checkExchange({ ...exchange, responseBody: real.body })).toEqual([])
    const broken = [{ ...real.body[0], status: 'lida', respostas: null }]
    const problems = checkExchange({ ...exchange, responseBody: broken })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^GET \/api\/contato\/mensagens\/ → 200: a resposta não segue o contrato/)
  })

  it('checks a body the server accepted, not one it refused', () => {
    const exchange = {
      method: 'POST',
      url: 'http://localhost/api/contato/mensagens/',
      contentType: 'application/json',
      requestBody: { assunto: 'Sem mensagem', responder_para: 'a@b.com.br' },
    }
    expect(checkExchange({ ...exchange, status: 400, responseBody: { mensagem: ['Este campo é obrigatório.'] } })).toEqual([])
    expect(checkExchange({ ...exchange, status: 201 })).toEqual([
      expect.stringMatching(/^POST \/api\/contato\/mensagens\/: o corpo aceito pelo servidor não segue o contrato/),
    ])
  })

  it('resolves a literal segment before a parameter and ignores paths outside /api/', () => {
    const exchange = { method: 'GET', status: 200, contentType: 'application/json', responseBody: { x: 1 } }
    expect(checkExchange({ ...exchange, url: 'http://localhost/assets/app.js' })).toEqual([])
    expect(checkExchange({ ...exchange, url: 'http://localhost/api/contato/mensagens/7/' })).toEqual([
      expect.stringMatching(/^GET \/api\/contato\/mensagens\/\{id\}\/ → 200/),
    ])
  })
})

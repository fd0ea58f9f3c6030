/** Contacts of a customer: the same phone or e-mail is refused after normalising (issue 15). */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { listRows, resetDb } from './db'
import { call, login } from './test-client'

let analista: string
beforeAll(async () => {
  analista = await login('analista')
})
beforeEach(() => resetDb())

const C = '/api/cobranca'

describe('cliente-telefone and cliente-email refuse duplicates', () => {
  it('refuses a phone already there, written another way; accepts it for another customer', async () => {
    const phone = listRows('cliente-telefone')[0]
    const digits = String(phone.telefone).replace(/\D/g, '')
    const again = await call('POST', `${C}/cliente-telefone/`, {
      token: analista,
      body: { cod_cliente: phone.cod_cliente, telefone: digits },
    })
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ telefone: ['Telefone já cadastrado para o cliente.'] })
    const other = listRows('cliente').find((c) => c.cod_cliente !== phone.cod_cliente)!
    const elsewhere = await call('POST', `${C}/cliente-telefone/`, {
      token: analista,
      body: { cod_cliente: other.cod_cliente, telefone: phone.telefone },
    })
    expect(elsewhere.status).toBe(201)
  })

  it('refuses an e-mail in other case; editing a row keeps its own value', async () => {
    const email = listRows('cliente-email')[0]
    const again = await call('POST', `${C}/cliente-email/`, {
      token: analista,
      body: {
        cod_cliente: email.cod_cliente,
        email: `  ${String(email.email).toUpperCase()} `.trim(),
      },
    })
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ email: ['E-mail já cadastrado para o cliente.'] })
    const same = await call('PATCH', `${C}/cliente-email/${email.id}/`, {
      token: analista,
      body: { contato: 'Financeiro' },
    })
    expect(same.status).toBe(200)
  })
})

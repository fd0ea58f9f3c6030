import { describe, expect, it } from 'vitest'
import { customerLabel, customerSearchTerms } from './customer-search'

describe('customerSearchTerms', () => {
  it('sends names and codes as typed', () => {
    expect(customerSearchTerms('  São João ')).toEqual(['São João'])
    expect(customerSearchTerms('10001')).toEqual(['10001'])
    expect(customerSearchTerms('')).toEqual([''])
  })

  it('keeps a masked document as typed', () => {
    expect(customerSearchTerms('12.345.678/0001-90')).toEqual(['12.345.678/0001-90'])
    expect(customerSearchTerms('123.456.789-09')).toEqual(['123.456.789-09'])
  })

  it('masks a bare document as CNPJ and, while it may be one, as CPF', () => {
    expect(customerSearchTerms('12345678')).toEqual(['12.345.678', '123.456.78'])
    expect(customerSearchTerms('12345678901')).toEqual(['12.345.678/901', '123.456.789-01'])
    expect(customerSearchTerms('12345678000190')).toEqual(['12.345.678/0001-90'])
  })

  it('masks an alphanumeric CNPJ typed bare', () => {
    expect(customerSearchTerms('12abc34501de35')).toEqual(['12.ABC.345/01DE-35'])
    expect(customerSearchTerms('mercado')).toEqual(['mercado'])
  })
})

describe('customerLabel', () => {
  it('joins code, name and document, skipping what is missing', () => {
    expect(
      customerLabel({
        cod_cliente: 10001,
        nome_fantasia: 'Mercado',
        cnpj_cpf: '12.345.678/0001-90',
      }),
    ).toBe('10001 · Mercado · 12.345.678/0001-90')
    expect(customerLabel({ cod_cliente: 7 })).toBe('7')
  })
})

import { describe, expect, it } from 'vitest'
import {
  APP_PATHS,
  atendimentoUrl,
  automacaoUrl,
  painelUrl,
  parecerCreditoUrl,
  parseCodCliente,
  pathWithQuery,
  segundaViaUrl,
  titulosClienteUrl,
} from './paths'

describe('the link contract', () => {
  it('builds every link from the one path table', () => {
    expect(painelUrl(10001)).toBe('/cobranca/novo-painel-clientes?cliente=10001')
    expect(titulosClienteUrl(7)).toBe('/cobranca/titulos-cliente?cliente=7')
    expect(atendimentoUrl(10001)).toBe('/cobranca/atendimento?cliente=10001')
    expect(atendimentoUrl(10001, 'vendedor=107&info=s%C3%A3o')).toBe('/cobranca/atendimento?cliente=10001&vendedor=107&info=s%C3%A3o')
    expect(atendimentoUrl(10001, new URLSearchParams({ filial: '2' }))).toBe('/cobranca/atendimento?cliente=10001&filial=2')
    expect(parecerCreditoUrl()).toBe(APP_PATHS.parecerCredito)
    expect(parecerCreditoUrl(3)).toBe('/credito/credito/parecer-credito?cliente=3')
    expect(segundaViaUrl('ab/c')).toBe('/2-via/ab%2Fc')
    expect(automacaoUrl('banco-do-brasil')).toBe('/automatizacao/banco-do-brasil')
    expect(pathWithQuery('documentosPagos', { periodo: 'ano' })).toBe('/documentos_pagos?periodo=ano')
  })

  it.each([
    ['10001', 10001],
    [' 42 ', 42],
    ['abc', null],
    ['1e3', null],
    ['', null],
    [null, null],
  ])('parses the customer code %j', (raw, code) => {
    expect(parseCodCliente(raw)).toBe(code)
  })
})

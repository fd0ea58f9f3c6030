import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { toFormValues, toPayload } from './fields'
import type { FieldDef } from './types'

const fields: FieldDef[] = [
  { name: 'nome', label: 'Nome', kind: 'text', required: true },
  { name: 'valor', label: 'Valor', kind: 'money' },
  { name: 'data', label: 'Data', kind: 'date' },
  { name: 'cnpj', label: 'CNPJ', kind: 'cnpj' },
  { name: 'ativo', label: 'Ativo', kind: 'boolean', initial: true },
  { name: 'taxa', label: 'Taxa', kind: 'percent' },
  { name: 'segmentos', label: 'Segmentos', kind: 'multiselect' },
  { name: 'senha', label: 'Senha', kind: 'password', writeOnly: true },
]

describe('register fields: stored row ↔ form ↔ payload', () => {
  it('shows a stored row the Brazilian way', () => {
    const values = toFormValues(fields, {
      nome: 'Itaú',
      valor: '1234.5',
      data: '2026-02-28',
      cnpj: '11222333000181',
      ativo: false,
      taxa: '1.25',
      segmentos: [1, 2],
      senha: 'never shown',
    })
    expect(values.nome).toBe('Itaú')
    expect(values.valor).toBe('1.234,50')
    expect(dayjs.isDayjs(values.data) && (values.data as dayjs.Dayjs).format('DD/MM/YYYY')).toBe('28/02/2026')
    expect(values.cnpj).toBe('11.222.333/0001-81')
    expect(values.ativo).toBe(false)
    expect(values.taxa).toBe(1.25)
    expect(values.segmentos).toEqual([1, 2])
    expect(values).not.toHaveProperty('senha')
  })

  it('fills a new form from the initial values', () => {
    const values = toFormValues(fields, null)
    expect(values.ativo).toBe(true)
    expect(values.segmentos).toEqual([])
    expect(values.valor).toBeUndefined()
  })

  it('sends ISO dates, DRF decimals, masked upper-case documents, trimmed text', () => {
    const payload = toPayload(fields, {
      nome: '  Banco do Brasil ',
      valor: 'R$ 1.234,56',
      data: dayjs('2027-01-31', 'YYYY-MM-DD'),
      cnpj: '12abc34501de35',
      ativo: true,
      taxa: 1.25,
      segmentos: [],
      senha: '',
    })
    expect(payload).toEqual({
      nome: 'Banco do Brasil',
      valor: '1234.56',
      data: '2027-01-31',
      cnpj: '12.ABC.345/01DE-35',
      ativo: true,
      taxa: 1.25,
      segmentos: [],
    })
  })

  it('a write-only password goes only when typed; blank text goes empty, other blanks as null', () => {
    expect(toPayload(fields, { senha: 's3nh@', valor: '' })).toMatchObject({ senha: 's3nh@', valor: null, nome: '', data: null })
  })
})

import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { fieldLimit, fieldRules, toFormValues, toPayload } from './fields'
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

describe('register fields: text limits', () => {
  it('a declared limit, else the kind’s; counters on free text, none on formats', () => {
    const limitOf = (field: FieldDef) => fieldLimit(field)?.count
    expect(limitOf({ name: 'numero', label: 'Número', kind: 'text', maxLength: 60 })).toMatchObject({ max: 60 })
    expect(limitOf({ name: 'numero', label: 'Número', kind: 'text', maxLength: 60 })?.show).toBeTypeOf('function')
    expect(limitOf({ name: 'email', label: 'E-mail', kind: 'email' })).toMatchObject({ max: 254 })
    expect(limitOf({ name: 'tel', label: 'Telefone', kind: 'phone' })).toMatchObject({ max: 20, show: false })
    expect(limitOf({ name: 'cnpj', label: 'CNPJ', kind: 'cnpj' })).toMatchObject({ max: 18, show: false })
    expect(fieldLimit({ name: 'nome', label: 'Nome', kind: 'text' })).toBeNull()
    expect(fieldLimit({ name: 'valor', label: 'Valor', kind: 'money', maxLength: 20 })).toBeNull()
  })

  it('the kit’s rules refuse a text over the limit with the length it has', async () => {
    const rules = fieldRules({ name: 'numero', label: 'Número', kind: 'text', maxLength: 60 })
    const validators = rules
      .map((r) => (typeof r === 'object' && 'validator' in r ? r.validator : undefined))
      .filter(Boolean) as Array<(rule: unknown, value: unknown) => Promise<void>>
    const results = await Promise.allSettled(validators.map((v) => v({}, 'x'.repeat(80))))
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : null))).toContain(
      'Máximo de 60 caracteres: o texto tem 80. Encurte antes de salvar.',
    )
  })
})

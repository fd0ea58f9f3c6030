import { describe, expect, it } from 'vitest'
import { sumCentavos } from '@/shared/lib/money'
import {
  activeResultTypes,
  addMonthsISO,
  attendanceReturns,
  buildInstalments,
  centavosToInput,
  checkSchedule,
  decimalToInput,
  emailBreakPoints,
  isDuplicateContact,
  matchesCustomer,
  pendingReminder,
  queuePosition,
  RECORD_NOUNS,
  sortQueue,
  recordWords,
  scheduleProblem,
  sortPareceres,
  userName,
} from './lib'
import type { Atendimento, Lembrete, ParecerCredito } from './types'

const mercado = {
  cod_cliente: 10001,
  nome_fantasia: 'Mercado São Jorge',
  cnpj_cpf: '11.222.333/0001-81',
}

describe('customer search', () => {
  it.each([
    ['sao jorge', true],
    ['SÃO', true],
    ['mercado jorge', true],
    ['10001', true],
    ['1000', true],
    ['11222333', true],
    ['11.222.333/0001-81', true],
    ['0001-81', true],
    ['padaria', false],
    ['mercado padaria', false],
    ['99999', false],
    ['', true],
  ])('"%s" → %s', (query, expected) => {
    expect(matchesCustomer(mercado, query)).toBe(expected)
  })

  it('finds a person by CPF digits', () => {
    expect(
      matchesCustomer(
        { cod_cliente: 2, nome_fantasia: 'Bar do Zé', cnpj_cpf: '111.444.777-35' },
        '11144477735',
      ),
    ).toBe(true)
  })
})

describe('panel rules', () => {
  it('offers only active result types', () => {
    const tipos = [
      { id: 1, descricao: 'Promessa', inativo: false },
      { id: 2, descricao: 'Protesto', inativo: true },
      { id: 3, descricao: 'Recado' },
    ]
    expect(activeResultTypes(tipos).map((t) => t.id)).toEqual([1, 3])
  })

  it('sorts credit opinions by date, newest first', () => {
    const p = (id: number, data: string) =>
      ({ id, data, cod_cliente: 1, parecer: '' }) as ParecerCredito
    expect(
      sortPareceres([
        p(1, '2024-01-10'),
        p(2, '2025-03-01'),
        p(3, '2024-12-31'),
        p(4, '2025-03-01'),
      ]).map((x) => x.id),
    ).toEqual([4, 2, 3, 1])
  })

  it('the pending reminder is the earliest one not completed', () => {
    const l = (id: number, data: string, concluido = false) =>
      ({ id, data, concluido, cod_cliente: 1, descricao: '' }) as Lembrete
    expect(
      pendingReminder([
        l(1, '2025-01-01T10:00:00-03:00', true),
        l(2, '2025-03-01T10:00:00-03:00'),
        l(3, '2025-02-01T09:00:00-03:00'),
      ])?.id,
    ).toBe(3)
    expect(pendingReminder([l(1, '2025-01-01T10:00:00-03:00', true)])).toBeNull()
  })

  it('attendance returns: open attendances with a next contact, soonest first', () => {
    const a = (id: number, data_retorno: string | null, concluido = false) =>
      ({
        id,
        data_retorno,
        concluido,
        cod_cliente: 1,
        data: '2025-01-01T10:00:00-03:00',
        tipo_resultado: 1,
      }) as Atendimento
    expect(
      attendanceReturns([
        a(1, '2025-05-10'),
        a(2, null),
        a(3, '2025-04-01'),
        a(4, '2025-03-01', true),
      ]).map((x) => x.id),
    ).toEqual([3, 1])
  })

  it('names users by first and last name, else username, else the id', () => {
    const users = [
      { id: 30, username: 'analista', first_name: 'Beatriz', last_name: 'Lima' },
      { id: 5, username: 'x' },
    ]
    expect(userName(users, 30)).toBe('Beatriz Lima')
    expect(userName(users, 5)).toBe('x')
    expect(userName(users, 9)).toBe('Usuário 9')
    expect(userName(users, null)).toBe('Sistema')
  })
})

describe('down-payment schedule', () => {
  it('splits what is left after the entry to the centavo, one due date a month', () => {
    const rows = buildInstalments(100_000 - 0, 3, '2025-01-31')
    expect(rows.map((r) => r.valor)).toEqual([33_334, 33_333, 33_333])
    expect(sumCentavos(rows.map((r) => r.valor))).toBe(100_000)
    expect(rows.map((r) => r.data_vencimento)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31'])
    expect(rows.map((r) => r.parcela)).toEqual([1, 2, 3])
  })

  it('month arithmetic keeps the day or takes the month end, across years and leap days', () => {
    expect(addMonthsISO('2024-01-31', 1)).toBe('2024-02-29')
    expect(addMonthsISO('2025-11-15', 3)).toBe('2026-02-15')
    expect(addMonthsISO('2025-12-31', 12)).toBe('2026-12-31')
  })

  it('checks that entry plus instalments make the total', () => {
    expect(checkSchedule(100_000, 10_000, [30_000, 30_000, 30_000])).toEqual({
      ok: true,
      difference: 0,
    })
    expect(checkSchedule(100_000, 10_000, [30_000, 30_000, 29_999])).toEqual({
      ok: false,
      difference: -1,
    })
  })

  it('shows money in inputs the Brazilian way', () => {
    expect(centavosToInput(123_456)).toBe('1.234,56')
    expect(decimalToInput('1234.5')).toBe('1.234,50')
    expect(decimalToInput(null)).toBe('')
  })
})

describe('queue and URLs', () => {
  const fila = [10, 20, 30].map((cod_cliente) => ({
    cod_cliente,
    nome_fantasia: `C${cod_cliente}`,
  }))

  it('finds the next and previous customer; one outside the queue starts at the first', () => {
    expect(queuePosition(fila, 20)).toMatchObject({
      index: 1,
      total: 3,
      next: { cod_cliente: 30 },
      previous: { cod_cliente: 10 },
    })
    expect(queuePosition(fila, 30)).toMatchObject({ index: 2, next: null })
    expect(queuePosition(fila, 99)).toMatchObject({
      index: -1,
      next: { cod_cliente: 10 },
      previous: null,
    })
    expect(queuePosition([], 1)).toMatchObject({ total: 0, next: null })
  })
})

describe('contacts: duplicates after normalising', () => {
  const phones = [{ id: 1, telefone: '(11) 98765-4321' }]
  const emails = [{ id: 2, email: 'Financeiro@Cliente.com.br' }]
  it.each([
    ['telefone', '11987654321', phones, undefined, true],
    ['telefone', '+55 (11) 98765-4321', phones, undefined, true],
    ['telefone', '(11) 98765-4322', phones, undefined, false],
    ['telefone', '(11) 98765-4321', phones, 1, false],
    ['email', ' financeiro@cliente.com.br ', emails, undefined, true],
    ['email', 'compras@cliente.com.br', emails, undefined, false],
    ['email', 'FINANCEIRO@cliente.com.br', emails, 2, false],
  ] as const)('%s %s → duplicate %s', (kind, value, rows, editing, dup) => {
    expect(isDuplicateContact(kind, value, rows, editing)).toBe(dup)
  })

  it('wraps long e-mails after the @ and before dots', () => {
    expect(emailBreakPoints('joao.silva@boasafra.com.br')).toEqual([
      'joao',
      '.silva@',
      'boasafra',
      '.com',
      '.br',
    ])
  })
})

describe('down payment schedule: drawn only from valid inputs', () => {
  const opts = { maxParcelas: 60, today: '2026-11-23', isNew: true }
  const ok = { total: 100000, entrada: 10000, parcelas: '3', primeiro: '2026-12-23' }
  it.each([
    ['valid', ok, null],
    ['invalid total', { ...ok, total: null }, 'Informe um valor total válido.'],
    [
      'negative entry',
      { ...ok, entrada: -100 },
      'Informe um valor de entrada válido (zero ou mais).',
    ],
    [
      'entry over total',
      { ...ok, entrada: 200000 },
      'A entrada não pode ser maior que o valor total.',
    ],
    ['500 instalments', { ...ok, parcelas: '500' }, 'Informe de 1 a 60 parcelas.'],
    ['2.5 instalments', { ...ok, parcelas: '2.5' }, 'Informe de 1 a 60 parcelas.'],
    [
      '31/02',
      { ...ok, primeiro: 'invalid' as const },
      'O primeiro vencimento não é uma data válida.',
    ],
    [
      'past first due date',
      { ...ok, primeiro: '2026-11-22' },
      'O primeiro vencimento não pode ser anterior a hoje.',
    ],
    ['today', { ...ok, primeiro: '2026-11-23' }, null],
  ])('%s', (_, inputs, problem) => {
    expect(scheduleProblem(inputs, opts)).toBe(problem)
  })

  it('an edit may keep a first due date in the past', () => {
    expect(scheduleProblem({ ...ok, primeiro: '2026-01-10' }, { ...opts, isNew: false })).toBeNull()
  })
})

describe('what the panel says about a record, from its noun', () => {
  it.each([
    ['negociacao', 'Nova negociação', 'Editar negociação #7', 'Salvar negociação', 'Não foi possível salvar a negociação.', 'Negociação registrada.', 'Negociação atualizada.', 'Excluir esta negociação?', 'Excluir negociação #7', 'Negociação excluída.'],
    ['entrada', 'Nova entrada', 'Editar entrada #7', 'Salvar entrada', 'Não foi possível salvar a entrada.', 'Entrada registrada.', 'Entrada atualizada.', 'Excluir esta entrada?', 'Excluir entrada #7', 'Entrada excluída.'],
    ['observacao', 'Nova observação', 'Editar observação #7', 'Salvar observação', 'Não foi possível salvar a observação.', 'Observação registrada.', 'Observação atualizada.', 'Excluir esta observação?', 'Excluir observação #7', 'Observação excluída.'],
    ['lembrete', 'Novo lembrete', 'Editar lembrete', 'Salvar lembrete', 'Não foi possível salvar o lembrete.', 'Lembrete registrado.', 'Lembrete atualizado.', 'Excluir este lembrete?', 'Excluir lembrete', 'Lembrete excluído.'],
    ['email', 'Novo e-mail', 'Editar e-mail', 'Salvar e-mail', 'Não foi possível salvar o e-mail.', 'E-mail registrado.', 'E-mail atualizado.', 'Excluir este e-mail?', 'Excluir e-mail', 'E-mail excluído.'],
  ] as const)('%s', (kind, novo, editRow, save, saveFailed, created, updated, deleteQuestion, deleteRow, deleted) => {
    const words = recordWords(RECORD_NOUNS[kind])
    expect(words.new).toBe(novo)
    expect(words.editRow(7)).toBe(editRow)
    expect(words.save).toBe(save)
    expect(words.saveFailed).toBe(saveFailed)
    expect(words.saved(true)).toBe(created)
    expect(words.saved(false)).toBe(updated)
    expect(words.deleteQuestion).toBe(deleteQuestion)
    expect(words.deleteRow(7)).toBe(deleteRow)
    expect(words.deleted).toBe(deleted)
  })
})

describe('sortQueue: the queue in the base’s sort', () => {
  const fila = [
    { cod_cliente: 1, nome_fantasia: 'Zeta', saldo_vencido: '900.00', maior_atraso: 10, aging: { d1_30: '5.00' } },
    { cod_cliente: 2, nome_fantasia: 'álamo', saldo_vencido: '80.50', maior_atraso: 40, aging: { d1_30: '50.00' } },
    { cod_cliente: 3, nome_fantasia: 'Beta', saldo_vencido: '100.00', maior_atraso: 40 },
  ]
  const cods = (ordering: string | undefined) => sortQueue(fila, ordering).map((c) => c.cod_cliente)

  it('sorts by a field, numbers as numbers, ties in the worklist order', () => {
    expect(cods('-maior_atraso')).toEqual([2, 3, 1])
    expect(cods('saldo_vencido')).toEqual([2, 3, 1])
    expect(cods('-aging__d1_30')).toEqual([2, 1, 3])
  })

  it('sorts names as Base Cobrança does (accents and case aside)', () => {
    expect(cods('nome_fantasia')).toEqual([2, 3, 1])
  })

  it('keeps the order without an ordering or with one it does not know', () => {
    expect(cods(undefined)).toEqual([1, 2, 3])
    expect(cods('-senha')).toEqual([1, 2, 3])
  })
})

import { describe, expect, it, vi } from 'vitest'
import { agingBucket } from '../src/shared/lib/aging'
import { isValidLinhaDigitavel, parseLinhaDigitavel } from '../src/shared/lib/boleto'
import { addDays } from '../src/shared/lib/date'
import { isValidCnpj, isValidCpf } from '../src/shared/lib/documents'
import { toCentavos } from '../src/shared/lib/money'
import { nowSaoPaulo } from './clock'
import type { Db } from './db'
import { CUSTOMER_COUNT, FORMA, buildSeed } from './seed'
import { seedIntegrations } from './seed-contact-automation'

const TODAY = '2025-06-15'
const seed = buildSeed(0.1, TODAY)
const t = seed.tables

describe('seed', () => {
  it('is deterministic for the same scale and reference day', () => {
    expect(buildSeed(0.1, TODAY)).toEqual(seed)
  })

  it('only shifts dates when the reference day changes', () => {
    const later = buildSeed(0.1, addDays(TODAY, 40))
    const a = t['contas-receber']
    const b = later.tables['contas-receber']
    expect(b).toHaveLength(a.length)
    for (const i of [0, 1, 500, a.length - 1]) {
      expect(b[i].valor).toBe(a[i].valor)
      expect(b[i].cod_cliente).toBe(a[i].cod_cliente)
      expect(b[i].status).toBe(a[i].status)
      expect(b[i].hash_2via).toBe(a[i].hash_2via)
      expect(b[i].data_vencimento).toBe(addDays(a[i].data_vencimento, 40))
    }
    expect(later.tables.cliente.map((c) => c.cnpj_cpf)).toEqual(t.cliente.map((c) => c.cnpj_cpf))
  })

  it('has the expected sizes', () => {
    expect(t.cliente.length).toBe(CUSTOMER_COUNT)
    expect(t.cliente.length).toBeGreaterThanOrEqual(300)
    expect(t['contas-receber']).toHaveLength(2000)
    expect(buildSeed(0.25, TODAY).tables['contas-receber']).toHaveLength(5000)
    expect(t.filial).toHaveLength(6)
    expect(t.vendedor).toHaveLength(25)
    expect(t.supervisor).toHaveLength(5)
    expect(t['analista-cobranca']).toHaveLength(6)
    expect(t['grupo-economico']).toHaveLength(40)
  })

  it('gives every customer a valid CNPJ or CPF, unique, some of each', () => {
    const docs = t.cliente.map((c) => c.cnpj_cpf)
    expect(new Set(docs).size).toBe(docs.length)
    for (const c of t.cliente) {
      if (c.tipo_pessoa === 'F') expect(isValidCpf(c.cnpj_cpf), c.cnpj_cpf).toBe(true)
      else expect(isValidCnpj(c.cnpj_cpf), c.cnpj_cpf).toBe(true)
    }
    expect(t.cliente.some((c) => c.tipo_pessoa === 'F')).toBe(true)
    expect(t.cliente.some((c) => /[A-Z]/.test(c.cnpj_cpf))).toBe(true)
    for (const p of t.pessoa) expect(isValidCpf(p.cpf_cnpj) || isValidCnpj(p.cpf_cnpj)).toBe(true)
    for (const e of t.empresa) expect(isValidCnpj(e.cnpj)).toBe(true)
  })

  it('gives every bill a valid linha digitável that encodes its value and due date', () => {
    const bills = t['contas-receber'].filter((r) => r.forma_cobranca === FORMA.boleto)
    expect(bills.length).toBeGreaterThan(500)
    for (const r of bills) {
      expect(isValidLinhaDigitavel(r.linha_digitavel!), r.linha_digitavel!).toBe(true)
      const parsed = parseLinhaDigitavel(r.linha_digitavel!, TODAY)!
      expect(parsed.valorCentavos).toBe(toCentavos(r.valor))
      expect(parsed.vencimento).toBe(r.data_vencimento)
      expect(r.nosso_numero).toMatch(/^\d+$/)
    }
    for (const r of t['contas-receber'].filter((x) => x.forma_cobranca !== FORMA.boleto)) {
      expect(r.linha_digitavel).toBeNull()
    }
    const hashes = t['contas-receber'].flatMap((r) => (r.hash_2via ? [r.hash_2via] : []))
    expect(new Set(hashes).size).toBe(hashes.length)
  })

  it('keeps receivable amounts and statuses consistent', () => {
    for (const r of t['contas-receber']) {
      expect(toCentavos(r.valor)).toBe(toCentavos(r.valor_pago) + toCentavos(r.saldo))
      if (r.status === 'pago') expect(r.saldo).toBe('0.00')
      if (r.status === 'vencido') expect(r.data_vencimento < TODAY).toBe(true)
      if (r.status === 'aberto') expect(r.data_vencimento >= TODAY).toBe(true)
      if (r.data_pagamento) expect(r.data_pagamento <= TODAY).toBe(true)
      expect(r.data_emissao <= r.data_vencimento).toBe(true)
    }
    const statuses = new Set(t['contas-receber'].map((r) => r.status))
    expect([...statuses].sort()).toEqual(['aberto', 'pago', 'vencido'])
    expect(t['contas-receber'].some((r) => r.data_vencimento > addDays(TODAY, 60))).toBe(true)
    expect(t['contas-receber'].some((r) => r.data_emissao < addDays(TODAY, -700))).toBe(true)
  })

  it('has open receivables in every aging bucket', () => {
    const buckets = new Set(
      t['contas-receber'].filter((r) => r.status !== 'pago').map((r) => agingBucket(r.dias_atraso)),
    )
    expect([...buckets].sort()).toEqual([
      'a_vencer',
      'd180_mais',
      'd1_30',
      'd31_60',
      'd61_90',
      'd91_180',
    ])
  })

  it('makes down payments add up to the centavo', () => {
    expect(t['atendimento-entrada'].length).toBeGreaterThan(0)
    for (const e of t['atendimento-entrada']) {
      const parcels = t['atendimento-entrada-parcela'].filter((p) => p.entrada === e.id)
      expect(parcels).toHaveLength(e.qtd_parcelas)
      const sum = parcels.reduce((s, p) => s + toCentavos(p.valor), 0)
      expect(toCentavos(e.valor_entrada) + sum).toBe(toCentavos(e.valor_total))
    }
  })

  it('closes every financing schedule at zero and keeps foreign keys consistent', () => {
    for (const l of t.liberacao) {
      const rows = t['liberacao-parcela'].filter((p) => p.liberacao === l.id)
      expect(rows.reduce((s, p) => s + toCentavos(p.valor_amortizacao), 0)).toBe(
        toCentavos(l.valor),
      )
      expect(rows.at(-1)!.saldo_devedor).toBe('0.00')
      expect(t.contrato.some((c) => c.id === l.contrato)).toBe(true)
    }
    for (const c of t.contrato) {
      expect(t.banco.some((b) => b.id === c.banco)).toBe(true)
      expect(t.empresa.some((e) => e.id === c.empresa)).toBe(true)
      expect(t['forma-amortizacao'].some((f) => f.id === c.forma_amortizacao)).toBe(true)
    }
  })

  it('links customers, sellers, analysts and users', () => {
    const sellers = new Set(t.vendedor.map((v) => v.codigo))
    for (const c of t.cliente) {
      expect(sellers.has(c.cod_vendedor)).toBe(true)
      expect(t['analista-cobranca'].some((a) => a.id === c.analista)).toBe(true)
    }
    expect(t['analista-cobranca'].find((a) => a.user === 30)).toBeDefined()
    expect(t['user-client'].filter((l) => l.user === 5)).toHaveLength(2)
    expect(t['atendimento-tipo-resultado'].some((r) => r.inativo)).toBe(true)
    const withContacts = new Set(
      [...t['cliente-telefone'], ...t['cliente-email']].map((c) => c.cod_cliente),
    )
    expect(withContacts.size).toBeLessThan(t.cliente.length)
    for (const e of t['cliente-email'])
      expect(e.email).toMatch(/^[a-z0-9.]+@[a-z0-9.-]+\.[a-z]{2,}$/)
    for (const p of t['cliente-telefone'])
      expect(p.telefone).toMatch(/^\(\d{2}\) (9\d{4}|[2-5]\d{3})-\d{4}$/)
    for (const tpl of t.template) expect(tpl.corpo).toContain('{{')
  })
})

describe('nothing seeded in the future, whatever the hour of the run (issue 24)', () => {
  it('the banks\' last contact is before now at 00:30, 06:59 and 23:30 São Paulo time', () => {
    try {
      for (const hour of ['00:30', '06:59', '07:03', '23:30']) {
        vi.useFakeTimers({ toFake: ['Date'] })
        vi.setSystemTime(new Date(`2026-11-30T${hour}:00-03:00`))
        const now = nowSaoPaulo()
        for (const bank of seedIntegrations({ today: '2026-11-30' } as Db)) {
          if (bank.ultima_comunicacao) expect(bank.ultima_comunicacao <= now, `${bank.slug} ${hour}`).toBe(true)
        }
        vi.useRealTimers()
      }
    } finally {
      vi.useRealTimers()
    }
  })
})

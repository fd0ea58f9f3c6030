import type { SeedContext } from './seed-modules'
import type { Tables } from './types'
import './types-collection'
import type { PromessaPagamento } from './types-collection'

/**
 * Additions of the collection screens (Base Cobrança, panel, attendance) to the seed (salt 106):
 * promises to pay on overdue titles, some due today, some broken (date passed, still open),
 * some kept (titles paid), the rest active.
 */
export function seedCollection(tables: Tables, ctx: SeedContext): void {
  const rng = ctx.rng(106)
  const open = tables['contas-receber'].filter((t) => t.status === 'vencido')
  const byCustomer = new Map<number, typeof open>()
  for (const t of open) byCustomer.set(t.cod_cliente, [...(byCustomer.get(t.cod_cliente) ?? []), t])
  const customers = [...byCustomer.keys()].sort((a, b) => a - b)
  const count = Math.min(customers.length, 8 * Math.max(1, ctx.scale))
  const rows: PromessaPagamento[] = []
  const offsets = [0, 0, -3, -7, 2, 5, 9, 14]
  for (let i = 0; i < count; i += 1) {
    const cod = customers[i]
    const titles = (byCustomer.get(cod) ?? []).slice(0, rng.int(1, 2))
    const valor = titles.reduce((sum, t) => sum + Math.round(Number(t.saldo) * 100), 0)
    const offset = offsets[i % offsets.length]
    const attendance = (tables.atendimento ?? []).find((a) => a.cod_cliente === cod)
    rows.push({
      id: i + 1,
      cod_cliente: cod,
      atendimento: attendance?.id ?? null,
      titulos: titles.map((t) => t.id),
      valor: (valor / 100).toFixed(2),
      data_promessa: ctx.day(offset),
      criado_em: `${ctx.day(Math.min(offset, 0) - rng.int(1, 5))}T10:${String(rng.int(10, 59))}:00-03:00`,
      usuario: attendance?.usuario ?? null,
      observacao: rng.pick(['Pagamento via PIX', 'Vai pagar o boleto atualizado', 'Depósito em conta', '']),
      cancelada: false,
    })
  }
  tables['promessa-pagamento'] = rows
}

import { addDays } from '../src/shared/lib/date'
import { fromCentavos } from '../src/shared/lib/money'
import { BRANCHES } from './seed-names'
import type { SeedContext } from './seed-modules'
import type { Tables } from './types'
import type { Devolucao, MotivoDevolucao, Produto, Venda } from './types-reports'

/** [descricao, categoria, unidade, preço em centavos, peso de venda] */
const PRODUCTS: readonly (readonly [string, string, string, number, number])[] = [
  ['Arroz Branco Tipo 1 5 kg', 'Mercearia', 'FD 6 UN', 17_940, 10],
  ['Feijão Carioca Tipo 1 1 kg', 'Mercearia', 'FD 10 UN', 8_290, 9],
  ['Feijão Preto 1 kg', 'Mercearia', 'FD 10 UN', 8_990, 4],
  ['Óleo de Soja 900 ml', 'Mercearia', 'CX 20 UN', 15_980, 8],
  ['Açúcar Cristal 5 kg', 'Mercearia', 'FD 6 UN', 13_450, 6],
  ['Café Torrado e Moído 500 g', 'Mercearia', 'CX 10 UN', 18_900, 7],
  ['Farinha de Trigo 1 kg', 'Mercearia', 'FD 10 UN', 5_690, 5],
  ['Macarrão Espaguete 500 g', 'Mercearia', 'FD 20 UN', 7_980, 6],
  ['Sal Refinado 1 kg', 'Mercearia', 'FD 10 UN', 2_490, 2],
  ['Molho de Tomate Tradicional 340 g', 'Mercearia', 'CX 24 UN', 6_960, 4],
  ['Fubá Mimoso 1 kg', 'Mercearia', 'FD 10 UN', 4_390, 2],
  ['Sardinha em Óleo 125 g', 'Conservas', 'CX 50 UN', 27_450, 2],
  ['Milho Verde em Conserva 200 g', 'Conservas', 'CX 24 UN', 7_680, 2],
  ['Azeite de Oliva Extra Virgem 500 ml', 'Mercearia', 'CX 12 UN', 38_280, 2],
  ['Leite UHT Integral 1 L', 'Laticínios', 'CX 12 UN', 6_588, 8],
  ['Queijo Muçarela Fatiado', 'Laticínios', 'KG', 3_990, 5],
  ['Manteiga com Sal 200 g', 'Laticínios', 'CX 24 UN', 22_800, 2],
  ['Margarina com Sal 500 g', 'Laticínios', 'CX 12 UN', 8_280, 3],
  ['Iogurte Natural 170 g', 'Laticínios', 'CX 24 UN', 5_760, 2],
  ['Presunto Cozido', 'Frios', 'KG', 3_290, 3],
  ['Mortadela Tradicional', 'Frios', 'KG', 1_890, 3],
  ['Peito de Frango Congelado', 'Carnes', 'CX 18 KG', 25_020, 5],
  ['Coxa e Sobrecoxa Congelada', 'Carnes', 'CX 18 KG', 17_820, 3],
  ['Carne Bovina Acém', 'Carnes', 'KG', 3_490, 3],
  ['Linguiça Toscana', 'Carnes', 'CX 5 KG', 9_450, 2],
  ['Biscoito Cream Cracker 400 g', 'Biscoitos', 'CX 20 UN', 9_580, 3],
  ['Biscoito Recheado Chocolate 130 g', 'Biscoitos', 'CX 48 UN', 12_960, 2],
  ['Achocolatado em Pó 400 g', 'Mercearia', 'CX 12 UN', 9_480, 2],
  ['Refrigerante Cola 2 L', 'Bebidas', 'FD 6 UN', 5_940, 5],
  ['Água Mineral sem Gás 500 ml', 'Bebidas', 'FD 12 UN', 1_680, 3],
  ['Suco de Uva Integral 1 L', 'Bebidas', 'CX 6 UN', 7_140, 1],
  ['Batata Palha 500 g', 'Snacks', 'CX 10 UN', 8_990, 1],
]

const REASONS: readonly (readonly [MotivoDevolucao, number])[] = [
  ['Avaria no transporte', 30],
  ['Produto vencido ou próximo do vencimento', 20],
  ['Divergência de preço', 18],
  ['Pedido em duplicidade', 10],
  ['Produto fora da especificação', 12],
  ['Recusa no recebimento', 10],
]

const nfOf = (documento: string) => documento.slice(0, documento.lastIndexOf('-'))

/**
 * The reports module's seed data (salt 102 for ctx.rng): the product catalogue, the invoice lines
 * behind every NF of contas-receber (same date, customer, seller and total to the centavo) and
 * the returns of part of those lines.
 */
export function seedReports(tables: Tables, ctx: SeedContext): void {
  const rng = ctx.rng(102)
  const produto: Produto[] = PRODUCTS.map(([descricao, categoria, unidade, preco], i) => ({
    id: i + 1,
    codigo: String(70100 + i * 7),
    descricao,
    categoria,
    unidade,
    preco: fromCentavos(preco),
  }))
  const weights = PRODUCTS.map((p, i) => [i, p[4]] as const)

  const projectsOf = new Map<number, { empreendimento: string; modulos: number[] }[]>()
  for (const b of BRANCHES) {
    const city = b.cities[0][0]
    const byProject = new Map<string, number[]>()
    for (const v of tables['vw-filtro-empreendimento']) {
      if (v.uf !== b.uf || v.cidade !== city) continue
      byProject.set(v.empreendimento, [...(byProject.get(v.empreendimento) ?? []), v.modulo])
    }
    projectsOf.set(
      b.cod_filial,
      [...byProject].map(([empreendimento, modulos]) => ({ empreendimento, modulos })),
    )
  }

  // Invoices in receivable order: NF → its total, date, customer.
  const invoices = new Map<
    string,
    { data: string; cod_cliente: number; cod_vendedor: number; cod_filial: number; total: number }
  >()
  for (const t of tables['contas-receber']) {
    const nf = nfOf(t.documento)
    const cents = Math.round(Number(t.valor) * 100)
    const inv = invoices.get(nf)
    if (inv) inv.total += cents
    else
      invoices.set(nf, {
        data: t.data_emissao,
        cod_cliente: t.cod_cliente,
        cod_vendedor: t.cod_vendedor,
        cod_filial: t.cod_filial,
        total: cents,
      })
  }

  const venda: Venda[] = []
  const devolucao: Devolucao[] = []
  for (const [nf, inv] of invoices) {
    const projects = projectsOf.get(inv.cod_filial) ?? []
    const project = projects.length > 0 ? rng.pick(projects) : null
    const empreendimento = project?.empreendimento ?? ''
    const modulo = project ? rng.pick(project.modulos) : 0
    const lines = Math.max(1, Math.min(rng.int(1, 5), Math.floor(inv.total / 2000)))
    const picked = new Set<number>()
    while (picked.size < lines) picked.add(rng.weighted(weights))
    const shares = [...picked].map(() => 0.3 + rng.next())
    const sum = shares.reduce((a, b) => a + b, 0)
    let left = inv.total
    ;[...picked].forEach((pi, k) => {
      const value = k === picked.size - 1 ? left : Math.round((inv.total * shares[k]) / sum)
      left -= value
      const preco = PRODUCTS[pi][3]
      const quantidade = Math.max(1, Math.round(value / preco))
      const line: Venda = {
        id: venda.length + 1,
        nota_fiscal: nf,
        data: inv.data,
        cod_cliente: inv.cod_cliente,
        cod_vendedor: inv.cod_vendedor,
        cod_filial: inv.cod_filial,
        produto: pi + 1,
        quantidade,
        valor_unitario: fromCentavos(Math.round(value / quantidade)),
        valor_total: fromCentavos(value),
        empreendimento,
        modulo,
      }
      venda.push(line)
      if (rng.chance(0.035)) {
        const back = rng.int(1, quantidade)
        const data = addDays(inv.data, rng.int(1, 12))
        if (data <= ctx.today) {
          devolucao.push({
            id: devolucao.length + 1,
            data,
            venda: line.id,
            nota_fiscal: nf,
            cod_cliente: inv.cod_cliente,
            cod_vendedor: inv.cod_vendedor,
            cod_filial: inv.cod_filial,
            produto: pi + 1,
            quantidade: back,
            valor: fromCentavos(Math.round((value * back) / quantidade)),
            motivo: rng.weighted(REASONS),
            empreendimento,
            modulo,
          })
        }
      }
    })
  }
  tables.produto = produto
  tables.venda = venda
  tables.devolucao = devolucao
}

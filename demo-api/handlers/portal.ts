/**
 * The client portal (Meus Títulos) and the public 2ª via. Our paths (docs/api-contract.md):
 *
 * - GET /api/portal/titulos/                titles of the customers linked to the user
 * - GET /api/portal/titulos/{id}/           one of them; 404 for anybody else's
 * - GET /api/portal/titulos/{id}/pdf/       its bill as a PDF
 * - GET /api/public/2-via/{hash}/           the bill by its unguessable hash, no session
 * - GET /api/public/2-via/{hash}/pdf/       the same bill as a PDF, no session
 *
 * Isolation: every portal answer is filtered by the user's own customer links (user-client),
 * staff included (a staff user without links sees nothing). The public routes never read
 * the Authorization header: the hash alone identifies the bill.
 */
import { HttpResponse, type RequestHandler } from 'msw'
import { buildBoleto, linhaToBarcode } from '../../src/shared/lib/boleto'
import { isValidISODate, todayISO } from '../../src/shared/lib/date'
import { updatedAmount } from '../../src/shared/lib/interest'
import { fromCentavos, toCentavos } from '../../src/shared/lib/money'
import { buildPixPayload } from '../../src/shared/lib/pix'
import { buildBillPdf } from '../bill-pdf'
import { getRow, listRows } from '../db'
import { json, MSG, notFound, publicRoute, route, type Context } from '../http'
import { linkedCustomers } from '../resource'
import type { Cliente, ContaReceber, ContaReceberStatus } from '../types'
import type { BillView, PortalBeneficiario, PortalTitulo } from '../types-portal'

export const PORTAL_TITULOS = '/api/portal/titulos/'
export const PUBLIC_2VIA = '/api/public/2-via/'

/** The shape of every hash the seed issues: 32 lowercase hex digits (128 random bits). */
export const HASH_RE = /^[0-9a-f]{32}$/

export const PAID_BILL_DETAIL = 'Este título já foi pago; não há boleto a emitir.'

const FALLBACK_BENEFICIARIO: PortalBeneficiario = {
  id: 1,
  nome: 'Boa Safra Alimentos Ltda',
  cnpj: '34.567.890/0002-10',
  endereco: '',
  cidade: 'São Paulo',
  uf: 'SP',
  chave_pix: '',
  multa_pct: '2.00',
  juros_mes_pct: '1.00',
  contas: [],
}

function beneficiario(): PortalBeneficiario {
  const rows = listRows('portal-beneficiario') as readonly PortalBeneficiario[]
  return rows[0] ?? FALLBACK_BENEFICIARIO
}

/** CPF ***.444.777-**, CNPJ 11.222.***∕****-81: enough for the payer to recognise it, no more. */
export function maskDocument(doc: string): string {
  const d = doc.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
  if (d.length === 11) return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`
  if (d.length === 14) return `${d.slice(0, 2)}.${d.slice(2, 5)}.***/****-${d.slice(12)}`
  return '***'
}

function statusOn(row: ContaReceber, saldo: number, today: string): ContaReceberStatus {
  if (saldo <= 0) return 'pago'
  return row.data_vencimento < today ? 'vencido' : 'aberto'
}

interface Charges {
  status: ContaReceberStatus
  saldo: number
  diasAtraso: number
  multa: number
  juros: number
  total: number
}

function chargesOf(row: ContaReceber, today: string, b: PortalBeneficiario): Charges {
  const saldo = Math.max(0, toCentavos(row.saldo))
  const status = statusOn(row, saldo, today)
  if (status === 'pago' || !isValidISODate(row.data_vencimento)) {
    return { status, saldo, diasAtraso: 0, multa: 0, juros: 0, total: saldo }
  }
  const c = updatedAmount({
    valorCentavos: saldo,
    vencimento: row.data_vencimento,
    hoje: today,
    multaPct: Number(b.multa_pct),
    jurosMesPct: Number(b.juros_mes_pct),
  })
  return {
    status,
    saldo,
    diasAtraso: c.multaCentavos || c.jurosCentavos ? c.diasAtraso : 0,
    multa: c.multaCentavos,
    juros: c.jurosCentavos,
    total: c.totalCentavos,
  }
}

/**
 * What a title owes today, as every screen shows it (issue 23: the server owns the amount; staff
 * screens and the portal read the same `valor_atualizado`, never compute it in the browser).
 */
export function chargeFields(row: ContaReceber, today: string = todayISO()): { multa: string; juros: string; valor_atualizado: string } {
  const c = chargesOf(row, today, beneficiario())
  return { multa: fromCentavos(c.multa), juros: fromCentavos(c.juros), valor_atualizado: fromCentavos(c.total) }
}

interface Payable {
  linha: string | null
  vencimento: string | null
  reemitido: boolean
  pix: string | null
}

/**
 * What the payer can pay today. The registered boleto while it still charges the right amount;
 * once it does not (late, or partly paid), a boleto reissued for the updated amount, due today,
 * with the same bank and free field (nosso número). PIX for the same amount, for any bill.
 */
function payableOf(row: ContaReceber, c: Charges, today: string, b: PortalBeneficiario): Payable {
  if (c.status === 'pago' || !row.hash_2via) return { linha: null, vencimento: null, reemitido: false, pix: null }
  let linha: string | null = null
  let vencimento: string | null = null
  let reemitido = false
  if (row.linha_digitavel) {
    const barcode = linhaToBarcode(row.linha_digitavel)
    const original = Number(barcode.slice(9, 19))
    if (original === c.total) {
      linha = row.linha_digitavel
      vencimento = row.data_vencimento
    } else {
      linha = buildBoleto({
        banco: barcode.slice(0, 3),
        vencimento: today,
        valorCentavos: c.total,
        campoLivre: barcode.slice(19),
      }).linhaDigitavel
      vencimento = today
      reemitido = true
    }
  }
  const pix = b.chave_pix
    ? buildPixPayload({
        chave: b.chave_pix,
        valor: c.total,
        nome: 'Boa Safra Alimentos',
        cidade: b.cidade,
        txid: row.hash_2via.slice(0, 25),
      })
    : null
  return { linha, vencimento, reemitido, pix }
}

export function billOf(row: ContaReceber, today: string = todayISO()): BillView {
  const b = beneficiario()
  const cliente = getRow('cliente', row.cod_cliente) as Cliente | undefined
  const c = chargesOf(row, today, b)
  const p = payableOf(row, c, today, b)
  const banco = p.linha ? p.linha.slice(0, 3) : null
  const conta = banco ? b.contas.find((k) => k.banco === banco) : undefined
  return {
    hash: row.hash_2via ?? '',
    documento: row.documento,
    parcela: row.parcela,
    nosso_numero: row.nosso_numero,
    beneficiario: { nome: b.nome, cnpj: b.cnpj, endereco: b.endereco, cidade: b.cidade, uf: b.uf },
    banco: banco ? { codigo: banco, nome: conta?.nome_banco ?? `Banco ${banco}` } : null,
    agencia_codigo: conta ? `${conta.agencia} / ${conta.conta}` : null,
    pagador: {
      nome: cliente?.razao_social ?? '',
      documento: maskDocument(cliente?.cnpj_cpf ?? ''),
      cidade: cliente?.cidade ?? '',
      uf: cliente?.uf ?? '',
    },
    data_emissao: row.data_emissao,
    data_vencimento: row.data_vencimento,
    valor: row.valor,
    valor_pago: row.valor_pago,
    saldo: fromCentavos(c.saldo),
    status: c.status,
    data_pagamento: row.data_pagamento,
    multa_pct: b.multa_pct,
    juros_mes_pct: b.juros_mes_pct,
    dias_atraso: c.diasAtraso,
    multa: fromCentavos(c.multa),
    juros: fromCentavos(c.juros),
    valor_atualizado: fromCentavos(c.status === 'pago' ? 0 : c.total),
    vencimento_boleto: p.vencimento,
    reemitido: p.reemitido,
    linha_digitavel: p.linha,
    codigo_barras: p.linha ? linhaToBarcode(p.linha) : null,
    pix_copia_cola: p.pix,
    calculado_em: today,
  }
}

function portalRow(row: ContaReceber, today: string): PortalTitulo {
  const b = beneficiario()
  const c = chargesOf(row, today, b)
  const p = payableOf(row, c, today, b)
  const cliente = getRow('cliente', row.cod_cliente) as Cliente | undefined
  const forma = getRow('forma-cobranca', row.forma_cobranca)
  return {
    id: row.id,
    cod_cliente: row.cod_cliente,
    nome_fantasia: cliente?.nome_fantasia ?? '',
    documento: row.documento,
    parcela: row.parcela,
    data_emissao: row.data_emissao,
    data_vencimento: row.data_vencimento,
    data_pagamento: row.data_pagamento,
    valor: row.valor,
    valor_pago: row.valor_pago,
    saldo: fromCentavos(c.saldo),
    status: c.status,
    dias_atraso: c.diasAtraso,
    forma_cobranca: row.forma_cobranca,
    forma_cobranca_descricao: forma?.descricao ?? '',
    multa: fromCentavos(c.multa),
    juros: fromCentavos(c.juros),
    valor_atualizado: fromCentavos(c.status === 'pago' ? 0 : c.total),
    hash_2via: row.hash_2via,
    linha_digitavel: p.linha,
    pix_copia_cola: p.pix,
    vencimento_boleto: p.vencimento,
  }
}

/** The user's own titles: only those of the customers linked to the user, staff included. */
function ownTitles(ctx: Context): ContaReceber[] {
  const mine = linkedCustomers(ctx.user)
  if (mine.size === 0) return []
  return listRows('contas-receber').filter((r) => mine.has(String(r.cod_cliente)))
}

function ownTitle(ctx: Context): ContaReceber | null {
  if (!/^\d{1,12}$/.test(ctx.params.id ?? '')) return null
  return ownTitles(ctx).find((r) => String(r.id) === ctx.params.id) ?? null
}

const STATUSES = new Set(['aberto', 'vencido', 'pago'])
/** Overdue first, then due (oldest first), then paid (newest first). */
const RANK: Record<ContaReceberStatus, number> = { vencido: 0, aberto: 1, pago: 2 }

function listTitles(ctx: Context): Response {
  const q = ctx.url.searchParams
  const statuses = (q.get('status') ?? '').split(',').filter((s) => STATUSES.has(s))
  const from = q.get('data_vencimento_inicio') ?? ''
  const to = q.get('data_vencimento_fim') ?? ''
  for (const [field, value] of [['data_vencimento_inicio', from], ['data_vencimento_fim', to]] as const) {
    if (value && !isValidISODate(value)) return json({ [field]: ['Informe uma data válida (AAAA-MM-DD).'] }, 400)
  }
  const today = todayISO()
  const rows = ownTitles(ctx)
    .filter((r) => (!from || r.data_vencimento >= from) && (!to || r.data_vencimento <= to))
    .map((r) => portalRow(r, today))
    .filter((r) => statuses.length === 0 || statuses.includes(r.status))
    .sort(
      (a, b) =>
        RANK[a.status] - RANK[b.status] ||
        (a.status === 'pago' ? b.data_vencimento.localeCompare(a.data_vencimento) : a.data_vencimento.localeCompare(b.data_vencimento)) ||
        a.id - b.id,
    )
  return json(rows)
}

/** Public answers: never cached by a proxy, never indexed, never sent on as a referrer. */
function privately(response: Response): Response {
  response.headers.set('Cache-Control', 'no-store')
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  response.headers.set('Referrer-Policy', 'no-referrer')
  return response
}

function byHash(hash: string | undefined): ContaReceber | null {
  if (!hash || !HASH_RE.test(hash)) return null
  return listRows('contas-receber').find((r) => r.hash_2via === hash) ?? null
}

export function billFileName(bill: Pick<BillView, 'documento'>): string {
  return `boleto-${bill.documento.replace(/[^0-9A-Za-z-]+/g, '-').replace(/^-+|-+$/g, '')}.pdf`
}

async function pdfResponse(row: ContaReceber): Promise<Response> {
  const bill = billOf(row)
  if (bill.status === 'pago') return json({ detail: PAID_BILL_DETAIL }, 409)
  const bytes = await buildBillPdf(bill)
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${billFileName(bill)}"`,
      'Content-Length': String(bytes.byteLength),
    },
  })
}

export const portalHandlers: RequestHandler[] = [
  ...route('get', PORTAL_TITULOS, listTitles),
  ...route('get', `${PORTAL_TITULOS}:id/pdf/`, (ctx) => {
    const row = ownTitle(ctx)
    if (!row) return notFound()
    if (!row.hash_2via) return json({ detail: 'Este título não tem boleto nem PIX.' }, 404)
    return pdfResponse(row)
  }),
  ...route('get', `${PORTAL_TITULOS}:id/`, (ctx) => {
    const row = ownTitle(ctx)
    return row ? json(portalRow(row, todayISO())) : notFound()
  }),
  ...publicRoute('get', `${PUBLIC_2VIA}:hash/pdf/`, async (ctx) => {
    const row = byHash(ctx.params.hash)
    return privately(row ? await pdfResponse(row) : json({ detail: MSG.notFound }, 404))
  }),
  ...publicRoute('get', `${PUBLIC_2VIA}:hash/`, (ctx) => {
    const row = byHash(ctx.params.hash)
    return privately(row ? json(billOf(row)) : json({ detail: MSG.notFound }, 404))
  }),
]

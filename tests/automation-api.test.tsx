import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCnab, type CnabItem } from '@/features/automation/cnab'
import { fromCentavos } from '@/shared/lib/money'
import { SAMPLE_DAY, SAMPLE_FILES, buildSamples } from '../demo-api/cnab-samples/samples'
import { getDb, getRow, listRows, resetDb } from '../demo-api/db'
import { AUTOMACAO_MESSAGES, AUTOMACAO_URL } from '../demo-api/handlers/automacao'
import { buildSeed } from '../demo-api/seed'
import { call, login } from '../demo-api/test-client'

const ITAU = `${AUTOMACAO_URL}itau/`

function samples() {
  const db = getDb()
  return buildSamples(listRows('contas-receber'), listRows('cliente'), db.today)
}

function items(content: string): CnabItem[] {
  const parsed = parseCnab(content)
  if (!parsed.ok) throw new Error(parsed.error.mensagem)
  return parsed.file.itens
}

async function matched(token: string, content: string) {
  const its = items(content)
  const { status, body } = await call('POST', `${ITAU}conferir/`, {
    token,
    body: {
      itens: its.map((i) => ({
        linha: i.linha,
        nosso_numero: i.nosso_numero,
        documento: i.documento,
      })),
    },
  })
  expect(status).toBe(200)
  return its.map((i, k) => ({
    item: i,
    titulo: body.itens[k].titulo as { id: number; status: string } | null,
  }))
}

function liquidacoes(rows: Awaited<ReturnType<typeof matched>>) {
  return rows
    .filter((r) => r.titulo && r.item.liquidacao)
    .map((r) => ({
      titulo: r.titulo!.id,
      linha: r.item.linha,
      valor_pago: fromCentavos(r.item.valor_pago),
      data_pagamento: r.item.data_pagamento,
    }))
}

describe('automação: integrations and access', () => {
  it('gives the integration to users whose profile has its route, and to nobody else', async () => {
    const fin = await login('financeiro')
    const itau = await call('GET', ITAU, { token: fin })
    expect(itau.status).toBe(200)
    expect(itau.body).toMatchObject({
      slug: 'itau',
      nome: 'Itaú',
      banco: '341',
      status: 'conectado',
    })
    expect((await call('GET', `${AUTOMACAO_URL}bradesco/`, { token: fin })).body.status).toBe(
      'instavel',
    )
    expect((await call('GET', `${AUTOMACAO_URL}banco-do-brasil/`, { token: fin })).status).toBe(403)
    expect(
      (await call('GET', `${AUTOMACAO_URL}banco-do-brasil/`, { token: await login('admin') })).body
        .status,
    ).toBe('desconectado')
    expect((await call('GET', ITAU, { token: await login('analista') })).status).toBe(403)
    expect((await call('GET', ITAU, { token: await login('cliente') })).status).toBe(403)
    expect(
      (await call('GET', `${AUTOMACAO_URL}nao-existe/`, { token: await login('admin') })).status,
    ).toBe(404)
    expect((await call('GET', ITAU)).status).toBe(403)
  })

  it('a connection test refreshes the last contact time', async () => {
    const fin = await login('financeiro')
    const before = (await call('GET', ITAU, { token: fin })).body.ultima_comunicacao
    const after = await call('POST', `${ITAU}testar/`, { token: fin })
    expect(after.status).toBe(200)
    expect(after.body.ultima_comunicacao >= before).toBe(true)
  })
})

describe('automação: matching, applying and undoing a return file', () => {
  it('matches titles by nosso número and leaves unknown ones out', async () => {
    const fin = await login('financeiro')
    const s = samples()
    const rows = await matched(fin, s.itau240)
    const ids = rows.map((r) => r.titulo?.id ?? null)
    for (const id of s.settles.itau240) expect(ids).toContain(id)
    expect(rows.filter((r) => r.titulo === null)).toHaveLength(1)
    expect(rows.find((r) => r.titulo === null)!.item.nosso_numero).toBe('90000017')
  })

  it('applies the settlements: titles paid in full leave the open list, a partial one keeps its balance', async () => {
    const fin = await login('financeiro')
    const s = samples()
    const bradesco = `${AUTOMACAO_URL}bradesco/`
    const its = items(s.bradesco400)
    const conf = await call('POST', `${bradesco}conferir/`, {
      token: fin,
      body: {
        itens: its.map((i) => ({
          linha: i.linha,
          nosso_numero: i.nosso_numero,
          documento: i.documento,
        })),
      },
    })
    const rows = its.map((item, k) => ({ item, titulo: conf.body.itens[k].titulo }))
    const partial = rows.find(
      (r) => r.titulo && r.item.valor_pago < Math.round(Number(r.titulo.saldo) * 100),
    )!
    const partialBefore = getRow('contas-receber', partial.titulo.id)!
    const created = await call('POST', `${bradesco}importacoes/`, {
      token: fin,
      body: {
        arquivo: SAMPLE_FILES.bradesco400,
        layout: 'CNAB 400',
        impressao: 'abc123',
        data_geracao: getDb().today,
        liquidacoes: liquidacoes(rows),
      },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      integracao: 'bradesco',
      qtd_titulos: 4,
      usuario_nome: expect.any(String),
      desfeita: false,
    })
    for (const id of s.settles.bradesco400) {
      const t = getRow('contas-receber', id)!
      expect(t).toMatchObject({
        status: 'pago',
        saldo: '0.00',
        valor_pago: t.valor,
        data_pagamento: expect.any(String),
      })
    }
    const partialAfter = getRow('contas-receber', partial.titulo.id)!
    expect(partialAfter.status).toBe(partialBefore.status)
    expect(Number(partialAfter.saldo)).toBeCloseTo(
      Number(partialBefore.saldo) - partial.item.valor_pago / 100,
      2,
    )

    // the same file again is refused, and nothing changes
    const again = await call('POST', `${bradesco}importacoes/`, {
      token: fin,
      body: {
        arquivo: 'copia.ret',
        layout: 'CNAB 400',
        impressao: 'abc123',
        liquidacoes: liquidacoes(rows),
      },
    })
    expect(again.status).toBe(400)
    expect(again.body.arquivo[0]).toMatch(
      /^Este arquivo já foi importado em \d\d\/\d\d\/\d{4} às \d\d:\d\d por /,
    )

    const history = await call('GET', `${bradesco}importacoes/`, { token: fin })
    expect(history.body).toHaveLength(1)
    expect(history.body[0].itens.map((i: { titulo: number }) => i.titulo)).toEqual(
      expect.arrayContaining(s.settles.bradesco400),
    )

    // undo restores every title as it was
    const undone = await call('POST', `${bradesco}importacoes/${created.body.id}/desfazer/`, {
      token: fin,
    })
    expect(undone.status).toBe(200)
    expect(undone.body.desfeita).toBe(true)
    for (const id of s.settles.bradesco400)
      expect(getRow('contas-receber', id)!.status).not.toBe('pago')
    expect(getRow('contas-receber', partial.titulo.id)).toEqual(partialBefore)
    const twice = await call('POST', `${bradesco}importacoes/${created.body.id}/desfazer/`, {
      token: fin,
    })
    expect(twice.body.detail).toBe(AUTOMACAO_MESSAGES.alreadyUndone)
  })

  it('refuses the whole file when one title is already paid, and only the last import can be undone', async () => {
    const fin = await login('financeiro')
    const s = samples()
    const rows = await matched(fin, s.itau240)
    const liq = liquidacoes(rows)
    const paid = listRows('contas-receber').find((t) => t.status === 'pago')!
    const refused = await call('POST', `${ITAU}importacoes/`, {
      token: fin,
      body: {
        arquivo: 'x.ret',
        layout: 'CNAB 240',
        impressao: 'f1',
        liquidacoes: [
          ...liq,
          { titulo: paid.id, linha: 99, valor_pago: '10.00', data_pagamento: '2026-11-19' },
        ],
      },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.liquidacoes).toEqual([AUTOMACAO_MESSAGES.titlePaid(99, paid.documento)])
    for (const id of s.settles.itau240)
      expect(getRow('contas-receber', id)!.status).not.toBe('pago')

    const first = await call('POST', `${ITAU}importacoes/`, {
      token: fin,
      body: { arquivo: 'a.ret', layout: 'CNAB 240', impressao: 'f1', liquidacoes: liq.slice(0, 2) },
    })
    const second = await call('POST', `${ITAU}importacoes/`, {
      token: fin,
      body: { arquivo: 'b.ret', layout: 'CNAB 240', impressao: 'f2', liquidacoes: liq.slice(2, 3) },
    })
    expect([first.status, second.status]).toEqual([201, 201])
    const notLast = await call('POST', `${ITAU}importacoes/${first.body.id}/desfazer/`, {
      token: fin,
    })
    expect(notLast.status).toBe(400)
    expect(notLast.body.detail).toBe(AUTOMACAO_MESSAGES.notLast)
    const empty = await call('POST', `${ITAU}importacoes/`, {
      token: fin,
      body: { arquivo: 'c.ret', layout: 'CNAB 240', impressao: 'f3', liquidacoes: [] },
    })
    expect(empty.body.liquidacoes).toEqual([AUTOMACAO_MESSAGES.empty])
  })
})

describe('reset between tests', () => {
  it('brings back the seeded integrations, no imports and the titles as seeded', async () => {
    const fin = await login('financeiro')
    const s = samples()
    const rows = await matched(fin, s.itau240)
    const created = await call('POST', `${ITAU}importacoes/`, {
      token: fin,
      body: {
        arquivo: 'a.ret',
        layout: 'CNAB 240',
        impressao: 'r1',
        liquidacoes: liquidacoes(rows),
      },
    })
    expect(created.status).toBe(201)
    expect(getRow('contas-receber', s.settles.itau240[0])!.status).toBe('pago')
    resetDb()
    const again = await login('financeiro')
    expect((await call('GET', `${ITAU}importacoes/`, { token: again })).body).toEqual([])
    expect(getRow('contas-receber', s.settles.itau240[0])!.status).not.toBe('pago')
    expect((await call('GET', ITAU, { token: again })).body.ultimo_retorno).toBeNull()
  })
})

describe('the committed sample files', () => {
  it('are what the generator writes for the default seed on their day (run generate.ts if the seed moved)', () => {
    const seed = buildSeed(1, SAMPLE_DAY)
    const fresh = buildSamples(seed.tables['contas-receber'], seed.tables.cliente, SAMPLE_DAY)
    const dir = join(__dirname, '../demo-api/cnab-samples')
    for (const key of Object.keys(SAMPLE_FILES) as (keyof typeof SAMPLE_FILES)[]) {
      expect(readFileSync(join(dir, SAMPLE_FILES[key]), 'latin1'), SAMPLE_FILES[key]).toBe(
        fresh[key],
      )
    }
  })
})

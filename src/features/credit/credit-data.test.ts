import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeStore } from '@/app/store'
import { loggedOut } from '@/features/session'
import { rowsOf } from '@/shared/api/data-api'
import { getRow } from '../../../demo-api/db'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import { creditApi, customerPareceresArgs, customerVersoesArgs } from './credit-data'
import type { Parecer, ParecerVersao } from './types'
import { historyOrder, sortPareceres } from './versions'

const p = (id: number, data: string): Parecer => ({
  id,
  cod_cliente: 1,
  data,
  parecer: 'x',
  limite_sugerido: '1000.00',
  situacao: 'em_analise',
})

describe('the order the workspace reads in', () => {
  it('sorts opinions newest first, the latest created first on the same day', () => {
    const sorted = sortPareceres([p(1, '2025-01-10'), p(3, '2026-02-01'), p(2, '2026-02-01'), p(4, '2024-12-31')])
    expect(sorted.map((x) => x.id)).toEqual([3, 2, 1, 4])
  })

  it('sorts versions newest first, the latest version first at the same instant', () => {
    const v = (id: number, versao: number, data_hora: string) => ({ id, versao, data_hora }) as ParecerVersao
    const sorted = historyOrder([
      v(1, 1, '2026-01-01T10:00:00-03:00'),
      v(3, 2, '2026-01-01T10:00:00-03:00'),
      v(2, 1, '2026-03-01T09:00:00-03:00'),
    ])
    expect(sorted.map((x) => x.id)).toEqual([2, 3, 1])
  })
})

const NEW_OPINION = {
  parecer: 'Pagamentos pontuais há dois anos; proponho limite compatível com o volume.',
  limite_solicitado: null,
  limite_sugerido: '70000.00',
  validade: '2099-01-01',
  classe_risco: 'B' as const,
  garantias: '',
  condicoes_pagamento: '',
}

/** The store's state as the api's selectors take it (the api's slice is injected lazily). */
type ApiState = Parameters<ReturnType<typeof creditApi.endpoints.getCreditoScoreId.select>>[0]
const apiState = (store: ReturnType<typeof makeStore>) => store.getState() as unknown as ApiState

describe('credit data against the demo API', () => {
  const e = creditApi.endpoints

  it('loads a customer, writes an opinion, approves it and refreshes what changed', async () => {
    await signInAs('credito')
    const store = makeStore()
    const cod = 10001
    const reads = [
      store.dispatch(e.getCreditoExposicaoId.initiate({ cod })),
      store.dispatch(e.getCreditoScoreId.initiate({ cod })),
      store.dispatch(e.getCobrancaParecerCredito.initiate(customerPareceresArgs(cod))),
      store.dispatch(e.getCobrancaParecerCreditoVersao.initiate(customerVersoesArgs(cod))),
    ]
    await Promise.all(reads)
    const exposicao = () => e.getCreditoExposicaoId.select({ cod })(apiState(store)).data
    const pareceres = () => rowsOf(e.getCobrancaParecerCredito.select(customerPareceresArgs(cod))(apiState(store)).data)
    const versoes = () => rowsOf(e.getCobrancaParecerCreditoVersao.select(customerVersoesArgs(cod))(apiState(store)).data)
    expect(exposicao()?.cliente.limite).toBe(getRow('cliente', cod)!.limite_credito)
    expect(e.getCreditoScoreId.select({ cod })(apiState(store)).data?.fatores).toHaveLength(5)
    const before = pareceres().length

    const saved = await store
      .dispatch(e.postCobrancaParecerCredito.initiate({ novoParecerCredito: { cod_cliente: cod, ...NEW_OPINION } }))
      .unwrap()
    // the saved opinion is in the customer's list at once; the reload brings its first version
    expect(pareceres()[0]).toMatchObject({ id: saved.id, situacao: 'em_analise' })
    await waitFor(() => expect(versoes().some((v) => v.parecer_credito === saved.id)).toBe(true))
    expect(pareceres()).toHaveLength(before + 1)

    await store
      .dispatch(
        e.postCobrancaParecerCreditoIdDecidir.initiate({
          id: saved.id,
          decisaoParecerCredito: { situacao: 'aprovado', comentario: '' },
        }),
      )
      .unwrap()
    expect(pareceres().find((x) => x.id === saved.id)?.situacao).toBe('aprovado')
    // an approval is the customer's new limit: the exposure is read again
    await waitFor(() => expect(exposicao()?.cliente.limite).toBe('70000.00'))

    store.dispatch(loggedOut())
    expect(exposicao()).toBeUndefined()
    expect(pareceres()).toEqual([])
    for (const read of reads) read.unsubscribe()
  })

  it('keeps the server’s field errors of a refused save, and changes nothing in the list', async () => {
    await signInAs('credito')
    const store = makeStore()
    const cod = 10001
    const list = store.dispatch(e.getCobrancaParecerCredito.initiate(customerPareceresArgs(cod)))
    await list
    const before = e.getCobrancaParecerCredito.select(customerPareceresArgs(cod))(apiState(store)).data
    await expect(
      store
        .dispatch(e.postCobrancaParecerCredito.initiate({ novoParecerCredito: { cod_cliente: cod, ...NEW_OPINION, parecer: 'curto' } }))
        .unwrap(),
    ).rejects.toMatchObject({ kind: 'validation', fieldErrors: { parecer: [expect.stringMatching(/30 caracteres/)] } })
    expect(e.getCobrancaParecerCredito.select(customerPareceresArgs(cod))(apiState(store)).data).toBe(before)
    list.unsubscribe()
  })

  it('a failed exposure read is an error of its own; the other reads are not touched', async () => {
    await signInAs('credito')
    server.use(http.get('/api/credito/exposicao/10001/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    const store = makeStore()
    const read = store.dispatch(e.getCreditoExposicaoId.initiate({ cod: 10001 }))
    const result = await read
    expect(result.isError).toBe(true)
    expect(result.error).toMatchObject({ status: 500 })
    expect(e.getCobrancaParecerCredito.select(customerPareceresArgs(10001))(apiState(store)).isUninitialized).toBe(true)
    read.unsubscribe()
  })
})

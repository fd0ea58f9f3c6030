import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeStore } from '@/app/store'
import { loggedOut } from '@/features/session'
import { getRow } from '../../../demo-api/db'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import { PARECER_CREDITO_URL, exposicaoUrl } from './api'
import {
  creditSlice,
  customerChosen,
  decidir,
  fetchExposicao,
  fetchPareceres,
  fetchScore,
  fetchVersoes,
  initialState,
  saveParecer,
  selectCredit,
  sortPareceres,
} from './credit-slice'
import type { Parecer } from './types'

const reducer = creditSlice.reducer
const p = (id: number, data: string): Parecer => ({ id, cod_cliente: 1, data, parecer: 'x' })

describe('credit slice reducers', () => {
  it('sorts opinions newest first, the latest created first on the same day', () => {
    const sorted = sortPareceres([p(1, '2025-01-10'), p(3, '2026-02-01'), p(2, '2026-02-01'), p(4, '2024-12-31')])
    expect(sorted.map((x) => x.id)).toEqual([3, 2, 1, 4])
  })

  it('choosing another customer clears what belonged to the previous one', () => {
    let state = reducer(initialState, customerChosen(10001))
    state = reducer(state, { type: fetchPareceres.fulfilled.type, payload: [p(1, '2026-01-01')], meta: { arg: 10001 } })
    expect(state.pareceres).toMatchObject({ status: 'succeeded', data: [{ id: 1 }] })
    expect(reducer(state, customerChosen(10001))).toBe(state)
    const other = reducer(state, customerChosen(10002))
    expect(other).toEqual({ ...initialState, cod_cliente: 10002 })
  })

  it('drops late answers for a customer no longer on screen', () => {
    const state = reducer(initialState, customerChosen(10002))
    const late = reducer(state, { type: fetchPareceres.fulfilled.type, payload: [p(9, '2026-01-01')], meta: { arg: 10001 } })
    expect(late.pareceres.data).toEqual([])
    const failed = reducer(state, {
      type: fetchScore.rejected.type,
      payload: { kind: 'server', status: 500, message: 'Erro', fieldErrors: {}, nonFieldErrors: [] },
      meta: { arg: 10002, aborted: false },
      error: {},
    })
    expect(failed.score).toMatchObject({ status: 'failed', error: { status: 500 } })
  })

  it('sorts versions newest first', () => {
    const state = reducer(reducer(initialState, customerChosen(1)), {
      type: fetchVersoes.fulfilled.type,
      meta: { arg: 1 },
      payload: [
        { id: 1, versao: 1, data_hora: '2026-01-01T10:00:00-03:00' },
        { id: 3, versao: 2, data_hora: '2026-01-01T10:00:00-03:00' },
        { id: 2, versao: 1, data_hora: '2026-03-01T09:00:00-03:00' },
      ],
    })
    expect(state.versoes.data.map((v) => v.id)).toEqual([2, 3, 1])
  })
})

describe('credit slice against the demo API', () => {
  it('loads a customer, writes an opinion, approves it and refreshes what changed', async () => {
    await signInAs('credito')
    const store = makeStore()
    const cod = 10001
    store.dispatch(customerChosen(cod))
    await Promise.all([
      store.dispatch(fetchExposicao(cod)),
      store.dispatch(fetchScore(cod)),
      store.dispatch(fetchPareceres(cod)),
      store.dispatch(fetchVersoes(cod)),
    ])
    let s = selectCredit(store.getState())
    expect(s.exposicao.data?.cliente.limite).toBe(getRow('cliente', cod)!.limite_credito)
    expect(s.score.data?.fatores).toHaveLength(5)
    const before = s.pareceres.data.length

    const saved = await store
      .dispatch(
        saveParecer({
          id: null,
          payload: {
            cod_cliente: cod,
            parecer: 'Pagamentos pontuais há dois anos; proponho limite compatível com o volume.',
            limite_solicitado: null,
            limite_sugerido: '70000.00',
            validade: '2099-01-01',
            classe_risco: 'B',
            garantias: '',
            condicoes_pagamento: '',
          },
        }),
      )
      .unwrap()
    await store.dispatch(fetchPareceres(cod))
    s = selectCredit(store.getState())
    expect(s.saveStatus).toBe('succeeded')
    expect(s.pareceres.data).toHaveLength(before + 1)

    await store.dispatch(decidir({ id: saved.id, situacao: 'aprovado', comentario: '' })).unwrap()
    await store.dispatch(fetchExposicao(cod))
    s = selectCredit(store.getState())
    expect(s.exposicao.data?.cliente.limite).toBe('70000.00')
    expect(s.decideStatus).toBe('succeeded')

    store.dispatch(loggedOut())
    expect(selectCredit(store.getState())).toEqual(initialState)
  })

  it('keeps the server’s field errors of a refused save', async () => {
    await signInAs('credito')
    const store = makeStore()
    const result = await store.dispatch(
      saveParecer({
        id: null,
        payload: {
          cod_cliente: 10001,
          parecer: 'curto',
          limite_solicitado: null,
          limite_sugerido: '1000.00',
          validade: '2099-01-01',
          classe_risco: null,
          garantias: '',
          condicoes_pagamento: '',
        },
      }),
    )
    expect(result.payload).toMatchObject({ kind: 'validation', fieldErrors: { parecer: [expect.stringMatching(/30 caracteres/)] } })
    expect(selectCredit(store.getState()).saveStatus).toBe('failed')
  })

  it('a failed exposure read is kept as an error of its own group', async () => {
    await signInAs('credito')
    server.use(http.get(exposicaoUrl(10001), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    const store = makeStore()
    store.dispatch(customerChosen(10001))
    await store.dispatch(fetchExposicao(10001))
    const s = selectCredit(store.getState())
    expect(s.exposicao.status).toBe('failed')
    expect(s.pareceres.status).toBe('idle')
    expect(PARECER_CREDITO_URL).toBe('/api/cobranca/parecer-credito/')
  })
})

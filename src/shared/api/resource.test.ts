import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import { defineResource, getList } from './resource'

interface Moeda {
  id: number
  sigla: string
  nome: string
}

const moedas = defineResource<Moeda>({ path: '/api/financeiro/moeda/' })

describe('resource requests: the generic calls of spec section 7', () => {
  beforeEach(async () => {
    await signInAs('admin')
  })

  it('lists a plain array or a DRF page alike, with filters as a query string', async () => {
    const seen: string[] = []
    server.use(
      http.get('*/api/x/', ({ request }) => {
        seen.push(new URL(request.url).search)
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [{ id: 1 }] })
      }),
    )
    await expect(getList('/api/x/', { a: 1, vazio: '', nulo: null, lista: [1, 2] })).resolves.toEqual([{ id: 1 }])
    expect(seen[0]).toContain('a=1')
    expect(seen[0]).not.toContain('vazio')
    expect(seen[0]).not.toContain('nulo')
    const all = await moedas.list()
    expect(all.length).toBeGreaterThan(0)
  })

  it('creates with POST to the path, edits with PUT to path + {id}/ without the id, deletes {id}/', async () => {
    const calls: Array<{ method: string; path: string; body?: unknown }> = []
    server.events.on('request:start', async ({ request }) => {
      const path = new URL(request.url).pathname
      if (!path.startsWith('/api/financeiro/moeda')) return
      const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.clone().json()
      calls.push({ method: request.method, path, body })
    })
    const created = await moedas.create({ sigla: 'CHF', nome: 'Franco' })
    expect(created.id).toBeGreaterThan(0)
    const edited = await moedas.update(created.id, { ...created, nome: 'Franco suíço' })
    expect(edited.nome).toBe('Franco suíço')
    const saved = await moedas.save({ id: created.id, sigla: 'CHF', nome: 'Franco da Suíça' })
    expect(saved.nome).toBe('Franco da Suíça')
    await moedas.remove(created.id)
    await expect(moedas.get(created.id)).rejects.toMatchObject({ response: { status: 404 } })
    server.events.removeAllListeners()
    expect(calls.slice(0, 4)).toEqual([
      { method: 'POST', path: '/api/financeiro/moeda/', body: { sigla: 'CHF', nome: 'Franco' } },
      {
        method: 'PUT',
        path: `/api/financeiro/moeda/${created.id}/`,
        body: { ...created, id: undefined, nome: 'Franco suíço' },
      },
      {
        method: 'PUT',
        path: `/api/financeiro/moeda/${created.id}/`,
        body: { sigla: 'CHF', nome: 'Franco da Suíça' },
      },
      { method: 'DELETE', path: `/api/financeiro/moeda/${created.id}/` },
    ])
  })

  it('PATCH when the resource says so, with a custom id field', async () => {
    let seen = ''
    server.use(
      http.patch('*/api/y/:id/', async ({ request, params }) => {
        seen = `${params.id} ${JSON.stringify(await request.json())}`
        return HttpResponse.json({ codigo: 7, nome: 'x' })
      }),
    )
    const y = defineResource<{ codigo: number; nome: string }>({ path: '/api/y/', idField: 'codigo', editMethod: 'patch' })
    await y.save({ codigo: 7, nome: 'x' })
    expect(seen).toBe('7 {"nome":"x"}')
  })

  it('a 200 that is not a list or not an object is an error', async () => {
    server.use(
      http.get('*/api/z/', () => HttpResponse.json({ results: null })),
      http.get('*/api/z/1/', () => HttpResponse.text('<html>')),
    )
    const z = defineResource<{ id: number }>({ path: '/api/z/' })
    await expect(z.list()).rejects.toThrow(/inesperada/)
    await expect(z.get(1)).rejects.toThrow(/inesperada/)
  })
})

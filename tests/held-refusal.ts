import { http, HttpResponse } from 'msw'
import { server } from './msw-server'

/**
 * The next saves of a currency are held until `release()`, then refused with a 400 on `sigla`
 * (the kit's tests: one click sends one request, the error lands on its field).
 */
export function holdMoedaRefusal(): { posts: () => number; release: () => void } {
  let posts = 0
  let release: () => void = () => {}
  const answered = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post('*/api/financeiro/moeda/', async () => {
      posts += 1
      await answered
      return HttpResponse.json({ sigla: ['Já existe uma moeda com esta sigla.'] }, { status: 400 })
    }),
  )
  return { posts: () => posts, release: () => release() }
}

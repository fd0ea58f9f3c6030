/**
 * GET /api/cobranca/disparo-automatico?data_inicio=&data_fim= (spec section 7): the automatic
 * dispatch log, newest first. The collection base reads it as `logs` (last action per customer)
 * and the dispatch report lists it. The row shape is ours (DisparoLog in ../types.ts).
 */
import type { RequestHandler } from 'msw'
import { isValidISODate } from '../../src/shared/lib/date'
import { listRows, type Row } from '../db'
import { forbidden, json, route } from '../http'
import { criteriaFromParams, filterRows, paginate } from '../query'

const PERIOD = ['data_inicio', 'data_fim'] as const

export const disparoAutomaticoHandlers: RequestHandler[] = [
  ...route('get', '/api/cobranca/disparo-automatico', ({ url, user }) => {
    if (user.is_client) return forbidden()
    const errors: Record<string, string[]> = {}
    for (const name of PERIOD) {
      const value = url.searchParams.get(name)
      if (value && !isValidISODate(value))
        errors[name] = ['Formato inválido para data. Use um dos formatos a seguir: YYYY-MM-DD.']
    }
    if (Object.keys(errors).length) return json(errors, 400)
    const inicio = url.searchParams.get('data_inicio') ?? ''
    const fim = url.searchParams.get('data_fim') ?? ''
    const rows = listRows('disparo-log') as unknown as readonly Row[]
    const criteria = criteriaFromParams(url.searchParams)
    for (const name of PERIOD) criteria.delete(name)
    // `data` is an instant: the period compares its São Paulo calendar day, both ends included.
    const inPeriod = rows.filter((r) => {
      const day = String(r.data).slice(0, 10)
      return (!inicio || day >= inicio) && (!fim || day <= fim)
    })
    const filtered = filterRows(inPeriod, criteria, {
      fields: new Set(Object.keys(rows[0] ?? { id: 0 })),
    })
    filtered.sort((a, b) =>
      String(a.data) < String(b.data)
        ? 1
        : String(a.data) > String(b.data)
          ? -1
          : Number(b.id) - Number(a.id),
    )
    const page = paginate(filtered, url)
    return page instanceof Response ? page : json(page)
  }),
]

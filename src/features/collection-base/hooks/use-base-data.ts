import { useEffect, useMemo, useState } from 'react'
import { buildEnrichment, prepareBase } from '../base-model'
import { useBaseQuery, useBaseResumo } from '../collection-base-data'
import type { BaseFilters } from '../filters'

const NO_RESUMO = { atendimentos: [], atakcobranca_atendimento: [], logs: [], lembretes: [] }

/**
 * The base once per visit and again when the server filters change (`serverKey` stands for
 * them), prepared once per answer; the last actions and reminders beside it once it has settled.
 */
export function useBaseData(filters: BaseFilters, serverKey: string) {
  // The key stands for the server filters: the query's argument changes only when they do.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const serverOnly = useMemo(() => filters, [serverKey])
  const base = useBaseQuery(serverOnly)
  // What loads beside the base waits for its first answer, painted: the server, the network and
  // the main thread serve the first screen first; the last actions and the filter options follow
  // a frame later (their answers re-render the table, which must not delay the first rows).
  const answered = base.rows !== undefined || base.status === 'failed'
  const [baseSettled, setBaseSettled] = useState(false)
  useEffect(() => {
    if (!answered || baseSettled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setBaseSettled(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [answered, baseSettled])
  const resumo = useBaseResumo(baseSettled)

  // Decimal strings read once, buckets set: every keystroke reuses the prepared base.
  const prepared = useMemo(() => prepareBase(base.rows ?? []), [base.rows])
  const enrichment = useMemo(() => buildEnrichment(resumo.resumo ?? NO_RESUMO), [resumo.resumo])
  return { base, baseSettled, resumo, prepared, enrichment }
}

import { useEffect, useState } from 'react'
import { cached } from '@/shared/api/cache'
import { getList } from '@/shared/api/resource'
import type { Option } from '@/shared/ui/report'

export const RESULT_TYPES_URL = '/api/cobranca/atendimento-tipo-resultado/'

interface TipoResultado {
  id: number
  descricao: string
  inativo?: boolean
}

/** Attendance result types as options (inactive ones too: old attendances carry them). */
export function useResultTypes(): { options: Option[]; loading: boolean } {
  const [options, setOptions] = useState<Option[]>([])
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    let live = true
    cached(`reports:${RESULT_TYPES_URL}`, 10 * 60_000, () => getList<TipoResultado>(RESULT_TYPES_URL))
      .then((rows) => {
        if (live) setOptions(rows.map((r) => ({ value: r.id, label: r.inativo ? `${r.descricao} (inativo)` : r.descricao })))
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [])
  return { options, loading }
}

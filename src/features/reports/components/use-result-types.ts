import { useMemo } from 'react'
import { useGetCobrancaAtendimentoTipoResultadoQuery } from '@/shared/api/generated/atendimento'
import type { Option } from '@/shared/ui/report'
import { listOrError } from '../reports-data'
import type { ResultType } from '../types'

const ALL = {}

/** Attendance result types as options (inactive ones too: old attendances carry them). */
export function useResultTypes(): { options: Option[]; loading: boolean } {
  // Read again only when the cached list is older than ten minutes, as before the data layer.
  const result = useGetCobrancaAtendimentoTipoResultadoQuery(ALL, { refetchOnMountOrArgChange: 600 })
  const options = useMemo(
    () =>
      (listOrError<ResultType>(result.data).rows ?? []).map((r) => ({
        value: r.id,
        label: r.inativo ? `${r.descricao} (inativo)` : r.descricao,
      })),
    [result.data],
  )
  // A failure leaves the filter without options, as before.
  return { options, loading: result.isLoading }
}

import { useEffect, useMemo, useState } from 'react'
import {
  REFERENCE,
  useGetCobrancaFilialQuery,
  useGetCobrancaFormaCobrancaQuery,
  useGetCobrancaGrupoEconomicoQuery,
  useGetCobrancaVendedorQuery,
} from '@/features/reference'
import { useListSource } from '@/shared/api/data-api'
import type { ApiError } from '@/shared/api/errors'
import type { NameLookups } from '../base-model'
import type { Filial, FormaCobranca, GrupoEconomico, Vendedor } from '../types'

/** The filter options and the names the table shows: the shared reference lists. */
interface BaseReferences {
  vendedores: Vendedor[]
  filiais: Filial[]
  formas: FormaCobranca[]
  grupos: GrupoEconomico[]
  loading: boolean
  failed: boolean
  error: ApiError | null
  reload: () => void
}

const NO_REFERENCES: BaseReferences = {
  vendedores: [],
  filiais: [],
  formas: [],
  grupos: [],
  // the lists are read once the base has answered: until then they are on their way
  loading: true,
  failed: false,
  error: null,
  reload: () => {},
}

/**
 * Reads the reference lists and hands them to the page. Mounted once the base has answered: the
 * server (and the network) serve the first screen first, the filter options follow a moment
 * later (the lists are shared and cached, so often they are already there).
 */
function ReferenceLists({ onLists }: { onLists: (lists: BaseReferences) => void }) {
  const vendedores = useListSource(useGetCobrancaVendedorQuery(undefined, REFERENCE))
  const filiais = useListSource(useGetCobrancaFilialQuery(undefined, REFERENCE))
  const formas = useListSource(useGetCobrancaFormaCobrancaQuery(undefined, REFERENCE))
  const grupos = useListSource(useGetCobrancaGrupoEconomicoQuery(undefined, REFERENCE))
  const all = [vendedores, filiais, formas, grupos]
  const failed = all.find((r) => r.status === 'failed')
  const loading = all.some((r) => r.status === 'loading' || r.status === 'idle')
  const lists = useMemo<BaseReferences>(
    () => ({
      // Empty lists stay the same object: the table's names change only when a list arrives.
      vendedores: vendedores.rows.length ? vendedores.rows : NO_REFERENCES.vendedores,
      filiais: filiais.rows.length ? filiais.rows : NO_REFERENCES.filiais,
      formas: formas.rows.length ? formas.rows : NO_REFERENCES.formas,
      grupos: grupos.rows.length ? grupos.rows : NO_REFERENCES.grupos,
      loading,
      failed: !!failed,
      error: failed?.error ?? null,
      reload: () => {
        for (const r of [vendedores, filiais, formas, grupos]) if (r.status === 'failed') r.reload()
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rows and statuses stand for the lists
    [vendedores.rows, filiais.rows, formas.rows, grupos.rows, loading, failed?.error],
  )
  useEffect(() => onLists(lists), [lists, onLists])
  return null
}

/**
 * The reference lists once the base has settled (`lists`: the element that reads them, to mount
 * in the page), the filter bar's options and the name lookups the table and the export use.
 */
export function useBaseReferences(baseSettled: boolean) {
  const [references, setReferences] = useState<BaseReferences>(NO_REFERENCES)
  // No names until the groups' list has answered: the table says so instead of "Grupo 11".
  const groupsPending = references.grupos.length === 0 && references.loading
  const groupNames = useMemo(
    () => (groupsPending ? undefined : new Map(references.grupos.map((g) => [g.id, g.nome]))),
    [references.grupos, groupsPending],
  )
  const lookups = useMemo<NameLookups>(
    () => ({
      vendedor: new Map(references.vendedores.map((v) => [v.codigo, v.nome])),
      filial: new Map(
        references.filiais.map((f) => [f.cod_filial, f.uf ? `${f.filial}/${f.uf}` : f.filial]),
      ),
    }),
    [references.vendedores, references.filiais],
  )
  const formaNames = useMemo(
    () => new Map(references.formas.map((f) => [f.id, f.descricao])),
    [references.formas],
  )
  const options = useMemo(
    () => ({
      vendedores: references.vendedores,
      filiais: references.filiais,
      formas: references.formas,
      grupos: references.grupos,
      loading: references.loading,
    }),
    [references],
  )
  const lists = baseSettled ? <ReferenceLists onLists={setReferences} /> : null
  return { references, lists, groupNames, lookups, formaNames, options }
}

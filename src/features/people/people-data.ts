/**
 * The people register's additions to the generated endpoints (tag pessoas): what each answer must
 * be (RELIABILITY 36), no reload after a refused save, and a deleted person gone from every
 * cached list at once (the finance registers' rule: delete, remove the row, reload the list);
 * the invalidation of a write reloads the lists.
 */
import { useCallback } from 'react'
import { generatedApi, type GetCobrancaPessoaApiResponse } from '@/shared/api/generated/pessoas'
import { useQuerySource, type RegisterSource } from '@/shared/ui/register'
import type { Pessoa, PessoaPayload } from './types'

const PESSOA = { expect: 'object', required: ['id', 'nome', 'cpf_cnpj'] } as const
/** A write reloads the lists when the server took it; a refused one changes nothing. */
const reloadWhenSaved = (_result: unknown, error: unknown) => (error ? [] : (['pessoas'] as const))

function withoutPerson(draft: GetCobrancaPessoaApiResponse, id: number): GetCobrancaPessoaApiResponse {
  if (Array.isArray(draft)) return draft.filter((p) => p.id !== id)
  const results = draft.results.filter((p) => p.id !== id)
  return { ...draft, count: draft.count - (draft.results.length - results.length), results }
}

export const peopleApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getCobrancaPessoa: { extraOptions: { expect: 'list' } },
    getCobrancaPessoaId: { extraOptions: PESSOA },
    postCobrancaPessoa: { extraOptions: PESSOA, invalidatesTags: reloadWhenSaved },
    putCobrancaPessoaId: { extraOptions: PESSOA, invalidatesTags: reloadWhenSaved },
    patchCobrancaPessoaId: { extraOptions: PESSOA, invalidatesTags: reloadWhenSaved },
    deleteCobrancaPessoaId: {
      invalidatesTags: reloadWhenSaved,
      onQueryStarted: async ({ id }, { dispatch, getState, queryFulfilled }) => {
        try {
          await queryFulfilled
        } catch {
          return // the page shows the failure; the row stays
        }
        for (const args of generatedApi.util.selectCachedArgsForQuery(getState(), 'getCobrancaPessoa')) {
          dispatch(generatedApi.util.updateQueryData('getCobrancaPessoa', args, (draft) => withoutPerson(draft, id)))
        }
      },
    },
  },
})

export const {
  useGetCobrancaPessoaQuery,
  useLazyGetCobrancaPessoaQuery,
  usePostCobrancaPessoaMutation,
  usePatchCobrancaPessoaIdMutation,
  useDeleteCobrancaPessoaIdMutation,
} = peopleApi

/** The people linked to a customer, directly or through its economic group. */
export const useLinkedPeopleQuery = (codCliente: number) =>
  useGetCobrancaPessoaQuery({ codCliente, incluirGrupo: true })

/**
 * Cadastro Pessoas from the cache: the register kit's source (rows listed once per visit and on
 * demand, delete) and the save of PessoaForm's whole record: POST for a new person, PATCH (the
 * register's edit method) for an existing one. A save or delete reloads the list (invalidation).
 */
export function usePeopleRegister(): {
  source: RegisterSource<Pessoa>
  save: (payload: PessoaPayload, editing: Pessoa | null) => Promise<Pessoa>
} {
  const list = useGetCobrancaPessoaQuery({})
  const [create] = usePostCobrancaPessoaMutation()
  const [update] = usePatchCobrancaPessoaIdMutation()
  const [destroy] = useDeleteCobrancaPessoaIdMutation()

  const save = useCallback(
    (payload: PessoaPayload, editing: Pessoa | null) =>
      editing
        ? update({ id: editing.id, alteracaoPessoa: payload }).unwrap()
        : create({ novaPessoa: payload }).unwrap(),
    [create, update],
  )
  // The kit's own form is off on this page (canCreate/canEdit false), so the kit never saves
  // through here; PessoaForm's payload is the whole record the contract takes.
  const source = useQuerySource<Pessoa>(list, {
    create: (values) => save(values as PessoaPayload, null),
    update: (values, row) => save(values as PessoaPayload, row),
    remove: (row) => destroy({ id: row.id }).unwrap(),
  })
  return { source, save }
}

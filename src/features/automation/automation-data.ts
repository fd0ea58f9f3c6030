/**
 * The automation module's additions to the generated endpoints (tag automacao): what each answer
 * must be, and which cache entries a write refreshes. Tags carry the integration's slug, so a
 * write reloads only what it changed: applying a file reloads the integration (its last return)
 * and the history; an undo reloads the history; a connection test answers with the integration
 * itself, which replaces the cached one; matching the titles of a file only reads.
 * An applied or undone import shows in the history at once from the saved row, before the
 * reload confirms it. A file refused because its preview went stale reloads both as well.
 */
import { rowsOf } from '@/shared/api/data-api'
import type { ApiError } from '@/shared/api/errors'
import { generatedApi } from '@/shared/api/generated/automacao'
import type { ImportRecord, MatchedTitle, MatchResult } from './types'

const integrationTag = (slug: string) => ({ type: 'automacao' as const, id: `integracao:${slug}` })
const importsTag = (slug: string) => ({ type: 'automacao' as const, id: `importacoes:${slug}` })

function upsert(list: ImportRecord[], row: ImportRecord): void {
  const at = list.findIndex((i) => i.id === row.id)
  if (at >= 0) list[at] = row
  else list.unshift(row)
}

async function showImport(
  slug: string,
  queryFulfilled: Promise<{ data: ImportRecord }>,
  dispatch: (action: unknown) => unknown,
): Promise<void> {
  try {
    const { data } = await queryFulfilled
    dispatch(
      generatedApi.util.updateQueryData('getAutomacaoIntegracoesIdImportacoes', { slug }, (draft) => {
        if (Array.isArray(draft)) upsert(draft, data)
      }),
    )
  } catch {
    /* the page shows the failure; nothing changes in the history */
  }
}

/** The server's 400 on `conferido`: what the file settles changed since the preview. */
function staleRefusal(error: unknown): boolean {
  const failure = error as Partial<ApiError> | undefined
  return failure?.kind === 'validation' && !!failure.fieldErrors?.conferido
}

export const automationApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getAutomacaoIntegracoesId: {
      providesTags: (_result, _error, { slug }) => [integrationTag(slug)],
      extraOptions: { expect: 'object', required: ['slug', 'nome', 'banco', 'layouts', 'status'] },
    },
    getAutomacaoIntegracoesIdImportacoes: {
      providesTags: (_result, _error, { slug }) => [importsTag(slug)],
      extraOptions: { expect: 'list' },
    },
    postAutomacaoIntegracoesIdConferir: {
      invalidatesTags: [],
      extraOptions: { expect: 'object', required: ['itens'] },
    },
    postAutomacaoIntegracoesIdTestar: {
      invalidatesTags: [],
      extraOptions: { expect: 'object', required: ['slug', 'status'] },
      onQueryStarted: async ({ slug }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled
          dispatch(generatedApi.util.updateQueryData('getAutomacaoIntegracoesId', { slug }, () => data))
        } catch {
          /* the page tells the failure; the integration stays as it was */
        }
      },
    },
    postAutomacaoIntegracoesIdImportacoes: {
      // A refusal because the preview went stale means someone settled titles meanwhile (often
      // another import): the history and the last return are reloaded for that too.
      invalidatesTags: (result, error, { slug }) =>
        result || staleRefusal(error) ? [integrationTag(slug), importsTag(slug)] : [],
      extraOptions: { expect: 'object', required: ['id'] },
      onQueryStarted: ({ slug }, { dispatch, queryFulfilled }) => showImport(slug, queryFulfilled, dispatch),
    },
    postAutomacaoIntegracoesIdImportacoesIdDesfazer: {
      invalidatesTags: (result, _error, { slug }) => (result ? [importsTag(slug)] : []),
      extraOptions: { expect: 'object', required: ['id'] },
      onQueryStarted: ({ slug }, { dispatch, queryFulfilled }) => showImport(slug, queryFulfilled, dispatch),
    },
  },
})

export const {
  useGetAutomacaoIntegracoesIdQuery,
  useGetAutomacaoIntegracoesIdImportacoesQuery,
  usePostAutomacaoIntegracoesIdConferirMutation,
  usePostAutomacaoIntegracoesIdTestarMutation,
  usePostAutomacaoIntegracoesIdImportacoesMutation,
  usePostAutomacaoIntegracoesIdImportacoesIdDesfazerMutation,
} = automationApi

/** The title of each line of the file, by line number (a line the server did not answer has none). */
export function titlesByLine(answer: MatchResult): Map<number, MatchedTitle | null> {
  return new Map(rowsOf(answer.itens).map((r) => [r.linha, r.titulo ?? null]))
}

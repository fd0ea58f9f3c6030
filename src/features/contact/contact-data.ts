/**
 * The contact module's additions to the generated endpoints: a message sent or answered shows
 * in the list at once (the answer is the saved row), before the invalidation's reload confirms it.
 */
import { generatedApi } from '@/shared/api/generated/contato'
import type { ContactMessage } from './types'

function upsert(list: ContactMessage[], row: ContactMessage): void {
  const at = list.findIndex((m) => m.id === row.id)
  if (at >= 0) list[at] = row
  else list.unshift(row)
}

async function showSaved(
  queryFulfilled: Promise<{ data: ContactMessage }>,
  dispatch: (action: unknown) => unknown,
): Promise<void> {
  try {
    const { data } = await queryFulfilled
    dispatch(generatedApi.util.updateQueryData('getContatoMensagens', undefined, (draft) => upsert(draft, data)))
  } catch {
    /* the page shows the failure; nothing to add to the list */
  }
}

export const contactApi = generatedApi.enhanceEndpoints({
  endpoints: {
    postContatoMensagens: {
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => showSaved(queryFulfilled, dispatch),
    },
    postContatoMensagensIdResponder: {
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => showSaved(queryFulfilled, dispatch),
    },
  },
})

export const {
  useGetContatoMensagensQuery,
  usePostContatoMensagensMutation,
  usePostContatoMensagensIdResponderMutation,
} = contactApi

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/shared/store/root-reducer'
import type { ContactMessage, MessageStatus } from './types'

export type StatusFilter = MessageStatus | 'todas'

/** Client state only: the messages themselves live in the data layer's cache (issue 22). */
export interface ContactState {
  filtroStatus: StatusFilter
  busca: string
}

export const initialState: ContactState = {
  filtroStatus: 'todas',
  busca: '',
}

export const contactSlice = createSlice({
  name: 'contact',
  initialState,
  reducers: {
    statusFilterChanged(state, { payload }: PayloadAction<StatusFilter>) {
      state.filtroStatus = payload
    },
    searchChanged(state, { payload }: PayloadAction<string>) {
      state.busca = payload
    },
  },
  selectors: {
    selectContact: (state) => state,
  },
})

export const { statusFilterChanged, searchChanged } = contactSlice.actions

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof contactSlice> {}
}

const injected = contactSlice.injectInto(rootReducer)
export const { selectContact } = injected.selectors

/** Messages under the status filter and the search (subject, message, customer, title, author). */
export function visibleMessages(
  mensagens: readonly ContactMessage[],
  filtro: StatusFilter,
  busca: string,
): ContactMessage[] {
  const terms = busca
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
  return mensagens.filter((m) => {
    if (filtro !== 'todas' && m.status !== filtro) return false
    if (!terms.length) return true
    const hay = [m.assunto, m.mensagem, m.nome_fantasia, String(m.cod_cliente), m.titulo_documento ?? '', m.usuario_nome]
      .join(' ')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
    return terms.every((t) => hay.includes(t))
  })
}

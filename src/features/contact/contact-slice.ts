import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { ApiError } from '@/shared/api/errors'
import { rootReducer } from '@/shared/store/root-reducer'
import { apiFailure, type RequestStatus } from '@/shared/store/request-status'
import { answerMessage, fetchCustomers, fetchMessages, fetchTitles, sendMessage } from './api'
import type { ContactMessage, CustomerOption, MessageStatus, NewMessage, TitleOption } from './types'

export type StatusFilter = MessageStatus | 'todas'

export interface ContactState {
  mensagens: ContactMessage[]
  status: RequestStatus
  error: ApiError | null
  filtroStatus: StatusFilter
  busca: string
  /** the client's own customers and titles, for the form */
  clientes: CustomerOption[]
  titulos: TitleOption[]
  optionsStatus: RequestStatus
  optionsError: ApiError | null
  sendStatus: RequestStatus
  sendError: ApiError | null
  /** the message being answered */
  answeringId: number | null
}

export const initialState: ContactState = {
  mensagens: [],
  status: 'idle',
  error: null,
  filtroStatus: 'todas',
  busca: '',
  clientes: [],
  titulos: [],
  optionsStatus: 'idle',
  optionsError: null,
  sendStatus: 'idle',
  sendError: null,
  answeringId: null,
}

export const loadMessages = createAsyncThunk<ContactMessage[], void, { rejectValue: ApiError }>(
  'contact/loadMessages',
  async (_, { signal, rejectWithValue }) => {
    try {
      return await fetchMessages(signal)
    } catch (e) {
      return rejectWithValue(apiFailure(e))
    }
  },
)

export const loadFormOptions = createAsyncThunk<
  { clientes: CustomerOption[]; titulos: TitleOption[] },
  void,
  { rejectValue: ApiError }
>('contact/loadFormOptions', async (_, { signal, rejectWithValue }) => {
  try {
    const [clientes, titulos] = await Promise.all([fetchCustomers(signal), fetchTitles(signal)])
    return { clientes, titulos }
  } catch (e) {
    return rejectWithValue(apiFailure(e))
  }
})

export const sendContactMessage = createAsyncThunk<ContactMessage, NewMessage, { rejectValue: ApiError }>(
  'contact/send',
  async (message, { rejectWithValue }) => {
    try {
      return await sendMessage(message)
    } catch (e) {
      return rejectWithValue(apiFailure(e))
    }
  },
)

export const answerContactMessage = createAsyncThunk<
  ContactMessage,
  { id: number; texto: string },
  { rejectValue: ApiError }
>('contact/answer', async ({ id, texto }, { rejectWithValue }) => {
  try {
    return await answerMessage(id, texto)
  } catch (e) {
    return rejectWithValue(apiFailure(e))
  }
})

function replace(list: ContactMessage[], row: ContactMessage): ContactMessage[] {
  return list.some((m) => m.id === row.id) ? list.map((m) => (m.id === row.id ? row : m)) : [row, ...list]
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
  extraReducers: (builder) => {
    builder
      .addCase(loadMessages.pending, (state) => {
        state.status = 'loading'
        state.error = null
      })
      .addCase(loadMessages.fulfilled, (state, { payload }) => {
        state.status = 'succeeded'
        state.mensagens = payload
      })
      .addCase(loadMessages.rejected, (state, { payload, meta }) => {
        if (meta.aborted) return
        state.status = 'failed'
        state.error = payload ?? null
      })
      .addCase(loadFormOptions.pending, (state) => {
        state.optionsStatus = 'loading'
        state.optionsError = null
      })
      .addCase(loadFormOptions.fulfilled, (state, { payload }) => {
        state.optionsStatus = 'succeeded'
        state.clientes = payload.clientes
        state.titulos = payload.titulos
      })
      .addCase(loadFormOptions.rejected, (state, { payload, meta }) => {
        if (meta.aborted) return
        state.optionsStatus = 'failed'
        state.optionsError = payload ?? null
      })
      .addCase(sendContactMessage.pending, (state) => {
        state.sendStatus = 'loading'
        state.sendError = null
      })
      .addCase(sendContactMessage.fulfilled, (state, { payload }) => {
        state.sendStatus = 'succeeded'
        state.mensagens = replace(state.mensagens, payload)
      })
      .addCase(sendContactMessage.rejected, (state, { payload }) => {
        state.sendStatus = 'failed'
        state.sendError = payload ?? null
      })
      .addCase(answerContactMessage.pending, (state, { meta }) => {
        state.answeringId = meta.arg.id
      })
      .addCase(answerContactMessage.fulfilled, (state, { payload }) => {
        state.answeringId = null
        state.mensagens = replace(state.mensagens, payload)
      })
      .addCase(answerContactMessage.rejected, (state) => {
        state.answeringId = null
      })
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

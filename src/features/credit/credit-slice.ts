/**
 * The credit workspace of one customer: exposure, score, the customer's opinions and their
 * versions, and the writes (a new opinion, an edit that becomes a new version, a decision).
 * Injected with the page's chunk; logout and expiry reset it with every other slice.
 */
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit'
import type { ApiError } from '@/shared/api/errors'
import { rootReducer } from '@/shared/store/root-reducer'
import { apiFailure, type RequestStatus } from '@/shared/store/request-status'
import {
  createParecer,
  decidirParecer,
  getExposicao,
  getScore,
  listPareceres,
  listVersoes,
  updateParecer,
} from './api'
import type { Exposicao, Parecer, ParecerPayload, ParecerVersao, ScoreResposta } from './types'
import { sortPareceres } from './versions'

interface Group<T> {
  data: T
  status: RequestStatus
  error: ApiError | null
}

export interface CreditState {
  cod_cliente: number | null
  exposicao: Group<Exposicao | null>
  score: Group<ScoreResposta | null>
  /** the customer's opinions, newest first (as the customer panel lists them) */
  pareceres: Group<Parecer[]>
  /** every version of the customer's opinions, newest first */
  versoes: Group<ParecerVersao[]>
  saveStatus: RequestStatus
  decideStatus: RequestStatus
}

const group = <T>(data: T): Group<T> => ({ data, status: 'idle', error: null })

export const initialState: CreditState = {
  cod_cliente: null,
  exposicao: group(null),
  score: group(null),
  pareceres: group([]),
  versoes: group([]),
  saveStatus: 'idle',
  decideStatus: 'idle',
}

export { sortPareceres }

/** A read of one customer's group; the customer code is the argument, so late answers can be told apart. */
function loader<T>(type: string, fetch: (cod: number, signal: AbortSignal) => Promise<T>) {
  return createAsyncThunk<T, number, { rejectValue: ApiError }>(type, async (cod, { signal, rejectWithValue }) => {
    try {
      return await fetch(cod, signal)
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  })
}

export const fetchExposicao = loader('credit/fetchExposicao', getExposicao)
export const fetchScore = loader('credit/fetchScore', getScore)
export const fetchPareceres = loader('credit/fetchPareceres', (cod, signal) =>
  listPareceres({ cod_cliente: cod, ordering: '-data' }, signal),
)
export const fetchVersoes = loader('credit/fetchVersoes', (cod, signal) =>
  listVersoes({ cod_cliente: cod, ordering: '-data_hora' }, signal),
)

/** A new opinion (no id) or a new version of one; the customer's lists are read again after. */
export const saveParecer = createAsyncThunk<
  Parecer,
  { id: number | null; payload: ParecerPayload },
  { rejectValue: ApiError }
>('credit/saveParecer', async ({ id, payload }, { dispatch, rejectWithValue }) => {
  try {
    const saved = id === null ? await createParecer(payload) : await updateParecer(id, payload)
    void dispatch(fetchPareceres(saved.cod_cliente))
    void dispatch(fetchVersoes(saved.cod_cliente))
    return saved
  } catch (error) {
    return rejectWithValue(apiFailure(error))
  }
})

/** Approve or refuse; an approval changes the customer's limit, so exposure and score follow. */
export const decidir = createAsyncThunk<
  Parecer,
  { id: number; situacao: 'aprovado' | 'reprovado'; comentario: string },
  { rejectValue: ApiError }
>('credit/decidir', async ({ id, situacao, comentario }, { dispatch, rejectWithValue }) => {
  try {
    const saved = await decidirParecer(id, { situacao, comentario })
    void dispatch(fetchPareceres(saved.cod_cliente))
    void dispatch(fetchVersoes(saved.cod_cliente))
    void dispatch(fetchExposicao(saved.cod_cliente))
    void dispatch(fetchScore(saved.cod_cliente))
    return saved
  } catch (error) {
    return rejectWithValue(apiFailure(error))
  }
})

type GroupKey = 'exposicao' | 'score' | 'pareceres' | 'versoes'

export const creditSlice = createSlice({
  name: 'credit',
  initialState,
  reducers: {
    customerChosen(state, action: { payload: number | null }) {
      if (state.cod_cliente === action.payload) return
      return { ...initialState, cod_cliente: action.payload }
    },
  },
  extraReducers: (builder) => {
    const track = <T>(
      key: GroupKey,
      thunk: ReturnType<typeof loader<T>>,
      store: (state: CreditState, data: T) => void,
    ) => {
      builder
        .addCase(thunk.pending, (state, action) => {
          if (action.meta.arg !== state.cod_cliente) return
          state[key].status = 'loading'
        })
        .addCase(thunk.fulfilled, (state, action) => {
          // A late answer for a customer no longer on screen is dropped.
          if (action.meta.arg !== state.cod_cliente) return
          store(state, action.payload as T)
          state[key].status = 'succeeded'
          state[key].error = null
        })
        .addCase(thunk.rejected, (state, action) => {
          if (action.meta.arg !== state.cod_cliente || action.meta.aborted) return
          state[key].status = 'failed'
          state[key].error = action.payload ?? apiFailure(action.error)
        })
    }
    track<Exposicao>('exposicao', fetchExposicao, (s, d) => void (s.exposicao.data = d))
    track<ScoreResposta>('score', fetchScore, (s, d) => void (s.score.data = d))
    track<Parecer[]>('pareceres', fetchPareceres, (s, d) => void (s.pareceres.data = sortPareceres(d)))
    track<ParecerVersao[]>('versoes', fetchVersoes, (s, d) => {
      s.versoes.data = [...d].sort((a, b) =>
        a.data_hora < b.data_hora ? 1 : a.data_hora > b.data_hora ? -1 : b.versao - a.versao || b.id - a.id,
      )
    })
    builder
      .addCase(saveParecer.pending, (s) => void (s.saveStatus = 'loading'))
      .addCase(saveParecer.fulfilled, (s) => void (s.saveStatus = 'succeeded'))
      .addCase(saveParecer.rejected, (s) => void (s.saveStatus = 'failed'))
      .addCase(decidir.pending, (s) => void (s.decideStatus = 'loading'))
      .addCase(decidir.fulfilled, (s) => void (s.decideStatus = 'succeeded'))
      .addCase(decidir.rejected, (s) => void (s.decideStatus = 'failed'))
  },
  selectors: {
    selectCredit: (state) => state,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof creditSlice> {}
}

const injected = creditSlice.injectInto(rootReducer)
export const { selectCredit } = injected.selectors
export const { customerChosen } = creditSlice.actions

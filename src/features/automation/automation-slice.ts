import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit'
import type { ApiError } from '@/shared/api/errors'
import { todayISO } from '@/shared/lib/date'
import { fromCentavos } from '@/shared/lib/money'
import { rootReducer } from '@/shared/store/root-reducer'
import { apiFailure, type RequestStatus } from '@/shared/store/request-status'
import { createImport, fetchImports, fetchIntegration, matchTitles, testIntegration, undoImport } from './api'
import { bankMismatch, fingerprint, parseCnab, type CnabError, type CnabFile } from './cnab'
import { reconcile, willApply, type PreviewRow } from './reconcile'
import type { ImportRecord, Integration, NewImport } from './types'

export interface Preview {
  arquivo: string
  /** the content's fingerprint: the same file is never applied twice */
  impressao: string
  file: CnabFile | null
  /** the first error of a refused file */
  parseError: CnabError | null
  /** the refused line, to show where the error is */
  errorLine: string | null
  rows: PreviewRow[]
}

export interface AutomationState {
  slug: string | null
  integracao: Integration | null
  integracaoStatus: RequestStatus
  integracaoError: ApiError | null
  testStatus: RequestStatus
  importacoes: ImportRecord[]
  importacoesStatus: RequestStatus
  importacoesError: ApiError | null
  preview: Preview | null
  previewStatus: RequestStatus
  previewError: ApiError | null
  applyStatus: RequestStatus
  applyError: ApiError | null
  /** the import being undone */
  undoingId: number | null
}

export const initialState: AutomationState = {
  slug: null,
  integracao: null,
  integracaoStatus: 'idle',
  integracaoError: null,
  testStatus: 'idle',
  importacoes: [],
  importacoesStatus: 'idle',
  importacoesError: null,
  preview: null,
  previewStatus: 'idle',
  previewError: null,
  applyStatus: 'idle',
  applyError: null,
  undoingId: null,
}

export const loadIntegration = createAsyncThunk<Integration, string, { rejectValue: ApiError }>(
  'automation/loadIntegration',
  async (slug, { signal, rejectWithValue }) => {
    try {
      return await fetchIntegration(slug, signal)
    } catch (e) {
      return rejectWithValue(apiFailure(e))
    }
  },
)

export const loadImports = createAsyncThunk<ImportRecord[], string, { rejectValue: ApiError }>(
  'automation/loadImports',
  async (slug, { signal, rejectWithValue }) => {
    try {
      return await fetchImports(slug, signal)
    } catch (e) {
      return rejectWithValue(apiFailure(e))
    }
  },
)

export const testConnection = createAsyncThunk<Integration, string, { rejectValue: ApiError }>(
  'automation/testConnection',
  async (slug, { rejectWithValue }) => {
    try {
      return await testIntegration(slug)
    } catch (e) {
      return rejectWithValue(apiFailure(e))
    }
  },
)

function errorLineOf(content: string, linha: number): string | null {
  const lines = content.split(/\r\n|\n|\r/)
  return lines[linha - 1] ?? null
}

/** Parses the file in the browser, then asks which titles its lines are; nothing is applied. */
export const checkFile = createAsyncThunk<
  Preview,
  { slug: string; banco: string; arquivo: string; content: string },
  { rejectValue: ApiError }
>('automation/checkFile', async ({ slug, banco, arquivo, content }, { rejectWithValue }) => {
  const impressao = fingerprint(content)
  const parsed = parseCnab(content)
  const refused = parsed.ok ? bankMismatch(parsed.file, banco) : parsed.error
  if (refused || !parsed.ok) {
    const error = refused!
    return {
      arquivo,
      impressao,
      file: null,
      parseError: error,
      errorLine: errorLineOf(content, error.linha),
      rows: [],
    }
  }
  try {
    const titles = await matchTitles(slug, parsed.file.itens)
    return {
      arquivo,
      impressao,
      file: parsed.file,
      parseError: null,
      errorLine: null,
      rows: reconcile(parsed.file.itens, titles, todayISO()),
    }
  } catch (e) {
    return rejectWithValue(apiFailure(e))
  }
})

export function importPayload(preview: Preview): NewImport {
  const file = preview.file!
  return {
    arquivo: preview.arquivo,
    layout: file.layout,
    impressao: preview.impressao,
    data_geracao: file.data_geracao,
    liquidacoes: preview.rows.filter(willApply).map((r) => ({
      titulo: r.titulo!.id,
      linha: r.item.linha,
      valor_pago: fromCentavos(r.item.valor_pago),
      data_pagamento: r.item.data_pagamento ?? r.item.data_credito ?? file.data_geracao ?? todayISO(),
    })),
  }
}

export const applyPreview = createAsyncThunk<ImportRecord, string, { rejectValue: ApiError; state: unknown }>(
  'automation/applyPreview',
  async (slug, { getState, dispatch, rejectWithValue }) => {
    const preview = selectAutomation(getState() as never).preview
    if (!preview?.file) return rejectWithValue(apiFailure(new Error('Nenhum arquivo conferido.')))
    try {
      const created = await createImport(slug, importPayload(preview))
      void dispatch(loadIntegration(slug))
      return created
    } catch (e) {
      return rejectWithValue(apiFailure(e))
    }
  },
)

export const undoLastImport = createAsyncThunk<ImportRecord, { slug: string; id: number }, { rejectValue: ApiError }>(
  'automation/undoLastImport',
  async ({ slug, id }, { rejectWithValue }) => {
    try {
      return await undoImport(slug, id)
    } catch (e) {
      return rejectWithValue(apiFailure(e))
    }
  },
)

export const automationSlice = createSlice({
  name: 'automation',
  initialState,
  reducers: {
    previewCleared(state) {
      state.preview = null
      state.previewStatus = 'idle'
      state.previewError = null
      state.applyStatus = 'idle'
      state.applyError = null
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadIntegration.pending, (state, { meta }) => {
        if (state.slug !== meta.arg) return { ...initialState, slug: meta.arg, integracaoStatus: 'loading' }
        state.integracaoStatus = 'loading'
        state.integracaoError = null
      })
      .addCase(loadIntegration.fulfilled, (state, { payload, meta }) => {
        if (state.slug !== meta.arg) return
        state.integracao = payload
        state.integracaoStatus = 'succeeded'
      })
      .addCase(loadIntegration.rejected, (state, { payload, meta }) => {
        if (state.slug !== meta.arg || meta.aborted) return
        state.integracaoStatus = 'failed'
        state.integracaoError = payload ?? null
      })
      .addCase(testConnection.pending, (state) => {
        state.testStatus = 'loading'
      })
      .addCase(testConnection.fulfilled, (state, { payload }) => {
        state.testStatus = 'succeeded'
        if (state.slug === payload.slug) state.integracao = payload
      })
      .addCase(testConnection.rejected, (state) => {
        state.testStatus = 'failed'
      })
      .addCase(loadImports.pending, (state) => {
        state.importacoesStatus = 'loading'
        state.importacoesError = null
      })
      .addCase(loadImports.fulfilled, (state, { payload, meta }) => {
        if (state.slug !== null && state.slug !== meta.arg) return
        state.importacoes = payload
        state.importacoesStatus = 'succeeded'
      })
      .addCase(loadImports.rejected, (state, { payload, meta }) => {
        if (meta.aborted) return
        state.importacoesStatus = 'failed'
        state.importacoesError = payload ?? null
      })
      .addCase(checkFile.pending, (state) => {
        state.previewStatus = 'loading'
        state.previewError = null
        state.applyError = null
        state.applyStatus = 'idle'
      })
      .addCase(checkFile.fulfilled, (state, { payload }) => {
        state.previewStatus = 'succeeded'
        state.preview = payload
      })
      .addCase(checkFile.rejected, (state, { payload }) => {
        state.previewStatus = 'failed'
        state.previewError = payload ?? null
        state.preview = null
      })
      .addCase(applyPreview.pending, (state) => {
        state.applyStatus = 'loading'
        state.applyError = null
      })
      .addCase(applyPreview.fulfilled, (state, { payload }) => {
        state.applyStatus = 'succeeded'
        state.preview = null
        state.previewStatus = 'idle'
        state.importacoes = [payload, ...state.importacoes]
      })
      .addCase(applyPreview.rejected, (state, { payload }) => {
        state.applyStatus = 'failed'
        state.applyError = payload ?? null
      })
      .addCase(undoLastImport.pending, (state, { meta }) => {
        state.undoingId = meta.arg.id
      })
      .addCase(undoLastImport.fulfilled, (state, { payload }) => {
        state.undoingId = null
        state.importacoes = state.importacoes.map((i) => (i.id === payload.id ? payload : i))
      })
      .addCase(undoLastImport.rejected, (state) => {
        state.undoingId = null
      })
  },
  selectors: {
    selectAutomation: (state) => state,
  },
})

export const { previewCleared } = automationSlice.actions

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof automationSlice> {}
}

const injected = automationSlice.injectInto(rootReducer)
export const { selectAutomation } = injected.selectors

/** The last import not undone: the only one that may be undone. */
export function lastUndoable(importacoes: readonly ImportRecord[]): ImportRecord | null {
  return importacoes.filter((i) => !i.desfeita).sort((a, b) => b.id - a.id)[0] ?? null
}

/**
 * Client state of the automation page: which integration is open and the return file being
 * checked (its parse, and each line against our receivables). The integration and the history
 * of imports live in the data layer's cache (automation-data.ts, issue 22).
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { todayISO } from '@/shared/lib/date'
import { fromCentavos } from '@/shared/lib/money'
import { rootReducer } from '@/shared/store/root-reducer'
import { bankMismatch, parseCnab, type CnabError, type CnabFile } from './cnab'
import { reconcile, summarize, type PreviewRow } from './reconcile'
import type { ImportRecord, MatchedTitle, NewImport } from './types'

export interface Preview {
  arquivo: string
  /** the file's text as read: what is sent to be applied (the server reads it again) */
  conteudo: string
  file: CnabFile | null
  /** the first error of a refused file */
  parseError: CnabError | null
  /** the refused line, to show where the error is */
  errorLine: string | null
  rows: PreviewRow[]
}

export interface AutomationState {
  /** the integration on screen: another one starts clean */
  slug: string | null
  preview: Preview | null
}

export const initialState: AutomationState = {
  slug: null,
  preview: null,
}

function errorLineOf(content: string, linha: number): string | null {
  const lines = content.split(/\r\n|\n|\r/)
  return lines[linha - 1] ?? null
}

/** A file read in the browser: refused (a preview with its first error) or accepted, to be matched. */
export type ReadFile = { refused: Preview } | { arquivo: string; conteudo: string; file: CnabFile }

/** Parses the file and checks it is of this integration's bank; nothing is sent. */
export function readReturnFile(arquivo: string, content: string, banco: string): ReadFile {
  const parsed = parseCnab(content)
  const error = parsed.ok ? bankMismatch(parsed.file, banco) : parsed.error
  if (error || !parsed.ok) {
    const refused = error!
    return {
      refused: {
        arquivo,
        conteudo: '',
        file: null,
        parseError: refused,
        errorLine: errorLineOf(content, refused.linha),
        rows: [],
      },
    }
  }
  return { arquivo, conteudo: content, file: parsed.file }
}

/** What an accepted file would do, once its lines have their titles; nothing is applied. */
export function matchedPreview(
  read: { arquivo: string; conteudo: string; file: CnabFile },
  titles: ReadonlyMap<number, MatchedTitle | null>,
  today = todayISO(),
): Preview {
  return {
    arquivo: read.arquivo,
    conteudo: read.conteudo,
    file: read.file,
    parseError: null,
    errorLine: null,
    rows: reconcile(read.file.itens, titles, today),
  }
}

/**
 * What "Aplicar" sends: the file as read, for the server to read and decide what it settles, and
 * what the preview showed, so that a file that would now settle something else (a title paid
 * since) is refused instead of applied unseen.
 */
export function importPayload(preview: Preview): NewImport {
  const summary = summarize(preview.rows)
  return {
    arquivo: preview.arquivo,
    conteudo: preview.conteudo,
    conferido: { qtd_titulos: summary.aplicar, valor_total: fromCentavos(summary.valorAplicar) },
  }
}

export const automationSlice = createSlice({
  name: 'automation',
  initialState,
  reducers: {
    /** The page of an integration opened: another integration's file is dropped. */
    integrationOpened(state, { payload }: PayloadAction<string>) {
      if (state.slug !== payload) return { ...initialState, slug: payload }
    },
    /** A file checked; a late answer for an integration no longer on screen is dropped. */
    previewReady(state, { payload }: PayloadAction<{ slug: string; preview: Preview }>) {
      if (state.slug !== payload.slug) return
      state.preview = payload.preview
    },
    previewCleared(state) {
      state.preview = null
    },
  },
  selectors: {
    selectAutomation: (state) => state,
  },
})

export const { integrationOpened, previewReady, previewCleared } = automationSlice.actions

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof automationSlice> {}
}

const injected = automationSlice.injectInto(rootReducer)
export const { selectAutomation } = injected.selectors

/** The last import not undone: the only one that may be undone. */
export function lastUndoable(importacoes: readonly ImportRecord[]): ImportRecord | null {
  return importacoes.filter((i) => !i.desfeita).sort((a, b) => b.id - a.id)[0] ?? null
}

import { useCallback, useMemo } from 'react'
import { invalidateCache } from '@/shared/api/cache'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { useLoadOnce } from '@/shared/store/load-once'
import type { RegisterSource } from '@/shared/ui/register'
import {
  deleteRegua,
  deleteSegmento,
  deleteSmtp,
  deleteStatus,
  saveRegua,
  saveSegmento,
  saveSmtp,
  saveStatus,
} from './api'
import {
  loadReguas,
  loadSmtp,
  loadTags,
  loadTemplates,
  selectCollectionRule,
  smtpRemoved,
  smtpSaved,
  type RequestGroup,
} from './collection-rule-slice'
import type { ReguaExtended, ReguaSegmento, ReguaStatus, SmtpSetting } from './types'

/** The reference lists other pages cache (12 h) go stale when a rule or segment changes. */
function forgetReference() {
  invalidateCache('reference:/api/cobranca/regua/')
  invalidateCache('reference:/api/cobranca/regua-segmento/')
}

export function useCollectionRule() {
  const state = useAppSelector(selectCollectionRule)
  const dispatch = useAppDispatch()
  useLoadOnce('collection-rule:reguas', () => dispatch(loadReguas()))
  useLoadOnce('collection-rule:templates', () => dispatch(loadTemplates()))
  useLoadOnce('collection-rule:tags', () => dispatch(loadTags()))
  useLoadOnce('collection-rule:smtp', () => dispatch(loadSmtp()))
  const reloadReguas = useCallback(() => dispatch(loadReguas()), [dispatch])
  return { state, dispatch, reloadReguas }
}

function source<T>(
  rows: T[],
  group: RequestGroup,
  state: ReturnType<typeof useCollectionRule>['state'],
  reload: () => void,
  save: RegisterSource<T>['save'],
  remove: RegisterSource<T>['remove'],
): RegisterSource<T> {
  return { rows, status: state.requests[group].status, error: state.requests[group].error, reload, save, remove }
}

export function useReguaSources() {
  const { state, dispatch, reloadReguas } = useCollectionRule()
  const reload = useCallback(() => {
    forgetReference()
    return dispatch(loadReguas())
  }, [dispatch])

  const reguas = useMemo(
    () =>
      source<ReguaExtended>(
        state.regua_cobranca,
        'regua',
        state,
        reloadReguas,
        async (values, editing) => {
          await saveRegua(values, editing?.id)
          await reload()
        },
        async (row) => {
          await deleteRegua(row.id)
          await reload()
        },
      ),
    [state, reloadReguas, reload],
  )

  const segmentos = useMemo(
    () =>
      source<ReguaSegmento>(
        state.segmentos,
        'regua',
        state,
        reloadReguas,
        async (values, editing) => {
          await saveSegmento(values, editing?.id)
          await reload()
        },
        async (row) => {
          await deleteSegmento(row.id)
          await reload()
        },
      ),
    [state, reloadReguas, reload],
  )

  const status = useMemo(
    () =>
      source<ReguaStatus>(
        state.status,
        'regua',
        state,
        reloadReguas,
        async (values, editing) => {
          await saveStatus(values, editing?.id)
          await reload()
        },
        async (row) => {
          await deleteStatus(row.id)
          await reload()
        },
      ),
    [state, reloadReguas, reload],
  )

  const smtp = useMemo(
    () =>
      source<SmtpSetting>(
        state.smtp,
        'smtp',
        state,
        () => dispatch(loadSmtp()),
        async (values, editing) => {
          const saved = await saveSmtp({ ...(values as SmtpSetting), id: editing?.id })
          dispatch(smtpSaved(saved))
        },
        async (row) => {
          if (row.id !== undefined) await deleteSmtp(row.id)
          dispatch(smtpRemoved(row.id as number))
        },
      ),
    [state, dispatch],
  )

  return { state, dispatch, reload, reguas, segmentos, status, smtp }
}

import { Button } from 'antd'
import { StatusPanel } from '@/shared/ui/status-panel'
import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import {
  CHANGE_PASSWORD_PATH,
  expireSession,
  loadProfile,
  loginPathFor,
  selectProfile,
  selectProfileFailure,
  selectProfileStatus,
} from '@/features/session'
import { isSessionLost } from '@/shared/api/client'
import { isLoggedIn } from '@/shared/storage/tokens'
import { notifySessionExpired } from '@/shared/ui/error-catalogue'
import { PageLoading } from '@/shared/ui/page-loading'
import { useAppDispatch, useAppSelector } from './hooks'

/**
 * Spec section 4, "Profile loading": no session → login with redirect; profile missing or
 * inactive → session cleared, 'Sessão expirada!', login; first_login → first password.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const location = useLocation()
  const profile = useAppSelector(selectProfile)
  const status = useAppSelector(selectProfileStatus)
  const failure = useAppSelector(selectProfileFailure)
  // A session lost to another tab (logout, another user) is not adopted: this tab signs in again.
  const hasSession = isLoggedIn() && !isSessionLost()

  useEffect(() => {
    if (hasSession && status === 'idle') void dispatch(loadProfile())
  }, [dispatch, hasSession, status])

  const ended = failure?.reason === 'inactive' || failure?.reason === 'no_session'
  useEffect(() => {
    if (!ended) return
    if (failure?.reason === 'inactive') notifySessionExpired()
    void dispatch(expireSession())
    navigate(loginPathFor(location), { replace: true })
    // location is read at the moment the session ends, not tracked afterwards
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended, dispatch, navigate])

  if (!hasSession && !ended) return <Navigate to={loginPathFor(location)} replace />
  if (status === 'failed' && failure?.reason === 'error') {
    return (
      <StatusPanel
        tone="warning"
        title="Não foi possível carregar seu perfil"
        description={failure.error.message}
        action={
          <Button type="primary" onClick={() => void dispatch(loadProfile())}>
            Tentar novamente
          </Button>
        }
      />
    )
  }
  if (!profile) return <PageLoading fullScreen />
  if (profile.first_login) return <Navigate to={CHANGE_PASSWORD_PATH} replace />
  return <>{children}</>
}

import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { loginPathFor, sessionExpired } from '@/features/session'
import {
  adoptStoredSession,
  configureApiClient,
  releaseSession,
  watchStoredSession,
} from '@/shared/api/client'
import { clearStoredSession } from '@/shared/storage/expiring-storage'
import { purgeExpiredSession } from '@/shared/storage/tokens'
import { messageTokensExpired, notifySessionExpired } from '@/shared/ui/error-catalogue'
import { useAppDispatch } from './hooks'

/**
 * Injects the session callbacks into the API client (ARCHITECTURE, data flow 4): the client
 * never imports the store or the router. And every tab follows the one stored session: a logout
 * or another user's sign-in in another tab ends this tab's session at once (storage events),
 * the login page says 'Sessão expirada!', and what the user was typing stays in the tab's drafts.
 */
export function SessionNavigator() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const location = useLocation()
  const here = useRef(location)
  here.current = location

  useEffect(() => {
    // Start-up: a session that expired while the browser was closed leaves nothing behind.
    purgeExpiredSession()
    adoptStoredSession()
    const stopWatching = watchStoredSession()
    return () => {
      stopWatching()
      releaseSession()
    }
  }, [])

  useEffect(() => {
    const toLogin = () => navigate(loginPathFor(here.current), { replace: true })
    configureApiClient({
      onSessionExpired: () => {
        clearStoredSession()
        dispatch(sessionExpired())
        messageTokensExpired()
        toLogin()
      },
      onSessionLost: () => {
        dispatch(sessionExpired())
        notifySessionExpired()
        toLogin()
      },
    })
  }, [dispatch, navigate])
  return null
}

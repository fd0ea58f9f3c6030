import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { loginPathFor, sessionExpired } from '@/features/session'
import { configureApiClient } from '@/shared/api/client'
import { invalidateCache } from '@/shared/api/cache'
import { clearAll } from '@/shared/storage/expiring-storage'
import { messageTokensExpired } from '@/shared/ui/error-catalogue'
import { useAppDispatch } from './hooks'

/**
 * Injects the session-expiry callback into the API client (ARCHITECTURE, data flow 4):
 * the client never imports the store or the router.
 */
export function SessionNavigator() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  useEffect(() => {
    configureApiClient({
      onSessionExpired: () => {
        clearAll()
        invalidateCache()
        dispatch(sessionExpired())
        messageTokensExpired()
        navigate(loginPathFor(window.location), { replace: true })
      },
    })
  }, [dispatch, navigate])
  return null
}

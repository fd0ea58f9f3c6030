import { configureStore, type Action } from '@reduxjs/toolkit'
import { loggedOut, sessionExpired } from '@/features/session'
import { dynamicMiddleware } from '@/shared/store/dynamic-middleware'
import { rootReducer } from '@/shared/store/root-reducer'
import './layout/menu-slice'

export type RootState = ReturnType<typeof rootReducer>

/** Sign out and expiry reset every module's state, injected or not yet, in one place. */
function resettingReducer(state: RootState | undefined, action: Action): RootState {
  if (loggedOut.match(action) || sessionExpired.match(action)) {
    return rootReducer(undefined, action)
  }
  return rootReducer(state, action)
}

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: resettingReducer,
    preloadedState: preloadedState as RootState | undefined,
    // The development checks walk the whole state on every action; the data layer's cache
    // (reducerPath 'api') holds server answers of tens of thousands of rows, immutable and
    // serialisable by construction, so the checks skip it (they never run in production).
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredPaths: ['api'] },
        immutableCheck: { ignoredPaths: ['api'] },
      }).concat(dynamicMiddleware.middleware),
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

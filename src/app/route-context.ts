import { createContext, useContext } from 'react'
import type { AppRouteDef } from './route-types'

export const RouteContext = createContext<AppRouteDef | null>(null)

export function useCurrentRoute(): AppRouteDef | null {
  return useContext(RouteContext)
}

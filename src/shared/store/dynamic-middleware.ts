import { createDynamicMiddleware } from '@reduxjs/toolkit'

/**
 * Middleware that arrives with a page's chunk, as its slices do (root-reducer.ts): the data
 * layer (shared/api/data-api.ts) adds RTK Query's middleware here when the first module that
 * uses it loads, so the login route's bundle carries neither.
 */
export const dynamicMiddleware = createDynamicMiddleware()

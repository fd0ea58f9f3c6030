/**
 * The session's endpoints on the data layer (issue 22): the sign-in and the profile, generated from
 * api/openapi.yaml like every other call. This file (and with it the data layer) loads on the
 * first sign-in or profile read, never in the login route's bundle (≤ 200 KiB): the session's
 * thunks import it when they run.
 */
import { generatedApi } from '@/shared/api/generated/sessao'
import { PROFILE_CACHE_MS } from '@/shared/config/constants'

/** The short profile cache (spec section 4): a profile read again within a minute is not re-asked. */
export const PROFILE_CACHE_S = PROFILE_CACHE_MS / 1000

export const sessionApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getAccessAccess: { keepUnusedDataFor: PROFILE_CACHE_S, extraOptions: { expect: 'object' } },
    postLogin: { extraOptions: { anonymous: true } },
  },
})

import {
  createAsyncThunk,
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit'
import type { ApiError } from '@/shared/api/errors'
import { apiFailure } from '@/shared/store/request-status'
import type { DrfPage } from '@/shared/api/lists'
import { rootReducer } from '@/shared/store/root-reducer'
import { notifyRequestFailure } from '@/shared/ui/error-catalogue'
import {
  approveUser,
  createUser,
  createUserClient,
  deleteUserClient,
  editUserClient,
  fetchCustomersByCode,
  fetchPendingUsers,
  fetchUsers,
  loadUserClients,
  patchUser,
  refuseUser,
  type CreatedUser,
  type NewUser,
} from './api'
import type { Approval, CustomerOption, SystemUser, UserClientLink, UserPatch } from './types'

import type { RequestStatus } from '@/shared/store/request-status'
export type { RequestStatus }

export const DEFAULT_PAGE_SIZE = 10
export const PAGE_SIZE_OPTIONS = [10, 20, 50]

export interface UserClientsState {
  /** whose links are open; null when none */
  userId: number | null
  links: UserClientLink[]
  /** names of the linked customers, by code */
  customers: Record<number, CustomerOption>
  status: RequestStatus
  error: ApiError | null
  saveStatus: RequestStatus
  saveError: ApiError | null
}

export interface UsersState {
  users: SystemUser[]
  count: number
  page: number
  pageSize: number
  search: string
  listStatus: RequestStatus
  listError: ApiError | null
  listRequestId: string | null
  /** linked customers per client user of the page */
  linkCounts: Record<number, number>
  linkCountsStatus: RequestStatus
  linkCountsError: ApiError | null
  createStatus: RequestStatus
  createError: ApiError | null
  /** PATCH in flight per user id */
  updating: Record<number, RequestStatus>
  updateError: ApiError | null
  userClients: UserClientsState
  /** sign-up requests waiting for approval (GET ?pendente=true) */
  pending: SystemUser[]
  pendingCount: number
  pendingStatus: RequestStatus
  pendingError: ApiError | null
  pendingRequestId: string | null
  /** approval or refusal in flight per request id */
  deciding: Record<number, RequestStatus>
}

const initialUserClients: UserClientsState = {
  userId: null,
  links: [],
  customers: {},
  status: 'idle',
  error: null,
  saveStatus: 'idle',
  saveError: null,
}

export const initialState: UsersState = {
  users: [],
  count: 0,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  search: '',
  listStatus: 'idle',
  listError: null,
  listRequestId: null,
  linkCounts: {},
  linkCountsStatus: 'idle',
  linkCountsError: null,
  createStatus: 'idle',
  createError: null,
  updating: {},
  updateError: null,
  userClients: initialUserClients,
  pending: [],
  pendingCount: 0,
  pendingStatus: 'idle',
  pendingError: null,
  pendingRequestId: null,
  deciding: {},
}

type State = { users: UsersState }
const own = (getState: () => unknown): UsersState => (getState() as State).users

export interface UsersPage {
  page: DrfPage<SystemUser>
  counts: Record<number, number> | null
  countsError: ApiError | null
}

function countLinks(links: UserClientLink[], userIds: number[]): Record<number, number> {
  const counts: Record<number, number> = Object.fromEntries(userIds.map((id) => [id, 0]))
  for (const link of links) if (link.user in counts) counts[link.user] += 1
  return counts
}

/**
 * The state's page of users (page, page size, search), plus how many customers each client
 * user on it has. A newer load wins over one still in flight.
 */
export const loadUsers = createAsyncThunk<UsersPage, void, { rejectValue: ApiError }>(
  'users/loadUsers',
  async (_arg, { getState, signal, rejectWithValue }) => {
    const { page, pageSize, search } = own(getState)
    let result: DrfPage<SystemUser>
    try {
      result = await fetchUsers({ page, pageSize, search }, signal)
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
    const clientIds = result.results.filter((u) => u.is_client).map((u) => u.id)
    if (clientIds.length === 0) return { page: result, counts: {}, countsError: null }
    try {
      const links = await loadUserClients({ user__in: clientIds.join(',') }, signal)
      return { page: result, counts: countLinks(links, clientIds), countsError: null }
    } catch (error) {
      const countsError = apiFailure(error)
      // The users are there; only the counts failed (user-client rule: console and notification).
      if (countsError.kind !== 'canceled') notifyRequestFailure(countsError)
      return { page: result, counts: null, countsError }
    }
  },
)

export const createSystemUser = createAsyncThunk<CreatedUser, NewUser, { rejectValue: ApiError }>(
  'users/create',
  async (user, { rejectWithValue }) => {
    try {
      return await createUser(user)
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
  // Double submit: a second click while the first is in flight sends nothing.
  { condition: (_user, { getState }) => own(getState).createStatus !== 'loading' },
)

export const updateSystemUser = createAsyncThunk<
  SystemUser,
  { id: number; patch: UserPatch },
  { rejectValue: ApiError }
>(
  'users/update',
  async ({ id, patch }, { rejectWithValue }) => {
    try {
      return await patchUser(id, patch)
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
  { condition: ({ id }, { getState }) => own(getState).updating[id] !== 'loading' },
)

/** The sign-up requests waiting for approval. A newer load wins over one still in flight. */
export const loadPendingUsers = createAsyncThunk<
  DrfPage<SystemUser>,
  void,
  { rejectValue: ApiError }
>('users/loadPending', async (_arg, { signal, rejectWithValue }) => {
  try {
    return await fetchPendingUsers(signal)
  } catch (error) {
    return rejectWithValue(apiFailure(error))
  }
})

const notDeciding = ({ id }: { id: number }, getState: () => unknown) =>
  own(getState).deciding[id] !== 'loading'

/** Approves a sign-up request with a profile; the approved user comes back. */
export const approveRequest = createAsyncThunk<
  SystemUser,
  Approval & { id: number },
  { rejectValue: ApiError }
>(
  'users/approve',
  async ({ id, ...approval }, { rejectWithValue }) => {
    try {
      return await approveUser(id, approval)
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
  { condition: (arg, { getState }) => notDeciding(arg, getState) },
)

/** Refuses a sign-up request: the server removes it. */
export const refuseRequest = createAsyncThunk<void, { id: number }, { rejectValue: ApiError }>(
  'users/refuse',
  async ({ id }, { rejectWithValue }) => {
    try {
      await refuseUser(id)
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
  { condition: (arg, { getState }) => notDeciding(arg, getState) },
)

export interface LinksLoaded {
  links: UserClientLink[]
  customers: CustomerOption[]
}

/** A client user's links and the names of their customers; failures log, notify and reject. */
export const loadLinks = createAsyncThunk<LinksLoaded, number, { rejectValue: ApiError }>(
  'users/loadLinks',
  async (userId, { signal, rejectWithValue }) => {
    let links: UserClientLink[]
    try {
      links = await loadUserClients({ user: userId }, signal)
    } catch (error) {
      const apiError = apiFailure(error)
      if (apiError.kind !== 'canceled') notifyRequestFailure(apiError)
      return rejectWithValue(apiError)
    }
    let customers: CustomerOption[] = []
    try {
      customers = await fetchCustomersByCode([...new Set(links.map((l) => l.cod_cliente))], signal)
    } catch (error) {
      // The links stand without names; say so rather than hide it.
      notifyRequestFailure(error)
    }
    return { links, customers }
  },
)

function userClientSaveThunk<Arg, Result>(type: string, run: (arg: Arg) => Promise<Result>) {
  return createAsyncThunk<Result, Arg, { rejectValue: ApiError }>(
    type,
    async (arg, { rejectWithValue }) => {
      try {
        return await run(arg)
      } catch (error) {
        const apiError = apiFailure(error)
        notifyRequestFailure(apiError)
        return rejectWithValue(apiError)
      }
    },
    { condition: (_arg, { getState }) => own(getState).userClients.saveStatus !== 'loading' },
  )
}

export interface LinkArg {
  user: number
  cod_cliente: number
  /** the chosen customer, for its name in the list */
  customer?: CustomerOption
}

export const addLink = userClientSaveThunk('users/addLink', ({ user, cod_cliente }: LinkArg) =>
  createUserClient({ user, cod_cliente }),
)

export const changeLink = userClientSaveThunk(
  'users/changeLink',
  ({ id, user, cod_cliente }: LinkArg & { id: number }) =>
    editUserClient({ id, user, cod_cliente }),
)

export const removeLink = userClientSaveThunk('users/removeLink', async (link: UserClientLink) => {
  await deleteUserClient(link.id)
  return link
})

export const usersSlice = createSlice({
  name: 'users',
  initialState,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      if (state.search === action.payload) return
      state.search = action.payload
      state.page = 1
    },
    pageChanged(state, action: PayloadAction<{ page: number; pageSize?: number }>) {
      const { page, pageSize } = action.payload
      if (pageSize && pageSize !== state.pageSize) {
        state.pageSize = pageSize
        state.page = 1
      } else {
        state.page = page
      }
    },
    linksClosed(state) {
      state.userClients = initialUserClients
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadUsers.pending, (state, action) => {
        state.listStatus = 'loading'
        state.listError = null
        state.listRequestId = action.meta.requestId
      })
      .addCase(loadUsers.fulfilled, (state, action) => {
        if (state.listRequestId !== action.meta.requestId) return
        const { page, counts, countsError } = action.payload
        state.listStatus = 'succeeded'
        state.listRequestId = null
        state.users = page.results
        state.count = page.count
        state.linkCounts = counts ?? {}
        state.linkCountsStatus = countsError ? 'failed' : 'succeeded'
        state.linkCountsError = countsError
      })
      .addCase(loadUsers.rejected, (state, action) => {
        if (state.listRequestId !== action.meta.requestId) return
        state.listRequestId = null
        if (action.meta.aborted) {
          state.listStatus = 'idle'
          return
        }
        state.listStatus = 'failed'
        state.listError = action.payload ?? apiFailure(action.error)
      })
      .addCase(createSystemUser.pending, (state) => {
        state.createStatus = 'loading'
        state.createError = null
      })
      .addCase(createSystemUser.fulfilled, (state) => {
        state.createStatus = 'succeeded'
      })
      .addCase(createSystemUser.rejected, (state, action) => {
        state.createStatus = 'failed'
        state.createError = action.payload ?? apiFailure(action.error)
      })
      .addCase(updateSystemUser.pending, (state, action) => {
        state.updating[action.meta.arg.id] = 'loading'
        state.updateError = null
      })
      .addCase(updateSystemUser.fulfilled, (state, action) => {
        const updated = action.payload
        state.updating[action.meta.arg.id] = 'succeeded'
        const index = state.users.findIndex((u) => u.id === updated.id)
        if (index >= 0) state.users[index] = { ...state.users[index], ...updated }
        if (updated.is_client && !(updated.id in state.linkCounts)) state.linkCounts[updated.id] = 0
      })
      .addCase(updateSystemUser.rejected, (state, action) => {
        state.updating[action.meta.arg.id] = 'failed'
        state.updateError = action.payload ?? apiFailure(action.error)
      })
      .addCase(loadPendingUsers.pending, (state, action) => {
        state.pendingStatus = 'loading'
        state.pendingError = null
        state.pendingRequestId = action.meta.requestId
      })
      .addCase(loadPendingUsers.fulfilled, (state, action) => {
        if (state.pendingRequestId !== action.meta.requestId) return
        state.pendingStatus = 'succeeded'
        state.pendingRequestId = null
        state.pending = action.payload.results
        state.pendingCount = action.payload.count
      })
      .addCase(loadPendingUsers.rejected, (state, action) => {
        if (state.pendingRequestId !== action.meta.requestId) return
        state.pendingRequestId = null
        if (action.meta.aborted) {
          state.pendingStatus = 'idle'
          return
        }
        state.pendingStatus = 'failed'
        state.pendingError = action.payload ?? apiFailure(action.error)
      })
      .addCase(loadLinks.pending, (state, action) => {
        state.userClients = { ...initialUserClients, userId: action.meta.arg, status: 'loading' }
      })
      .addCase(loadLinks.fulfilled, (state, action) => {
        if (state.userClients.userId !== action.meta.arg) return
        state.userClients.status = 'succeeded'
        state.userClients.links = action.payload.links
        state.userClients.customers = Object.fromEntries(
          action.payload.customers.map((c) => [c.cod_cliente, c]),
        )
        state.linkCounts[action.meta.arg] = action.payload.links.length
      })
      .addCase(loadLinks.rejected, (state, action) => {
        if (state.userClients.userId !== action.meta.arg) return
        state.userClients.status = action.meta.aborted ? 'idle' : 'failed'
        state.userClients.error = action.meta.aborted
          ? null
          : (action.payload ?? apiFailure(action.error))
      })
      .addCase(addLink.fulfilled, (state, action) => {
        const { customer } = action.meta.arg
        const uc = state.userClients
        if (uc.userId === action.payload.user) {
          uc.links.push(action.payload)
          if (customer) uc.customers[customer.cod_cliente] = customer
        }
        state.linkCounts[action.payload.user] = (state.linkCounts[action.payload.user] ?? 0) + 1
      })
      .addCase(changeLink.fulfilled, (state, action) => {
        const { customer } = action.meta.arg
        const uc = state.userClients
        const index = uc.links.findIndex((l) => l.id === action.payload.id)
        if (index >= 0) uc.links[index] = action.payload
        if (customer) uc.customers[customer.cod_cliente] = customer
      })
      .addCase(removeLink.fulfilled, (state, action) => {
        const removed = action.payload
        const uc = state.userClients
        uc.links = uc.links.filter((l) => l.id !== removed.id)
        if (removed.user in state.linkCounts)
          state.linkCounts[removed.user] = Math.max(0, state.linkCounts[removed.user] - 1)
      })
      .addMatcher(isPending(approveRequest, refuseRequest), (state, action) => {
        state.deciding[action.meta.arg.id] = 'loading'
      })
      .addMatcher(isFulfilled(approveRequest, refuseRequest), (state, action) => {
        const { id } = action.meta.arg
        state.deciding[id] = 'succeeded'
        // handled: out of the requests at once, before the reload confirms it
        const before = state.pending.length
        state.pending = state.pending.filter((u) => u.id !== id)
        if (state.pending.length < before) state.pendingCount = Math.max(0, state.pendingCount - 1)
      })
      .addMatcher(isRejected(approveRequest, refuseRequest), (state, action) => {
        state.deciding[action.meta.arg.id] = 'failed'
      })
      .addMatcher(isPending(addLink, changeLink, removeLink), (state) => {
        state.userClients.saveStatus = 'loading'
        state.userClients.saveError = null
      })
      .addMatcher(isFulfilled(addLink, changeLink, removeLink), (state) => {
        state.userClients.saveStatus = 'succeeded'
      })
      .addMatcher(isRejected(addLink, changeLink, removeLink), (state, action) => {
        state.userClients.saveStatus = 'failed'
        state.userClients.saveError =
          (action.payload as ApiError | undefined) ?? apiFailure(action.error)
      })
  },
  selectors: {
    selectUsers: (state) => state.users,
    selectCount: (state) => state.count,
    selectPage: (state) => state.page,
    selectPageSize: (state) => state.pageSize,
    selectSearch: (state) => state.search,
    selectListStatus: (state) => state.listStatus,
    selectListError: (state) => state.listError,
    selectLinkCounts: (state) => state.linkCounts,
    selectCreateStatus: (state) => state.createStatus,
    selectUpdating: (state) => state.updating,
    selectUserClients: (state) => state.userClients,
    selectPending: (state) => state.pending,
    selectPendingCount: (state) => state.pendingCount,
    selectPendingStatus: (state) => state.pendingStatus,
    selectPendingError: (state) => state.pendingError,
    selectDeciding: (state) => state.deciding,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}

const injected = usersSlice.injectInto(rootReducer)

export const { searchChanged, pageChanged, linksClosed } = usersSlice.actions
export const {
  selectUsers,
  selectCount,
  selectPage,
  selectPageSize,
  selectSearch,
  selectListStatus,
  selectListError,
  selectLinkCounts,
  selectCreateStatus,
  selectUpdating,
  selectUserClients,
  selectPending,
  selectPendingCount,
  selectPendingStatus,
  selectPendingError,
  selectDeciding,
} = injected.selectors

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/shared/store/root-reducer'
import { filterMenu, type MenuRoute } from './menu-model'

export interface MenuState {
  routes: MenuRoute[]
  pinned: boolean
  hovering: boolean
  searchFocused: boolean
  search: string
  currentRoute: string | null
}

const initialState: MenuState = {
  routes: [],
  pinned: true,
  hovering: false,
  searchFocused: false,
  search: '',
  currentRoute: null,
}

function visit(items: MenuRoute[], fn: (item: MenuRoute) => void): void {
  for (const item of items) {
    fn(item)
    if (item.children) visit(item.children, fn)
  }
}

function containsPath(item: MenuRoute, path: string): boolean {
  return !!item.children?.some((child) => child.path === path || containsPath(child, path))
}

export const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    setMenuRoutes(state, action: PayloadAction<MenuRoute[]>) {
      state.routes = action.payload
    },
    /** Choosing an item that has children toggles its expanded flag. */
    toggleExpanded(state, action: PayloadAction<string>) {
      visit(state.routes, (item) => {
        if (item.key === action.payload && item.children) item.expanded = !item.expanded
      })
    },
    /** Choosing a leaf expands every parent that holds it and makes it the current route. */
    selectLeaf(state, action: PayloadAction<string>) {
      visit(state.routes, (item) => {
        if (containsPath(item, action.payload)) item.expanded = true
      })
      state.currentRoute = action.payload
    },
    setPinned(state, action: PayloadAction<boolean>) {
      state.pinned = action.payload
    },
    setHovering(state, action: PayloadAction<boolean>) {
      state.hovering = action.payload
    },
    setSearchFocused(state, action: PayloadAction<boolean>) {
      state.searchFocused = action.payload
    },
    setSearch(state, action: PayloadAction<string>) {
      state.search = action.payload
    },
  },
  selectors: {
    selectMenu: (state) => state,
    /** Unpinned, the menu stays open only while hovered or while its search box has focus. */
    selectCollapsed: (state) => !state.pinned && !state.hovering && !state.searchFocused,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof menuSlice> {}
}

const injectedMenu = menuSlice.injectInto(rootReducer)

export const {
  setMenuRoutes,
  toggleExpanded,
  selectLeaf,
  setPinned,
  setHovering,
  setSearchFocused,
  setSearch,
} = menuSlice.actions
export const { selectMenu, selectCollapsed } = injectedMenu.selectors

export function visibleMenu(state: MenuState): MenuRoute[] {
  return filterMenu(state.routes, state.search)
}

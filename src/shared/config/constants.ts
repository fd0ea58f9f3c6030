export const COMPANY_NAME = 'Boa Safra Alimentos'
export const PROVIDER_NAME = 'Ponto Digital Consultoria em TI'
export const APP_VERSION = '1.0.0'

export const ONE_DAY_MS = 24 * 60 * 60 * 1000
/** Stored items live 7 × one day unless told otherwise (spec section 4). */
export const STORED_ITEM_LIFETIME_MS = 7 * ONE_DAY_MS
/** The profile call is cached briefly so that a burst of guards does not repeat it. */
export const PROFILE_CACHE_MS = 60 * 1000
export const FILTER_CACHE_MS = 12 * 3600 * 1000
export const CHUNK_LOAD_TIMEOUT_MS = 120 * 1000
export const REQUEST_TIMEOUT_MS = 30 * 1000
export const EXPORT_TIMEOUT_MS = 120 * 1000

export const THEME_PRIMARY = '#c62828'
export const THEME_MENU_BG = '#2f3237'
export const THEME_SUBMENU_BG = '#25272b'

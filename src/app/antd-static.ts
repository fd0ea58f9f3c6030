import type { ThemeConfig } from 'antd'

/** One key for antd's CSS variables in both providers: the nested one reuses the root's tokens. */
export const CSS_VAR_KEY = 'css-var-app'

/**
 * The staff screens (everything inside the base layout) read antd's styles from its prebuilt
 * stylesheet (layout/antd-static.css) instead of generating them at run time: CSS-in-JS style
 * generation and insertion was the largest share of the main-thread work before Base
 * Cobrança's first rows (bench: full load → rows about 85 ms faster). The theme's tokens still
 * reach the page as CSS variables, written by antd at run time as before. Pages outside the
 * layout (sign-up, 2ª via, errors) keep antd's run-time styles and never download the sheet.
 */
export const STATIC_STYLES_THEME: ThemeConfig = { zeroRuntime: true, cssVar: { key: CSS_VAR_KEY } }

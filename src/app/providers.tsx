import { ConfigProvider, type ThemeConfig } from 'antd'
// The locale half of ConfigProvider, without the theme (no design tokens derived).
import LocaleProvider, { ANT_MARK } from 'antd/es/locale'
import ptBR from 'antd/es/locale/pt_BR'
import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { THEME_MENU_BG, THEME_PRIMARY, THEME_SUBMENU_BG } from '@/shared/config/constants'
import { CSS_VAR_KEY } from './antd-static'
import type { AppStore } from './store'

/**
 * WCAG AA contrast (4.5:1 for text; the e2e walk runs axe-core and fails on it): antd's
 * tertiary/description text (Typography "secondary", Descriptions labels, Statistic titles) is
 * black at 45 % (#8c8c8c, 3.4:1 on white); 60 % reads the same grey at 5.7:1. The light tag
 * palettes' text is raised in styles.css: overriding the palette tokens here (`orange-7`…) also
 * broke option clicks in antd's Select.
 */
const CONTRAST_TOKENS: ThemeConfig['token'] = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
}

/**
 * antd's pt-BR locale, but the calendar's year and month buttons are named by what they show
 * ("2026", "dezembro") instead of "Escolher ano" / "Escolher mês": a name that does not contain
 * the visible text fails WCAG 2.5.3 (axe label-content-name-mismatch), and a voice user saying
 * "clicar em 2026" reaches the button.
 */
export const appLocale: typeof ptBR = {
  ...ptBR,
  DatePicker: ptBR.DatePicker && {
    ...ptBR.DatePicker,
    lang: { ...ptBR.DatePicker.lang, yearSelect: '', monthSelect: '' },
  },
}

export const theme: ThemeConfig = {
  cssVar: { key: CSS_VAR_KEY },
  token: { colorPrimary: THEME_PRIMARY, colorLink: THEME_PRIMARY, borderRadius: 6, ...CONTRAST_TOKENS },
  components: {
    Layout: { siderBg: THEME_MENU_BG, headerBg: '#ffffff', headerPadding: '0 24px' },
    Menu: { darkItemBg: THEME_MENU_BG, darkSubMenuItemBg: THEME_SUBMENU_BG, darkItemSelectedBg: THEME_PRIMARY },
  },
}

/** DECISIONS 1: validation messages in pt-BR instead of antd's English defaults. */
export const validateMessages = {
  default: 'Valor inválido em ${label}.',
  required: '${label} é obrigatório.',
  enum: '${label} deve ser um de [${enum}].',
  whitespace: '${label} não pode ficar em branco.',
  date: {
    format: '${label} tem formato de data inválido.',
    parse: '${label} não pôde ser lido como data.',
    invalid: '${label} é uma data inválida.',
  },
  types: {
    string: '${label} deve ser um texto.',
    method: '${label} deve ser uma função.',
    array: '${label} deve ser uma lista.',
    object: '${label} deve ser um objeto.',
    number: '${label} deve ser um número.',
    date: '${label} deve ser uma data.',
    boolean: '${label} deve ser verdadeiro ou falso.',
    integer: '${label} deve ser um número inteiro.',
    float: '${label} deve ser um número.',
    regexp: '${label} não é um padrão válido.',
    email: '${label} não é um e-mail válido.',
    url: '${label} não é uma URL válida.',
    hex: '${label} não é um hexadecimal válido.',
  },
  string: {
    len: '${label} deve ter exatamente ${len} caracteres.',
    min: '${label} deve ter ao menos ${min} caracteres.',
    max: '${label} deve ter no máximo ${max} caracteres.',
    range: '${label} deve ter entre ${min} e ${max} caracteres.',
  },
  number: {
    len: '${label} deve ser igual a ${len}.',
    min: '${label} deve ser no mínimo ${min}.',
    max: '${label} deve ser no máximo ${max}.',
    range: '${label} deve estar entre ${min} e ${max}.',
  },
  array: {
    len: '${label} deve ter ${len} itens.',
    min: '${label} deve ter ao menos ${min} itens.',
    max: '${label} deve ter no máximo ${max} itens.',
    range: '${label} deve ter entre ${min} e ${max} itens.',
  },
  pattern: { mismatch: '${label} não corresponde ao formato esperado.' },
}

/** What AppProviders reads of the router: where the user is, and word when that changes. */
export interface LocationSource {
  state: { location: { pathname: string } }
  subscribe(listener: () => void): () => void
}

/**
 * Pages made only of native elements (the login): antd's theme is not mounted for them, so a
 * phone starting the app on the login page does not derive antd's design tokens and write its
 * CSS variables (tens of milliseconds of main thread) for a page that uses none of them.
 */
export const NATIVE_PAGES: ReadonlySet<string> = new Set(['/user/login'])

const isNativePage = (pathname: string) => NATIVE_PAGES.has(pathname.replace(/\/+$/, '') || '/')
const noSubscription = () => () => {}

/**
 * True once the user is anywhere but a native page, and from then on: leaving the login
 * mounts antd's ConfigProvider around the app once (the login page is leaving anyway), and it
 * stays, so going back to the login later changes nothing.
 */
function useAntdTheme(router: LocationSource | undefined): boolean {
  const native = useSyncExternalStore(
    router ? router.subscribe : noSubscription,
    () => (router ? isNativePage(router.state.location.pathname) : false),
    () => false,
  )
  const [mounted, setMounted] = useState(!native)
  if (!native && !mounted) setMounted(true)
  return mounted || !native
}

/** ConfigProvider's own mark: LocaleProvider used on its own otherwise warns (in development). */
const INTERNAL_MARK = { _ANT_MARK__: ANT_MARK } as object

export function AppProviders({
  store,
  router,
  children,
}: {
  store: AppStore
  /** when given, native pages (NATIVE_PAGES) render without antd's theme until the user leaves them */
  router?: LocationSource
  children: ReactNode
}) {
  const themed = useAntdTheme(router)
  return (
    <Provider store={store}>
      {themed ? (
        <ConfigProvider locale={appLocale} theme={theme} form={{ validateMessages }}>
          {children}
        </ConfigProvider>
      ) : (
        // A notification shown on the login page still speaks pt-BR ("Fechar").
        <LocaleProvider locale={appLocale} {...INTERNAL_MARK}>
          {children}
        </LocaleProvider>
      )}
    </Provider>
  )
}

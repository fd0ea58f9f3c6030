import { ConfigProvider, type ThemeConfig } from 'antd'
import ptBR from 'antd/locale/pt_BR'
import dayjs from 'dayjs'
import 'dayjs/locale/pt-br'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { THEME_MENU_BG, THEME_PRIMARY, THEME_SUBMENU_BG } from '@/shared/config/constants'
import type { AppStore } from './store'

dayjs.locale('pt-br')

export const theme: ThemeConfig = {
  token: { colorPrimary: THEME_PRIMARY, colorLink: THEME_PRIMARY, borderRadius: 6 },
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

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={ptBR} theme={theme} form={{ validateMessages }}>
        {children}
      </ConfigProvider>
    </Provider>
  )
}

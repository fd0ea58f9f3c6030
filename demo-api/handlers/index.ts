import type { RequestHandler } from 'msw'
import { cobrancaHandlers } from './cobranca'
import { comumHandlers } from './comum'
import { contasReceberHandlers } from './contas-receber'
import { disparoAutomaticoHandlers } from './disparo-automatico'
import { excelHandlers } from './excel'
import { financeiroHandlers } from './financeiro'
import { notificacaoHandlers } from './notificacao'
import { sessionHandlers } from './session'

/** Every route of the demo API; the dev server, the standalone server and the tests share this list. */
export const handlers: RequestHandler[] = [
  ...sessionHandlers,
  ...contasReceberHandlers,
  ...notificacaoHandlers,
  ...disparoAutomaticoHandlers,
  ...cobrancaHandlers,
  ...comumHandlers,
  ...excelHandlers,
  ...financeiroHandlers,
]

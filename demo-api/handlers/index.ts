import type { RequestHandler } from 'msw'
import { automacaoHandlers } from './automacao'
import { cobrancaHandlers } from './cobranca'
import { comumHandlers } from './comum'
import { contasReceberHandlers } from './contas-receber'
import { contatoHandlers } from './contato'
import { creditoHandlers } from './credito'
import { disparoAutomaticoHandlers } from './disparo-automatico'
import { excelHandlers } from './excel'
import { financeiroHandlers } from './financeiro'
import { notificacaoHandlers } from './notificacao'
import { portalHandlers } from './portal'
import { promessasHandlers } from './promessas'
import { reguaHandlers } from './regua'
import { relatoriosHandlers } from './relatorios'
import { sessionHandlers } from './session'
import { appendSlashHandler } from '../http'

/**
 * Every route of the demo API; the dev server, the standalone server and the tests share this
 * list. msw answers with the first match, so the modules' own handlers come before the generic
 * cobrança resources they refine. Last, Django's APPEND_SLASH answers for a contract path asked
 * in the other form (with or without the final slash).
 */
export const handlers: RequestHandler[] = [
  ...sessionHandlers,
  ...reguaHandlers,
  ...relatoriosHandlers,
  ...creditoHandlers,
  ...portalHandlers,
  ...contatoHandlers,
  ...automacaoHandlers,
  ...promessasHandlers,
  ...contasReceberHandlers,
  ...notificacaoHandlers,
  ...disparoAutomaticoHandlers,
  ...cobrancaHandlers,
  ...comumHandlers,
  ...excelHandlers,
  ...financeiroHandlers,
  appendSlashHandler,
]

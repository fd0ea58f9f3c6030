/** Row types of the collection-rule module (richer than the core ones in types.ts). */
import type { DisparoLog, Regua, ReguaAcao } from './types'

/** A rule with its frequency cap: at most N messages per customer in 7 days, across channels. */
export interface ReguaRow extends Regua {
  max_mensagens_semana: number
}

export interface ReguaAcaoRow extends ReguaAcao {
  /** order among the steps of the same day */
  ordem: number
}

export type DisparoStatus = 'enviado' | 'entregue' | 'lido' | 'falha' | 'ignorado'

/** A dispatch-log row as the rule engine writes it: the rendered message and why it was not sent. */
export interface DisparoLogRow extends Omit<DisparoLog, 'status' | 'regua' | 'regua_acao' | 'template'> {
  status: DisparoStatus
  regua: number | null
  regua_acao: number | null
  template: number | null
  assunto?: string
  mensagem?: string
  /** 'regua' (automatic), 'manual' (Base Cobrança) */
  origem?: 'regua' | 'manual'
  /** the day the rules ran for (a past day may be run later) */
  data_referencia?: string
  /** the run that wrote it */
  execucao?: number | null
}

/** One run of the rules (button "Executar agora" or the start-up job). */
export interface ReguaExecucao {
  id: number
  /** the day the rules ran for */
  data: string
  executado_em: string
  usuario: number | null
  regua: number | null
  enviados: number
  ignorados: number
  falhas: number
}

declare module './module-tables' {
  interface ModuleTables {
    'regua-execucao': ReguaExecucao[]
  }
}

import type { IsoDateTime } from './types'

export interface ContatoResposta {
  id: number
  texto: string
  autor: number
  autor_nome: string
  criado_em: IsoDateTime
}

/** A message a client sent to the finance department (Fale com o Financeiro). */
export interface ContatoMensagem {
  id: number
  cod_cliente: number
  nome_fantasia: string
  usuario: number | null
  usuario_nome: string
  assunto: string
  mensagem: string
  /** contas-receber id the message is about, if any */
  titulo: number | null
  titulo_documento: string | null
  /** e-mail or phone to answer to */
  responder_para: string
  status: 'novo' | 'respondido'
  criado_em: IsoDateTime
  respondido_em: IsoDateTime | null
  respostas: ContatoResposta[]
}

declare module './module-tables' {
  interface ModuleTables {
    'contato-mensagem': ContatoMensagem[]
  }
}

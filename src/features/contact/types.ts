/**
 * Row shapes of the contact endpoints, as api/openapi.yaml (tags contato and cobranca) defines
 * them: the generated types, under the names the module's components use.
 */
import type { ClienteResumo, ContaReceber } from '@/shared/api/generated/cobranca'
import type { Mensagem, NovaMensagem, RespostaMensagem } from '@/shared/api/generated/contato'

export type ContactMessage = Mensagem
export type ContactReply = RespostaMensagem
export type MessageStatus = Mensagem['status']
export type NewMessage = NovaMensagem
export type CustomerOption = Pick<ClienteResumo, 'cod_cliente' | 'nome_fantasia'>

/** A title the client may refer to. */
export type TitleOption = Pick<ContaReceber, 'id' | 'cod_cliente' | 'documento' | 'data_vencimento' | 'valor' | 'saldo' | 'status'>

export const STATUS_LABEL: Record<MessageStatus, string> = { novo: 'Nova', respondido: 'Respondida' }

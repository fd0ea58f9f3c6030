/**
 * Row shapes of user administration, as api/openapi.yaml (tags usuarios and cobranca) defines
 * them: the generated types, under the names the module's components use. Type-only imports:
 * nothing of the data layer reaches a bundle through this file.
 */
import type { ClienteResumo } from '@/shared/api/generated/cobranca'
import type {
  AlteracaoUsuario,
  AprovacaoUsuario,
  NovoUsuario,
  UsuarioCriado,
  UsuarioSistema,
  VinculoUsuarioCliente,
} from '@/shared/api/generated/usuarios'
import type { Perfil } from './perfis'

export type { Perfil }

/** A system user as GET /api/comum/user/ lists it (never the password). */
export type SystemUser = UsuarioSistema

/** What user administration may change (PATCH /api/comum/user/{id}/); never the password. */
export type UserPatch = AlteracaoUsuario

/** POST /api/comum/user/{id}/aprovar/: the profile, and the customers of a 'cliente'. */
export type Approval = AprovacaoUsuario

/** An account made by someone with the Usuários page (criar-usuario with the bearer). */
export type NewUser = NovoUsuario & { perfil: Perfil }

/** What criar-usuario and aprovar answer: the account, with its linked customers. */
export type CreatedUser = UsuarioCriado

/** A user-to-customer link (GET /api/access/user-client). */
export type UserClientLink = VinculoUsuarioCliente

/** A customer as the slim GET /api/cobranca/clientes/ lists it. */
export type CustomerOption = ClienteResumo

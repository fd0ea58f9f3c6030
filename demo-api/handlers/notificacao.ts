/** Notification settings: templates, SMTP servers and merge tags (plain CRUD; sending is not simulated here). */
import type { RequestHandler } from 'msw'
import { MSG } from '../http'
import { resource } from '../resource'
import type { Row } from '../db'

const N = '/api/cobranca/notificacao'

/** The SMTP password is write-only, as in the real serializer. */
function hidePassword(row: Row): Row {
  const { password: _password, ...rest } = row
  void _password
  return rest
}

export const notificacaoHandlers: RequestHandler[] = [
  ...resource({ path: `${N}/tags/`, table: 'tag' }),
  ...resource({
    path: `${N}/template/`,
    table: 'template',
    schema: {
      nome: { kind: 'string', required: true, maxLength: 120 },
      canal: { kind: 'string', required: true, choices: ['sms', 'email', 'whatsapp'] },
      // The subject ends up in a mail header: CR/LF would allow header injection.
      assunto: { kind: 'string', maxLength: 255, singleLine: true },
      corpo: { kind: 'string', required: true, maxLength: 20000 },
      ativo: { kind: 'bool', default: true },
    },
    searchFields: ['nome', 'assunto', 'corpo'],
    prepare(data) {
      if (data.canal === 'email' && !String(data.assunto ?? '').trim())
        return { assunto: [MSG.required] }
    },
  }),
  ...resource({
    path: `${N}/smtp/`,
    table: 'smtp',
    project: hidePassword,
    schema: {
      nome: { kind: 'string', required: true, maxLength: 120 },
      host: { kind: 'string', required: true, maxLength: 255, singleLine: true },
      port: { kind: 'int', required: true },
      username: { kind: 'string', maxLength: 255, singleLine: true },
      password: { kind: 'string', maxLength: 255 },
      from_email: { kind: 'string', required: true, maxLength: 255, singleLine: true },
      use_tls: { kind: 'bool' },
      use_ssl: { kind: 'bool' },
      ativo: { kind: 'bool', default: true },
    },
    prepare(data) {
      if (data.use_tls === true && data.use_ssl === true) {
        return { non_field_errors: ['Escolha TLS ou SSL, não os dois.'] }
      }
      const port = Number(data.port)
      if (port < 1 || port > 65535) return { port: ['Informe uma porta entre 1 e 65535.'] }
    },
  }),
]

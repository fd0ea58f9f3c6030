import { ApiOutlined } from '@ant-design/icons'
import { Alert, Button, Modal, Spin, Tooltip } from 'antd'
import { useRef, useState } from 'react'
import { normalizeError } from '@/shared/api/errors'
import { RegisterPage, type FieldDef, type RegisterColumn } from '@/shared/ui/register'
import { usePostCobrancaNotificacaoSmtpTestMutation } from '../collection-rule-data'
import type { SmtpSetting } from '../types'
import { useReguaSources } from '../use-collection-rule'

const columns: RegisterColumn<SmtpSetting>[] = [
  { key: 'nome', title: 'Nome' },
  { key: 'host', title: 'Servidor', value: (s) => `${s.host}:${s.port}` },
  { key: 'username', title: 'Usuário' },
  { key: 'from_email', title: 'Remetente' },
  {
    key: 'seguranca',
    title: 'Segurança',
    value: (s) => (s.use_ssl ? 'SSL' : s.use_tls ? 'TLS' : 'Nenhuma'),
  },
  { key: 'ativo', title: 'Ativo', kind: 'boolean' },
]

const fields: FieldDef<SmtpSetting>[] = [
  { name: 'nome', label: 'Nome', kind: 'text', required: true, maxLength: 120 },
  {
    name: 'host',
    label: 'Servidor (host)',
    kind: 'text',
    required: true,
    maxLength: 255,
    half: true,
    rules: [{ pattern: /^[A-Za-z0-9.-]+$/, message: 'Use só letras, números, pontos e hífens.' }],
  },
  {
    name: 'port',
    label: 'Porta',
    kind: 'number',
    half: true,
    initial: 587,
    // not `required`: the kit's required rule (whitespace) refuses every number; see local-register.tsx
    rules: [
      { required: true, message: 'Informe a porta.' },
      { type: 'integer', min: 1, max: 65535, message: 'Informe uma porta entre 1 e 65535.' },
    ],
  },
  { name: 'username', label: 'Usuário', kind: 'text', maxLength: 255 },
  {
    name: 'password',
    label: 'Senha',
    kind: 'password',
    writeOnly: true,
    help: 'Nunca é exibida. Deixe em branco para manter a senha atual.',
  },
  { name: 'from_email', label: 'Remetente', kind: 'text', required: true, maxLength: 255, placeholder: 'Boa Safra Cobrança <cobranca@boasafra.com.br>' },
  { name: 'use_tls', label: 'Usar TLS (STARTTLS)', kind: 'boolean', half: true, initial: true },
  { name: 'use_ssl', label: 'Usar SSL', kind: 'boolean', half: true, initial: false },
  { name: 'ativo', label: 'Ativo', kind: 'boolean', initial: true },
]

/** SMTP servers: list, create, edit (PATCH with id), delete, and "Testar" with the server's answer. */
export function SmtpTab() {
  const { smtp } = useReguaSources()
  const [testing, setTesting] = useState<SmtpSetting | null>(null)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  const busy = useRef(false)
  const [testSmtp] = usePostCobrancaNotificacaoSmtpTestMutation()

  async function test(row: SmtpSetting) {
    if (busy.current) return
    busy.current = true
    setTesting(row)
    setAnswer(null)
    try {
      // the settings of the row (never its key or id); nothing is saved
      const { key: _key, id: _id, ...settings } = row
      void _key
      void _id
      const result = await testSmtp({ testeSmtp: settings }).unwrap()
      setAnswer({ ok: result.ok !== false, text: result.detail })
    } catch (error) {
      setAnswer({ ok: false, text: normalizeError(error).message })
    } finally {
      busy.current = false
    }
  }

  return (
    <>
      <RegisterPage<SmtpSetting>
        embedded
        title="Servidores SMTP"
        noun={{ singular: 'servidor SMTP', plural: 'servidores SMTP' }}
        source={smtp}
        rowKey={(s) => s.key ?? s.id ?? s.nome}
        columns={columns}
        fields={fields}
        describe={(s) => `o servidor "${s.nome}"`}
        rowActions={(s) => (
          <Tooltip title="Testar conexão">
            <Button type="text" icon={<ApiOutlined />} aria-label={`Testar ${s.nome}`} onClick={() => test(s)} />
          </Tooltip>
        )}
      />
      <Modal
        open={testing !== null}
        title={testing ? `Teste de ${testing.nome}` : ''}
        onCancel={() => setTesting(null)}
        footer={<Button onClick={() => setTesting(null)}>Fechar</Button>}
      >
        {answer ? (
          <Alert type={answer.ok ? 'success' : 'error'} showIcon title={answer.text} role="status" />
        ) : (
          <div role="status">
            <Spin /> Testando {testing?.host}:{testing?.port}…
          </div>
        )}
      </Modal>
    </>
  )
}

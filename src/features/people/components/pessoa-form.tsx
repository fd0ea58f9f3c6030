import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Drawer, Form, Input, Select, Space, Switch } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  REFERENCE,
  referenceOptions,
  useGetCobrancaClientesQuery,
  useGetCobrancaGrupoEconomicoQuery,
} from '@/features/reference'
import { rowsOf, useListSource } from '@/shared/api/data-api'
import { normalizeError } from '@/shared/api/errors'
import { cepRule, maskCep } from '@/shared/lib/cep'
import { normalizeCnpj } from '@/shared/lib/documents'
import { cpfCnpjRule, emailRule, phoneRule } from '@/shared/lib/validators'
import { useDiscardGuard } from '@/shared/ui/register/use-discard-guard'
import { DrawerFooter } from '@/shared/ui/register/drawer-footer'
import { RegisterFormLayout } from '@/shared/ui/register/register-form'
import { saveFailed } from '@/shared/ui/save-failed'
import { limitedText } from '@/shared/ui/text-limit'
import { kindOfDocument, toFormValues, toPayload, type PessoaFormValues } from '../lib'
import { useLazyGetCobrancaPessoaQuery } from '../people-data'
import { PAPEL_LABEL, TIPO_ENDERECO_LABEL, UFS, type Pessoa, type PessoaPayload } from '../types'

const PAPEL_OPTIONS = Object.entries(PAPEL_LABEL).map(([value, label]) => ({ value, label }))
const TIPO_OPTIONS = Object.entries(TIPO_ENDERECO_LABEL).map(([value, label]) => ({ value, label }))
const required = (what: string) => ({ required: true, whitespace: true, message: `Informe ${what}.` })

/**
 * Text limits: the server's for the person (nome, nome fantasia, observação); the server checks
 * the address, e-mail and phone formats but not their length, so those keep the form's own.
 */
const LIMIT = {
  documento: limitedText(18, { counter: false }),
  nome: limitedText(200),
  observacao: limitedText(5000),
  cep: limitedText(9),
  logradouro: limitedText(200),
  numero: limitedText(20),
  complemento: limitedText(100),
  bairro: limitedText(100),
  cidade: limitedText(100),
  uf: limitedText(2),
  email: limitedText(254),
  telefone: limitedText(20, { counter: false }),
}

export interface PessoaFormProps {
  open: boolean
  editing: Pessoa | null
  onSubmit: (payload: PessoaPayload, editing: Pessoa | null) => Promise<unknown>
  onClose: () => void
  /** opens another record (the one that already has the document) */
  onOpenExisting: (pessoa: Pessoa) => void
}

/**
 * A person or company with its lists (addresses, e-mails, phones, links). The register kit's form
 * takes flat fields only, so this drawer follows the kit's contract by hand: one request per
 * submit, server errors on their fields, nothing typed lost, a warning before discarding.
 */
export function PessoaForm({ open, editing, onSubmit, onClose, onOpenExisting }: PessoaFormProps) {
  const [form] = Form.useForm<PessoaFormValues>()
  const [busy, setBusy] = useState(false)
  const { requestClose, holder: modalHolder } = useDiscardGuard(form, busy, onClose)
  const [problems, setProblems] = useState<string[]>([])
  const [existing, setExisting] = useState<Pessoa | null>(null)
  const submitting = useRef(false)
  const clientes = useListSource(useGetCobrancaClientesQuery({}, REFERENCE))
  const grupos = useListSource(useGetCobrancaGrupoEconomicoQuery(undefined, REFERENCE))
  const [lookUpDocument] = useLazyGetCobrancaPessoaQuery()
  const clienteOptions = useMemo(() => referenceOptions('clientes', clientes.rows), [clientes.rows])
  const grupoOptions = useMemo(() => referenceOptions('gruposEconomicos', grupos.rows), [grupos.rows])
  const doc = Form.useWatch('cpf_cnpj', form) ?? ''
  const kind = kindOfDocument(doc)

  useEffect(() => {
    if (!open) return
    form.resetFields()
    form.setFieldsValue(toFormValues(editing))
    setProblems([])
    setExisting(null)
  }, [open, editing, form])

  async function submit(values: PessoaFormValues) {
    if (submitting.current) return
    submitting.current = true
    setBusy(true)
    setProblems([])
    setExisting(null)
    try {
      await onSubmit(toPayload(values), editing)
      form.resetFields()
      onClose()
    } catch (error) {
      setProblems(saveFailed(error, form))
      const docErrors = normalizeError(error).fieldErrors.cpf_cnpj ?? []
      if (docErrors.some((m) => /já existe/i.test(m))) {
        // One look-up, not a subscription: later saves need not read this document again.
        const lookup = lookUpDocument({ cpfCnpj: normalizeCnpj(values.cpf_cnpj) })
        lookup
          .unwrap()
          .then(
            (found) => setExisting(rowsOf(found)[0] ?? null),
            () => setExisting(null),
          )
          .finally(() => lookup.unsubscribe())
      }
    } finally {
      submitting.current = false
      setBusy(false)
    }
  }


  return (
    <Drawer
      open={open}
      title={editing ? 'Editar pessoa' : 'Nova pessoa'}
      size={720}
      onClose={requestClose}
      destroyOnHidden
      footer={<DrawerFooter busy={busy} onCancel={requestClose} onSubmit={() => form.submit()} submitLabel="Salvar" />}
    >
      {modalHolder}
      <RegisterFormLayout<PessoaFormValues>
        form={form}
        onFinish={submit}
        className="people-form"
        aria-label={editing ? 'Editar pessoa' : 'Nova pessoa'}
      >
        <div className="register-form-grid">
          <Form.Item
            name="cpf_cnpj"
            label="CPF ou CNPJ"
            rules={[required('o CPF ou CNPJ'), LIMIT.documento.rule, cpfCnpjRule()]}
            extra={kind === 'J' ? 'Pessoa jurídica (CNPJ, também o alfanumérico)' : kind === 'F' ? 'Pessoa física (CPF)' : 'Com ou sem máscara; letras do CNPJ em maiúsculas.'}
            normalize={(v: string) => (typeof v === 'string' ? v.toUpperCase() : v)}
            className="register-field-half"
          >
            <Input count={LIMIT.documento.count} autoComplete="off" />
          </Form.Item>
          <Form.Item name="ativo" label="Ativo" valuePropName="checked" className="register-field-half">
            <Switch />
          </Form.Item>
          <Form.Item
            name="nome"
            label={kind === 'J' ? 'Razão social' : 'Nome'}
            rules={[required(kind === 'J' ? 'a razão social' : 'o nome'), LIMIT.nome.rule]}
            className="register-field-full"
          >
            <Input count={LIMIT.nome.count} />
          </Form.Item>
          <Form.Item name="nome_fantasia" label="Nome fantasia" rules={[LIMIT.nome.rule]} className="register-field-half">
            <Input count={LIMIT.nome.count} />
          </Form.Item>
          <Form.Item name="papeis" label="Papéis" className="register-field-half">
            <Select mode="multiple" options={PAPEL_OPTIONS} placeholder="Cliente, avalista, sócio, contato" />
          </Form.Item>
        </div>

        <h3 className="people-subtitle">Endereços</h3>
        <Form.List name="enderecos">
          {(items, { add, remove }, { errors }) => (
            <>
              {items.map(({ key, name }, index) => (
                <fieldset key={key} className="people-item" aria-label={`Endereço ${index + 1}`}>
                  <legend>
                    Endereço {index + 1}
                    {index === 0 ? ' (principal)' : ''}
                  </legend>
                  <div className="register-form-grid">
                    <Form.Item name={[name, 'tipo']} label="Tipo" className="register-field-half" initialValue="comercial">
                      <Select options={TIPO_OPTIONS} />
                    </Form.Item>
                    <Form.Item
                      name={[name, 'cep']}
                      label="CEP"
                      rules={[required('o CEP'), LIMIT.cep.rule, cepRule()]}
                      normalize={(v: string) => maskCep(v ?? '')}
                      className="register-field-half"
                    >
                      <Input inputMode="numeric" placeholder="00000-000" count={LIMIT.cep.count} />
                    </Form.Item>
                    <Form.Item name={[name, 'logradouro']} label="Logradouro" rules={[required('o logradouro'), LIMIT.logradouro.rule]} className="register-field-full">
                      <Input count={LIMIT.logradouro.count} />
                    </Form.Item>
                    <Form.Item name={[name, 'numero']} label="Número" rules={[LIMIT.numero.rule]} className="register-field-half">
                      <Input count={LIMIT.numero.count} />
                    </Form.Item>
                    <Form.Item name={[name, 'complemento']} label="Complemento" rules={[LIMIT.complemento.rule]} className="register-field-half">
                      <Input count={LIMIT.complemento.count} />
                    </Form.Item>
                    <Form.Item name={[name, 'bairro']} label="Bairro" rules={[LIMIT.bairro.rule]} className="register-field-half">
                      <Input count={LIMIT.bairro.count} />
                    </Form.Item>
                    <Form.Item name={[name, 'cidade']} label="Cidade" rules={[required('a cidade'), LIMIT.cidade.rule]} className="register-field-half">
                      <Input count={LIMIT.cidade.count} />
                    </Form.Item>
                    <Form.Item
                      name={[name, 'uf']}
                      label="UF"
                      rules={[
                        { required: true, message: 'Informe a UF.' },
                        LIMIT.uf.rule,
                        { validator: (_r, v: string) => (!v || UFS.includes(v) ? Promise.resolve() : Promise.reject(new Error('UF inválida.'))) },
                      ]}
                      normalize={(v: string) => (typeof v === 'string' ? v.toUpperCase().replace(/[^A-Z]/g, '') : v)}
                      className="register-field-half"
                    >
                      <Input count={LIMIT.uf.count} placeholder="SP" style={{ width: 80 }} />
                    </Form.Item>
                  </div>
                  <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(name)}>
                    Remover endereço {index + 1}
                  </Button>
                </fieldset>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add({ tipo: 'comercial' })}>
                Adicionar endereço
              </Button>
            </>
          )}
        </Form.List>

        <h3 className="people-subtitle">E-mails e telefones</h3>
        <Form.List name="emails">
          {(items, { add, remove }, { errors }) => (
            <>
              {items.map(({ key, name }, index) => (
                <Space key={key} align="start" className="people-row">
                  <Form.Item
                    name={[name, 'email']}
                    label={`E-mail ${index + 1}${index === 0 ? ' (principal)' : ''}`}
                    rules={[required('o e-mail'), LIMIT.email.rule, emailRule()]}
                  >
                    <Input type="email" inputMode="email" count={LIMIT.email.count} style={{ width: 320 }} />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remover e-mail ${index + 1}`} onClick={() => remove(name)} className="people-remove" />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add({ email: '' })}>
                Adicionar e-mail
              </Button>
            </>
          )}
        </Form.List>
        <Form.List name="telefones">
          {(items, { add, remove }, { errors }) => (
            <div className="people-gap">
              {items.map(({ key, name }, index) => (
                <Space key={key} align="start" className="people-row">
                  <Form.Item
                    name={[name, 'telefone']}
                    label={`Telefone ${index + 1}${index === 0 ? ' (principal)' : ''}`}
                    rules={[required('o telefone'), LIMIT.telefone.rule, phoneRule()]}
                  >
                    <Input inputMode="tel" count={LIMIT.telefone.count} placeholder="(11) 98765-4321" style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name={[name, 'whatsapp']} label="WhatsApp" valuePropName="checked">
                    <Switch />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remover telefone ${index + 1}`} onClick={() => remove(name)} className="people-remove" />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add({ telefone: '', whatsapp: false })}>
                Adicionar telefone
              </Button>
            </div>
          )}
        </Form.List>

        <h3 className="people-subtitle">Vínculos com clientes e grupos econômicos</h3>
        <Form.List name="vinculos">
          {(items, { add, remove }, { errors }) => (
            <>
              {items.map(({ key, name }, index) => (
                <fieldset key={key} className="people-item" aria-label={`Vínculo ${index + 1}`}>
                  <legend>Vínculo {index + 1}</legend>
                  <Space align="start" wrap>
                    <Form.Item name={[name, 'alvo']} label="Com" initialValue="cliente">
                      <Select
                        style={{ width: 150 }}
                        options={[
                          { value: 'cliente', label: 'Cliente' },
                          { value: 'grupo', label: 'Grupo econômico' },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item noStyle shouldUpdate>
                      {() =>
                        form.getFieldValue(['vinculos', name, 'alvo']) === 'grupo' ? (
                          <Form.Item name={[name, 'grupo_economico']} label="Grupo econômico" rules={[{ required: true, message: 'Escolha o grupo.' }]}>
                            <Select style={{ width: 260 }} options={grupoOptions} showSearch={{ optionFilterProp: 'label' }} loading={grupos.status === 'loading'} />
                          </Form.Item>
                        ) : (
                          <Form.Item name={[name, 'cod_cliente']} label="Cliente" rules={[{ required: true, message: 'Escolha o cliente.' }]}>
                            <Select style={{ width: 260 }} options={clienteOptions} showSearch={{ optionFilterProp: 'label' }} loading={clientes.status === 'loading'} />
                          </Form.Item>
                        )
                      }
                    </Form.Item>
                    <Form.Item name={[name, 'papel']} label="Papel" rules={[{ required: true, message: 'Escolha o papel.' }]}>
                      <Select style={{ width: 140 }} options={PAPEL_OPTIONS} />
                    </Form.Item>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remover vínculo ${index + 1}`} onClick={() => remove(name)} className="people-remove" />
                  </Space>
                </fieldset>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add({ alvo: 'cliente' })}>
                Adicionar vínculo
              </Button>
            </>
          )}
        </Form.List>

        <Form.Item name="observacao" label="Observação" rules={[LIMIT.observacao.rule]} className="people-gap">
          <Input.TextArea rows={2} count={LIMIT.observacao.count} />
        </Form.Item>

        {problems.length > 0 && (
          <Alert type="error" showIcon title="Não foi possível salvar." description={problems.join(' ')} />
        )}
        {existing && (
          <Alert
            type="warning"
            showIcon
            className="people-gap"
            title={`${existing.nome} já está cadastrado com este documento.`}
            action={
              <Button size="small" onClick={() => onOpenExisting(existing)}>
                Abrir cadastro existente
              </Button>
            }
          />
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </RegisterFormLayout>
    </Drawer>
  )
}

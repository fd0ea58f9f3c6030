/** The person's form, described for the register kit: the record, then its four nested lists. */
import type { Option } from '@/shared/ui/columns'
import type { FieldDef } from '@/shared/ui/register'
import { kindOfDocument, type PessoaRow } from './lib'
import { PAPEL_LABEL, TIPO_ENDERECO_LABEL, UFS } from './types'

const PAPEL_OPTIONS = Object.entries(PAPEL_LABEL).map(([value, label]) => ({ value, label }))
const TIPO_OPTIONS = Object.entries(TIPO_ENDERECO_LABEL).map(([value, label]) => ({ value, label }))
const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)
const isCompany = (values: Record<string, unknown>) => kindOfDocument(String(values.cpf_cnpj ?? '')) === 'J'

const ENDERECO: FieldDef[] = [
  { name: 'tipo', label: 'Tipo', kind: 'select', options: TIPO_OPTIONS, initial: 'comercial', required: true, half: true },
  { name: 'cep', label: 'CEP', kind: 'cep', required: true, requiredMessage: 'Informe o CEP.', half: true },
  { name: 'logradouro', label: 'Logradouro', kind: 'text', required: true, requiredMessage: 'Informe o logradouro.', maxLength: 200 },
  { name: 'numero', label: 'Número', kind: 'text', maxLength: 20, half: true },
  { name: 'complemento', label: 'Complemento', kind: 'text', maxLength: 100, half: true },
  { name: 'bairro', label: 'Bairro', kind: 'text', maxLength: 100 },
  { name: 'cidade', label: 'Cidade', kind: 'text', required: true, requiredMessage: 'Informe a cidade.', maxLength: 100, half: true },
  {
    name: 'uf',
    label: 'UF',
    kind: 'text',
    required: true,
    requiredMessage: 'Informe a UF.',
    maxLength: 2,
    placeholder: 'SP',
    half: true,
    normalize: (v) => (typeof v === 'string' ? v.toUpperCase().replace(/[^A-Z]/g, '') : v),
    rules: [{ validator: (_r, v: string) => (!v || UFS.includes(v) ? Promise.resolve() : Promise.reject(new Error('UF inválida.'))) }],
  },
]

export interface PessoaLookups {
  clientes: Option[]
  grupos: Option[]
  loadingClientes: boolean
  loadingGrupos: boolean
}

export function pessoaFields({ clientes, grupos, loadingClientes, loadingGrupos }: PessoaLookups): FieldDef<PessoaRow>[] {
  return [
    {
      name: 'cpf_cnpj',
      label: 'CPF ou CNPJ',
      kind: 'cpf-cnpj',
      required: true,
      requiredMessage: 'Informe o CPF ou CNPJ.',
      normalize: upper,
      half: true,
      helpOf: (v) =>
        isCompany(v)
          ? 'Pessoa jurídica (CNPJ, também o alfanumérico)'
          : kindOfDocument(String(v.cpf_cnpj ?? '')) === 'F'
            ? 'Pessoa física (CPF)'
            : 'Com ou sem máscara; letras do CNPJ em maiúsculas.',
    },
    { name: 'ativo', label: 'Ativo', kind: 'boolean', initial: true, half: true },
    {
      name: 'nome',
      label: 'Nome',
      kind: 'text',
      required: true,
      maxLength: 200,
      labelOf: (v) => (isCompany(v) ? 'Razão social' : 'Nome'),
      requiredMessage: (v) => (isCompany(v) ? 'Informe a razão social.' : 'Informe o nome.'),
    },
    { name: 'nome_fantasia', label: 'Nome fantasia', kind: 'text', maxLength: 200, half: true },
    { name: 'papeis', label: 'Papéis', kind: 'multiselect', options: PAPEL_OPTIONS, placeholder: 'Cliente, avalista, sócio, contato', half: true },
    {
      name: 'enderecos',
      label: 'Endereços',
      kind: 'list',
      item: ENDERECO,
      itemLabel: 'Endereço',
      firstNote: 'principal',
      initial: [{}],
    },
    {
      name: 'emails',
      label: 'E-mails',
      kind: 'list',
      layout: 'inline',
      itemLabel: 'E-mail',
      firstNote: 'principal',
      item: [{ name: 'email', label: 'E-mail', kind: 'email', required: true, requiredMessage: 'Informe o e-mail.' }],
    },
    {
      name: 'telefones',
      label: 'Telefones',
      kind: 'list',
      layout: 'inline',
      itemLabel: 'Telefone',
      firstNote: 'principal',
      item: [
        { name: 'telefone', label: 'Telefone', kind: 'phone', required: true, requiredMessage: 'Informe o telefone.', placeholder: '(11) 98765-4321' },
        { name: 'whatsapp', label: 'WhatsApp', kind: 'boolean' },
      ],
    },
    {
      name: 'vinculos',
      label: 'Vínculos com clientes e grupos econômicos',
      kind: 'list',
      itemLabel: 'Vínculo',
      item: [
        {
          name: 'alvo',
          label: 'Com',
          kind: 'select',
          required: true,
          initial: 'cliente',
          half: true,
          options: [
            { value: 'cliente', label: 'Cliente' },
            { value: 'grupo', label: 'Grupo econômico' },
          ],
        },
        {
          name: 'cod_cliente',
          label: 'Cliente',
          kind: 'select',
          required: true,
          requiredMessage: 'Escolha o cliente.',
          options: clientes,
          loading: loadingClientes,
          visible: (v) => v.alvo !== 'grupo',
          half: true,
        },
        {
          name: 'grupo_economico',
          label: 'Grupo econômico',
          kind: 'select',
          required: true,
          requiredMessage: 'Escolha o grupo.',
          options: grupos,
          loading: loadingGrupos,
          visible: (v) => v.alvo === 'grupo',
          half: true,
        },
        { name: 'papel', label: 'Papel', kind: 'select', required: true, requiredMessage: 'Escolha o papel.', options: PAPEL_OPTIONS, half: true },
      ],
    },
    { name: 'observacao', label: 'Observação', kind: 'textarea', maxLength: 5000 },
  ]
}

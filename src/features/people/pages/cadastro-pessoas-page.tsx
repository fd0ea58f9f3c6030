import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Tag, Tooltip } from 'antd'
import { useMemo, useState } from 'react'
import {
  REFERENCE,
  referenceOptions,
  useGetCobrancaClientesQuery,
  useGetCobrancaGrupoEconomicoQuery,
} from '@/features/reference'
import { useListSource } from '@/shared/api/data-api'
import { normalizeCnpj } from '@/shared/lib/documents'
import { showMessage } from '@/shared/ui/feedback'
import { RegisterPage, type ColumnDef } from '@/shared/ui/register'
import { PessoaForm } from '../components/pessoa-form'
import { usePeopleRegister } from '../people-data'
import { PAPEL_COLOR, PAPEL_LABEL, type Pessoa } from '../types'
import '../people.css'

type Editing = { row: Pessoa | null } | null

/** "Grupo Ferreira" stays as is; a bare name gets the word in front. */
const groupLabel = (nome: string) => (/^grupo\b/i.test(nome) ? nome : `Grupo ${nome}`)

/**
 * Cadastro Pessoas: people and companies behind the customers (CPF or CNPJ, the alphanumeric one
 * included), with addresses, contacts, roles and links to customers and economic groups. The
 * register kit gives the table, search, Excel and delete, and the form with its nested lists
 * (PessoaForm describes the fields and adds the link to an existing record).
 */
export default function CadastroPessoasPage() {
  const { source, save } = usePeopleRegister()
  const [editing, setEditing] = useState<Editing>(null)
  const clientes = useListSource(useGetCobrancaClientesQuery({}, REFERENCE))
  const grupos = useListSource(useGetCobrancaGrupoEconomicoQuery(undefined, REFERENCE))
  const clienteName = useMemo(
    () => new Map(referenceOptions('clientes', clientes.rows).map((o) => [Number(o.value), o.label])),
    [clientes.rows],
  )
  const grupoName = useMemo(() => new Map(grupos.rows.map((g) => [g.id, g.nome])), [grupos.rows])

  const vinculosText = (p: Pessoa) =>
    (p.vinculos ?? [])
      .map((v) => {
        const alvo = v.cod_cliente
          ? (clienteName.get(v.cod_cliente) ?? `Cliente ${v.cod_cliente}`)
          : groupLabel(grupoName.get(v.grupo_economico ?? 0) ?? String(v.grupo_economico))
        return `${alvo} (${PAPEL_LABEL[v.papel] ?? v.papel})`
      })
      .join('; ')

  const columns: ColumnDef<Pessoa>[] = [
    { key: 'nome', title: 'Nome / razão social' },
    { key: 'nome_fantasia', title: 'Nome fantasia' },
    { key: 'cpf_cnpj', title: 'CPF/CNPJ', kind: 'cpf-cnpj' },
    // Searchable without the mask ("11222333000181"); only the Excel shows it.
    { key: 'documento', title: 'CPF/CNPJ sem máscara', value: (p) => normalizeCnpj(p.cpf_cnpj), exportOnly: true },
    {
      key: 'tipo_pessoa',
      title: 'Tipo',
      kind: 'tag',
      options: [
        { value: 'F', label: 'Física' },
        { value: 'J', label: 'Jurídica' },
      ],
    },
    {
      key: 'papeis',
      title: 'Papéis',
      value: (p) => (p.papeis ?? []).map((x) => PAPEL_LABEL[x] ?? x).join(', '),
      render: (p) => (
        <>
          {(p.papeis ?? []).map((x) => (
            <Tag key={x} color={PAPEL_COLOR[x]}>
              {PAPEL_LABEL[x] ?? x}
            </Tag>
          ))}
        </>
      ),
    },
    { key: 'vinculos', title: 'Vínculos', value: vinculosText, render: (p) => <span className="people-links">{vinculosText(p)}</span> },
    { key: 'cidade', title: 'Cidade/UF', value: (p) => (p.cidade ? `${p.cidade}/${p.uf ?? ''}` : '') },
    { key: 'email', title: 'E-mail' },
    { key: 'telefone', title: 'Telefone' },
    { key: 'ativo', title: 'Ativo', kind: 'boolean' },
  ]

  return (
    <>
      <RegisterPage<Pessoa>
        title="Cadastro Pessoas"
        subtitle="Pessoas e empresas por trás dos clientes: sócios, avalistas e contatos. Busque por nome (sem acentos) ou documento (com ou sem máscara)."
        noun={{ singular: 'pessoa', plural: 'pessoas', feminine: true }}
        source={source}
        rowKey={(p) => p.id}
        columns={columns}
        fields={[]}
        canCreate={false}
        canEdit={false}
        describe={(p) => `${p.nome} (${p.cpf_cnpj})`}
        rowActions={(p) => (
          <Tooltip title="Editar">
            <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${p.nome}`} onClick={() => setEditing({ row: p })} />
          </Tooltip>
        )}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
            Nova pessoa
          </Button>
        }
      />
      <PessoaForm
        open={editing !== null}
        editing={editing?.row ?? null}
        onSubmit={async (payload, row) => {
          await save(payload, row)
          showMessage('success', row ? 'Cadastro atualizado.' : 'Pessoa cadastrada.')
        }}
        onClose={() => setEditing(null)}
        onOpenExisting={(p) => setEditing({ row: p })}
      />
    </>
  )
}

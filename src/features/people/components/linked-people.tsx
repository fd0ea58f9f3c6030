import { Empty, Tag } from 'antd'
import { Link } from 'react-router-dom'
import { errorOf, rowsOf } from '@/shared/api/data-api'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { CADASTRO_PESSOAS_PATH } from '../lib'
import { useLinkedPeopleQuery } from '../people-data'
import { PAPEL_COLOR, PAPEL_LABEL, type PapelPessoa, type Pessoa } from '../types'
import '../people.css'

/** The roles a person has towards one customer, and whether the link comes through its group. */
export function rolesFor(p: Pessoa, codCliente: number): { papel: PapelPessoa; pelo_grupo: boolean }[] {
  const seen = new Set<string>()
  const out: { papel: PapelPessoa; pelo_grupo: boolean }[] = []
  for (const v of p.vinculos ?? []) {
    const direct = v.cod_cliente === codCliente
    const key = `${v.papel}:${direct}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ papel: v.papel, pelo_grupo: !direct })
  }
  // The customer itself is not "linked" to itself: its own record has the role cliente.
  return out.filter((r) => !(r.papel === 'cliente' && !r.pelo_grupo))
}

/**
 * The people linked to a customer (partners, guarantors, contacts), directly or through its
 * economic group: for the customer panel. Loads its own data.
 */
export function LinkedPeople({ codCliente }: { codCliente: number }) {
  const linked = useLinkedPeopleQuery(codCliente)

  if (linked.isError)
    return (
      <LoadFailedAlert
        title="Não foi possível carregar as pessoas vinculadas."
        error={errorOf(linked)}
        onRetry={() => void linked.refetch()}
      />
    )
  // Another customer's people stay on screen while this one's arrive, as before the data layer.
  if (linked.data === undefined)
    return <div role="status" aria-label="Carregando pessoas vinculadas" className="people-muted">Carregando pessoas vinculadas…</div>
  const people = rowsOf(linked.data)
    .map((p) => ({ p, roles: rolesFor(p, codCliente) }))
    .filter((x) => x.roles.length > 0)
  if (people.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma pessoa vinculada (sócios, avalistas, contatos)." />
  return (
    <>
      <ul className="people-linked" aria-label="Pessoas vinculadas">
        {people.map(({ p, roles }) => (
          <li key={p.id}>
            <strong>{p.nome}</strong> <span className="people-muted">{p.cpf_cnpj}</span>{' '}
            {roles.map((r) => (
              <Tag key={`${r.papel}${r.pelo_grupo}`} color={PAPEL_COLOR[r.papel]}>
                {PAPEL_LABEL[r.papel] ?? r.papel}
                {r.pelo_grupo ? ' (pelo grupo)' : ''}
              </Tag>
            ))}
            <div className="people-muted">{[p.telefone, p.email].filter(Boolean).join(' · ')}</div>
          </li>
        ))}
      </ul>
      <Link to={CADASTRO_PESSOAS_PATH}>Abrir Cadastro Pessoas</Link>
    </>
  )
}

import type { Option } from '@/shared/ui/columns'
import type { ReferenceName, ReferenceRows } from './api'

type Labeller<N extends ReferenceName> = (row: ReferenceRows[N]) => Option

const LABELLERS: { [N in ReferenceName]: Labeller<N> } = {
  clientes: (c) => ({ value: c.cod_cliente, label: `${c.cod_cliente} · ${c.nome_fantasia}` }),
  vendedores: (v) => ({ value: v.codigo, label: `${v.codigo} · ${v.nome}` }),
  filiais: (f) => ({ value: f.cod_filial, label: f.filial }),
  formasCobranca: (f) => ({ value: f.id, label: f.descricao }),
  gruposEconomicos: (g) => ({ value: g.id, label: g.nome }),
  segmentos: (s) => ({ value: s.id, label: s.descricao }),
  analistas: (a) => ({ value: a.id, label: a.nome }),
  supervisores: (s) => ({ value: s.id, label: s.nome }),
  reguas: (r) => ({ value: r.id, label: r.nome }),
}

/** A reference list as select options (value = the row's key, label as people read it). */
export function referenceOptions<N extends ReferenceName>(name: N, rows: readonly ReferenceRows[N][]): Option[] {
  const label = LABELLERS[name] as Labeller<N>
  return rows.map(label).sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'))
}

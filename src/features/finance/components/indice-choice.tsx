import { Form } from 'antd'
import type { Rule } from 'antd/es/form'
import type { Option } from '@/shared/ui/register'
import { indexMismatch, indicesFor, jurosKind } from '../contract-terms'
import type { Indice, TipoJuros } from '../types'

/** The Índice refused when it does not go with the tipo de juros, next to the field. */
export function indiceRule(juros: readonly TipoJuros[], indices: readonly Indice[]): Rule {
  return ({ getFieldValue }) => ({
    validator(_rule, value: unknown) {
      const problem = indexMismatch(
        juros.find((j) => j.id === getFieldValue('tipo_juros')),
        indices.find((i) => i.id === value),
      )
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve()
    },
  })
}

/**
 * The Índice options for the tipo de juros chosen in the form: a pre-fixed contract is offered the
 * indexes without post-fixing, a post-fixed one the post-fixed indexes. The index already chosen
 * stays listed (with its name, refused by indiceRule), so a changed tipo de juros never blanks it.
 */
export function indiceOptions(juros: readonly TipoJuros[], indices: readonly Indice[]) {
  return (values: { tipo_juros?: unknown; indice?: unknown }): Option[] => {
    const fitting = indicesFor(juros.find((j) => j.id === values.tipo_juros), indices)
    return indices
      .filter((i) => i.id === values.indice || fitting.includes(i))
      .map((i) => ({ value: i.id, label: i.pos_fixado ? `${i.nome} (pós-fixado)` : i.nome }))
  }
}

/** The Índice field's help, inside the contract form: which indexes the chosen tipo de juros takes. */
export function IndiceHelp({ juros }: { juros: readonly TipoJuros[] }) {
  const tipoJuros = Form.useWatch('tipo_juros', Form.useFormInstance()) as number | undefined
  const kind = jurosKind(juros.find((j) => j.id === tipoJuros))
  if (kind === 'pre') return <>Contrato pré-fixado: índices sem pós-fixação.</>
  if (kind === 'pos') return <>Contrato pós-fixado: índices pós-fixados.</>
  return null
}

import { Form } from 'antd'
import type { Rule } from 'antd/es/form'
import { useEffect } from 'react'
import type { Option } from '@/shared/ui/register'
import { indexMismatch, indicesFor, jurosKind } from '../contract-terms'
import type { Indice, TipoJuros } from '../types'

/** What the contract form has chosen that the Índice field depends on. */
export interface IndiceChoice {
  tipoJuros?: number
  indice?: number
}

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
 * The Índice options for the chosen tipo de juros: a pre-fixed contract is offered the indexes
 * without post-fixing, a post-fixed one the post-fixed indexes. The index already chosen stays
 * listed (with its name, refused by indiceRule), so a changed tipo de juros never blanks it.
 */
export function indiceOptions(juros: readonly TipoJuros[], indices: readonly Indice[], choice: IndiceChoice): Option[] {
  const fitting = indicesFor(juros.find((j) => j.id === choice.tipoJuros), indices)
  return indices
    .filter((i) => i.id === choice.indice || fitting.includes(i))
    .map((i) => ({ value: i.id, label: i.pos_fixado ? `${i.nome} (pós-fixado)` : i.nome }))
}

/**
 * The Índice field's help, inside the contract form: it tells the page the tipo de juros and
 * index chosen (the register kit's options are a list, not a function of the values), checks
 * the index again when the tipo de juros changes, and says which indexes the tipo takes.
 */
export function IndiceHelp({ juros, onChoice }: { juros: readonly TipoJuros[]; onChoice: (choice: IndiceChoice) => void }) {
  const form = Form.useFormInstance()
  const tipoJuros = Form.useWatch('tipo_juros', form) as number | undefined
  const indice = Form.useWatch('indice', form) as number | undefined
  useEffect(() => onChoice({ tipoJuros, indice }), [tipoJuros, indice, onChoice])
  useEffect(() => {
    if (form.getFieldValue('indice') !== undefined && form.getFieldValue('indice') !== null)
      form.validateFields(['indice']).catch(() => undefined)
  }, [tipoJuros, form])
  const kind = jurosKind(juros.find((j) => j.id === tipoJuros))
  if (kind === 'pre') return <>Contrato pré-fixado: índices sem pós-fixação.</>
  if (kind === 'pos') return <>Contrato pós-fixado: índices pós-fixados.</>
  return null
}

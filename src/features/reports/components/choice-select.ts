import { choiceFilter, type FilterField, type FilterSpec } from '@/shared/ui/report'

export interface Choice<V extends string> {
  value: V
  label: string
}

/**
 * A filter of fixed choices shown as a required select (a grouping, a dimension): the URL filter
 * for the schema and the field for the bar come from one list, so the label and the choices are
 * written once. The first choice (there must be one) is the value when the URL has none.
 */
export function choiceSelect<const V extends string>(
  name: string,
  label: string,
  choices: readonly Choice<V>[],
  width?: number,
): { filter: FilterSpec<V>; field: FilterField } {
  return {
    filter: choiceFilter(name, label, choices.map((c) => c.value), choices[0].value),
    field: { name, kind: 'select', label, required: true, width, options: [...choices] },
  }
}

/** The pieces every record form and list of the panel shares. */
import { Alert, Button, Form, Input, Select } from 'antd'
import { useMemo, type ReactNode } from 'react'
import { useListSource } from '@/shared/api/data-api'
import { moneyRule, moneyToCentavos, wholeNumberRule } from '@/shared/lib/validators'
import { MoneyInput } from '@/shared/ui/money-input'
import type { Option } from '@/shared/ui/register'
import { useAtendimentos, useReferenceLater } from '../hooks'
import { RECORD_NOUNS, recordWords, type RecordNounKind } from '../lib'

/** Why the last save failed (what names no field), above the form's buttons. */
export function SaveProblems({
  problems,
  title,
  spaced = false,
}: {
  problems: readonly string[]
  title: string
  /** a gap before the buttons that follow it inside the form */
  spaced?: boolean
}) {
  if (problems.length === 0) return null
  return (
    <Alert
      type="error"
      showIcon
      style={spaced ? { marginBottom: 12 } : undefined}
      title={title}
      description={problems.join(' ')}
    />
  )
}

/**
 * What the kit's modal form (RegisterForm) says about a record of the panel, from its noun:
 * 'Nova entrada' or 'Editar entrada #12', 'Salvar entrada', 'Não foi possível salvar a
 * entrada.'; the form is named after the record (`entrada`: its inputs' ids start with it).
 */
export function recordModalProps(kind: RecordNounKind, editing: { id: number } | null) {
  const words = recordWords(RECORD_NOUNS[kind])
  return {
    words,
    modal: {
      open: true,
      container: 'modal' as const,
      name: kind,
      title: editing ? words.editRow(editing.id) : words.new,
      submitLabel: words.save,
      problemsTitle: words.saveFailed,
    },
  }
}

/** The collection methods of the shared reference list, as a select's options. */
export function useFormaCobrancaOptions(): Option[] {
  const { rows } = useListSource(useReferenceLater('forma'))
  return useMemo(() => rows.map((f) => ({ value: f.id, label: f.descricao })), [rows])
}

/** The collection method (optional) of a record, from the shared reference list. */
export function FormaCobrancaField() {
  return (
    <Form.Item name="forma_cobranca" label="Forma de cobrança" className="cp-grow">
      <Select allowClear placeholder="—" options={useFormaCobrancaOptions()} />
    </Form.Item>
  )
}

/**
 * A deal's amounts on one row: the total, the part of it set apart (a down payment, a
 * discount), never more than the total, and the number of instalments (`qtd_parcelas`).
 */
export function DealAmounts({
  total,
  part,
  parcelas,
}: {
  total: { name: string; label: string }
  part: { name: string; label: string; tooLarge: string }
  parcelas: { label: string; max: number }
}) {
  const totalCentavos = moneyToCentavos(Form.useWatch(total.name, Form.useFormInstance()) ?? '')
  return (
    <div className="cp-form-row">
      <Form.Item
        name={total.name}
        label={total.label}
        className="cp-grow"
        rules={[{ required: true }, moneyRule({ min: 1 })]}
      >
        <MoneyInput />
      </Form.Item>
      <Form.Item
        name={part.name}
        label={part.label}
        className="cp-grow"
        dependencies={[total.name]}
        rules={[moneyRule({ min: 0, max: totalCentavos ?? 0, maxMessage: part.tooLarge })]}
      >
        <MoneyInput />
      </Form.Item>
      <Form.Item
        name="qtd_parcelas"
        label={parcelas.label}
        className="cp-narrow"
        rules={[
          { required: true },
          wholeNumberRule(1, parcelas.max, `De 1 a ${parcelas.max} parcelas.`),
        ]}
      >
        <Input inputMode="numeric" />
      </Form.Item>
    </div>
  )
}

/** 'Editar' of one row of a list. */
export function EditButton({ ariaLabel, onClick }: { ariaLabel: string; onClick: () => void }) {
  return (
    <Button size="small" type="link" onClick={onClick} aria-label={ariaLabel}>
      Editar
    </Button>
  )
}

/** 'Nova …' of a record that belongs to an attendance: the customer needs one first. */
export function NewRecordButton({
  cod,
  onClick,
  children,
}: {
  cod: number
  onClick: () => void
  children: ReactNode
}) {
  const noAttendance = useAtendimentos(cod).rows.length === 0
  return (
    <Button
      size="small"
      onClick={onClick}
      disabled={noAttendance}
      title={noAttendance ? 'Registre um atendimento antes' : undefined}
    >
      {children}
    </Button>
  )
}

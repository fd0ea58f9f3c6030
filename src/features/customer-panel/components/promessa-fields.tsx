import { Checkbox, Form, type FormInstance } from 'antd'
import type { Dayjs } from 'dayjs'
import { formatDate, todayISO } from '@/shared/lib/date'
import { formatCentavos, fromCentavos, toCentavos } from '@/shared/lib/money'
import { moneyRule } from '@/shared/lib/validators'
import { moneyToCentavos } from '@/shared/lib/validators'
import { MoneyInput } from '@/shared/ui/money-input'
import { StrictDatePicker, validDateRule } from '@/shared/ui/strict-date-picker'
import { useTitulosAbertos } from '../hooks'
import { centavosToInput } from '../lib'
import type { ContaReceber, TipoResultado } from '../types'

/** The fields a promise to pay adds to the attendance form. */
export interface PromessaValues {
  titulos?: number[]
  valor?: string
  data_promessa?: Dayjs | null
}

export const PROMESSA_FIELDS = ['titulos', 'valor', 'data_promessa'] as const

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** The result type that turns an attendance into a promise to pay ("Promessa de pagamento"). */
export function isPromessaResult(tipos: readonly TipoResultado[], id: number | undefined): boolean {
  const tipo = tipos.find((t) => t.id === id)
  return tipo !== undefined && plain(tipo.descricao).includes('promessa de pagamento')
}

const saldoCentavos = (t: ContaReceber) => {
  try {
    return toCentavos(t.saldo)
  } catch {
    return 0
  }
}

/** The sum of the chosen titles' open balances, as money input text ("1.234,56"). */
export function sumOfTitles(titulos: readonly ContaReceber[], ids: readonly number[] = []): string {
  const chosen = new Set(ids)
  const total = titulos.filter((t) => chosen.has(t.id)).reduce((s, t) => s + saldoCentavos(t), 0)
  return total > 0 ? centavosToInput(total) : ''
}

/** The body of POST promessa-pagamento from valid form values. */
export function promessaBody(
  cod: number,
  values: PromessaValues,
  atendimento: number,
  observacao: string,
) {
  return {
    cod_cliente: cod,
    titulos: values.titulos ?? [],
    valor: fromCentavos(moneyToCentavos(values.valor ?? '') ?? 0),
    data_promessa: values.data_promessa!.format('YYYY-MM-DD'),
    atendimento,
    observacao,
  }
}

/** The customer's open titles (the cached query the titles section shows). */
export function useOpenTitles(cod: number) {
  const { rows, status } = useTitulosAbertos(cod)
  return {
    titulos: rows,
    loading: status === 'loading' || status === 'idle',
    failed: status === 'failed',
  }
}

/**
 * The promised titles (among the customer's open ones), the amount (their sum unless typed)
 * and the promised date (today or later), inside the attendance form.
 */
export function PromessaFields({ cod, form }: { cod: number; form: FormInstance }) {
  const { titulos, loading, failed } = useOpenTitles(cod)
  const chosen: number[] = Form.useWatch('titulos', form) ?? []
  const total = sumOfTitles(titulos, chosen)
  return (
    <fieldset className="cp-promessa" aria-label="Promessa de pagamento">
      <legend>Promessa de pagamento</legend>
      <Form.Item
        name="titulos"
        label="Títulos prometidos"
        rules={[{ required: true, type: 'array', min: 1, message: 'Escolha ao menos um título.' }]}
        extra={
          failed
            ? 'Não foi possível carregar os títulos em aberto.'
            : loading
              ? 'Carregando os títulos em aberto…'
              : titulos.length === 0
                ? 'Este cliente não tem títulos em aberto.'
                : undefined
        }
      >
        <Checkbox.Group className="cp-promessa-titulos">
          {titulos.map((t) => (
            <Checkbox key={t.id} value={t.id}>
              {t.documento} · vence {formatDate(t.data_vencimento)} ·{' '}
              {formatCentavos(saldoCentavos(t))}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
      <div className="cp-form-row">
        <Form.Item
          name="valor"
          label="Valor prometido"
          className="cp-grow"
          rules={[{ required: true, message: 'Informe o valor prometido.' }, moneyRule({ min: 1 })]}
          extra={total && chosen.length > 1 ? `Soma dos títulos: R$ ${total}` : undefined}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="data_promessa"
          label="Data da promessa"
          className="cp-date"
          rules={[
            { required: true, message: 'Informe a data da promessa.' },
            validDateRule((d) =>
              d.format('YYYY-MM-DD') < todayISO()
                ? 'A data da promessa não pode ser anterior a hoje.'
                : null,
            ),
          ]}
        >
          {/* no disabledDate: the picker would drop a typed past date without a word */}
          <StrictDatePicker />
        </Form.Item>
      </div>
    </fieldset>
  )
}

import { FolderOpenOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import type { Rule } from 'antd/es/form'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { toCentavos } from '@/shared/lib/money'
import { moneyRule } from '@/shared/lib/validators'
import { rowsOf } from '@/shared/api/data-api'
import { PageContainer } from '@/shared/ui/page-container'
import type { FieldDef } from '@/shared/ui/register'
import { ContractDetail } from '../components/contract-detail'
import { ContractPreview } from '../components/contract-preview'
import { FinanceRegister } from '../components/finance-register'
import { IndiceHelp, indiceOptions, indiceRule } from '../components/indice-choice'
import { formatIn } from '../components/schedule-compare'
import { describeRate, latestRates, SYSTEM_LABEL } from '../contract-terms'
import { useFinanceList, useGetFinanceiroIndiceTaxaQuery, type FinanceList } from '../finance-data'
import type { Banco, Contrato, Empresa, FormaAmortizacao, Indice, Moeda, TipoContrato, TipoJuros } from '../types'

/**
 * The server's sane ranges (demo-api CONTRATO_LIMITS; a typo such as 100.000 % a.m. or three
 * extra zeros is refused there too), checked here first so the message shows as the user types.
 */
const TAXA_MENSAL_MAX = 20
const VALOR_MAX_CENTAVOS = 10_000_000_000_00

const saneRateRule: Rule = ({ getFieldValue }) => ({
  validator(_rule, value: unknown) {
    const pct = Number(value)
    if (value === null || value === undefined || value === '' || !Number.isFinite(pct)) return Promise.resolve()
    const monthly = monthlyRate(pct, getFieldValue('base_taxa'), getFieldValue('tipo_taxa'))
    return monthly > TAXA_MENSAL_MAX
      ? Promise.reject(new Error('Taxa acima de 20% ao mês (ou o equivalente ao ano): confira o valor digitado.'))
      : Promise.resolve()
  },
})

// The field holds the typed text ('120.000,00'): moneyRule reads it as the money kind does.
const saneAmountRule = moneyRule({
  max: VALOR_MAX_CENTAVOS,
  maxMessage: 'Valor acima de R$ 10.000.000.000,00: confira o valor digitado.',
})

/** The monthly rate a typed rate stands for, as the server derives taxa_mensal. */
function monthlyRate(pct: number, base: unknown, tipo: unknown): number {
  if (base !== 'anual') return pct
  return tipo === 'nominal' ? pct / 12 : ((1 + pct / 100) ** (1 / 12) - 1) * 100
}

const LOOKUPS: FinanceList[] = ['empresa', 'banco', 'moeda', 'tipo_contrato', 'tipo_juros', 'indice', 'forma_amortizacao']
const ALL_TAXAS = { ordering: 'data' } as const

interface ContractLists {
  tipos: TipoContrato[]
  empresas: Empresa[]
  bancos: Banco[]
  moedas: Moeda[]
  juros: TipoJuros[]
  indices: Indice[]
  formas: FormaAmortizacao[]
  latest: Map<number, number>
}

function contractFields(l: ContractLists): FieldDef<Contrato>[] {
  const { tipos, empresas, bancos, moedas, juros, indices, formas, latest } = l
  return [
    { name: 'numero', label: 'Número do contrato', kind: 'text', required: true, maxLength: 60, half: true },
    { name: 'tipo_contrato', label: 'Tipo de contrato', kind: 'select', required: true, half: true, options: tipos.map((t) => ({ value: t.id, label: t.descricao })) },
    { name: 'empresa', label: 'Empresa', kind: 'select', required: true, half: true, options: empresas.map((e) => ({ value: e.id, label: e.nome_fantasia || e.razao_social })) },
    { name: 'banco', label: 'Banco', kind: 'select', required: true, half: true, options: bancos.filter((b) => b.ativo).map((b) => ({ value: b.id, label: `${b.codigo} · ${b.nome}` })) },
    { name: 'moeda', label: 'Moeda', kind: 'select', required: true, half: true, initial: moedas.find((m) => m.sigla === 'BRL')?.id, options: moedas.map((m) => ({ value: m.id, label: `${m.sigla} · ${m.nome}` })) },
    { name: 'valor_contratado', label: 'Valor contratado', kind: 'money', required: true, half: true, rules: [saneAmountRule] },
    { name: 'tipo_juros', label: 'Tipo de juros', kind: 'select', required: true, half: true, options: juros.map((j) => ({ value: j.id, label: j.descricao })) },
    {
      name: 'indice',
      label: 'Índice',
      kind: 'select',
      required: true,
      half: true,
      // the options follow the tipo de juros chosen; changing it checks the index again
      options: indiceOptions(juros, indices),
      dependencies: ['tipo_juros'],
      rules: [indiceRule(juros, indices)],
      help: <IndiceHelp juros={juros} />,
    },
    {
      name: 'percentual_indice',
      label: 'Percentual do índice (%)',
      kind: 'percent',
      precision: 2,
      half: true,
      required: true,
      initial: 100,
      visible: (values) => Boolean(indices.find((i) => i.id === values.indice)?.pos_fixado),
    },
    { name: 'taxa', label: 'Taxa (%)', kind: 'percent', precision: 4, required: true, half: true, rules: [{ type: 'number', min: 0, message: 'A taxa não pode ser negativa.' }, saneRateRule] },
    { name: 'base_taxa', label: 'Base da taxa', kind: 'select', required: true, half: true, initial: 'mensal', options: [
      { value: 'mensal', label: 'ao mês (a.m.)' },
      { value: 'anual', label: 'ao ano (a.a.)' },
    ] },
    { name: 'tipo_taxa', label: 'Taxa anual', kind: 'select', half: true, initial: 'efetiva', visible: (v) => v.base_taxa === 'anual', options: [
      { value: 'efetiva', label: 'efetiva (mensal por equivalência)' },
      { value: 'nominal', label: 'nominal (÷ 12)' },
    ] },
    { name: 'forma_amortizacao', label: 'Amortização', kind: 'select', required: true, half: true, options: formas.map((f) => ({ value: f.id, label: f.descricao })) },
    { name: 'qtd_parcelas', label: 'Parcelas de amortização', kind: 'number', precision: 0, required: true, half: true, rules: [{ type: 'number', min: 1, max: 480, message: 'De 1 a 480 parcelas.' }] },
    { name: 'data_contratacao', label: 'Data de contratação', kind: 'date', required: true, half: true },
    { name: 'data_primeiro_vencimento', label: 'Primeiro vencimento', kind: 'date', required: true, half: true },
    { name: 'carencia_meses', label: 'Carência (meses)', kind: 'number', precision: 0, initial: 0, half: true, rules: [{ type: 'number', min: 0, max: 60, message: 'De 0 a 60 meses.' }] },
    { name: 'juros_carencia', label: 'Juros na carência', kind: 'select', half: true, initial: 'pago', visible: (v) => Number(v.carencia_meses) > 0, options: [
      { value: 'pago', label: 'pagos mensalmente' },
      { value: 'capitalizado', label: 'capitalizados no saldo' },
    ] },
    { name: 'valor_tarifas', label: 'Tarifas e IOF (entram no CET)', kind: 'money', initial: '0', half: true },
    {
      name: 'observacao',
      label: 'Observação',
      kind: 'textarea',
      maxLength: 5000,
      help: <ContractPreview indices={indices} formas={formas} latest={latest} />,
    },
  ]
}

/** Contrato: the company's loans, their releases and instalment schedules. */
export default function ContratoPage() {
  const [params, setParams] = useSearchParams()
  const taxas = useGetFinanceiroIndiceTaxaQuery(ALL_TAXAS)
  const latest = useMemo(() => latestRates(rowsOf(taxas.data)), [taxas.data])

  // the contract list's foreign-key lookups: read from the cache when it already holds them
  const empresas = useFinanceList('empresa', { lookup: true }).rows
  const bancos = useFinanceList('banco', { lookup: true }).rows
  const moedas = useFinanceList('moeda', { lookup: true }).rows
  const tipos = useFinanceList('tipo_contrato', { lookup: true }).rows
  const juros = useFinanceList('tipo_juros', { lookup: true }).rows
  const indices = useFinanceList('indice', { lookup: true }).rows
  const formas = useFinanceList('forma_amortizacao', { lookup: true }).rows
  const contratos = useFinanceList('contrato', { lookup: true }).rows
  const fields = useMemo(
    () => contractFields({ tipos, empresas, bancos, moedas, juros, indices, formas, latest }),
    [tipos, empresas, bancos, moedas, juros, indices, formas, latest],
  )

  const name = <T extends { id: number }>(rows: T[], label: (r: T) => string) => (id: unknown) => {
    const row = rows.find((r) => r.id === id)
    return row ? label(row) : ''
  }
  const empresaNome = name(empresas, (e) => e.nome_fantasia || e.razao_social)
  const bancoNome = name(bancos, (b) => `${b.codigo} · ${b.nome}`)
  const moedaSigla = (id: unknown) => moedas.find((m) => m.id === id)?.sigla ?? 'BRL'
  const formaCodigo = (id: unknown) => formas.find((f) => f.id === id)?.codigo

  const selectedId = Number(params.get('contrato'))
  const selected = contratos.find((c) => c.id === selectedId) ?? null
  const open = (id: number) => setParams((p) => (p.set('contrato', String(id)), p))

  return (
    <PageContainer title="Contrato" subtitle="Contratos de financiamento, liberações e cronogramas de parcelas.">
      <FinanceRegister<Contrato>
        embedded
        list="contrato"
        source={{ lookups: LOOKUPS }}
        title="Contratos"
        noun={{ singular: 'contrato', plural: 'contratos' }}
        describe={(c) => `o contrato ${c.numero}`}
        formWidth={760}
        rowActions={(c) => (
          <Tooltip title="Liberações e parcelas">
            <Button type="text" icon={<FolderOpenOutlined />} aria-label={`Abrir o contrato ${c.numero}`} onClick={() => open(c.id)} />
          </Tooltip>
        )}
        columns={[
          { key: 'numero', title: 'Número', clip: 125 },
          { key: 'empresa', title: 'Empresa', value: (c) => empresaNome(c.empresa), clip: 115 },
          { key: 'banco', title: 'Banco', value: (c) => bancoNome(c.banco), clip: 120 },
          { key: 'valor_contratado', title: 'Valor contratado', kind: 'money', render: (c) => formatIn(toCentavos(c.valor_contratado), moedaSigla(c.moeda)) },
          { key: 'moeda', title: 'Moeda', value: (c) => moedaSigla(c.moeda), width: 80, hidden: true },
          { key: 'taxa', title: 'Taxa', value: (c) => describeRate(c, indices.find((i) => i.id === c.indice)), clip: 90 },
          { key: 'forma', title: 'Amortização', hidden: true, value: (c) => { const k = formaCodigo(c.forma_amortizacao); return k ? SYSTEM_LABEL[k] : '' } },
          { key: 'qtd_parcelas', title: 'Parcelas', kind: 'number', width: 90 },
          { key: 'data_contratacao', title: 'Contratação', kind: 'date' },
        ]}
        fields={fields}
      />
      {selected && <ContractDetail key={selected.id} contrato={selected} latest={latest} />}
    </PageContainer>
  )
}

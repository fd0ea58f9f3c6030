import { ClearOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons'
import { Button, Checkbox, Select, Tooltip } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { memo, useId, useMemo, useState, type ReactNode } from 'react'
import { foldText } from '@/shared/lib/text'
import { TextFilterInput } from '@/shared/ui/report'
import { StrictRangePicker } from '@/shared/ui/strict-range-picker'
import type { BaseFilters, PromiseFilter } from '../filters'
import type { Filial, FormaCobranca, GrupoEconomico, Vendedor } from '../types'
import '@/shared/lib/dayjs-pt-br'

export interface FilterOptions {
  vendedores: Vendedor[]
  filiais: Filial[]
  formas: FormaCobranca[]
  grupos: GrupoEconomico[]
  loading: boolean
}

interface Props {
  /** every filter but `info`, which arrives on its own so typing re-renders only its input */
  filters: Omit<BaseFilters, 'info'>
  info: string
  options: FilterOptions
  /** one call per user action: the date range changes both dates at once */
  onChange: (patch: Partial<BaseFilters>) => void
  onInfo: (value: string) => void
  onClear: () => void
  hasFilters: boolean
}

interface Option {
  value: number
  label: string
  search: string
}

const filterOption = (input: string, option?: Option) =>
  !!option && option.search.includes(foldText(input.trim()))

function options<T>(rows: T[], value: (row: T) => number, label: (row: T) => string): Option[] {
  return rows
    .map((row) => ({ value: value(row), label: label(row), search: '' }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'))
    .map((o) => ({ ...o, search: foldText(`${o.value} ${o.label}`) }))
}

/** The promise filter's choices (statuses of promessa-pagamento; "ativas" = due today or later). */
const PROMISE_OPTIONS: Array<{ value: Exclude<PromiseFilter, ''>; label: string }> = [
  { value: 'vence_hoje', label: 'Vencem hoje' },
  { value: 'quebradas', label: 'Quebradas' },
  { value: 'ativas', label: 'Ativas' },
]

/** The customer search: filters the loaded data as you type. */
const InfoInput = memo(function InfoInput({
  value,
  onInfo,
}: {
  value: string
  onInfo: (value: string) => void
}) {
  return (
    <div className="base-filter base-filter-info">
      <label htmlFor="bf-info">Cliente</label>
      <TextFilterInput
        id="bf-info"
        delay={0}
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Código, nome ou CNPJ/CPF"
        value={value}
        onCommit={onInfo}
      />
    </div>
  )
})

/** The filters behind "Mais filtros": the bar keeps one line on a 1280-px screen. */
const SECONDARY = ['filial', 'grupo_economico', 'forma_cobranca', 'promessa'] as const

/** How many of the filters behind "Mais filtros" are set. */
export function secondaryCount(filters: Omit<BaseFilters, 'info'>): number {
  return SECONDARY.filter((key) => {
    const value = filters[key]
    return value !== null && value !== undefined && value !== ''
  }).length
}

type FieldsProps = Omit<Props, 'info' | 'onInfo'> & {
  part: 'primary' | 'secondary'
  more?: ReactNode
}

const Fields = memo(function Fields({
  filters,
  options: lists,
  onChange,
  onClear,
  hasFilters,
  part,
  more,
}: FieldsProps) {
  const sellers = useMemo(
    () =>
      options(
        lists.vendedores.filter(
          (v) =>
            filters.filial === null ||
            v.cod_filial === filters.filial ||
            v.codigo === filters.vendedor,
        ),
        (v) => v.codigo,
        (v) => `${v.nome} (${v.codigo})${v.ativo === false ? ' · inativo' : ''}`,
      ),
    [lists.vendedores, filters.filial, filters.vendedor],
  )
  const branches = useMemo(
    () =>
      options(
        lists.filiais,
        (f) => f.cod_filial,
        (f) => `${f.filial}${f.uf ? `/${f.uf}` : ''}`,
      ),
    [lists.filiais],
  )
  const methods = useMemo(
    () =>
      options(
        lists.formas,
        (f) => f.id,
        (f) => f.descricao,
      ),
    [lists.formas],
  )
  const groups = useMemo(
    () =>
      options(
        lists.grupos,
        (g) => g.id,
        (g) => g.nome,
      ),
    [lists.grupos],
  )

  const range: [Dayjs | null, Dayjs | null] = [
    filters.data_vencimento_inicio ? dayjs(filters.data_vencimento_inicio) : null,
    filters.data_vencimento_fim ? dayjs(filters.data_vencimento_fim) : null,
  ]

  const select = (
    name: 'filial' | 'vendedor' | 'forma_cobranca' | 'grupo_economico',
    label: string,
    opts: Option[],
  ) => (
    <div className="base-filter">
      <label htmlFor={`bf-${name}`}>{label}</label>
      <Select<number, Option>
        id={`bf-${name}`}
        allowClear
        showSearch={{ filterOption }}
        placeholder="Todos"
        options={opts}
        loading={lists.loading}
        value={filters[name] ?? undefined}
        onChange={(value) => onChange({ [name]: value ?? null })}
        notFoundContent={lists.loading ? 'Buscando opções…' : 'Nada encontrado'}
        popupMatchSelectWidth={false}
      />
    </div>
  )

  if (part === 'secondary') {
    return (
      <>
        {select('filial', 'Filial', branches)}
        {select('grupo_economico', 'Grupo econômico', groups)}
        {select('forma_cobranca', 'Forma de cobrança', methods)}
        <div className="base-filter">
          <label htmlFor="bf-promessa">Promessas</label>
          <Select<Exclude<PromiseFilter, ''>>
            id="bf-promessa"
            allowClear
            placeholder="Todas"
            options={PROMISE_OPTIONS}
            value={filters.promessa || undefined}
            onChange={(value) => onChange({ promessa: value ?? '' })}
            popupMatchSelectWidth={false}
          />
        </div>
      </>
    )
  }

  return (
    <>
      {select('vendedor', 'Vendedor', sellers)}
      <div className="base-filter base-filter-documento">
        <label htmlFor="bf-documento">Documento</label>
        {/* sent to the server: after a pause in typing, or on Enter */}
        <TextFilterInput
          id="bf-documento"
          delay={500}
          placeholder="Ex.: NF 101081"
          value={filters.documento}
          onCommit={(value) => onChange({ documento: value.trim() })}
          maxLength={60}
        />
      </div>
      <div className="base-filter base-filter-dates">
        <label htmlFor="bf-vencimento">Vencimento</label>
        <StrictRangePicker
          id={{ start: 'bf-vencimento', end: 'bf-vencimento-fim' }}
          allowEmpty={[true, true]}
          placeholder={['de', 'até']}
          value={range}
          onChange={(dates) => {
            onChange({
              data_vencimento_inicio: dates?.[0] ? dates[0].format('YYYY-MM-DD') : null,
              data_vencimento_fim: dates?.[1] ? dates[1].format('YYYY-MM-DD') : null,
            })
          }}
        />
      </div>
      <div className="base-filter base-filter-actions">
        <Checkbox
          checked={filters.proximo_contato === 'hoje'}
          onChange={(event) => onChange({ proximo_contato: event.target.checked ? 'hoje' : '' })}
        >
          Próximo contato hoje
        </Checkbox>
        <span className="base-filter-buttons">
          {more}
          <Tooltip title="Limpar filtros">
            <Button
              icon={<ClearOutlined />}
              onClick={onClear}
              disabled={!hasFilters}
              aria-label="Limpar filtros"
            />
          </Tooltip>
        </span>
      </div>
    </>
  )
})

/**
 * The base's filters. `info` filters the loaded data as you type; the others ask the server.
 * One line on a 1280-px screen (issue 24: rows above the fold): customer, seller, document, due
 * dates, next contact, and "Mais filtros" for branch, group, payment method and promises, open
 * when the page opens with one of them set.
 */
export function BaseFiltersBar({ info, onInfo, ...rest }: Props) {
  const hidden = secondaryCount(rest.filters)
  const [open, setOpen] = useState(hidden > 0)
  const panelId = useId()
  const more = (
    <Button
      icon={<FilterOutlined aria-hidden />}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen(!open)}
    >
      {open ? 'Menos filtros' : hidden > 0 ? `Mais filtros (${hidden})` : 'Mais filtros'}
    </Button>
  )
  return (
    <div className="base-filters" role="search" aria-label="Filtros da base">
      <div className="base-filters-row">
        <InfoInput value={info} onInfo={onInfo} />
        <Fields {...rest} part="primary" more={more} />
      </div>
      <div className="base-filters-row base-filters-more" id={panelId} hidden={!open}>
        {open && <Fields {...rest} part="secondary" />}
      </div>
    </div>
  )
}

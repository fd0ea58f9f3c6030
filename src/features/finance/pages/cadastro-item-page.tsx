import { LineChartOutlined } from '@ant-design/icons'
import { Button, Tabs, Tooltip } from 'antd'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PageContainer } from '@/shared/ui/page-container'
import { FinanceRegister } from '../components/finance-register'
import { IndiceHistorico } from '../components/indice-historico'
import type { Empresa, FormaAmortizacao, Indice, Moeda, TipoContrato, TipoJuros } from '../types'

const FORMAS = [
  { value: 'SAC', label: 'SAC — amortização constante' },
  { value: 'PRICE', label: 'Price — parcelas iguais' },
  { value: 'BULLET', label: 'Bullet (americano) — principal no vencimento' },
]
const BASES = [
  { value: 'du252', label: '% a.a., 252 dias úteis' },
  { value: 'anual', label: '% a.a.' },
  { value: 'mensal', label: '% a.m.' },
]

function Moedas() {
  return (
    <FinanceRegister<Moeda>
      embedded
      list="moeda"
      title="Moedas"
      noun={{ singular: 'moeda', plural: 'moedas', feminine: true }}
      describe={(m) => `a moeda ${m.sigla}`}
      columns={[
        { key: 'sigla', title: 'Sigla', width: 90 },
        { key: 'nome', title: 'Nome' },
        { key: 'simbolo', title: 'Símbolo', width: 90 },
        { key: 'cotacao', title: 'Cotação (R$)', kind: 'number', value: (m) => Number(m.cotacao), render: (m) => Number(m.cotacao).toLocaleString('pt-BR', { minimumFractionDigits: 4 }) },
        { key: 'data_cotacao', title: 'Data da cotação', kind: 'date' },
      ]}
      fields={[
        { name: 'sigla', label: 'Sigla (ISO 4217)', kind: 'text', required: true, maxLength: 3, half: true, rules: [{ pattern: /^[A-Za-z]{3}$/, message: 'Use 3 letras (ex.: USD).' }] },
        { name: 'simbolo', label: 'Símbolo', kind: 'text', maxLength: 5, half: true },
        { name: 'nome', label: 'Nome', kind: 'text', required: true, maxLength: 60 },
        { name: 'cotacao', label: 'Cotação em reais', kind: 'number', precision: 4, half: true, initial: 1, rules: [{ type: 'number', min: 0.0001, message: 'Informe uma cotação maior que zero.' }] },
        { name: 'data_cotacao', label: 'Data da cotação', kind: 'date', half: true },
      ]}
    />
  )
}

/** The registers of descriptions only, with their names. */
const DESCRIPTION_REGISTERS = {
  tipo_juros: { title: 'Tipos de juros', noun: { singular: 'tipo de juros', plural: 'tipos de juros' } },
  tipo_contrato: { title: 'Tipos de contrato', noun: { singular: 'tipo de contrato', plural: 'tipos de contrato' } },
}

/** A register of descriptions only (tipos de juros, tipos de contrato). */
function DescriptionRegister({ list }: { list: keyof typeof DESCRIPTION_REGISTERS }) {
  const { title, noun } = DESCRIPTION_REGISTERS[list]
  return (
    <FinanceRegister<TipoJuros | TipoContrato>
      embedded
      list={list}
      title={title}
      noun={noun}
      columns={[{ key: 'descricao', title: 'Descrição' }]}
      fields={[{ name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 120 }]}
    />
  )
}

function Indices() {
  const [historico, setHistorico] = useState<Indice | null>(null)
  return (
    <>
      <FinanceRegister<Indice>
        embedded
        list="indice"
        title="Índices"
        noun={{ singular: 'índice', plural: 'índices' }}
        describe={(i) => `o índice ${i.nome}`}
        rowActions={(i) =>
          i.pos_fixado ? (
            <Tooltip title="Histórico de taxas">
              <Button type="text" icon={<LineChartOutlined />} aria-label={`Histórico de taxas de ${i.nome}`} onClick={() => setHistorico(i)} />
            </Tooltip>
          ) : null
        }
        columns={[
          { key: 'nome', title: 'Índice', width: 110 },
          { key: 'descricao', title: 'Descrição' },
          { key: 'pos_fixado', title: 'Pós-fixado', kind: 'boolean', width: 110 },
          { key: 'base', title: 'Base', options: BASES, width: 190 },
        ]}
        fields={[
          { name: 'nome', label: 'Nome', kind: 'text', required: true, maxLength: 30 },
          { name: 'descricao', label: 'Descrição', kind: 'text', maxLength: 200 },
          { name: 'pos_fixado', label: 'Pós-fixado', kind: 'boolean', initial: true, half: true },
          { name: 'base', label: 'Base da taxa', kind: 'select', options: BASES, initial: 'anual', half: true, required: true },
        ]}
      />
      {historico && <IndiceHistorico indice={historico} onClose={() => setHistorico(null)} />}
    </>
  )
}

function FormasAmortizacao() {
  return (
    <FinanceRegister<FormaAmortizacao>
      embedded
      list="forma_amortizacao"
      title="Formas de amortização"
      noun={{ singular: 'forma de amortização', plural: 'formas de amortização', feminine: true }}
      columns={[
        { key: 'codigo', title: 'Sistema', options: FORMAS.map((f) => ({ ...f, label: f.value === 'BULLET' ? 'Bullet' : f.value === 'PRICE' ? 'Price' : 'SAC' })), width: 110 },
        { key: 'descricao', title: 'Descrição' },
      ]}
      fields={[
        { name: 'codigo', label: 'Sistema de cálculo', kind: 'select', options: FORMAS, required: true },
        { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 120 },
      ]}
    />
  )
}

function Empresas() {
  return (
    <FinanceRegister<Empresa>
      embedded
      list="empresa"
      title="Empresas"
      noun={{ singular: 'empresa', plural: 'empresas', feminine: true }}
      describe={(e) => `a empresa ${e.nome_fantasia || e.razao_social}`}
      columns={[
        { key: 'razao_social', title: 'Razão social' },
        { key: 'nome_fantasia', title: 'Nome fantasia' },
        { key: 'cnpj', title: 'CNPJ', kind: 'cpf-cnpj', width: 190 },
      ]}
      fields={[
        { name: 'razao_social', label: 'Razão social', kind: 'text', required: true, maxLength: 200 },
        { name: 'nome_fantasia', label: 'Nome fantasia', kind: 'text', maxLength: 200 },
        { name: 'cnpj', label: 'CNPJ', kind: 'cnpj', required: true, placeholder: 'Numérico ou alfanumérico: 12.ABC.345/01DE-35' },
      ]}
    />
  )
}

const TABS = [
  { key: 'moedas', label: 'Moedas', children: <Moedas /> },
  { key: 'tipos-juros', label: 'Tipos de juros', children: <DescriptionRegister list="tipo_juros" /> },
  { key: 'indices', label: 'Índices', children: <Indices /> },
  { key: 'tipos-contrato', label: 'Tipos de contrato', children: <DescriptionRegister list="tipo_contrato" /> },
  { key: 'formas-amortizacao', label: 'Formas de amortização', children: <FormasAmortizacao /> },
  { key: 'empresas', label: 'Empresas', children: <Empresas /> },
]

/** Cadastro Premissas: the registers a contract refers to, one tab each (the tab in the URL). */
export default function CadastroItemPage() {
  const [params, setParams] = useSearchParams()
  const active = TABS.some((t) => t.key === params.get('aba')) ? params.get('aba')! : TABS[0].key
  return (
    <PageContainer title="Cadastro Premissas" subtitle="Moedas, juros, índices, tipos de contrato, amortização e empresas do grupo.">
      <Tabs
        activeKey={active}
        onChange={(key) => setParams((p) => (p.set('aba', key), p), { replace: true })}
        items={TABS}
        destroyOnHidden
      />
    </PageContainer>
  )
}

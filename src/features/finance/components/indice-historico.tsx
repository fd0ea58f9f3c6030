import { Alert, Drawer } from 'antd'
import { useMemo } from 'react'
import { RegisterPage, type FieldDef } from '@/shared/ui/register'
import { useIndiceTaxaSource } from '../finance-data'
import type { Indice, IndiceTaxa } from '../types'

const RATE_FIELDS: FieldDef<IndiceTaxa>[] = [
  { name: 'data', label: 'Mês de referência', kind: 'date', required: true },
  { name: 'taxa_anual', label: 'Taxa (% a.a.)', kind: 'percent', required: true, precision: 4 },
]

/** The rate history of one index, a register of its own in a drawer. */
export function IndiceHistorico({ indice, onClose }: { indice: Indice; onClose: () => void }) {
  const params = useMemo(() => ({ indice: indice.id, ordering: '-data' as const }), [indice.id])
  const source = useIndiceTaxaSource(params)
  // a new rate belongs to this index: the kit sends newRow's defaults with what was typed
  const newRate = useMemo(() => ({ indice: indice.id }), [indice.id])
  const demo = source.rows.some((t) => t.demo)
  return (
    <Drawer open title={`Histórico de taxas · ${indice.nome}`} size={640} onClose={onClose} destroyOnHidden>
      {demo && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="Valores de demonstração"
          description="Os valores marcados como demonstração não são publicações oficiais; substitua-os pelos valores do Banco Central / B3."
        />
      )}
      <RegisterPage<IndiceTaxa>
        embedded
        title={`Histórico ${indice.nome}`}
        noun={{ singular: 'taxa', plural: 'taxas', feminine: true }}
        source={source}
        rowKey={(t) => t.id}
        newRow={() => newRate}
        describe={(t) => `a taxa de ${t.data.split('-').reverse().join('/')}`}
        pageSize={12}
        columns={[
          { key: 'data', title: 'Mês de referência', kind: 'date' },
          { key: 'taxa_anual', title: indice.nome === 'IPCA' ? '% em 12 meses' : '% a.a.', kind: 'percent', value: (t) => Number(t.taxa_anual) },
          {
            key: 'demo',
            title: 'Origem',
            kind: 'tag',
            value: (t) => String(t.demo),
            options: [
              { value: 'true', label: 'Demonstração', color: 'orange' },
              { value: 'false', label: 'Informada', color: 'blue' },
            ],
          },
        ]}
        fields={RATE_FIELDS}
      />
    </Drawer>
  )
}

import { Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { todayISO } from '@/shared/lib/date'
import { DateText, Money } from '@/shared/ui/formatted'
import { useAppDispatch } from '@/shared/store/hooks'
import { useListSource } from '@/shared/api/data-api'
import { Section } from '@/shared/ui/section'
import { deleteEntrada } from '../customer-panel-data'
import { useEntradaParcelas, useEntradas, useNegociacoes, useReferenceLater } from '../hooks'
import { isPastDate, worstStatus } from '../lib'
import type { Entrada, EntradaParcela } from '../types'
import { dateColumn, moneyColumn } from './columns'
import { ConfirmDelete } from './confirm-delete'
import { EntradaModal } from './entrada-modal'
import { EditButton, NewRecordButton } from './record-form'

function DeleteEntradaButton({ entrada }: { entrada: Entrada }) {
  const dispatch = useAppDispatch()
  return (
    <ConfirmDelete
      title="Excluir esta entrada e suas parcelas?"
      ariaLabel={`Excluir entrada #${entrada.id}`}
      successMessage="Entrada excluída."
      onDelete={() => deleteEntrada(dispatch, entrada.id)}
    />
  )
}

/** Down payments (entradas) with their instalment schedules. */
export function EntradasSection({ cod }: { cod: number }) {
  const entradas = useEntradas(cod)
  const parcelas = useEntradaParcelas(cod)
  // a down payment names a negotiation: the negotiations are read with it (once)
  useNegociacoes(cod)
  const panel = {
    formasCobranca: useListSource(useReferenceLater('forma')).rows,
    atendimento_entrada_parcela: parcelas.rows,
    atendimento_entrada: entradas.rows,
  }
  const [modal, setModal] = useState<{ editing: Entrada | null } | null>(null)
  const formas = new Map(panel.formasCobranca.map((f) => [f.id, f.descricao]))
  const parcelasOf = (id: number) =>
    panel.atendimento_entrada_parcela
      .filter((p) => p.entrada === id)
      .sort((a, b) => a.parcela - b.parcela)
  const today = todayISO()
  return (
    <>
      <Section
        title="Entradas e parcelas"
        status={worstStatus(entradas.status, parcelas.status)}
        error={entradas.error ?? parcelas.error}
        onRetry={() => {
          if (entradas.status === 'failed') entradas.retry()
          if (parcelas.status === 'failed') parcelas.retry()
        }}
        empty={panel.atendimento_entrada.length === 0}
        emptyText="Nenhuma entrada registrada."
        extra={
          <NewRecordButton cod={cod} onClick={() => setModal({ editing: null })}>
            Nova entrada
          </NewRecordButton>
        }
      >
        {panel.atendimento_entrada.map((e) => {
          const list = parcelasOf(e.id)
          return (
            <article key={e.id} className="cp-entrada" aria-label={`Entrada #${e.id}`}>
              <header className="cp-entrada-head">
                <div>
                  <strong>Entrada #{e.id}</strong>{' '}
                  <span className="cp-muted">
                    · <DateText value={e.data} /> · atendimento #{e.atendimento}
                    {e.negociacao ? ` · negociação #${e.negociacao}` : ''}
                    {e.forma_cobranca ? ` · ${formas.get(e.forma_cobranca) ?? ''}` : ''}
                  </span>
                </div>
                <Space size={0}>
                  <EditButton
                    ariaLabel={`Editar entrada #${e.id}`}
                    onClick={() => setModal({ editing: e })}
                  />
                  <DeleteEntradaButton entrada={e} />
                </Space>
              </header>
              <div className="cp-entrada-values">
                <span>
                  Total <Money value={e.valor_total} />
                </span>
                <span>
                  Entrada <Money value={e.valor_entrada} />
                </span>
                <span>{list.length || e.qtd_parcelas} parcelas</span>
              </div>
              <Table<EntradaParcela>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={list}
                locale={{ emptyText: 'Sem parcelas.' }}
                columns={[
                  { title: 'Parcela', dataIndex: 'parcela', width: 80 },
                  dateColumn('Vencimento', 'data_vencimento'),
                  moneyColumn('Valor', 'valor'),
                  {
                    title: 'Situação',
                    key: 'situacao',
                    render: (_: unknown, p: EntradaParcela) =>
                      p.pago ? (
                        <Tag color="green">Paga</Tag>
                      ) : isPastDate(p.data_vencimento, today) ? (
                        <Tag color="red">Vencida</Tag>
                      ) : (
                        <Tag>Em aberto</Tag>
                      ),
                  },
                ]}
              />
            </article>
          )
        })}
      </Section>
      {modal && (
        <EntradaModal cod={cod} editing={modal.editing} onClose={() => setModal(null)} />
      )}
    </>
  )
}

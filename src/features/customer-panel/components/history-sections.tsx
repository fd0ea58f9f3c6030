import { Link } from 'react-router-dom'
import { parecerCreditoUrl } from '@/shared/config/paths'
import { Table, Tag } from 'antd'
import { daysBetween, isValidISODate, todayISO } from '@/shared/lib/date'
import { DateText, Money } from '@/shared/ui/formatted'
import { PAID_LIMIT } from '../customer-panel-data'
import {
  useAtendimentos,
  useContasPagas,
  usePareceres,
  useResultTypes,
  useUltimaAcao,
  useUsuariosList,
} from '../hooks'
import { isPastDate, userName, withNames } from '../lib'
import type { ContaReceber } from '../types'
import { Section } from '@/shared/ui/section'
import { dateColumn, moneyColumn } from './columns'

const SITUACAO: Record<string, { label: string; color: string }> = {
  aprovado: { label: 'Aprovado', color: 'green' },
  reprovado: { label: 'Reprovado', color: 'red' },
  em_analise: { label: 'Em análise', color: 'gold' },
  vencido: { label: 'Vencido', color: 'default' },
}

/** Credit opinions, newest first. */
export function PareceresSection({ cod }: { cod: number }) {
  const { rows: parecer_credito, status, error, retry } = usePareceres(cod)
  const { usuarios, status: names } = useUsuariosList()
  const panel = { parecer_credito, usuarios }
  const latest = panel.parecer_credito[0]
  return (
    <Section
      title="Pareceres de crédito"
      {...withNames({ status, empty: panel.parecer_credito.length === 0 }, names)}
      error={error}
      onRetry={retry}
      emptyText="Nenhum parecer de crédito."
      header={
        // the latest decision, from the list the panel already has (newest first), and the
        // page where the opinion and its history are worked on
        <p className="cp-muted">
          {latest ? (
            <>
              Última decisão:{' '}
              <Tag color={(SITUACAO[latest.situacao ?? ''] ?? { color: 'default' }).color}>
                {(SITUACAO[latest.situacao ?? ''] ?? { label: latest.situacao ?? '—' }).label}
              </Tag>
              limite <Money value={latest.limite_sugerido ?? null} /> em{' '}
              <DateText value={latest.data} /> ·{' '}
            </>
          ) : null}
          <Link to={parecerCreditoUrl(cod)}>Abrir no Parecer de crédito</Link>
        </p>
      }
    >
      <ul className="cp-list" aria-label="Lista de pareceres">
        {panel.parecer_credito.map((p) => {
          const s = SITUACAO[p.situacao ?? ''] ?? { label: p.situacao ?? '—', color: 'default' }
          return (
            <li key={p.id} className="cp-list-item">
              <div className="cp-list-main">
                <div>
                  <strong>
                    <DateText value={p.data} />
                  </strong>{' '}
                  <Tag color={s.color}>{s.label}</Tag>{' '}
                  <span className="cp-muted">{userName(panel.usuarios, p.usuario)}</span>
                </div>
                <div className="cp-muted">
                  Limite <Money value={p.limite_atual ?? null} /> → sugerido{' '}
                  <Money value={p.limite_sugerido ?? null} />
                </div>
                <div className="cp-text">{p.parecer}</div>
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

/** The latest paid titles, with how late each was paid. */
export function ContasPagasSection({ cod }: { cod: number }) {
  const { rows: contas_pagas, status, error, retry } = useContasPagas(cod)
  const panel = { contas_pagas }
  return (
    <Section
      title="Contas pagas"
      status={status}
      error={error}
      onRetry={retry}
      empty={panel.contas_pagas.length === 0}
      emptyText="Nenhum título pago."
      extra={panel.contas_pagas.length >= PAID_LIMIT ? `últimos ${PAID_LIMIT}` : undefined}
    >
      <Table<ContaReceber>
        size="small"
        rowKey="id"
        dataSource={panel.contas_pagas}
        pagination={
          panel.contas_pagas.length > 10 ? { pageSize: 10, showSizeChanger: false } : false
        }
        scroll={{ x: true }}
        columns={[
          { title: 'Documento', dataIndex: 'documento' },
          dateColumn('Vencimento', 'data_vencimento'),
          dateColumn('Pagamento', 'data_pagamento'),
          moneyColumn('Valor', 'valor'),
          moneyColumn('Pago', 'valor_pago'),
          {
            title: 'Pontualidade',
            key: 'atraso',
            render: (_: unknown, t: ContaReceber) => {
              if (
                !t.data_pagamento ||
                !isValidISODate(t.data_pagamento) ||
                !isValidISODate(t.data_vencimento)
              )
                return '—'
              const late = daysBetween(t.data_vencimento, t.data_pagamento)
              return late > 0 ? (
                <Tag color="red">{late} d de atraso</Tag>
              ) : (
                <Tag color="green">Em dia</Tag>
              )
            },
          },
        ]}
      />
    </Section>
  )
}

const CANAL: Record<string, string> = { sms: 'SMS', email: 'E-mail', whatsapp: 'WhatsApp' }

/** The last collection action performed on the customer (rule dispatch or analyst action). */
export function UltimaAcaoSection({ cod }: { cod: number }) {
  const { acao, status, error, retry } = useUltimaAcao(cod)
  const { usuarios, status: names } = useUsuariosList()
  const panel = { acao_cobranca_realizada: acao, usuarios }
  const a = panel.acao_cobranca_realizada
  return (
    <Section
      title="Última ação de cobrança"
      {...withNames({ status, empty: !a }, names)}
      error={error}
      onRetry={retry}
      emptyText="Nenhuma ação de cobrança registrada."
    >
      {a && (
        <dl className="cp-facts">
          <dt>Quando</dt>
          <dd>
            <DateText value={a.data} withTime />
          </dd>
          <dt>Ação</dt>
          <dd>
            {a.acao}{' '}
            <Tag>
              {a.origem === 'regua'
                ? 'Régua de cobrança'
                : a.origem === 'atendimento'
                  ? 'Atendimento'
                  : (a.origem ?? '—')}
            </Tag>
          </dd>
          {a.canal && (
            <>
              <dt>Canal</dt>
              <dd>
                {CANAL[a.canal] ?? a.canal}
                {a.destinatario ? ` · ${a.destinatario}` : ''}
              </dd>
            </>
          )}
          {a.documento && (
            <>
              <dt>Documento</dt>
              <dd>{a.documento}</dd>
            </>
          )}
          {a.status && (
            <>
              <dt>Situação</dt>
              <dd>
                <Tag color={a.status === 'falha' ? 'red' : 'green'}>{a.status}</Tag>
              </dd>
            </>
          )}
          {a.usuario ? (
            <>
              <dt>Por</dt>
              <dd>{userName(panel.usuarios, a.usuario)}</dd>
            </>
          ) : null}
        </dl>
      )}
    </Section>
  )
}

/** Attendance returns: open attendances with a next-contact date, soonest first. */
export function RetornosSection({ cod }: { cod: number }) {
  const { retornos, status, error, retry } = useAtendimentos(cod)
  const tiposQ = useResultTypes()
  const usuariosQ = useUsuariosList()
  const panel = {
    tiposResultado: tiposQ.tipos,
    retorno_atendimento: retornos,
    usuarios: usuariosQ.usuarios,
  }
  const tipos = new Map(panel.tiposResultado.map((t) => [t.id, t.descricao]))
  const today = todayISO()
  return (
    <Section
      title="Retornos agendados"
      {...withNames(
        { status, empty: panel.retorno_atendimento.length === 0 },
        tiposQ.status,
        usuariosQ.status,
      )}
      error={error}
      onRetry={retry}
      emptyText="Nenhum retorno agendado."
    >
      <ul className="cp-list" aria-label="Lista de retornos">
        {panel.retorno_atendimento.map((a) => (
          <li key={a.id} className="cp-list-item">
            <div className="cp-list-main">
              <div>
                <strong>
                  <DateText value={a.data_retorno} />
                </strong>{' '}
                {a.data_retorno === today ? (
                  <Tag color="orange">Hoje</Tag>
                ) : isPastDate(a.data_retorno, today) ? (
                  <Tag color="red">Atrasado</Tag>
                ) : null}
                <span className="cp-muted">
                  {tipos.get(a.tipo_resultado) ?? `Resultado inativo #${a.tipo_resultado}`} ·
                  atendimento #{a.id} · {userName(panel.usuarios, a.usuario)}
                </span>
              </div>
              {a.observacao && <div className="cp-text cp-clamp">{a.observacao}</div>}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

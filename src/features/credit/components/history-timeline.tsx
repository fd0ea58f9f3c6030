import { Button, Modal, Table, Tag, Timeline } from 'antd'
import { useMemo, useState } from 'react'
import { DateText, Money } from '@/shared/ui/formatted'
import type { Parecer, ParecerVersao } from '../types'
import { ACAO_LABEL, authorName, compareVersions, limitChangeText, previousVersion, type VersionChange } from '../versions'

const ACAO_COLOR: Record<string, string> = {
  criacao: 'blue',
  edicao: 'gray',
  aprovacao: 'green',
  reprovacao: 'red',
}

export interface HistoryTimelineProps {
  versoes: readonly ParecerVersao[]
  pareceres: readonly Parecer[]
  /** the opinion open in the form */
  selected: number | null
  onOpen: (parecer: Parecer) => void
}

/**
 * Why each limit was granted or cut, as a timeline newest first: every version with its author,
 * date and reason, and a comparison with the version before it.
 */
export function HistoryTimeline({ versoes, pareceres, selected, onOpen }: HistoryTimelineProps) {
  const [comparing, setComparing] = useState<{ from: ParecerVersao | null; to: ParecerVersao } | null>(null)
  const byId = useMemo(() => new Map(pareceres.map((p) => [p.id, p])), [pareceres])
  const changes: VersionChange[] = comparing ? compareVersions(comparing.from, comparing.to) : []

  const items = versoes.map((v) => {
    const prev = previousVersion(versoes, v)
    const limitText = limitChangeText(prev, v)
    const parecer = byId.get(v.parecer_credito)
    const latest = parecer?.versao === v.versao
    return {
      key: v.id,
      color: ACAO_COLOR[v.acao] ?? 'gray',
      content: (
        <article
          className={`credit-version${selected === v.parecer_credito ? ' credit-version-selected' : ''}`}
          aria-label={`Parecer nº ${v.parecer_credito}, versão ${v.versao}`}
        >
          <header>
            <strong>{ACAO_LABEL[v.acao] ?? v.acao}</strong>{' '}
            <Tag>
              Parecer nº {v.parecer_credito} · v{v.versao}
            </Tag>
            <span className="credit-muted">
              <DateText value={v.data_hora} withTime /> · {authorName(v.usuario_nome, v.usuario)}
            </span>
          </header>
          {limitText && <div className="credit-limit-change">{limitText}</div>}
          {v.acao === 'criacao' && (
            <div className="credit-muted">
              Limite sugerido {v.limite_sugerido ? <Money value={v.limite_sugerido} /> : '—'}
            </div>
          )}
          {v.motivo && <p className="credit-reason">“{v.motivo}”</p>}
          {v.acao !== 'aprovacao' && v.acao !== 'reprovacao' && <p className="credit-text">{v.parecer}</p>}
          <div className="credit-version-actions">
            {prev && (
              <Button size="small" onClick={() => setComparing({ from: prev, to: v })}>
                Comparar com a versão {prev.versao}
              </Button>
            )}
            {latest && parecer && selected !== parecer.id && (
              <Button size="small" type="link" onClick={() => onOpen(parecer)}>
                Abrir parecer nº {parecer.id}
              </Button>
            )}
          </div>
        </article>
      ),
    }
  })

  return (
    <>
      <Timeline items={items} className="credit-timeline" />
      <Modal
        open={comparing !== null}
        title={
          comparing
            ? `Parecer nº ${comparing.to.parecer_credito}: versão ${comparing.from?.versao ?? '—'} × versão ${comparing.to.versao}`
            : ''
        }
        onCancel={() => setComparing(null)}
        footer={<Button onClick={() => setComparing(null)}>Fechar</Button>}
        width={760}
      >
        {comparing && (
          <>
            <p className="credit-muted">
              Versão {comparing.to.versao}: {ACAO_LABEL[comparing.to.acao] ?? comparing.to.acao} por{' '}
              {authorName(comparing.to.usuario_nome, comparing.to.usuario)} em{' '}
              <DateText value={comparing.to.data_hora} withTime />
              {comparing.to.motivo ? ` — “${comparing.to.motivo}”` : ''}
            </p>
            <Table<VersionChange>
              size="small"
              pagination={false}
              rowKey="field"
              dataSource={changes}
              aria-label="Diferenças entre as versões"
              locale={{ emptyText: 'Nenhum campo mudou.' }}
              columns={[
                { key: 'label', title: 'Campo', dataIndex: 'label', width: 170 },
                {
                  key: 'before',
                  title: `Versão ${comparing.from?.versao ?? '—'}`,
                  render: (_, c) => <span className="credit-before">{c.before}</span>,
                },
                {
                  key: 'after',
                  title: `Versão ${comparing.to.versao}`,
                  render: (_, c) => <span className="credit-after">{c.after}</span>,
                },
              ]}
            />
          </>
        )}
      </Modal>
    </>
  )
}

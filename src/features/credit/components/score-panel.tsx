import { Table, Tag } from 'antd'
import { Money } from '@/shared/ui/formatted'
import type { FatorScore as ScoreFactor } from '@/shared/api/generated/credito'
import type { ScoreResposta } from '../types'

const CLASS_COLOR: Record<string, string> = { A: 'green', B: 'cyan', C: 'gold', D: 'orange', E: 'red' }

/** The transparent score: every factor with its weight, what was measured and why it scored so. */
export function ScorePanel({ score }: { score: ScoreResposta }) {
  return (
    <div className="credit-score">
      <p className="credit-score-head">
        <span className="credit-score-value" aria-label={`Score ${score.score.toLocaleString('pt-BR')} de 100`}>
          {score.score.toLocaleString('pt-BR')}
        </span>
        <span className="credit-muted"> de 100 · </span>
        <Tag color={CLASS_COLOR[score.classe]}>Classe {score.classe}</Tag>
        <span>
          Limite sugerido pelo score: <strong><Money value={score.limite_sugerido} /></strong>
        </span>
      </p>
      <Table<ScoreFactor>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={score.fatores}
        aria-label="Fatores do score"
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'label',
            title: 'Fator',
            render: (_, f) => (
              <>
                <div>{f.label}</div>
                <div className="credit-muted credit-small">{f.reason}</div>
              </>
            ),
          },
          { key: 'weight', title: 'Peso', align: 'right', render: (_, f) => `${f.weight}%` },
          { key: 'measured', title: 'Medido', dataIndex: 'measured' },
          { key: 'points', title: 'Pontos', align: 'right', dataIndex: 'points' },
          {
            key: 'contribution',
            title: 'Contribuição',
            align: 'right',
            render: (_, f) => f.contribution.toLocaleString('pt-BR', { minimumFractionDigits: 1 }),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>Total</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              100%
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} />
            <Table.Summary.Cell index={3} />
            <Table.Summary.Cell index={4} align="right">
              <strong>{score.score.toLocaleString('pt-BR', { minimumFractionDigits: 1 })}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <ul className="credit-explain" aria-label="Como o limite sugerido foi calculado">
        {score.limite_explicacao.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="credit-muted">
        O score orienta; a decisão é de quem escreve o parecer. Se discordar, diga por quê no parecer.
      </p>
    </div>
  )
}

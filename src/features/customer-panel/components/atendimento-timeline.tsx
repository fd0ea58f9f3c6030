import { Button, Tag } from 'antd'
import { useState } from 'react'
import { DateText } from '@/shared/ui/formatted'
import { useAppDispatch } from '@/shared/store/hooks'
import { atendimentoEditStarted } from '../customer-panel-slice'
import { useListSource } from '@/shared/api/data-api'
import { editAtendimento } from '../customer-panel-data'
import {
  useAtendimentoParcela,
  useAtendimentos,
  usePanel,
  useReferenceLater,
  useResultTypes,
  useUsuariosList,
} from '../hooks'
import { byInstantDesc, userName, withNames } from '../lib'
import type { Atendimento } from '../types'
import { ConfirmDelete } from './confirm-delete'
import { Section } from '@/shared/ui/section'

function DeleteAtendimento({ atendimento }: { atendimento: Atendimento }) {
  const dispatch = useAppDispatch()
  return (
    <ConfirmDelete
      title="Excluir este atendimento?"
      description="Ele deixa de aparecer no painel."
      ariaLabel={`Excluir atendimento #${atendimento.id}`}
      successMessage="Atendimento excluído."
      onDelete={() => editAtendimento(dispatch, { ...atendimento, is_deleted: true })}
    />
  )
}

/** How many attendances the panel shows before 'Mostrar todos'. */
const FIRST_PAGE = 15

/** The customer's attendances as a timeline: author, date, result, method, next contact, notes. */
export function AtendimentoTimeline({
  cod,
  limit,
  title = 'Atendimentos',
  onEdit,
}: {
  cod: number
  limit?: number
  title?: string
  /** called after "Editar", e.g. to bring the form into view */
  onEdit?: () => void
}) {
  const dispatch = useAppDispatch()
  const form = usePanel('atendimento_form_edit_object', 'atendimento_form_type')
  const { rows: atendimentos, status, error, retry } = useAtendimentos(cod)
  const tiposQ = useResultTypes()
  const formasQ = useListSource(useReferenceLater('forma'))
  const usuariosQ = useUsuariosList()
  const panel = {
    ...form,
    tiposResultado: tiposQ.tipos,
    formasCobranca: formasQ.rows,
    atendimentos,
    atendimento_parcela: useAtendimentoParcela(cod).rows,
    usuarios: usuariosQ.usuarios,
  }
  const tipos = new Map(panel.tiposResultado.map((t) => [t.id, t.descricao]))
  const formas = new Map(panel.formasCobranca.map((f) => [f.id, f.descricao]))
  const all = byInstantDesc(panel.atendimentos)
  const [expanded, setExpanded] = useState(false)
  const cap = limit ?? (expanded ? all.length : FIRST_PAGE)
  const shown = all.slice(0, cap)
  const editingId =
    panel.atendimento_form_type === 'edit' ? panel.atendimento_form_edit_object?.id : undefined
  return (
    <Section
      title={title}
      {...withNames({ status, empty: all.length === 0 }, tiposQ.status, formasQ.status, usuariosQ.status)}
      error={error}
      onRetry={retry}
      emptyText="Nenhum atendimento registrado para este cliente."
      extra={
        limit && all.length > limit
          ? `${limit} de ${all.length}`
          : all.length > 0
            ? `${all.length}`
            : undefined
      }
    >
      <ol className="cp-timeline">
        {shown.map((a) => {
          const titulos = panel.atendimento_parcela.filter((p) => p.atendimento === a.id)
          return (
            <li
              key={a.id}
              className={`cp-timeline-item${a.id === editingId ? ' is-editing' : ''}${a.concluido ? ' is-done' : ''}`}
            >
              <div className="cp-timeline-head">
                <strong>
                  <DateText value={a.data} withTime />
                </strong>
                <span className="cp-muted">{userName(panel.usuarios, a.usuario)}</span>
                <Tag color={a.concluido ? 'default' : 'processing'}>
                  {a.concluido ? 'Concluído' : 'Em aberto'}
                </Tag>
              </div>
              <div className="cp-timeline-tags">
                <Tag color="geekblue">
                  {tipos.get(a.tipo_resultado) ?? `Resultado inativo #${a.tipo_resultado}`}
                </Tag>
                {a.forma_cobranca ? (
                  <Tag>{formas.get(a.forma_cobranca) ?? `Forma #${a.forma_cobranca}`}</Tag>
                ) : null}
                {a.data_retorno && (
                  <span className="cp-muted">
                    Próximo contato: <DateText value={a.data_retorno} />
                  </span>
                )}
              </div>
              {a.observacao && <p className="cp-text">{a.observacao}</p>}
              {titulos.length > 0 && (
                <ul className="cp-timeline-titles" aria-label={`Títulos do atendimento #${a.id}`}>
                  {titulos.map((t) => (
                    <li key={t.id}>
                      {t.documento} · {t.acao}
                    </li>
                  ))}
                </ul>
              )}
              <div className="cp-timeline-actions">
                <Button
                  size="small"
                  type="link"
                  aria-label={`Editar atendimento #${a.id}`}
                  onClick={() => {
                    dispatch(atendimentoEditStarted(a))
                    onEdit?.()
                  }}
                >
                  Editar
                </Button>
                <DeleteAtendimento atendimento={a} />
              </div>
            </li>
          )
        })}
      </ol>
      {!limit && all.length > FIRST_PAGE && (
        <Button type="link" onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Mostrar menos' : `Mostrar todos (${all.length})`}
        </Button>
      )}
    </Section>
  )
}

import { Button, Popconfirm } from 'antd'
import { showMessage } from '@/shared/ui/feedback'
import { useAppDispatch } from '@/shared/store/hooks'
import { concluirAtendimentos } from '../customer-panel-data'
import { saveFailed } from '@/shared/ui/save-failed'
import { useAtendimentos, useClientePainel, useSingleFlight } from '../hooks'

/** 'Concluir atendimentos' of one customer, after a confirmation. */
export function ConcluirButton({ cod }: { cod: number }) {
  const dispatch = useAppDispatch()
  const atendimentos = useAtendimentos(cod)
  const { cliente } = useClientePainel(cod)
  const panel = { atendimentos: atendimentos.rows, cliente }
  const loaded = atendimentos.status === 'succeeded'
  const { busy, run } = useSingleFlight()
  const abertos = panel.atendimentos.filter((a) => !a.concluido).length
  const nome = panel.cliente?.nome_fantasia ?? `cliente ${cod}`
  return (
    <Popconfirm
      disabled={!loaded || abertos === 0}
      title="Concluir atendimentos?"
      description={
        abertos > 0
          ? `${abertos === 1 ? 'O atendimento em aberto' : `Os ${abertos} atendimentos em aberto`} de ${nome} ${abertos === 1 ? 'será concluído' : 'serão concluídos'}.`
          : `Conclui os atendimentos em aberto de ${nome}.`
      }
      okText="Concluir"
      cancelText="Cancelar"
      onConfirm={() =>
        run(async () => {
          try {
            const answer = await concluirAtendimentos(dispatch, cod)
            const n = answer.quantidade
            showMessage(
              'success',
              n === undefined
                ? 'Atendimentos concluídos.'
                : n === 0
                  ? 'Nenhum atendimento em aberto.'
                  : `${n} ${n === 1 ? 'atendimento concluído' : 'atendimentos concluídos'}.`,
            )
          } catch (error) {
            saveFailed(error)
          }
        })
      }
    >
      {/* Nothing open (or not known yet): nothing to conclude, the button says so. */}
      <Button
        loading={busy}
        disabled={!loaded || abertos === 0}
        title={loaded && abertos === 0 ? 'Nenhum atendimento em aberto' : undefined}
      >
        Concluir atendimentos{abertos > 0 ? ` (${abertos})` : ''}
      </Button>
    </Popconfirm>
  )
}

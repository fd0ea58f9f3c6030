import { Button, Space, Typography } from 'antd'
import { useSearchParams } from 'react-router-dom'
import { addBusinessDays } from '@/shared/lib/business-days'
import { formatDate } from '@/shared/lib/date'
import type { DispatchPlan, ExclusionCode, ReguaExtended } from '../types'

export type Show = 'enviar' | 'fora' | 'todos'

/** The reason of a rule without customers, and how to fix it. */
export const SEM_CLIENTES = 'Esta régua não tem clientes: vincule um segmento na aba Réguas.'

/** No customers: the count says so; a server without the count, no segment says so. */
export const semClientes = (r: ReguaExtended) =>
  r.qtd_clientes === 0 || (r.qtd_clientes === undefined && r.segmentos.length === 0)
const semEtapas = (r: ReguaExtended) => !r.acoes.some((a) => a.ativo)

/** Why the dry run of `plan` has no message at all; `fix`: the tab where the user fixes it. */
export function whyNoMessage(
  plan: DispatchPlan,
  reguas: readonly ReguaExtended[],
): { text: string; fix?: 'reguas' | 'etapas' } {
  const chosen = plan.regua === null ? undefined : reguas.find((r) => r.id === plan.regua)
  const wanted = chosen ? [chosen] : reguas.filter((r) => r.ativo)
  if (chosen && semClientes(chosen)) return { text: SEM_CLIENTES, fix: 'reguas' }
  if (chosen && semEtapas(chosen))
    return {
      text: 'Esta régua não tem etapas ativas: inclua uma etapa na aba Etapas.',
      fix: 'etapas',
    }
  if (wanted.length === 0)
    return { text: 'Nenhuma régua está ativa: ative uma régua na aba Réguas.', fix: 'reguas' }
  if (wanted.every(semClientes))
    return {
      text: 'Nenhuma régua ativa tem clientes: vincule um segmento a uma régua na aba Réguas.',
      fix: 'reguas',
    }
  if (wanted.every(semEtapas))
    return {
      text: 'Nenhuma régua ativa tem etapas ativas: inclua uma etapa na aba Etapas.',
      fix: 'etapas',
    }
  return {
    text: `Nenhuma etapa cai em ${formatDate(plan.data)}: nenhum título ${chosen ? 'dos clientes desta régua' : 'dos clientes das réguas ativas'} está, nesta data, no dia de uma etapa.`,
  }
}

/** Each reason for leaving a message out, in a few words (the row says it in full). */
const MOTIVO: Record<ExclusionCode, string> = {
  ja_processado: 'etapa já processada nesta data (a régua já rodou)',
  pago: 'título já pago',
  cliente_inativo: 'cliente inativo',
  negociacao: 'negociação ativa',
  promessa: 'promessa de pagamento',
  sem_contato: 'sem contato para o canal',
  modelo_inativo: 'modelo inativo ou de outro canal',
  sem_smtp: 'nenhum servidor SMTP ativo',
  limite_semanal: 'limite por semana atingido',
}

function reasonsOf(plan: DispatchPlan): Array<[string, number]> {
  const counts = new Map<string, number>()
  for (const i of plan.itens) {
    if (i.status === 'enviar') continue
    const label = i.motivo_codigo ? MOTIVO[i.motivo_codigo] : (i.motivo ?? 'outro motivo')
    counts.set(label, (counts.get(label) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1])
}

const mensagens = (n: number) => (n === 1 ? '1 mensagem' : `${n} mensagens`)

/**
 * What the simulation's table shows when no row is shown: why nobody would be notified and what
 * to try (another day, the left-out messages, the tab that fixes the rule).
 */
export function SimulacaoEmpty({
  plan,
  reguas,
  show,
  onShow,
  onSimulate,
}: {
  plan: DispatchPlan
  reguas: readonly ReguaExtended[]
  show: Show
  onShow: (show: Show) => void
  /** simulates another day */
  onSimulate: (data: string) => void
}) {
  const [, setSearch] = useSearchParams()
  const next = addBusinessDays(plan.data, 1)
  const tryNext = <Button onClick={() => onSimulate(next)}>{`Simular ${formatDate(next)}`}</Button>
  const fora = plan.itens.filter((i) => i.status !== 'enviar').length
  const dia = formatDate(plan.data)

  if (plan.itens.length === 0) {
    const { text, fix } = whyNoMessage(plan, reguas)
    const openTab = (aba: 'reguas' | 'etapas') =>
      setSearch(
        (current) => {
          const out = new URLSearchParams(current)
          if (aba === 'reguas') out.delete('aba')
          else out.set('aba', aba)
          if (aba === 'etapas' && plan.regua !== null) out.set('regua', String(plan.regua))
          return out
        },
        { replace: true },
      )
    return (
      <div className="cr-sim-empty" role="status">
        <Typography.Paragraph strong>{text}</Typography.Paragraph>
        <Space wrap>
          {fix === 'reguas' && (
            <Button onClick={() => openTab('reguas')}>Abrir a aba Réguas</Button>
          )}
          {fix === 'etapas' && (
            <Button onClick={() => openTab('etapas')}>Abrir a aba Etapas</Button>
          )}
          {!fix && tryNext}
        </Space>
      </div>
    )
  }
  if (show === 'fora') {
    return <div role="status">{`Nenhuma mensagem fica fora do envio em ${dia}.`}</div>
  }
  // "Serão notificados" with nobody: why the others are left out, and what to try
  return (
    <div className="cr-sim-empty" role="status">
      <Typography.Paragraph strong>{`Ninguém seria notificado em ${dia}.`}</Typography.Paragraph>
      <Typography.Paragraph>
        {`${mensagens(fora)} ${fora === 1 ? 'cairia' : 'cairiam'} nesta data, mas ${fora === 1 ? 'fica' : 'ficam'} fora do envio:`}
      </Typography.Paragraph>
      <ul className="cr-sim-reasons">
        {reasonsOf(plan).map(([label, n]) => (
          <li key={label}>{`${label}: ${mensagens(n)}`}</li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary">
        Tente outro dia (as etapas caem em dias úteis, contados do vencimento de cada título), outra
        régua, ou veja o motivo de cada cliente em Fora do envio.
      </Typography.Paragraph>
      <Space wrap>
        {tryNext}
        <Button onClick={() => onShow('fora')}>{`Ver fora do envio (${fora})`}</Button>
      </Space>
    </div>
  )
}

/**
 * Row shapes of the collection-rule endpoints, as api/openapi.yaml (tag regua) defines them: the
 * generated types, under the names the module's components use.
 */
import type {
  Canal,
  DisparoAutomatico,
  MarcacaoModelo,
  MensagemSimulada,
  ModeloMensagem,
  Regua as ReguaRow,
  ReguaAcao as ReguaAcaoRow,
  ReguaCliente as ReguaClienteRow,
  ReguaExtended as ReguaExtendedRow,
  ReguaSegmento as ReguaSegmentoRow,
  ReguaStatus as ReguaStatusRow,
  ResumoExecucaoRegua,
  ServidorSmtp,
  SimulacaoRegua,
  TotaisCanal,
} from '@/shared/api/generated/regua'

export type Channel = Canal
export type ChannelTotals = TotaisCanal

/** A rule; `max_mensagens_semana`: at most N messages per customer in 7 days, across channels; 0 = no cap. */
export type Regua = ReguaRow
/** A step: `dias` from the due date, negative before, 0 on the day, positive after. */
export type ReguaAcao = ReguaAcaoRow
export type ReguaSegmento = ReguaSegmentoRow
export type ReguaStatus = ReguaStatusRow
/** GET /api/cobranca/regua-extended/: `qtd_clientes` customers follow it (a rule with customers is not deleted plainly). */
export type ReguaExtended = ReguaExtendedRow
export type ReguaCliente = ReguaClienteRow

/**
 * An SMTP server. Spec: SMTP items carry id and get key = id. The password is write-only: never
 * read back, sent only when the user typed a new one.
 */
export type SmtpSetting = ServidorSmtp & { key?: number; password?: string }

/** A template (spec: templates carry id and get key = id); a new one, in an editing slot, has none yet. */
export type Template = Omit<ModeloMensagem, 'id'> & { id?: number; key?: number }

/** A merge tag (spec: tags get key = index). */
export type Tag = MarcacaoModelo & { key?: number }

/** The dry run ("Quem seria notificado") as the server answers it. */
export type DispatchPlan = SimulacaoRegua
export type PlannedMessage = MensagemSimulada
export type ExclusionCode = NonNullable<MensagemSimulada['motivo_codigo']>

export type RunSummary = ResumoExecucaoRegua

/** A row of GET /api/cobranca/disparo-automatico (the message text comes with the detail). */
export type DisparoLog = DisparoAutomatico
export type DisparoStatus = DisparoAutomatico['status']

import { api } from '@/shared/api/client'
import { expectObject, normalizeList } from '@/shared/api/lists'
import type {
  DispatchPlan,
  DisparoLog,
  Regua,
  ReguaAcao,
  ReguaCliente,
  ReguaExtended,
  ReguaSegmento,
  ReguaStatus,
  RunSummary,
  SmtpSetting,
  Tag,
  Template,
} from './types'

const C = '/api/cobranca'
const N = `${C}/notificacao`

/** Paths: "spec" are in the specification; "nosso" are ours (docs/api-contract.md). */
export const URLS = {
  /** spec */
  regua: `${C}/regua/`,
  /** spec */
  reguaExtended: `${C}/regua-extended/`,
  /** spec */
  reguaAcao: `${C}/regua-acao/`,
  /** spec */
  reguaSegmento: `${C}/regua-segmento/`,
  /** spec */
  reguaStatus: `${C}/regua-status/`,
  /** nosso: customers under a rule */
  reguaClientes: (id: number) => `${C}/regua/${id}/clientes/`,
  /** nosso: dry run ("Quem seria notificado hoje") */
  simular: `${C}/regua/simular/`,
  /** nosso: run now (supervisors) */
  executar: `${C}/regua/executar/`,
  /** spec */
  smtp: `${N}/smtp/`,
  /** spec */
  smtpTest: `${N}/smtp/test/`,
  /** spec */
  template: `${N}/template/`,
  /** nosso: send one rendered test message */
  templateTest: `${N}/template/test/`,
  /** spec */
  tags: `${N}/tags/`,
  /** spec */
  disparo: `${C}/disparo-automatico`,
  /** nosso: one dispatch with its rendered message */
  disparoDetalhe: (id: number) => `${C}/disparo-automatico/${id}/`,
  /** spec */
  disparoExcel: `${C}/disparo-automatico/excel`,
} as const

const detail = (base: string, id: number) => `${base}${id}/`

export async function fetchReguasExtended(signal?: AbortSignal): Promise<ReguaExtended[]> {
  const { data } = await api.get(URLS.reguaExtended, { signal })
  return normalizeList<ReguaExtended>(data)
}
export async function fetchSegmentos(signal?: AbortSignal): Promise<ReguaSegmento[]> {
  const { data } = await api.get(URLS.reguaSegmento, { signal })
  return normalizeList<ReguaSegmento>(data)
}
export async function fetchReguaClientes(id: number, signal?: AbortSignal): Promise<ReguaCliente[]> {
  const { data } = await api.get(URLS.reguaClientes(id), { signal })
  return normalizeList<ReguaCliente>(data)
}

/** POST without id, PATCH `{id}/` with one. */
async function saveRow<T extends { id?: number }>(base: string, values: Partial<T>, id?: number): Promise<T> {
  const { data } = id ? await api.patch(detail(base, id), values) : await api.post(base, values)
  return expectObject<T>(data)
}

export const saveRegua = (v: Partial<Regua>, id?: number) => saveRow<Regua>(URLS.regua, v, id)
export const saveAcao = (v: Partial<ReguaAcao>, id?: number) => saveRow<ReguaAcao>(URLS.reguaAcao, v, id)
export const saveSegmento = (v: Partial<ReguaSegmento>, id?: number) =>
  saveRow<ReguaSegmento>(URLS.reguaSegmento, v, id)
export const saveStatus = (v: Partial<ReguaStatus>, id?: number) =>
  saveRow<ReguaStatus>(URLS.reguaStatus, v, id)

export async function deleteRegua(id: number, moverPara?: number): Promise<void> {
  await api.delete(detail(URLS.regua, id), { params: moverPara ? { mover_para: moverPara } : undefined })
}
export const deleteAcao = async (id: number) => void (await api.delete(detail(URLS.reguaAcao, id)))
export const deleteSegmento = async (id: number) => void (await api.delete(detail(URLS.reguaSegmento, id)))
export const deleteStatus = async (id: number) => void (await api.delete(detail(URLS.reguaStatus, id)))

export async function fetchSmtp(signal?: AbortSignal): Promise<SmtpSetting[]> {
  const { data } = await api.get(URLS.smtp, { signal })
  return normalizeList<SmtpSetting>(data)
}
/** The password goes only when typed: an empty field keeps the stored one. */
export async function saveSmtp(values: SmtpSetting): Promise<SmtpSetting> {
  const { id, key: _key, password, ...rest } = values
  void _key
  const body: Partial<SmtpSetting> = password ? { ...rest, password } : rest
  return saveRow<SmtpSetting>(URLS.smtp, body, id)
}
export const deleteSmtp = async (id: number) => void (await api.delete(detail(URLS.smtp, id)))
export async function testSmtp(values: Partial<SmtpSetting>): Promise<{ ok: boolean; detail: string }> {
  const { key: _key, id: _id, ...rest } = values
  void _key
  void _id
  const { data } = await api.post(URLS.smtpTest, rest)
  return expectObject<{ ok: boolean; detail: string }>(data)
}

export async function fetchTemplates(signal?: AbortSignal): Promise<Template[]> {
  const { data } = await api.get(URLS.template, { signal })
  return normalizeList<Template>(data)
}
export async function saveTemplate(values: Template): Promise<Template> {
  const { id, key: _key, ...rest } = values
  void _key
  return saveRow<Template>(URLS.template, rest, id)
}
export const deleteTemplate = async (id: number) => void (await api.delete(detail(URLS.template, id)))
export async function testTemplate(body: {
  canal: Template['canal']
  destino: string
  assunto: string
  corpo: string
}): Promise<{ detail: string; mensagem: string; assunto: string }> {
  const { data } = await api.post(URLS.templateTest, body)
  return expectObject(data)
}

export async function fetchTags(signal?: AbortSignal): Promise<Tag[]> {
  const { data } = await api.get(URLS.tags, { signal })
  return normalizeList<Tag>(data)
}

export async function simulate(
  args: { data: string; regua: number | null },
  signal?: AbortSignal,
): Promise<DispatchPlan> {
  const { data } = await api.post(URLS.simular, args, { signal })
  return expectObject<DispatchPlan>(data, ['itens', 'totais'])
}
export async function runNow(args: { data: string; regua: number | null }): Promise<RunSummary> {
  const { data } = await api.post(URLS.executar, args)
  return expectObject<RunSummary>(data)
}

export async function fetchDisparos(
  params: { data_inicio: string; data_fim: string },
  signal?: AbortSignal,
): Promise<DisparoLog[]> {
  const { data } = await api.get(URLS.disparo, {
    params: { ...params, incluir_ignorados: true },
    signal,
  })
  return normalizeList<DisparoLog>(data)
}
export async function fetchDisparo(id: number, signal?: AbortSignal): Promise<DisparoLog> {
  const { data } = await api.get(URLS.disparoDetalhe(id), { signal })
  return expectObject<DisparoLog>(data)
}

/**
 * The collection-rule module's additions to the generated endpoints (tag regua): what each answer
 * must be (RELIABILITY 36), and which cache entries a write reloads. Each list provides its own
 * id under the tag, so a write reloads what it changed:
 * - a rule, step, segment or status: the rules (regua-extended and the segments), the customers
 *   under a rule and the dry run;
 * - a template: the templates and the dry run; an SMTP server: the servers and the dry run
 *   (without an active server e-mails fail);
 * - running the rules: the dispatch log (the tab simulates again itself);
 * - the SMTP and template tests write nothing and reload nothing.
 * Specification, "Collection-rule settings": saving an SMTP setting or a template that has an id
 * replaces that item in the list, without an id it is appended; deleting removes it. The cached
 * lists change at once from the saved row, before the invalidation's reload confirms them.
 */
import { generatedApi } from '@/shared/api/generated/regua'
import type { ModeloMensagem, ServidorSmtp } from '@/shared/api/generated/regua'

const tag = (id: string) => ({ type: 'regua' as const, id })
export const REGUAS = tag('reguas')
export const CLIENTES = tag('clientes')
export const MODELOS = tag('modelos')
export const MARCACOES = tag('marcacoes')
export const SMTP = tag('smtp')
export const SIMULACAO = tag('simulacao')
export const ENVIOS = tag('envios')

/**
 * A write reloads `tags` once it succeeded: a refused one changed nothing, and reloading then
 * would render the open form again.
 */
const after =
  (...tags: Array<ReturnType<typeof tag>>) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags
const RULE_WRITE = after(REGUAS, CLIENTES, SIMULACAO)

type Cached<T> = T[] | { results: T[] }

/** A saved row replaces the cached one with its id; a new one is appended (specification). */
export function upsertRow<T extends { id?: number }>(list: Cached<T>, row: T): void {
  const rows = Array.isArray(list) ? list : list.results
  const at = row.id === undefined ? -1 : rows.findIndex((r) => r.id === row.id)
  if (at >= 0) rows[at] = row
  else rows.push(row)
}

/** A deleted row leaves the cached list. */
export function removeRow<T extends { id?: number }>(list: Cached<T>, id: number): void {
  const rows = Array.isArray(list) ? list : list.results
  const at = rows.findIndex((r) => r.id === id)
  if (at >= 0) rows.splice(at, 1)
}

/** The password is write-only: never kept, even if a server echoed it back. */
function withoutPassword(row: ServidorSmtp): ServidorSmtp {
  const { password: _password, ...rest } = row as ServidorSmtp & { password?: unknown }
  void _password
  return rest
}

type ListEndpoint = 'getCobrancaNotificacaoSmtp' | 'getCobrancaNotificacaoTemplate'
type Dispatch = (action: unknown) => unknown

/** Applies `change` to every cached copy of a list (each set of query arguments). */
function changeList(
  endpoint: ListEndpoint,
  state: unknown,
  dispatch: Dispatch,
  change: (draft: Cached<{ id?: number }>) => void,
): void {
  const args = generatedApi.util.selectCachedArgsForQuery(state as never, endpoint)
  for (const arg of args)
    dispatch(generatedApi.util.updateQueryData(endpoint, arg as never, (draft) => change(draft as never)))
}

function savedInto(endpoint: ListEndpoint) {
  return async (
    _arg: unknown,
    lifecycle: { dispatch: Dispatch; getState: () => unknown; queryFulfilled: Promise<{ data: ServidorSmtp | ModeloMensagem }> },
  ): Promise<void> => {
    try {
      const { data } = await lifecycle.queryFulfilled
      const row = endpoint === 'getCobrancaNotificacaoSmtp' ? withoutPassword(data as ServidorSmtp) : data
      changeList(endpoint, lifecycle.getState(), lifecycle.dispatch, (draft) => upsertRow(draft, row))
    } catch {
      /* the form shows the failure and keeps what was typed; the list stays as it was */
    }
  }
}

function removedFrom(endpoint: ListEndpoint) {
  return async (
    { id }: { id: number },
    lifecycle: { dispatch: Dispatch; getState: () => unknown; queryFulfilled: Promise<unknown> },
  ): Promise<void> => {
    try {
      await lifecycle.queryFulfilled
      changeList(endpoint, lifecycle.getState(), lifecycle.dispatch, (draft) => removeRow(draft, id))
    } catch {
      /* the page shows the failure; the row stays */
    }
  }
}

export const collectionRuleApi = generatedApi.enhanceEndpoints({
  endpoints: {
    // the rules and their segments ("Réguas", "Etapas", "Segmentos", "Status")
    getCobrancaReguaExtended: {
      providesTags: [REGUAS],
      extraOptions: { expect: 'list' },
    },
    getCobrancaReguaSegmento: { providesTags: [REGUAS], extraOptions: { expect: 'list' } },
    // the plain rule list (other pages' selects): a rule saved here reloads it too
    getCobrancaRegua: { providesTags: [REGUAS] },
    getCobrancaReguaIdClientes: { providesTags: [CLIENTES], extraOptions: { expect: 'list' } },
    postCobrancaRegua: { invalidatesTags: RULE_WRITE, extraOptions: { expect: 'object', required: ['id'] } },
    patchCobrancaReguaId: { invalidatesTags: RULE_WRITE, extraOptions: { expect: 'object', required: ['id'] } },
    deleteCobrancaReguaId: { invalidatesTags: RULE_WRITE },
    postCobrancaReguaAcao: { invalidatesTags: RULE_WRITE, extraOptions: { expect: 'object', required: ['id'] } },
    patchCobrancaReguaAcaoId: { invalidatesTags: RULE_WRITE, extraOptions: { expect: 'object', required: ['id'] } },
    deleteCobrancaReguaAcaoId: { invalidatesTags: RULE_WRITE },
    postCobrancaReguaSegmento: { invalidatesTags: RULE_WRITE, extraOptions: { expect: 'object', required: ['id'] } },
    patchCobrancaReguaSegmentoId: { invalidatesTags: RULE_WRITE, extraOptions: { expect: 'object', required: ['id'] } },
    deleteCobrancaReguaSegmentoId: { invalidatesTags: RULE_WRITE },
    postCobrancaReguaStatus: { invalidatesTags: RULE_WRITE, extraOptions: { expect: 'object', required: ['id'] } },
    patchCobrancaReguaStatusId: { invalidatesTags: RULE_WRITE, extraOptions: { expect: 'object', required: ['id'] } },
    deleteCobrancaReguaStatusId: { invalidatesTags: RULE_WRITE },

    // templates and their merge tags ("Modelos")
    getCobrancaNotificacaoTemplate: { providesTags: [MODELOS], extraOptions: { expect: 'list' } },
    getCobrancaNotificacaoTags: { providesTags: [MARCACOES], extraOptions: { expect: 'list' } },
    postCobrancaNotificacaoTemplate: {
      invalidatesTags: after(MODELOS, SIMULACAO),
      extraOptions: { expect: 'object', required: ['id', 'canal'] },
      onQueryStarted: savedInto('getCobrancaNotificacaoTemplate'),
    },
    patchCobrancaNotificacaoTemplateId: {
      invalidatesTags: after(MODELOS, SIMULACAO),
      extraOptions: { expect: 'object', required: ['id', 'canal'] },
      onQueryStarted: savedInto('getCobrancaNotificacaoTemplate'),
    },
    deleteCobrancaNotificacaoTemplateId: {
      invalidatesTags: after(MODELOS, SIMULACAO),
      onQueryStarted: removedFrom('getCobrancaNotificacaoTemplate'),
    },
    postCobrancaNotificacaoTemplateTest: { invalidatesTags: [], extraOptions: { expect: 'object', required: ['detail'] } },

    // SMTP servers ("SMTP")
    getCobrancaNotificacaoSmtp: { providesTags: [SMTP], extraOptions: { expect: 'list' } },
    postCobrancaNotificacaoSmtp: {
      invalidatesTags: after(SMTP, SIMULACAO),
      extraOptions: { expect: 'object', required: ['id'] },
      onQueryStarted: savedInto('getCobrancaNotificacaoSmtp'),
    },
    patchCobrancaNotificacaoSmtpId: {
      invalidatesTags: after(SMTP, SIMULACAO),
      extraOptions: { expect: 'object', required: ['id'] },
      onQueryStarted: savedInto('getCobrancaNotificacaoSmtp'),
    },
    deleteCobrancaNotificacaoSmtpId: {
      invalidatesTags: after(SMTP, SIMULACAO),
      onQueryStarted: removedFrom('getCobrancaNotificacaoSmtp'),
    },
    postCobrancaNotificacaoSmtpTest: { invalidatesTags: [], extraOptions: { expect: 'object', required: ['detail'] } },

    // "Quem seria notificado" (a POST that only reads) and "Executar agora"
    postCobrancaReguaSimular: {
      providesTags: [SIMULACAO],
      extraOptions: { expect: 'object', required: ['itens', 'totais'] },
    },
    postCobrancaReguaExecutar: {
      invalidatesTags: after(ENVIOS),
      extraOptions: { expect: 'object', required: ['enviados', 'ignorados', 'falhas'] },
    },

    // Relatório de Envios: the log, and one message. A logged message never changes: an opened
    // one is kept until the session ends (specification, Reports: `messages`), as before.
    getCobrancaDisparoAutomatico: { providesTags: [ENVIOS], extraOptions: { expect: 'list' } },
    getCobrancaDisparoAutomaticoId: {
      providesTags: [ENVIOS],
      keepUnusedDataFor: Infinity,
      extraOptions: { expect: 'object', required: ['id', 'canal'] },
    },
  },
})

export const {
  useGetCobrancaReguaExtendedQuery,
  useGetCobrancaReguaSegmentoQuery,
  useGetCobrancaReguaIdClientesQuery,
  usePostCobrancaReguaMutation,
  usePatchCobrancaReguaIdMutation,
  useDeleteCobrancaReguaIdMutation,
  usePostCobrancaReguaAcaoMutation,
  usePatchCobrancaReguaAcaoIdMutation,
  useDeleteCobrancaReguaAcaoIdMutation,
  usePostCobrancaReguaSegmentoMutation,
  usePatchCobrancaReguaSegmentoIdMutation,
  useDeleteCobrancaReguaSegmentoIdMutation,
  usePostCobrancaReguaStatusMutation,
  usePatchCobrancaReguaStatusIdMutation,
  useDeleteCobrancaReguaStatusIdMutation,
  useGetCobrancaNotificacaoTemplateQuery,
  useGetCobrancaNotificacaoTagsQuery,
  usePostCobrancaNotificacaoTemplateMutation,
  usePatchCobrancaNotificacaoTemplateIdMutation,
  useDeleteCobrancaNotificacaoTemplateIdMutation,
  usePostCobrancaNotificacaoTemplateTestMutation,
  useGetCobrancaNotificacaoSmtpQuery,
  usePostCobrancaNotificacaoSmtpMutation,
  usePatchCobrancaNotificacaoSmtpIdMutation,
  useDeleteCobrancaNotificacaoSmtpIdMutation,
  usePostCobrancaNotificacaoSmtpTestMutation,
  usePostCobrancaReguaSimularQuery,
  usePostCobrancaReguaExecutarMutation,
  useGetCobrancaDisparoAutomaticoQuery,
  useGetCobrancaDisparoAutomaticoIdQuery,
} = collectionRuleApi

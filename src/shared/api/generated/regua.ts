import { dataApi as api } from '../data-api'
export const addTagTypes = ['regua'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCobrancaDisparoAutomatico: build.query<
        GetCobrancaDisparoAutomaticoApiResponse,
        GetCobrancaDisparoAutomaticoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/disparo-automatico`,
          params: {
            data_inicio: queryArg.dataInicio,
            data_fim: queryArg.dataFim,
            incluir_ignorados: queryArg.incluirIgnorados,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['regua'],
      }),
      getCobrancaDisparoAutomaticoId: build.query<
        GetCobrancaDisparoAutomaticoIdApiResponse,
        GetCobrancaDisparoAutomaticoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/disparo-automatico/${queryArg.id}/` }),
        providesTags: ['regua'],
      }),
      postCobrancaDisparoAutomaticoExcel: build.mutation<
        PostCobrancaDisparoAutomaticoExcelApiResponse,
        PostCobrancaDisparoAutomaticoExcelApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/disparo-automatico/excel`,
          method: 'POST',
          body: queryArg.planilhaLinhas,
          params: {
            data_inicio: queryArg.dataInicio,
            data_fim: queryArg.dataFim,
          },
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaNotificacaoSmtp: build.query<
        GetCobrancaNotificacaoSmtpApiResponse,
        GetCobrancaNotificacaoSmtpApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/smtp/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['regua'],
      }),
      postCobrancaNotificacaoSmtp: build.mutation<
        PostCobrancaNotificacaoSmtpApiResponse,
        PostCobrancaNotificacaoSmtpApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/smtp/`,
          method: 'POST',
          body: queryArg.novoServidorSmtp,
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaNotificacaoSmtpId: build.query<
        GetCobrancaNotificacaoSmtpIdApiResponse,
        GetCobrancaNotificacaoSmtpIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/notificacao/smtp/${queryArg.id}/` }),
        providesTags: ['regua'],
      }),
      putCobrancaNotificacaoSmtpId: build.mutation<
        PutCobrancaNotificacaoSmtpIdApiResponse,
        PutCobrancaNotificacaoSmtpIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/smtp/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['regua'],
      }),
      patchCobrancaNotificacaoSmtpId: build.mutation<
        PatchCobrancaNotificacaoSmtpIdApiResponse,
        PatchCobrancaNotificacaoSmtpIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/smtp/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoServidorSmtp,
        }),
        invalidatesTags: ['regua'],
      }),
      deleteCobrancaNotificacaoSmtpId: build.mutation<
        DeleteCobrancaNotificacaoSmtpIdApiResponse,
        DeleteCobrancaNotificacaoSmtpIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/smtp/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['regua'],
      }),
      postCobrancaNotificacaoSmtpTest: build.mutation<
        PostCobrancaNotificacaoSmtpTestApiResponse,
        PostCobrancaNotificacaoSmtpTestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/smtp/test/`,
          method: 'POST',
          body: queryArg.testeSmtp,
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaNotificacaoTags: build.query<
        GetCobrancaNotificacaoTagsApiResponse,
        GetCobrancaNotificacaoTagsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/tags/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['regua'],
      }),
      postCobrancaNotificacaoTags: build.mutation<
        PostCobrancaNotificacaoTagsApiResponse,
        PostCobrancaNotificacaoTagsApiArg
      >({
        query: () => ({ url: `/api/cobranca/notificacao/tags/`, method: 'POST' }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaNotificacaoTagsId: build.query<
        GetCobrancaNotificacaoTagsIdApiResponse,
        GetCobrancaNotificacaoTagsIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/notificacao/tags/${queryArg.id}/` }),
        providesTags: ['regua'],
      }),
      putCobrancaNotificacaoTagsId: build.mutation<
        PutCobrancaNotificacaoTagsIdApiResponse,
        PutCobrancaNotificacaoTagsIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/tags/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['regua'],
      }),
      patchCobrancaNotificacaoTagsId: build.mutation<
        PatchCobrancaNotificacaoTagsIdApiResponse,
        PatchCobrancaNotificacaoTagsIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/tags/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['regua'],
      }),
      deleteCobrancaNotificacaoTagsId: build.mutation<
        DeleteCobrancaNotificacaoTagsIdApiResponse,
        DeleteCobrancaNotificacaoTagsIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/tags/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaNotificacaoTemplate: build.query<
        GetCobrancaNotificacaoTemplateApiResponse,
        GetCobrancaNotificacaoTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/template/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['regua'],
      }),
      postCobrancaNotificacaoTemplate: build.mutation<
        PostCobrancaNotificacaoTemplateApiResponse,
        PostCobrancaNotificacaoTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/template/`,
          method: 'POST',
          body: queryArg.novoModeloMensagem,
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaNotificacaoTemplateId: build.query<
        GetCobrancaNotificacaoTemplateIdApiResponse,
        GetCobrancaNotificacaoTemplateIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/notificacao/template/${queryArg.id}/` }),
        providesTags: ['regua'],
      }),
      putCobrancaNotificacaoTemplateId: build.mutation<
        PutCobrancaNotificacaoTemplateIdApiResponse,
        PutCobrancaNotificacaoTemplateIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/template/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['regua'],
      }),
      patchCobrancaNotificacaoTemplateId: build.mutation<
        PatchCobrancaNotificacaoTemplateIdApiResponse,
        PatchCobrancaNotificacaoTemplateIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/template/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoModeloMensagem,
        }),
        invalidatesTags: ['regua'],
      }),
      deleteCobrancaNotificacaoTemplateId: build.mutation<
        DeleteCobrancaNotificacaoTemplateIdApiResponse,
        DeleteCobrancaNotificacaoTemplateIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/template/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['regua'],
      }),
      postCobrancaNotificacaoTemplateTest: build.mutation<
        PostCobrancaNotificacaoTemplateTestApiResponse,
        PostCobrancaNotificacaoTemplateTestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/template/test/`,
          method: 'POST',
          body: queryArg.testeModeloMensagem,
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaReguaAcao: build.query<
        GetCobrancaReguaAcaoApiResponse,
        GetCobrancaReguaAcaoApiArg
      >({
        query: () => ({ url: `/api/cobranca/regua-acao/` }),
        providesTags: ['regua'],
      }),
      postCobrancaReguaAcao: build.mutation<
        PostCobrancaReguaAcaoApiResponse,
        PostCobrancaReguaAcaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-acao/`,
          method: 'POST',
          body: queryArg.novaReguaAcao,
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaReguaAcaoId: build.query<
        GetCobrancaReguaAcaoIdApiResponse,
        GetCobrancaReguaAcaoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/regua-acao/${queryArg.id}/` }),
        providesTags: ['regua'],
      }),
      putCobrancaReguaAcaoId: build.mutation<
        PutCobrancaReguaAcaoIdApiResponse,
        PutCobrancaReguaAcaoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/regua-acao/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['regua'],
      }),
      patchCobrancaReguaAcaoId: build.mutation<
        PatchCobrancaReguaAcaoIdApiResponse,
        PatchCobrancaReguaAcaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-acao/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoReguaAcao,
        }),
        invalidatesTags: ['regua'],
      }),
      deleteCobrancaReguaAcaoId: build.mutation<
        DeleteCobrancaReguaAcaoIdApiResponse,
        DeleteCobrancaReguaAcaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-acao/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaReguaExtended: build.query<
        GetCobrancaReguaExtendedApiResponse,
        GetCobrancaReguaExtendedApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-extended/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['regua'],
      }),
      postCobrancaReguaExtended: build.mutation<
        PostCobrancaReguaExtendedApiResponse,
        PostCobrancaReguaExtendedApiArg
      >({
        query: () => ({ url: `/api/cobranca/regua-extended/`, method: 'POST' }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaReguaExtendedId: build.query<
        GetCobrancaReguaExtendedIdApiResponse,
        GetCobrancaReguaExtendedIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/regua-extended/${queryArg.id}/` }),
        providesTags: ['regua'],
      }),
      putCobrancaReguaExtendedId: build.mutation<
        PutCobrancaReguaExtendedIdApiResponse,
        PutCobrancaReguaExtendedIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-extended/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['regua'],
      }),
      patchCobrancaReguaExtendedId: build.mutation<
        PatchCobrancaReguaExtendedIdApiResponse,
        PatchCobrancaReguaExtendedIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-extended/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['regua'],
      }),
      deleteCobrancaReguaExtendedId: build.mutation<
        DeleteCobrancaReguaExtendedIdApiResponse,
        DeleteCobrancaReguaExtendedIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-extended/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaReguaSegmento: build.query<
        GetCobrancaReguaSegmentoApiResponse,
        GetCobrancaReguaSegmentoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-segmento/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['regua'],
      }),
      postCobrancaReguaSegmento: build.mutation<
        PostCobrancaReguaSegmentoApiResponse,
        PostCobrancaReguaSegmentoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-segmento/`,
          method: 'POST',
          body: queryArg.novoReguaSegmento,
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaReguaSegmentoId: build.query<
        GetCobrancaReguaSegmentoIdApiResponse,
        GetCobrancaReguaSegmentoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/regua-segmento/${queryArg.id}/` }),
        providesTags: ['regua'],
      }),
      putCobrancaReguaSegmentoId: build.mutation<
        PutCobrancaReguaSegmentoIdApiResponse,
        PutCobrancaReguaSegmentoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-segmento/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['regua'],
      }),
      patchCobrancaReguaSegmentoId: build.mutation<
        PatchCobrancaReguaSegmentoIdApiResponse,
        PatchCobrancaReguaSegmentoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-segmento/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoReguaSegmento,
        }),
        invalidatesTags: ['regua'],
      }),
      deleteCobrancaReguaSegmentoId: build.mutation<
        DeleteCobrancaReguaSegmentoIdApiResponse,
        DeleteCobrancaReguaSegmentoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-segmento/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaReguaStatus: build.query<
        GetCobrancaReguaStatusApiResponse,
        GetCobrancaReguaStatusApiArg
      >({
        query: () => ({ url: `/api/cobranca/regua-status/` }),
        providesTags: ['regua'],
      }),
      postCobrancaReguaStatus: build.mutation<
        PostCobrancaReguaStatusApiResponse,
        PostCobrancaReguaStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-status/`,
          method: 'POST',
          body: queryArg.novoReguaStatus,
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaReguaStatusId: build.query<
        GetCobrancaReguaStatusIdApiResponse,
        GetCobrancaReguaStatusIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/regua-status/${queryArg.id}/` }),
        providesTags: ['regua'],
      }),
      putCobrancaReguaStatusId: build.mutation<
        PutCobrancaReguaStatusIdApiResponse,
        PutCobrancaReguaStatusIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/regua-status/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['regua'],
      }),
      patchCobrancaReguaStatusId: build.mutation<
        PatchCobrancaReguaStatusIdApiResponse,
        PatchCobrancaReguaStatusIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-status/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoReguaStatus,
        }),
        invalidatesTags: ['regua'],
      }),
      deleteCobrancaReguaStatusId: build.mutation<
        DeleteCobrancaReguaStatusIdApiResponse,
        DeleteCobrancaReguaStatusIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua-status/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaRegua: build.query<GetCobrancaReguaApiResponse, GetCobrancaReguaApiArg>({
        query: () => ({ url: `/api/cobranca/regua/` }),
        providesTags: ['regua'],
      }),
      postCobrancaRegua: build.mutation<PostCobrancaReguaApiResponse, PostCobrancaReguaApiArg>({
        query: (queryArg) => ({
          url: `/api/cobranca/regua/`,
          method: 'POST',
          body: queryArg.novaRegua,
        }),
        invalidatesTags: ['regua'],
      }),
      deleteCobrancaReguaId: build.mutation<
        DeleteCobrancaReguaIdApiResponse,
        DeleteCobrancaReguaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua/${queryArg.id}/`,
          method: 'DELETE',
          params: {
            mover_para: queryArg.moverPara,
          },
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaReguaId: build.query<GetCobrancaReguaIdApiResponse, GetCobrancaReguaIdApiArg>({
        query: (queryArg) => ({ url: `/api/cobranca/regua/${queryArg.id}/` }),
        providesTags: ['regua'],
      }),
      putCobrancaReguaId: build.mutation<PutCobrancaReguaIdApiResponse, PutCobrancaReguaIdApiArg>({
        query: (queryArg) => ({ url: `/api/cobranca/regua/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['regua'],
      }),
      patchCobrancaReguaId: build.mutation<
        PatchCobrancaReguaIdApiResponse,
        PatchCobrancaReguaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoRegua,
        }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaReguaIdClientes: build.query<
        GetCobrancaReguaIdClientesApiResponse,
        GetCobrancaReguaIdClientesApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/regua/${queryArg.id}/clientes/` }),
        providesTags: ['regua'],
      }),
      getCobrancaReguaExecucoes: build.query<
        GetCobrancaReguaExecucoesApiResponse,
        GetCobrancaReguaExecucoesApiArg
      >({
        query: () => ({ url: `/api/cobranca/regua/execucoes/` }),
        providesTags: ['regua'],
      }),
      postCobrancaReguaExecucoes: build.mutation<
        PostCobrancaReguaExecucoesApiResponse,
        PostCobrancaReguaExecucoesApiArg
      >({
        query: () => ({ url: `/api/cobranca/regua/execucoes/`, method: 'POST' }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaReguaExecucoesId: build.query<
        GetCobrancaReguaExecucoesIdApiResponse,
        GetCobrancaReguaExecucoesIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/regua/execucoes/${queryArg.id}/` }),
        providesTags: ['regua'],
      }),
      putCobrancaReguaExecucoesId: build.mutation<
        PutCobrancaReguaExecucoesIdApiResponse,
        PutCobrancaReguaExecucoesIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua/execucoes/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['regua'],
      }),
      patchCobrancaReguaExecucoesId: build.mutation<
        PatchCobrancaReguaExecucoesIdApiResponse,
        PatchCobrancaReguaExecucoesIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua/execucoes/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['regua'],
      }),
      deleteCobrancaReguaExecucoesId: build.mutation<
        DeleteCobrancaReguaExecucoesIdApiResponse,
        DeleteCobrancaReguaExecucoesIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua/execucoes/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['regua'],
      }),
      postCobrancaReguaExecutar: build.mutation<
        PostCobrancaReguaExecutarApiResponse,
        PostCobrancaReguaExecutarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua/executar/`,
          method: 'POST',
          body: queryArg.diaDaRegua,
        }),
        invalidatesTags: ['regua'],
      }),
      postCobrancaReguaSimular: build.query<
        PostCobrancaReguaSimularApiResponse,
        PostCobrancaReguaSimularApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/regua/simular/`,
          method: 'POST',
          body: queryArg.diaDaRegua,
        }),
        providesTags: ['regua'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetCobrancaDisparoAutomaticoApiResponse =
  | /** status 200 Os envios; com page ou page_size, uma página do DRF. */ DisparoAutomatico[]
  | PaginaDisparoAutomatico
export type GetCobrancaDisparoAutomaticoApiArg = {
  /** dia inicial (dia de São Paulo da data do envio) */
  dataInicio?: string
  /** dia final (incluído) */
  dataFim?: string
  /** true: também as mensagens que a régua deixou fora do envio (status ignorado) */
  incluirIgnorados?: boolean
  page?: number
  pageSize?: number
}
export type GetCobrancaDisparoAutomaticoIdApiResponse =
  /** status 200 O envio, com assunto e mensagem. */ DisparoAutomatico
export type GetCobrancaDisparoAutomaticoIdApiArg = {
  id: number
}
export type PostCobrancaDisparoAutomaticoExcelApiResponse =
  /** status 200 A planilha "Relatório de Disparo Automático.xlsx" (ou com o título enviado). */ Blob
export type PostCobrancaDisparoAutomaticoExcelApiArg = {
  dataInicio?: string
  dataFim?: string
  /** As linhas da tela; sem `data`, o servidor lista o log do período. */
  planilhaLinhas: PlanilhaLinhas
}
export type GetCobrancaNotificacaoSmtpApiResponse =
  | /** status 200 Os servidores SMTP, sem as senhas; com page ou page_size, uma página do DRF. */ ServidorSmtp[]
  | PaginaServidorSmtp
export type GetCobrancaNotificacaoSmtpApiArg = {
  page?: number
  pageSize?: number
}
export type PostCobrancaNotificacaoSmtpApiResponse =
  /** status 201 Criado (sem a senha). */ ServidorSmtp
export type PostCobrancaNotificacaoSmtpApiArg = {
  novoServidorSmtp: NovoServidorSmtpWrite
}
export type GetCobrancaNotificacaoSmtpIdApiResponse = unknown
export type GetCobrancaNotificacaoSmtpIdApiArg = {
  id: string
}
export type PutCobrancaNotificacaoSmtpIdApiResponse = unknown
export type PutCobrancaNotificacaoSmtpIdApiArg = {
  id: string
}
export type PatchCobrancaNotificacaoSmtpIdApiResponse =
  /** status 200 O servidor (sem a senha). */ ServidorSmtp
export type PatchCobrancaNotificacaoSmtpIdApiArg = {
  id: number
  alteracaoServidorSmtp: AlteracaoServidorSmtpWrite
}
export type DeleteCobrancaNotificacaoSmtpIdApiResponse = unknown
export type DeleteCobrancaNotificacaoSmtpIdApiArg = {
  id: number
}
export type PostCobrancaNotificacaoSmtpTestApiResponse =
  /** status 200 Conexão bem-sucedida (ok true). */ ResultadoTesteSmtp
export type PostCobrancaNotificacaoSmtpTestApiArg = {
  testeSmtp: TesteSmtpWrite
}
export type GetCobrancaNotificacaoTagsApiResponse =
  | /** status 200 As marcações dos modelos; com page ou page_size, uma página do DRF. */ MarcacaoModelo[]
  | PaginaMarcacaoModelo
export type GetCobrancaNotificacaoTagsApiArg = {
  page?: number
  pageSize?: number
}
export type PostCobrancaNotificacaoTagsApiResponse = unknown
export type PostCobrancaNotificacaoTagsApiArg = void
export type GetCobrancaNotificacaoTagsIdApiResponse = unknown
export type GetCobrancaNotificacaoTagsIdApiArg = {
  id: string
}
export type PutCobrancaNotificacaoTagsIdApiResponse = unknown
export type PutCobrancaNotificacaoTagsIdApiArg = {
  id: string
}
export type PatchCobrancaNotificacaoTagsIdApiResponse = unknown
export type PatchCobrancaNotificacaoTagsIdApiArg = {
  id: string
}
export type DeleteCobrancaNotificacaoTagsIdApiResponse = unknown
export type DeleteCobrancaNotificacaoTagsIdApiArg = {
  id: string
}
export type GetCobrancaNotificacaoTemplateApiResponse =
  | /** status 200 Os modelos de mensagem; com page ou page_size, uma página do DRF. */ ModeloMensagem[]
  | PaginaModeloMensagem
export type GetCobrancaNotificacaoTemplateApiArg = {
  page?: number
  pageSize?: number
}
export type PostCobrancaNotificacaoTemplateApiResponse = /** status 201 Criado. */ ModeloMensagem
export type PostCobrancaNotificacaoTemplateApiArg = {
  novoModeloMensagem: NovoModeloMensagem
}
export type GetCobrancaNotificacaoTemplateIdApiResponse = unknown
export type GetCobrancaNotificacaoTemplateIdApiArg = {
  id: string
}
export type PutCobrancaNotificacaoTemplateIdApiResponse = unknown
export type PutCobrancaNotificacaoTemplateIdApiArg = {
  id: string
}
export type PatchCobrancaNotificacaoTemplateIdApiResponse =
  /** status 200 O modelo. */ ModeloMensagem
export type PatchCobrancaNotificacaoTemplateIdApiArg = {
  id: number
  alteracaoModeloMensagem: AlteracaoModeloMensagem
}
export type DeleteCobrancaNotificacaoTemplateIdApiResponse = unknown
export type DeleteCobrancaNotificacaoTemplateIdApiArg = {
  id: number
}
export type PostCobrancaNotificacaoTemplateTestApiResponse =
  /** status 200 A mensagem de teste registrada, como foi renderizada. */ ResultadoTesteModeloMensagem
export type PostCobrancaNotificacaoTemplateTestApiArg = {
  testeModeloMensagem: TesteModeloMensagem
}
export type GetCobrancaReguaAcaoApiResponse = unknown
export type GetCobrancaReguaAcaoApiArg = void
export type PostCobrancaReguaAcaoApiResponse = /** status 201 Criada. */ ReguaAcao
export type PostCobrancaReguaAcaoApiArg = {
  novaReguaAcao: NovaReguaAcao
}
export type GetCobrancaReguaAcaoIdApiResponse = unknown
export type GetCobrancaReguaAcaoIdApiArg = {
  id: string
}
export type PutCobrancaReguaAcaoIdApiResponse = unknown
export type PutCobrancaReguaAcaoIdApiArg = {
  id: string
}
export type PatchCobrancaReguaAcaoIdApiResponse = /** status 200 A etapa. */ ReguaAcao
export type PatchCobrancaReguaAcaoIdApiArg = {
  id: number
  alteracaoReguaAcao: AlteracaoReguaAcao
}
export type DeleteCobrancaReguaAcaoIdApiResponse = unknown
export type DeleteCobrancaReguaAcaoIdApiArg = {
  id: number
}
export type GetCobrancaReguaExtendedApiResponse =
  | /** status 200 As réguas; com page ou page_size, uma página do DRF. */ ReguaExtended[]
  | PaginaReguaExtended
export type GetCobrancaReguaExtendedApiArg = {
  page?: number
  pageSize?: number
}
export type PostCobrancaReguaExtendedApiResponse = unknown
export type PostCobrancaReguaExtendedApiArg = void
export type GetCobrancaReguaExtendedIdApiResponse = unknown
export type GetCobrancaReguaExtendedIdApiArg = {
  id: string
}
export type PutCobrancaReguaExtendedIdApiResponse = unknown
export type PutCobrancaReguaExtendedIdApiArg = {
  id: string
}
export type PatchCobrancaReguaExtendedIdApiResponse = unknown
export type PatchCobrancaReguaExtendedIdApiArg = {
  id: string
}
export type DeleteCobrancaReguaExtendedIdApiResponse = unknown
export type DeleteCobrancaReguaExtendedIdApiArg = {
  id: string
}
export type GetCobrancaReguaSegmentoApiResponse =
  | /** status 200 Os segmentos; com page ou page_size, uma página do DRF. */ ReguaSegmento[]
  | PaginaReguaSegmento
export type GetCobrancaReguaSegmentoApiArg = {
  page?: number
  pageSize?: number
}
export type PostCobrancaReguaSegmentoApiResponse = /** status 201 Criado. */ ReguaSegmento
export type PostCobrancaReguaSegmentoApiArg = {
  novoReguaSegmento: NovoReguaSegmento
}
export type GetCobrancaReguaSegmentoIdApiResponse = unknown
export type GetCobrancaReguaSegmentoIdApiArg = {
  id: string
}
export type PutCobrancaReguaSegmentoIdApiResponse = unknown
export type PutCobrancaReguaSegmentoIdApiArg = {
  id: string
}
export type PatchCobrancaReguaSegmentoIdApiResponse = /** status 200 O segmento. */ ReguaSegmento
export type PatchCobrancaReguaSegmentoIdApiArg = {
  id: number
  alteracaoReguaSegmento: AlteracaoReguaSegmento
}
export type DeleteCobrancaReguaSegmentoIdApiResponse = unknown
export type DeleteCobrancaReguaSegmentoIdApiArg = {
  id: number
}
export type GetCobrancaReguaStatusApiResponse = unknown
export type GetCobrancaReguaStatusApiArg = void
export type PostCobrancaReguaStatusApiResponse = /** status 201 Criado. */ ReguaStatus
export type PostCobrancaReguaStatusApiArg = {
  novoReguaStatus: NovoReguaStatus
}
export type GetCobrancaReguaStatusIdApiResponse = unknown
export type GetCobrancaReguaStatusIdApiArg = {
  id: string
}
export type PutCobrancaReguaStatusIdApiResponse = unknown
export type PutCobrancaReguaStatusIdApiArg = {
  id: string
}
export type PatchCobrancaReguaStatusIdApiResponse = /** status 200 O status. */ ReguaStatus
export type PatchCobrancaReguaStatusIdApiArg = {
  id: number
  alteracaoReguaStatus: AlteracaoReguaStatus
}
export type DeleteCobrancaReguaStatusIdApiResponse = unknown
export type DeleteCobrancaReguaStatusIdApiArg = {
  id: number
}
export type GetCobrancaReguaApiResponse =
  /** status 200 As réguas, lista completa (uma lista de referência; o app não a pagina). */ Regua[]
export type GetCobrancaReguaApiArg = void
export type PostCobrancaReguaApiResponse = /** status 201 Criada. */ Regua
export type PostCobrancaReguaApiArg = {
  novaRegua: NovaRegua
}
export type DeleteCobrancaReguaIdApiResponse = unknown
export type DeleteCobrancaReguaIdApiArg = {
  id: number
  /** a régua que passa a atender os clientes e os segmentos desta; obrigatória quando qtd_clientes > 0 */
  moverPara?: number
}
export type GetCobrancaReguaIdApiResponse = unknown
export type GetCobrancaReguaIdApiArg = {
  id: string
}
export type PutCobrancaReguaIdApiResponse = unknown
export type PutCobrancaReguaIdApiArg = {
  id: string
}
export type PatchCobrancaReguaIdApiResponse = /** status 200 A régua. */ Regua
export type PatchCobrancaReguaIdApiArg = {
  id: number
  alteracaoRegua: AlteracaoRegua
}
export type GetCobrancaReguaIdClientesApiResponse =
  /** status 200 Os clientes da régua. */ ReguaCliente[]
export type GetCobrancaReguaIdClientesApiArg = {
  id: number
}
export type GetCobrancaReguaExecucoesApiResponse = unknown
export type GetCobrancaReguaExecucoesApiArg = void
export type PostCobrancaReguaExecucoesApiResponse = unknown
export type PostCobrancaReguaExecucoesApiArg = void
export type GetCobrancaReguaExecucoesIdApiResponse = unknown
export type GetCobrancaReguaExecucoesIdApiArg = {
  id: string
}
export type PutCobrancaReguaExecucoesIdApiResponse = unknown
export type PutCobrancaReguaExecucoesIdApiArg = {
  id: string
}
export type PatchCobrancaReguaExecucoesIdApiResponse = unknown
export type PatchCobrancaReguaExecucoesIdApiArg = {
  id: string
}
export type DeleteCobrancaReguaExecucoesIdApiResponse = unknown
export type DeleteCobrancaReguaExecucoesIdApiArg = {
  id: string
}
export type PostCobrancaReguaExecutarApiResponse =
  /** status 201 A execução registrada, com os totais por canal. */ ResumoExecucaoRegua
export type PostCobrancaReguaExecutarApiArg = {
  diaDaRegua: DiaDaRegua
}
export type PostCobrancaReguaSimularApiResponse =
  /** status 200 A simulação, com pode_executar (se o usuário pode executar a régua). */ SimulacaoRegua
export type PostCobrancaReguaSimularApiArg = {
  diaDaRegua: DiaDaRegua
}
export type Canal = 'email' | 'sms' | 'whatsapp'
export type DisparoAutomatico = {
  id: number
  data: string
  /** o dia para o qual a régua rodou */
  data_referencia?: string
  cod_cliente: number
  conta_receber: number | null
  documento: string | null
  /** null nas notificações manuais antigas */
  regua: number | null
  regua_acao: number | null
  template: number | null
  canal: Canal
  /** vazio quando não houve destino */
  destinatario: string
  status: 'enviado' | 'entregue' | 'lido' | 'falha' | 'ignorado'
  /** o motivo da falha ou de ficar fora do envio */
  erro: string | null
  origem?: 'regua' | 'manual'
  execucao?: number | null
  /** só no detalhe */
  assunto?: string
  /** só no detalhe; vazia quando o texto não foi registrado */
  mensagem?: string
}
export type PaginaDisparoAutomatico = {
  count: number
  next: string | null
  previous: string | null
  results: DisparoAutomatico[]
}
export type ErrosDeCampo = {
  detail?: string
  code?: string
  /** as rotas de conta respondem success: false junto dos erros */
  success?: boolean
  non_field_errors?: string[]
  [key: string]: any
}
export type Detalhe = {
  detail: string
}
export type PlanilhaLinhas = {
  data: {
    [key: string]: any
  }[]
  title?: string
  /** proposta: a primeira linha (relatório · período e filtros · Exportado em dd/mm/aaaa hh:mm) */
  info?: string
  /** proposta: o nome do arquivo, sem extensão ("Documentos Pagos 27-11-2026") */
  arquivo?: string
  /** proposta: o formato de colunas pelo título: money em reais, percent como a tela mostra (12.5 → 12,50 %), date e datetime como a tela escreve (01/10/2026, 01/10/2026 10:40), integer, number, text (um código de dígitos fica texto). */
  colunas?: {
    [key: string]: 'money' | 'percent' | 'date' | 'datetime' | 'integer' | 'number' | 'text'
  }
}
export type ServidorSmtp = {
  id: number
  nome: string
  host: string
  port: number
  username?: string
  from_email: string
  use_tls: boolean
  use_ssl: boolean
  ativo: boolean
}
export type PaginaServidorSmtp = {
  count: number
  next: string | null
  previous: string | null
  results: ServidorSmtp[]
}
export type NovoServidorSmtp = {
  nome: string
  host: string
  port: number
  username?: string
  from_email: string
  use_tls?: boolean
  use_ssl?: boolean
  ativo?: boolean
}
export type NovoServidorSmtpWrite = {
  nome: string
  host: string
  port: number
  username?: string
  password?: string
  from_email: string
  use_tls?: boolean
  use_ssl?: boolean
  ativo?: boolean
}
export type AlteracaoServidorSmtp = {
  nome?: string
  host?: string
  port?: number
  username?: string
  from_email?: string
  use_tls?: boolean
  use_ssl?: boolean
  ativo?: boolean
}
export type AlteracaoServidorSmtpWrite = {
  nome?: string
  host?: string
  port?: number
  username?: string
  password?: string
  from_email?: string
  use_tls?: boolean
  use_ssl?: boolean
  ativo?: boolean
}
export type ResultadoTesteSmtp = {
  ok: boolean
  detail: string
}
export type TesteSmtp = {
  host: string
  port: number
  username?: string
  from_email?: string
  use_tls?: boolean
  use_ssl?: boolean
}
export type TesteSmtpWrite = {
  host: string
  port: number
  username?: string
  password?: string
  from_email?: string
  use_tls?: boolean
  use_ssl?: boolean
}
export type MarcacaoModelo = {
  /** {{nome}} */
  tag: string
  descricao: string
}
export type PaginaMarcacaoModelo = {
  count: number
  next: string | null
  previous: string | null
  results: MarcacaoModelo[]
}
export type ModeloMensagem = {
  id: number
  nome: string
  canal: Canal
  /** só nos modelos de e-mail; vazio nos outros */
  assunto: string
  /** HTML no e-mail; texto no SMS e no WhatsApp */
  corpo: string
  ativo: boolean
}
export type PaginaModeloMensagem = {
  count: number
  next: string | null
  previous: string | null
  results: ModeloMensagem[]
}
export type NovoModeloMensagem = {
  nome: string
  canal: Canal
  /** uma linha (sem CR/LF); obrigatório no e-mail */
  assunto?: string
  corpo: string
  ativo?: boolean
}
export type AlteracaoModeloMensagem = {
  nome?: string
  canal?: Canal
  assunto?: string
  corpo?: string
  ativo?: boolean
}
export type ResultadoTesteModeloMensagem = {
  detail: string
  destino?: string
  assunto?: string
  /** o corpo com os valores de exemplo */
  mensagem?: string
}
export type TesteModeloMensagem = {
  canal: Canal
  /** e-mail (canal email) ou telefone com DDD */
  destino: string
  assunto?: string
  corpo: string
}
export type ReguaAcao = {
  id: number
  regua: number
  /** dias do vencimento: negativos antes, 0 no dia, positivos depois */
  dias: number
  canal: Canal
  /** o modelo de mensagem do canal */
  template: number
  descricao: string
  ativo: boolean
  /** ordem entre as etapas do mesmo dia */
  ordem: number
}
export type NovaReguaAcao = {
  regua: number
  dias: number
  canal: Canal
  template: number
  descricao?: string
  ativo?: boolean
  ordem?: number
}
export type AlteracaoReguaAcao = {
  regua?: number
  dias?: number
  canal?: Canal
  template?: number
  descricao?: string
  ativo?: boolean
  ordem?: number
}
export type Regua = {
  id: number
  nome: string
  descricao: string
  ativo: boolean
  /** No máximo N mensagens por cliente em 7 dias, somando os canais; 0 = sem limite. Proposta (a especificação não tem o campo): sem ele nas réguas, o app mostra "—" na coluna, desabilita o campo do limite no formulário dizendo por quê e avisa quando um limite digitado não volta na resposta. */
  max_mensagens_semana?: number
}
export type ReguaSegmento = {
  id: number
  regua: number
  descricao: string
}
export type ReguaStatus = {
  id: number
  regua: number
  descricao: string
  dias_de: number
  /** null = sem fim */
  dias_ate: number | null
  /** #RRGGBB */
  cor: string
}
export type ReguaExtended = Regua & {
  /** Clientes que seguem a régua; uma régua com clientes só é excluída movendo-os (mover_para). Proposta (a especificação não tem o campo): sem ele, o app mostra "—" na coluna Clientes e desabilita a exclusão da régua dizendo por quê. */
  qtd_clientes?: number
  acoes: ReguaAcao[]
  segmentos: ReguaSegmento[]
  status: ReguaStatus[]
}
export type PaginaReguaExtended = {
  count: number
  next: string | null
  previous: string | null
  results: ReguaExtended[]
}
export type PaginaReguaSegmento = {
  count: number
  next: string | null
  previous: string | null
  results: ReguaSegmento[]
}
export type NovoReguaSegmento = {
  regua: number
  descricao: string
}
export type AlteracaoReguaSegmento = {
  regua?: number
  descricao?: string
}
export type NovoReguaStatus = {
  regua: number
  descricao: string
  dias_de: number
  dias_ate?: number | null
  cor: string
}
export type AlteracaoReguaStatus = {
  regua?: number
  descricao?: string
  dias_de?: number
  dias_ate?: number | null
  cor?: string
}
export type NovaRegua = {
  nome: string
  descricao?: string
  ativo?: boolean
  /** null ou ausente = 3 (o padrão). Proposta; um servidor sem o campo o ignora e o app avisa. */
  max_mensagens_semana?: number | null
}
export type ExclusaoReguaRecusada = {
  detail: string
  qtd_clientes: number
}
export type AlteracaoRegua = {
  nome?: string
  descricao?: string
  ativo?: boolean
  /** Proposta; um servidor sem o campo o ignora e o app avisa. */
  max_mensagens_semana?: number | null
}
export type ReguaCliente = {
  cod_cliente: number
  nome_fantasia: string
  cnpj_cpf?: string | null
  segmento?: number | null
  segmento_descricao: string
  cidade: string
  uf: string
  ativo?: boolean
}
export type TotaisCanal = {
  enviar: number
  ignorado: number
  falha: number
}
export type TotaisPorCanal = {
  email: TotaisCanal
  sms: TotaisCanal
  whatsapp: TotaisCanal
}
export type ResumoExecucaoRegua = {
  execucao: number
  data: string
  enviados: number
  ignorados: number
  falhas: number
  registros: number
  totais: TotaisPorCanal
}
export type DiaDaRegua = {
  /** vazio = hoje */
  data?: string | null
  /** null = todas as réguas ativas */
  regua?: number | null
}
export type Decimal = string
export type TituloSimulado = {
  id: number
  documento: string
  data_vencimento: string
  saldo: Decimal
}
export type MensagemSimulada = {
  cod_cliente: number
  nome_fantasia: string
  regua: number
  regua_nome: string
  regua_acao: number
  acao_descricao: string
  dias: number
  canal: Canal
  template: number
  /** vazio quando o modelo não existe mais */
  template_nome: string
  titulos: TituloSimulado[]
  destinatarios: string[]
  assunto: string
  /** a mensagem renderizada; vazia quando o modelo não existe mais */
  mensagem: string
  status: 'enviar' | 'ignorado' | 'falha'
  motivo_codigo:
    | 'cliente_inativo'
    | 'pago'
    | 'negociacao'
    | 'promessa'
    | 'sem_contato'
    | 'limite_semanal'
    | 'modelo_inativo'
    | 'sem_smtp'
    | 'ja_processado'
    | null
  motivo: string | null
}
export type SimulacaoRegua = {
  data: string
  regua: number | null
  itens: MensagemSimulada[]
  totais: TotaisPorCanal
  /** clientes com ao menos uma mensagem a enviar */
  clientes: number
  /** se o usuário pode executar a régua (supervisores) */
  pode_executar?: boolean
}
export const {
  useGetCobrancaDisparoAutomaticoQuery,
  useLazyGetCobrancaDisparoAutomaticoQuery,
  useGetCobrancaDisparoAutomaticoIdQuery,
  useLazyGetCobrancaDisparoAutomaticoIdQuery,
  usePostCobrancaDisparoAutomaticoExcelMutation,
  useGetCobrancaNotificacaoSmtpQuery,
  useLazyGetCobrancaNotificacaoSmtpQuery,
  usePostCobrancaNotificacaoSmtpMutation,
  useGetCobrancaNotificacaoSmtpIdQuery,
  useLazyGetCobrancaNotificacaoSmtpIdQuery,
  usePutCobrancaNotificacaoSmtpIdMutation,
  usePatchCobrancaNotificacaoSmtpIdMutation,
  useDeleteCobrancaNotificacaoSmtpIdMutation,
  usePostCobrancaNotificacaoSmtpTestMutation,
  useGetCobrancaNotificacaoTagsQuery,
  useLazyGetCobrancaNotificacaoTagsQuery,
  usePostCobrancaNotificacaoTagsMutation,
  useGetCobrancaNotificacaoTagsIdQuery,
  useLazyGetCobrancaNotificacaoTagsIdQuery,
  usePutCobrancaNotificacaoTagsIdMutation,
  usePatchCobrancaNotificacaoTagsIdMutation,
  useDeleteCobrancaNotificacaoTagsIdMutation,
  useGetCobrancaNotificacaoTemplateQuery,
  useLazyGetCobrancaNotificacaoTemplateQuery,
  usePostCobrancaNotificacaoTemplateMutation,
  useGetCobrancaNotificacaoTemplateIdQuery,
  useLazyGetCobrancaNotificacaoTemplateIdQuery,
  usePutCobrancaNotificacaoTemplateIdMutation,
  usePatchCobrancaNotificacaoTemplateIdMutation,
  useDeleteCobrancaNotificacaoTemplateIdMutation,
  usePostCobrancaNotificacaoTemplateTestMutation,
  useGetCobrancaReguaAcaoQuery,
  useLazyGetCobrancaReguaAcaoQuery,
  usePostCobrancaReguaAcaoMutation,
  useGetCobrancaReguaAcaoIdQuery,
  useLazyGetCobrancaReguaAcaoIdQuery,
  usePutCobrancaReguaAcaoIdMutation,
  usePatchCobrancaReguaAcaoIdMutation,
  useDeleteCobrancaReguaAcaoIdMutation,
  useGetCobrancaReguaExtendedQuery,
  useLazyGetCobrancaReguaExtendedQuery,
  usePostCobrancaReguaExtendedMutation,
  useGetCobrancaReguaExtendedIdQuery,
  useLazyGetCobrancaReguaExtendedIdQuery,
  usePutCobrancaReguaExtendedIdMutation,
  usePatchCobrancaReguaExtendedIdMutation,
  useDeleteCobrancaReguaExtendedIdMutation,
  useGetCobrancaReguaSegmentoQuery,
  useLazyGetCobrancaReguaSegmentoQuery,
  usePostCobrancaReguaSegmentoMutation,
  useGetCobrancaReguaSegmentoIdQuery,
  useLazyGetCobrancaReguaSegmentoIdQuery,
  usePutCobrancaReguaSegmentoIdMutation,
  usePatchCobrancaReguaSegmentoIdMutation,
  useDeleteCobrancaReguaSegmentoIdMutation,
  useGetCobrancaReguaStatusQuery,
  useLazyGetCobrancaReguaStatusQuery,
  usePostCobrancaReguaStatusMutation,
  useGetCobrancaReguaStatusIdQuery,
  useLazyGetCobrancaReguaStatusIdQuery,
  usePutCobrancaReguaStatusIdMutation,
  usePatchCobrancaReguaStatusIdMutation,
  useDeleteCobrancaReguaStatusIdMutation,
  useGetCobrancaReguaQuery,
  useLazyGetCobrancaReguaQuery,
  usePostCobrancaReguaMutation,
  useDeleteCobrancaReguaIdMutation,
  useGetCobrancaReguaIdQuery,
  useLazyGetCobrancaReguaIdQuery,
  usePutCobrancaReguaIdMutation,
  usePatchCobrancaReguaIdMutation,
  useGetCobrancaReguaIdClientesQuery,
  useLazyGetCobrancaReguaIdClientesQuery,
  useGetCobrancaReguaExecucoesQuery,
  useLazyGetCobrancaReguaExecucoesQuery,
  usePostCobrancaReguaExecucoesMutation,
  useGetCobrancaReguaExecucoesIdQuery,
  useLazyGetCobrancaReguaExecucoesIdQuery,
  usePutCobrancaReguaExecucoesIdMutation,
  usePatchCobrancaReguaExecucoesIdMutation,
  useDeleteCobrancaReguaExecucoesIdMutation,
  usePostCobrancaReguaExecutarMutation,
  usePostCobrancaReguaSimularQuery,
  useLazyPostCobrancaReguaSimularQuery,
} = injectedRtkApi

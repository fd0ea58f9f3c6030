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
        query: () => ({ url: `/api/cobranca/disparo-automatico` }),
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
        query: () => ({ url: `/api/cobranca/disparo-automatico/excel/`, method: 'POST' }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaNotificacaoSmtp: build.query<
        GetCobrancaNotificacaoSmtpApiResponse,
        GetCobrancaNotificacaoSmtpApiArg
      >({
        query: () => ({ url: `/api/cobranca/notificacao/smtp/` }),
        providesTags: ['regua'],
      }),
      postCobrancaNotificacaoSmtp: build.mutation<
        PostCobrancaNotificacaoSmtpApiResponse,
        PostCobrancaNotificacaoSmtpApiArg
      >({
        query: () => ({ url: `/api/cobranca/notificacao/smtp/`, method: 'POST' }),
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
        query: () => ({ url: `/api/cobranca/notificacao/smtp/test/`, method: 'POST' }),
        invalidatesTags: ['regua'],
      }),
      getCobrancaNotificacaoTags: build.query<
        GetCobrancaNotificacaoTagsApiResponse,
        GetCobrancaNotificacaoTagsApiArg
      >({
        query: () => ({ url: `/api/cobranca/notificacao/tags/` }),
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
        query: () => ({ url: `/api/cobranca/notificacao/template/` }),
        providesTags: ['regua'],
      }),
      postCobrancaNotificacaoTemplate: build.mutation<
        PostCobrancaNotificacaoTemplateApiResponse,
        PostCobrancaNotificacaoTemplateApiArg
      >({
        query: () => ({ url: `/api/cobranca/notificacao/template/`, method: 'POST' }),
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
        query: () => ({ url: `/api/cobranca/notificacao/template/test/`, method: 'POST' }),
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
        query: () => ({ url: `/api/cobranca/regua-acao/`, method: 'POST' }),
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
        query: (queryArg) => ({ url: `/api/cobranca/regua-acao/${queryArg.id}/`, method: 'PATCH' }),
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
        query: () => ({ url: `/api/cobranca/regua-extended/` }),
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
        query: () => ({ url: `/api/cobranca/regua-segmento/` }),
        providesTags: ['regua'],
      }),
      postCobrancaReguaSegmento: build.mutation<
        PostCobrancaReguaSegmentoApiResponse,
        PostCobrancaReguaSegmentoApiArg
      >({
        query: () => ({ url: `/api/cobranca/regua-segmento/`, method: 'POST' }),
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
        query: () => ({ url: `/api/cobranca/regua-status/`, method: 'POST' }),
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
        query: () => ({ url: `/api/cobranca/regua/`, method: 'POST' }),
        invalidatesTags: ['regua'],
      }),
      deleteCobrancaReguaId: build.mutation<
        DeleteCobrancaReguaIdApiResponse,
        DeleteCobrancaReguaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/regua/${queryArg.id}/`, method: 'DELETE' }),
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
        query: (queryArg) => ({ url: `/api/cobranca/regua/${queryArg.id}/`, method: 'PATCH' }),
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
        query: () => ({ url: `/api/cobranca/regua/executar/`, method: 'POST' }),
        invalidatesTags: ['regua'],
      }),
      postCobrancaReguaSimular: build.mutation<
        PostCobrancaReguaSimularApiResponse,
        PostCobrancaReguaSimularApiArg
      >({
        query: () => ({ url: `/api/cobranca/regua/simular/`, method: 'POST' }),
        invalidatesTags: ['regua'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetCobrancaDisparoAutomaticoApiResponse = unknown
export type GetCobrancaDisparoAutomaticoApiArg = void
export type GetCobrancaDisparoAutomaticoIdApiResponse = unknown
export type GetCobrancaDisparoAutomaticoIdApiArg = {
  id: string
}
export type PostCobrancaDisparoAutomaticoExcelApiResponse = unknown
export type PostCobrancaDisparoAutomaticoExcelApiArg = void
export type GetCobrancaNotificacaoSmtpApiResponse = unknown
export type GetCobrancaNotificacaoSmtpApiArg = void
export type PostCobrancaNotificacaoSmtpApiResponse = unknown
export type PostCobrancaNotificacaoSmtpApiArg = void
export type GetCobrancaNotificacaoSmtpIdApiResponse = unknown
export type GetCobrancaNotificacaoSmtpIdApiArg = {
  id: string
}
export type PutCobrancaNotificacaoSmtpIdApiResponse = unknown
export type PutCobrancaNotificacaoSmtpIdApiArg = {
  id: string
}
export type PatchCobrancaNotificacaoSmtpIdApiResponse = unknown
export type PatchCobrancaNotificacaoSmtpIdApiArg = {
  id: string
}
export type DeleteCobrancaNotificacaoSmtpIdApiResponse = unknown
export type DeleteCobrancaNotificacaoSmtpIdApiArg = {
  id: string
}
export type PostCobrancaNotificacaoSmtpTestApiResponse = unknown
export type PostCobrancaNotificacaoSmtpTestApiArg = void
export type GetCobrancaNotificacaoTagsApiResponse = unknown
export type GetCobrancaNotificacaoTagsApiArg = void
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
export type GetCobrancaNotificacaoTemplateApiResponse = unknown
export type GetCobrancaNotificacaoTemplateApiArg = void
export type PostCobrancaNotificacaoTemplateApiResponse = unknown
export type PostCobrancaNotificacaoTemplateApiArg = void
export type GetCobrancaNotificacaoTemplateIdApiResponse = unknown
export type GetCobrancaNotificacaoTemplateIdApiArg = {
  id: string
}
export type PutCobrancaNotificacaoTemplateIdApiResponse = unknown
export type PutCobrancaNotificacaoTemplateIdApiArg = {
  id: string
}
export type PatchCobrancaNotificacaoTemplateIdApiResponse = unknown
export type PatchCobrancaNotificacaoTemplateIdApiArg = {
  id: string
}
export type DeleteCobrancaNotificacaoTemplateIdApiResponse = unknown
export type DeleteCobrancaNotificacaoTemplateIdApiArg = {
  id: string
}
export type PostCobrancaNotificacaoTemplateTestApiResponse = unknown
export type PostCobrancaNotificacaoTemplateTestApiArg = void
export type GetCobrancaReguaAcaoApiResponse = unknown
export type GetCobrancaReguaAcaoApiArg = void
export type PostCobrancaReguaAcaoApiResponse = unknown
export type PostCobrancaReguaAcaoApiArg = void
export type GetCobrancaReguaAcaoIdApiResponse = unknown
export type GetCobrancaReguaAcaoIdApiArg = {
  id: string
}
export type PutCobrancaReguaAcaoIdApiResponse = unknown
export type PutCobrancaReguaAcaoIdApiArg = {
  id: string
}
export type PatchCobrancaReguaAcaoIdApiResponse = unknown
export type PatchCobrancaReguaAcaoIdApiArg = {
  id: string
}
export type DeleteCobrancaReguaAcaoIdApiResponse = unknown
export type DeleteCobrancaReguaAcaoIdApiArg = {
  id: string
}
export type GetCobrancaReguaExtendedApiResponse = unknown
export type GetCobrancaReguaExtendedApiArg = void
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
export type GetCobrancaReguaSegmentoApiResponse = unknown
export type GetCobrancaReguaSegmentoApiArg = void
export type PostCobrancaReguaSegmentoApiResponse = unknown
export type PostCobrancaReguaSegmentoApiArg = void
export type GetCobrancaReguaSegmentoIdApiResponse = unknown
export type GetCobrancaReguaSegmentoIdApiArg = {
  id: string
}
export type PutCobrancaReguaSegmentoIdApiResponse = unknown
export type PutCobrancaReguaSegmentoIdApiArg = {
  id: string
}
export type PatchCobrancaReguaSegmentoIdApiResponse = unknown
export type PatchCobrancaReguaSegmentoIdApiArg = {
  id: string
}
export type DeleteCobrancaReguaSegmentoIdApiResponse = unknown
export type DeleteCobrancaReguaSegmentoIdApiArg = {
  id: string
}
export type GetCobrancaReguaStatusApiResponse = unknown
export type GetCobrancaReguaStatusApiArg = void
export type PostCobrancaReguaStatusApiResponse = unknown
export type PostCobrancaReguaStatusApiArg = void
export type GetCobrancaReguaStatusIdApiResponse = unknown
export type GetCobrancaReguaStatusIdApiArg = {
  id: string
}
export type PutCobrancaReguaStatusIdApiResponse = unknown
export type PutCobrancaReguaStatusIdApiArg = {
  id: string
}
export type PatchCobrancaReguaStatusIdApiResponse = unknown
export type PatchCobrancaReguaStatusIdApiArg = {
  id: string
}
export type DeleteCobrancaReguaStatusIdApiResponse = unknown
export type DeleteCobrancaReguaStatusIdApiArg = {
  id: string
}
export type GetCobrancaReguaApiResponse = unknown
export type GetCobrancaReguaApiArg = void
export type PostCobrancaReguaApiResponse = unknown
export type PostCobrancaReguaApiArg = void
export type DeleteCobrancaReguaIdApiResponse = unknown
export type DeleteCobrancaReguaIdApiArg = {
  id: string
}
export type GetCobrancaReguaIdApiResponse = unknown
export type GetCobrancaReguaIdApiArg = {
  id: string
}
export type PutCobrancaReguaIdApiResponse = unknown
export type PutCobrancaReguaIdApiArg = {
  id: string
}
export type PatchCobrancaReguaIdApiResponse = unknown
export type PatchCobrancaReguaIdApiArg = {
  id: string
}
export type GetCobrancaReguaIdClientesApiResponse = unknown
export type GetCobrancaReguaIdClientesApiArg = {
  id: string
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
export type PostCobrancaReguaExecutarApiResponse = unknown
export type PostCobrancaReguaExecutarApiArg = void
export type PostCobrancaReguaSimularApiResponse = unknown
export type PostCobrancaReguaSimularApiArg = void
export type Detalhe = {
  detail: string
}
export type ErrosDeCampo = {
  [key: string]: string[]
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
  usePostCobrancaReguaSimularMutation,
} = injectedRtkApi

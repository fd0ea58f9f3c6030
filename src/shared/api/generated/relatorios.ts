import { dataApi as api } from '../data-api'
export const addTagTypes = ['relatorios'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCobrancaReportAcaoCobrancaRealizada: build.query<
        GetCobrancaReportAcaoCobrancaRealizadaApiResponse,
        GetCobrancaReportAcaoCobrancaRealizadaApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-acao-cobranca-realizada/` }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportAcaoCobrancaRealizadaLogs: build.query<
        GetCobrancaReportAcaoCobrancaRealizadaLogsApiResponse,
        GetCobrancaReportAcaoCobrancaRealizadaLogsApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-acao-cobranca-realizada/logs/` }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportAtendimento: build.query<
        GetCobrancaReportAtendimentoApiResponse,
        GetCobrancaReportAtendimentoApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-atendimento/` }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportDevolucao: build.query<
        GetCobrancaReportDevolucaoApiResponse,
        GetCobrancaReportDevolucaoApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-devolucao/` }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportDocumentosPagos: build.query<
        GetCobrancaReportDocumentosPagosApiResponse,
        GetCobrancaReportDocumentosPagosApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-documentos-pagos/` }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportEfetivacaoCobranca: build.query<
        GetCobrancaReportEfetivacaoCobrancaApiResponse,
        GetCobrancaReportEfetivacaoCobrancaApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-efetivacao-cobranca/` }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportEficienciaCobranca: build.query<
        GetCobrancaReportEficienciaCobrancaApiResponse,
        GetCobrancaReportEficienciaCobrancaApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-eficiencia-cobranca` }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportEficienciaCobrancaExcel: build.query<
        GetCobrancaReportEficienciaCobrancaExcelApiResponse,
        GetCobrancaReportEficienciaCobrancaExcelApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-eficiencia-cobranca/excel` }),
        providesTags: ['relatorios'],
      }),
      postCobrancaReportEficienciaCobrancaExcel: build.mutation<
        PostCobrancaReportEficienciaCobrancaExcelApiResponse,
        PostCobrancaReportEficienciaCobrancaExcelApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-eficiencia-cobranca/excel`, method: 'POST' }),
        invalidatesTags: ['relatorios'],
      }),
      getCobrancaReportPainelInicial: build.query<
        GetCobrancaReportPainelInicialApiResponse,
        GetCobrancaReportPainelInicialApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-painel-inicial/` }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportRankingAnalista: build.query<
        GetCobrancaReportRankingAnalistaApiResponse,
        GetCobrancaReportRankingAnalistaApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-ranking-analista` }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportRankingInadimplencia: build.query<
        GetCobrancaReportRankingInadimplenciaApiResponse,
        GetCobrancaReportRankingInadimplenciaApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-ranking-inadimplencia/` }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportVendas: build.query<
        GetCobrancaReportVendasApiResponse,
        GetCobrancaReportVendasApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-vendas/` }),
        providesTags: ['relatorios'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetCobrancaReportAcaoCobrancaRealizadaApiResponse = unknown
export type GetCobrancaReportAcaoCobrancaRealizadaApiArg = void
export type GetCobrancaReportAcaoCobrancaRealizadaLogsApiResponse = unknown
export type GetCobrancaReportAcaoCobrancaRealizadaLogsApiArg = void
export type GetCobrancaReportAtendimentoApiResponse = unknown
export type GetCobrancaReportAtendimentoApiArg = void
export type GetCobrancaReportDevolucaoApiResponse = unknown
export type GetCobrancaReportDevolucaoApiArg = void
export type GetCobrancaReportDocumentosPagosApiResponse = unknown
export type GetCobrancaReportDocumentosPagosApiArg = void
export type GetCobrancaReportEfetivacaoCobrancaApiResponse = unknown
export type GetCobrancaReportEfetivacaoCobrancaApiArg = void
export type GetCobrancaReportEficienciaCobrancaApiResponse = unknown
export type GetCobrancaReportEficienciaCobrancaApiArg = void
export type GetCobrancaReportEficienciaCobrancaExcelApiResponse = unknown
export type GetCobrancaReportEficienciaCobrancaExcelApiArg = void
export type PostCobrancaReportEficienciaCobrancaExcelApiResponse = unknown
export type PostCobrancaReportEficienciaCobrancaExcelApiArg = void
export type GetCobrancaReportPainelInicialApiResponse = unknown
export type GetCobrancaReportPainelInicialApiArg = void
export type GetCobrancaReportRankingAnalistaApiResponse = unknown
export type GetCobrancaReportRankingAnalistaApiArg = void
export type GetCobrancaReportRankingInadimplenciaApiResponse = unknown
export type GetCobrancaReportRankingInadimplenciaApiArg = void
export type GetCobrancaReportVendasApiResponse = unknown
export type GetCobrancaReportVendasApiArg = void
export type Detalhe = {
  detail: string
}
export type ErrosDeCampo = {
  [key: string]: string[]
}
export const {
  useGetCobrancaReportAcaoCobrancaRealizadaQuery,
  useLazyGetCobrancaReportAcaoCobrancaRealizadaQuery,
  useGetCobrancaReportAcaoCobrancaRealizadaLogsQuery,
  useLazyGetCobrancaReportAcaoCobrancaRealizadaLogsQuery,
  useGetCobrancaReportAtendimentoQuery,
  useLazyGetCobrancaReportAtendimentoQuery,
  useGetCobrancaReportDevolucaoQuery,
  useLazyGetCobrancaReportDevolucaoQuery,
  useGetCobrancaReportDocumentosPagosQuery,
  useLazyGetCobrancaReportDocumentosPagosQuery,
  useGetCobrancaReportEfetivacaoCobrancaQuery,
  useLazyGetCobrancaReportEfetivacaoCobrancaQuery,
  useGetCobrancaReportEficienciaCobrancaQuery,
  useLazyGetCobrancaReportEficienciaCobrancaQuery,
  useGetCobrancaReportEficienciaCobrancaExcelQuery,
  useLazyGetCobrancaReportEficienciaCobrancaExcelQuery,
  usePostCobrancaReportEficienciaCobrancaExcelMutation,
  useGetCobrancaReportPainelInicialQuery,
  useLazyGetCobrancaReportPainelInicialQuery,
  useGetCobrancaReportRankingAnalistaQuery,
  useLazyGetCobrancaReportRankingAnalistaQuery,
  useGetCobrancaReportRankingInadimplenciaQuery,
  useLazyGetCobrancaReportRankingInadimplenciaQuery,
  useGetCobrancaReportVendasQuery,
  useLazyGetCobrancaReportVendasQuery,
} = injectedRtkApi

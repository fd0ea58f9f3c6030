import { dataApi as api } from '../data-api'
export const addTagTypes = ['comum'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      postComumExcel: build.query<PostComumExcelApiResponse, PostComumExcelApiArg>({
        query: (queryArg) => ({
          url: `/api/comum/excel/`,
          method: 'POST',
          body: queryArg.planilhaLinhas,
        }),
        providesTags: ['comum'],
      }),
      getComumVwFiltroEmpreendimento: build.query<
        GetComumVwFiltroEmpreendimentoApiResponse,
        GetComumVwFiltroEmpreendimentoApiArg
      >({
        query: () => ({ url: `/api/comum/vw-filtro-empreendimento/` }),
        providesTags: ['comum'],
      }),
      postComumVwFiltroEmpreendimento: build.mutation<
        PostComumVwFiltroEmpreendimentoApiResponse,
        PostComumVwFiltroEmpreendimentoApiArg
      >({
        query: () => ({ url: `/api/comum/vw-filtro-empreendimento/`, method: 'POST' }),
        invalidatesTags: ['comum'],
      }),
      getComumVwFiltroEmpreendimentoId: build.query<
        GetComumVwFiltroEmpreendimentoIdApiResponse,
        GetComumVwFiltroEmpreendimentoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/comum/vw-filtro-empreendimento/${queryArg.id}/` }),
        providesTags: ['comum'],
      }),
      putComumVwFiltroEmpreendimentoId: build.mutation<
        PutComumVwFiltroEmpreendimentoIdApiResponse,
        PutComumVwFiltroEmpreendimentoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/comum/vw-filtro-empreendimento/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['comum'],
      }),
      patchComumVwFiltroEmpreendimentoId: build.mutation<
        PatchComumVwFiltroEmpreendimentoIdApiResponse,
        PatchComumVwFiltroEmpreendimentoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/comum/vw-filtro-empreendimento/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['comum'],
      }),
      deleteComumVwFiltroEmpreendimentoId: build.mutation<
        DeleteComumVwFiltroEmpreendimentoIdApiResponse,
        DeleteComumVwFiltroEmpreendimentoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/comum/vw-filtro-empreendimento/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['comum'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type PostComumExcelApiResponse =
  /** status 200 A planilha das linhas enviadas, com o título enviado. */ Blob
export type PostComumExcelApiArg = {
  planilhaLinhas: PlanilhaLinhas
}
export type GetComumVwFiltroEmpreendimentoApiResponse =
  | /** status 200 A hierarquia região / UF / cidade / empreendimento / módulo, em {results: [...]} (uma página do DRF com page ou page_size). O app a guarda por 12 horas. */ VwFiltroEmpreendimento[]
  | ListaVwFiltroEmpreendimento
export type GetComumVwFiltroEmpreendimentoApiArg = void
export type PostComumVwFiltroEmpreendimentoApiResponse = unknown
export type PostComumVwFiltroEmpreendimentoApiArg = void
export type GetComumVwFiltroEmpreendimentoIdApiResponse = unknown
export type GetComumVwFiltroEmpreendimentoIdApiArg = {
  id: string
}
export type PutComumVwFiltroEmpreendimentoIdApiResponse = unknown
export type PutComumVwFiltroEmpreendimentoIdApiArg = {
  id: string
}
export type PatchComumVwFiltroEmpreendimentoIdApiResponse = unknown
export type PatchComumVwFiltroEmpreendimentoIdApiArg = {
  id: string
}
export type DeleteComumVwFiltroEmpreendimentoIdApiResponse = unknown
export type DeleteComumVwFiltroEmpreendimentoIdApiArg = {
  id: string
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
export type VwFiltroEmpreendimento = {
  id?: number
  regiao: string
  uf: string
  cidade: string
  empreendimento: string
  /** número do módulo do empreendimento */
  modulo: number | string
}
export type ListaVwFiltroEmpreendimento = {
  count?: number
  next?: string | null
  previous?: string | null
  results: VwFiltroEmpreendimento[]
}
export const {
  usePostComumExcelQuery,
  useLazyPostComumExcelQuery,
  useGetComumVwFiltroEmpreendimentoQuery,
  useLazyGetComumVwFiltroEmpreendimentoQuery,
  usePostComumVwFiltroEmpreendimentoMutation,
  useGetComumVwFiltroEmpreendimentoIdQuery,
  useLazyGetComumVwFiltroEmpreendimentoIdQuery,
  usePutComumVwFiltroEmpreendimentoIdMutation,
  usePatchComumVwFiltroEmpreendimentoIdMutation,
  useDeleteComumVwFiltroEmpreendimentoIdMutation,
} = injectedRtkApi

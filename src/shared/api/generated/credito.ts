import { dataApi as api } from '../data-api'
export const addTagTypes = ['credito'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCobrancaParecerCreditoVersao: build.query<
        GetCobrancaParecerCreditoVersaoApiResponse,
        GetCobrancaParecerCreditoVersaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito-versao/`,
          params: {
            cod_cliente: queryArg.codCliente,
            parecer_credito: queryArg.parecerCredito,
            ordering: queryArg.ordering,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['credito'],
      }),
      postCobrancaParecerCreditoVersao: build.mutation<
        PostCobrancaParecerCreditoVersaoApiResponse,
        PostCobrancaParecerCreditoVersaoApiArg
      >({
        query: () => ({ url: `/api/cobranca/parecer-credito-versao/`, method: 'POST' }),
        invalidatesTags: ['credito'],
      }),
      getCobrancaParecerCreditoVersaoId: build.query<
        GetCobrancaParecerCreditoVersaoIdApiResponse,
        GetCobrancaParecerCreditoVersaoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/parecer-credito-versao/${queryArg.id}/` }),
        providesTags: ['credito'],
      }),
      putCobrancaParecerCreditoVersaoId: build.mutation<
        PutCobrancaParecerCreditoVersaoIdApiResponse,
        PutCobrancaParecerCreditoVersaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito-versao/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['credito'],
      }),
      patchCobrancaParecerCreditoVersaoId: build.mutation<
        PatchCobrancaParecerCreditoVersaoIdApiResponse,
        PatchCobrancaParecerCreditoVersaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito-versao/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['credito'],
      }),
      deleteCobrancaParecerCreditoVersaoId: build.mutation<
        DeleteCobrancaParecerCreditoVersaoIdApiResponse,
        DeleteCobrancaParecerCreditoVersaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito-versao/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['credito'],
      }),
      postCobrancaParecerCredito: build.mutation<
        PostCobrancaParecerCreditoApiResponse,
        PostCobrancaParecerCreditoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito/`,
          method: 'POST',
          body: queryArg.novoParecerCredito,
        }),
        invalidatesTags: ['credito'],
      }),
      getCobrancaParecerCredito: build.query<
        GetCobrancaParecerCreditoApiResponse,
        GetCobrancaParecerCreditoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito/`,
          params: {
            cod_cliente: queryArg.codCliente,
            status__in: queryArg.statusIn,
            grupo_economico: queryArg.grupoEconomico,
            usuario: queryArg.usuario,
            data__gte: queryArg.dataGte,
            data__lte: queryArg.dataLte,
            ordering: queryArg.ordering,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['credito'],
      }),
      putCobrancaParecerCreditoId: build.mutation<
        PutCobrancaParecerCreditoIdApiResponse,
        PutCobrancaParecerCreditoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['credito'],
      }),
      patchCobrancaParecerCreditoId: build.mutation<
        PatchCobrancaParecerCreditoIdApiResponse,
        PatchCobrancaParecerCreditoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoParecerCredito,
        }),
        invalidatesTags: ['credito'],
      }),
      deleteCobrancaParecerCreditoId: build.mutation<
        DeleteCobrancaParecerCreditoIdApiResponse,
        DeleteCobrancaParecerCreditoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['credito'],
      }),
      getCobrancaParecerCreditoId: build.query<
        GetCobrancaParecerCreditoIdApiResponse,
        GetCobrancaParecerCreditoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/parecer-credito/${queryArg.id}/` }),
        providesTags: ['credito'],
      }),
      postCobrancaParecerCreditoIdDecidir: build.mutation<
        PostCobrancaParecerCreditoIdDecidirApiResponse,
        PostCobrancaParecerCreditoIdDecidirApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito/${queryArg.id}/decidir/`,
          method: 'POST',
          body: queryArg.decisaoParecerCredito,
        }),
        invalidatesTags: ['credito'],
      }),
      getCreditoExposicaoId: build.query<
        GetCreditoExposicaoIdApiResponse,
        GetCreditoExposicaoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/credito/exposicao/${queryArg.cod}/` }),
        providesTags: ['credito'],
      }),
      getCreditoScoreId: build.query<GetCreditoScoreIdApiResponse, GetCreditoScoreIdApiArg>({
        query: (queryArg) => ({ url: `/api/credito/score/${queryArg.cod}/` }),
        providesTags: ['credito'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetCobrancaParecerCreditoVersaoApiResponse =
  | /** status 200 As versões; com page ou page_size, uma página do DRF. */ ParecerCreditoVersao[]
  | PaginaParecerCreditoVersao
export type GetCobrancaParecerCreditoVersaoApiArg = {
  codCliente?: number
  parecerCredito?: number
  /** campo, com - para decrescente (ex.: -data_hora) */
  ordering?: string
  page?: number
  pageSize?: number
}
export type PostCobrancaParecerCreditoVersaoApiResponse = unknown
export type PostCobrancaParecerCreditoVersaoApiArg = void
export type GetCobrancaParecerCreditoVersaoIdApiResponse = unknown
export type GetCobrancaParecerCreditoVersaoIdApiArg = {
  id: string
}
export type PutCobrancaParecerCreditoVersaoIdApiResponse = unknown
export type PutCobrancaParecerCreditoVersaoIdApiArg = {
  id: string
}
export type PatchCobrancaParecerCreditoVersaoIdApiResponse = unknown
export type PatchCobrancaParecerCreditoVersaoIdApiArg = {
  id: string
}
export type DeleteCobrancaParecerCreditoVersaoIdApiResponse = unknown
export type DeleteCobrancaParecerCreditoVersaoIdApiArg = {
  id: string
}
export type PostCobrancaParecerCreditoApiResponse =
  /** status 201 O parecer criado. */ ParecerCredito
export type PostCobrancaParecerCreditoApiArg = {
  novoParecerCredito: NovoParecerCredito
}
export type GetCobrancaParecerCreditoApiResponse =
  | /** status 200 Os pareceres; com page ou page_size, uma página do DRF. */ ParecerCredito[]
  | PaginaParecerCredito
export type GetCobrancaParecerCreditoApiArg = {
  codCliente?: number
  /** situações separadas por vírgula (em_analise, aprovado, reprovado, vencido) */
  statusIn?: string
  grupoEconomico?: number
  /** quem escreveu */
  usuario?: number
  dataGte?: string
  dataLte?: string
  /** campo, com - para decrescente (ex.: -data,-id) */
  ordering?: string
  page?: number
  pageSize?: number
}
export type PutCobrancaParecerCreditoIdApiResponse = unknown
export type PutCobrancaParecerCreditoIdApiArg = {
  id: string
}
export type PatchCobrancaParecerCreditoIdApiResponse =
  /** status 200 O parecer na nova versão. */ ParecerCredito
export type PatchCobrancaParecerCreditoIdApiArg = {
  id: number
  alteracaoParecerCredito: AlteracaoParecerCredito
}
export type DeleteCobrancaParecerCreditoIdApiResponse = unknown
export type DeleteCobrancaParecerCreditoIdApiArg = {
  id: string
}
export type GetCobrancaParecerCreditoIdApiResponse = unknown
export type GetCobrancaParecerCreditoIdApiArg = {
  id: string
}
export type PostCobrancaParecerCreditoIdDecidirApiResponse =
  /** status 200 O parecer decidido (nova versão). */ ParecerCredito
export type PostCobrancaParecerCreditoIdDecidirApiArg = {
  id: number
  decisaoParecerCredito: DecisaoParecerCredito
}
export type GetCreditoExposicaoIdApiResponse =
  /** status 200 A exposição na data de referência. */ ExposicaoCredito
export type GetCreditoExposicaoIdApiArg = {
  /** cod_cliente */
  cod: number
}
export type GetCreditoScoreIdApiResponse =
  /** status 200 O score, cada fator com o peso, o que foi medido e por quê, e o limite sugerido. */ ScoreCredito
export type GetCreditoScoreIdApiArg = {
  /** cod_cliente */
  cod: number
}
export type Decimal = string
export type DecimalOuNulo = Decimal | null
export type ClasseRisco = ('A' | 'B' | 'C' | 'D' | 'E') | null
export type ParecerCreditoVersao = {
  id: number
  parecer_credito: number
  cod_cliente: number
  versao: number
  data_hora: string
  usuario?: number | null
  usuario_nome?: string
  acao: 'criacao' | 'edicao' | 'aprovacao' | 'reprovacao'
  /** o porquê da versão: a nota da alteração ou o comentário da decisão */
  motivo: string
  parecer: string
  limite_atual?: DecimalOuNulo
  limite_solicitado?: DecimalOuNulo
  limite_sugerido: DecimalOuNulo
  validade?: string | null
  classe_risco?: ClasseRisco
  garantias?: string
  condicoes_pagamento?: string
  situacao: 'em_analise' | 'aprovado' | 'reprovado'
  score?: number | null
}
export type PaginaParecerCreditoVersao = {
  count: number
  next: string | null
  previous: string | null
  results: ParecerCreditoVersao[]
}
export type Detalhe = {
  detail: string
}
export type ErrosDeCampo = {
  detail?: string
  code?: string
  /** as rotas de conta respondem success: false junto dos erros */
  success?: boolean
  non_field_errors?: string[]
  [key: string]: any
}
export type ParecerCredito = {
  id: number
  cod_cliente: number
  data: string
  /** a fundamentação */
  parecer: string
  limite_atual?: DecimalOuNulo
  limite_solicitado?: DecimalOuNulo
  limite_sugerido: Decimal
  validade?: string | null
  classe_risco?: ClasseRisco
  garantias?: string
  condicoes_pagamento?: string
  situacao: 'em_analise' | 'aprovado' | 'reprovado'
  /** a situação, ou vencido quando um parecer aprovado passou da validade */
  status?: 'em_analise' | 'aprovado' | 'reprovado' | 'vencido'
  /** o score (0–100) quando a versão foi escrita */
  score?: number | null
  /** quem escreveu */
  usuario?: number | null
  versao?: number
  atualizado_em?: string | null
  atualizado_por?: number | null
  /** quem decidiu (aprovou ou reprovou) */
  aprovado_por?: number | null
  aprovado_em?: string | null
  comentario_decisao?: string
  usuario_nome?: string
  aprovado_por_nome?: string
  nome_fantasia?: string
  grupo_economico?: number | null
}
export type NovoParecerCredito = {
  cod_cliente: number
  /** hoje quando omitida */
  data?: string
  parecer: string
  limite_solicitado?: DecimalOuNulo
  limite_sugerido: Decimal
  /** posterior à data do parecer */
  validade: string
  classe_risco?: ClasseRisco
  garantias?: string
  condicoes_pagamento?: string
  motivo?: string
}
export type PaginaParecerCredito = {
  count: number
  next: string | null
  previous: string | null
  results: ParecerCredito[]
}
export type AlteracaoParecerCredito = {
  cod_cliente?: number
  parecer?: string
  limite_solicitado?: DecimalOuNulo
  limite_sugerido?: Decimal
  validade?: string
  classe_risco?: ClasseRisco
  garantias?: string
  condicoes_pagamento?: string
  motivo: string
}
export type DecisaoParecerCredito = {
  situacao: 'aprovado' | 'reprovado'
  /** obrigatório para reprovar */
  comentario?: string
}
export type TotaisExposicao = {
  aberto: Decimal
  a_vencer: Decimal
  vencido: Decimal
  pago_12m: Decimal
  qtd_vencidos: number
  maior_vencido: Decimal
  /** dias */
  maior_atraso: number
  limite: Decimal
  /** null sem limite cadastrado */
  limite_utilizado_pct: number | null
}
export type ExposicaoCredito = {
  cod_cliente: number
  nome_fantasia: string
  grupo_economico: {
    id: number
    nome: string
    /** quantos clientes o grupo tem */
    clientes: number
  } | null
  data_referencia: string
  cliente: TotaisExposicao & {
    /** saldo por faixa de atraso (a_vencer, d1_30, d31_60, d61_90, d91_180, d180_mais) */
    aging: {
      [key: string]: Decimal
    }
    atraso_medio_12m: number
    pagos_12m: number
    pagos_em_dia_12m: number
    compras_mes: {
      /** AAAA-MM */
      mes: string
      valor: Decimal
    }[]
    compra_media_mensal: Decimal
    primeira_compra: string | null
    cliente_desde: string | null
    limite_disponivel: Decimal
  }
  grupo: TotaisExposicao | null
}
export type FatorScore = {
  key: 'pontualidade' | 'atraso' | 'volume' | 'relacionamento' | 'grupo'
  label: string
  /** parte do score; os pesos somam 100 */
  weight: number
  /** o que foi medido, em palavras */
  measured: string
  /** 0–100 */
  points: number
  /** peso × pontos / 100 */
  contribution: number
  reason: string
}
export type ScoreCredito = {
  cod_cliente: number
  score: number
  classe: 'A' | 'B' | 'C' | 'D' | 'E'
  fatores: FatorScore[]
  limite_sugerido: Decimal
  limite_explicacao: string[]
}
export const {
  useGetCobrancaParecerCreditoVersaoQuery,
  useLazyGetCobrancaParecerCreditoVersaoQuery,
  usePostCobrancaParecerCreditoVersaoMutation,
  useGetCobrancaParecerCreditoVersaoIdQuery,
  useLazyGetCobrancaParecerCreditoVersaoIdQuery,
  usePutCobrancaParecerCreditoVersaoIdMutation,
  usePatchCobrancaParecerCreditoVersaoIdMutation,
  useDeleteCobrancaParecerCreditoVersaoIdMutation,
  usePostCobrancaParecerCreditoMutation,
  useGetCobrancaParecerCreditoQuery,
  useLazyGetCobrancaParecerCreditoQuery,
  usePutCobrancaParecerCreditoIdMutation,
  usePatchCobrancaParecerCreditoIdMutation,
  useDeleteCobrancaParecerCreditoIdMutation,
  useGetCobrancaParecerCreditoIdQuery,
  useLazyGetCobrancaParecerCreditoIdQuery,
  usePostCobrancaParecerCreditoIdDecidirMutation,
  useGetCreditoExposicaoIdQuery,
  useLazyGetCreditoExposicaoIdQuery,
  useGetCreditoScoreIdQuery,
  useLazyGetCreditoScoreIdQuery,
} = injectedRtkApi

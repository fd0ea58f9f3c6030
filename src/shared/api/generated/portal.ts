import { dataApi as api } from '../data-api'
export const addTagTypes = ['portal'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getPortalTitulos: build.query<GetPortalTitulosApiResponse, GetPortalTitulosApiArg>({
        query: (queryArg) => ({
          url: `/api/portal/titulos/`,
          params: {
            status: queryArg.status,
            data_vencimento_inicio: queryArg.dataVencimentoInicio,
            data_vencimento_fim: queryArg.dataVencimentoFim,
          },
        }),
        providesTags: ['portal'],
      }),
      getPortalTitulosId: build.query<GetPortalTitulosIdApiResponse, GetPortalTitulosIdApiArg>({
        query: (queryArg) => ({ url: `/api/portal/titulos/${queryArg.id}/` }),
        providesTags: ['portal'],
      }),
      getPortalTitulosIdPdf: build.query<
        GetPortalTitulosIdPdfApiResponse,
        GetPortalTitulosIdPdfApiArg
      >({
        query: (queryArg) => ({ url: `/api/portal/titulos/${queryArg.id}/pdf/` }),
        providesTags: ['portal'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetPortalTitulosApiResponse =
  /** status 200 Os títulos dos clientes do usuário, vencidos primeiro, depois a vencer, depois pagos. */ TituloPortal[]
export type GetPortalTitulosApiArg = {
  /** situações separadas por vírgula (aberto, vencido, pago); sem ele, todas */
  status?: string
  /** vencimento a partir deste dia */
  dataVencimentoInicio?: string
  /** vencimento até este dia (incluído) */
  dataVencimentoFim?: string
}
export type GetPortalTitulosIdApiResponse =
  /** status 200 Um título do próprio usuário (o de qualquer outro é 404). */ TituloPortal
export type GetPortalTitulosIdApiArg = {
  id: number
}
export type GetPortalTitulosIdPdfApiResponse =
  /** status 200 O boleto do título em PDF, como anexo (o app baixa com shared/api/download.ts). */ Blob
export type GetPortalTitulosIdPdfApiArg = {
  id: number
}
export type Decimal = string
export type TituloPortal = {
  id: number
  cod_cliente?: number
  nome_fantasia?: string
  documento: string
  parcela?: number
  data_emissao?: string
  data_vencimento: string
  data_pagamento?: string | null
  valor: Decimal
  valor_pago?: Decimal
  saldo?: Decimal
  status: 'aberto' | 'vencido' | 'pago'
  /** dias de atraso com multa ou juros; 0 em dia ou pago */
  dias_atraso?: number
  forma_cobranca?: number | null
  forma_cobranca_descricao?: string
  multa?: Decimal
  juros?: Decimal
  /** saldo com multa e juros até hoje; 0.00 quando pago */
  valor_atualizado: Decimal
  /** o endereço público da 2ª via (/2-via/{hash}); nulo sem boleto nem PIX */
  hash_2via?: string | null
  /** a do boleto registrado, ou a do reemitido para hoje */
  linha_digitavel?: string | null
  pix_copia_cola?: string | null
  /** o vencimento que a linha digitável carrega */
  vencimento_boleto?: string | null
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
export const {
  useGetPortalTitulosQuery,
  useLazyGetPortalTitulosQuery,
  useGetPortalTitulosIdQuery,
  useLazyGetPortalTitulosIdQuery,
  useGetPortalTitulosIdPdfQuery,
  useLazyGetPortalTitulosIdPdfQuery,
} = injectedRtkApi

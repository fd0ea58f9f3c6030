import { publicApi as api } from '../public-api'
export const addTagTypes = ['segunda-via'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getPublic2ViaId: build.query<GetPublic2ViaIdApiResponse, GetPublic2ViaIdApiArg>({
        query: (queryArg) => ({ url: `/api/public/2-via/${queryArg.hash}/` }),
        providesTags: ['segunda-via'],
      }),
      getPublic2ViaIdPdf: build.query<GetPublic2ViaIdPdfApiResponse, GetPublic2ViaIdPdfApiArg>({
        query: (queryArg) => ({ url: `/api/public/2-via/${queryArg.hash}/pdf/` }),
        providesTags: ['segunda-via'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetPublic2ViaIdApiResponse =
  /** status 200 O boleto do título, com o valor atualizado para hoje (multa e juros). */ SegundaVia
export type GetPublic2ViaIdApiArg = {
  hash: string
}
export type GetPublic2ViaIdPdfApiResponse = /** status 200 O boleto em PDF, como anexo. */ Blob
export type GetPublic2ViaIdPdfApiArg = {
  hash: string
}
export type Decimal = string
export type SegundaVia = {
  hash: string
  documento: string
  parcela: number
  nosso_numero?: string | null
  beneficiario: {
    nome: string
    cnpj: string
    endereco?: string
    cidade?: string
    uf?: string
  }
  banco?: {
    codigo: string
    nome: string
  } | null
  agencia_codigo?: string | null
  pagador: {
    nome: string
    documento: string
    cidade?: string
    uf?: string
  }
  data_emissao?: string
  data_vencimento: string
  valor: Decimal
  valor_pago?: Decimal
  saldo: Decimal
  status: 'aberto' | 'vencido' | 'pago'
  data_pagamento?: string | null
  multa_pct?: Decimal
  juros_mes_pct?: Decimal
  dias_atraso?: number
  multa: Decimal
  juros: Decimal
  valor_atualizado: Decimal
  vencimento_boleto?: string | null
  reemitido?: boolean
  linha_digitavel: string | null
  codigo_barras?: string | null
  pix_copia_cola: string | null
  /** o dia a que o valor atualizado se refere (hoje) */
  calculado_em: string
}
export type Detalhe = {
  detail: string
}
export const {
  useGetPublic2ViaIdQuery,
  useLazyGetPublic2ViaIdQuery,
  useGetPublic2ViaIdPdfQuery,
  useLazyGetPublic2ViaIdPdfQuery,
} = injectedRtkApi

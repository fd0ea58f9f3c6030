import { dataApi as api } from '../data-api'
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
export type GetPublic2ViaIdApiResponse = unknown
export type GetPublic2ViaIdApiArg = {
  hash: string
}
export type GetPublic2ViaIdPdfApiResponse = unknown
export type GetPublic2ViaIdPdfApiArg = {
  hash: string
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

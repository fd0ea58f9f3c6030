import { dataApi as api } from '../data-api'
export const addTagTypes = ['portal'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getPortalTitulos: build.query<GetPortalTitulosApiResponse, GetPortalTitulosApiArg>({
        query: () => ({ url: `/api/portal/titulos/` }),
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
export type GetPortalTitulosApiResponse = unknown
export type GetPortalTitulosApiArg = void
export type GetPortalTitulosIdApiResponse = unknown
export type GetPortalTitulosIdApiArg = {
  id: string
}
export type GetPortalTitulosIdPdfApiResponse = unknown
export type GetPortalTitulosIdPdfApiArg = {
  id: string
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

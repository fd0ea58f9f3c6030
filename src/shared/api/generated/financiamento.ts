import { dataApi as api } from '../data-api'
export const addTagTypes = ['financiamento'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getFinanceiroBanco: build.query<GetFinanceiroBancoApiResponse, GetFinanceiroBancoApiArg>({
        query: () => ({ url: `/api/financeiro/banco/` }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroBanco: build.mutation<
        PostFinanceiroBancoApiResponse,
        PostFinanceiroBancoApiArg
      >({
        query: () => ({ url: `/api/financeiro/banco/`, method: 'POST' }),
        invalidatesTags: ['financiamento'],
      }),
      deleteFinanceiroBancoId: build.mutation<
        DeleteFinanceiroBancoIdApiResponse,
        DeleteFinanceiroBancoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/banco/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroBancoId: build.query<
        GetFinanceiroBancoIdApiResponse,
        GetFinanceiroBancoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/banco/${queryArg.id}/` }),
        providesTags: ['financiamento'],
      }),
      putFinanceiroBancoId: build.mutation<
        PutFinanceiroBancoIdApiResponse,
        PutFinanceiroBancoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/banco/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroBancoId: build.mutation<
        PatchFinanceiroBancoIdApiResponse,
        PatchFinanceiroBancoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/banco/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroContrato: build.query<
        GetFinanceiroContratoApiResponse,
        GetFinanceiroContratoApiArg
      >({
        query: () => ({ url: `/api/financeiro/contrato/` }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroContrato: build.mutation<
        PostFinanceiroContratoApiResponse,
        PostFinanceiroContratoApiArg
      >({
        query: () => ({ url: `/api/financeiro/contrato/`, method: 'POST' }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroContratoId: build.query<
        GetFinanceiroContratoIdApiResponse,
        GetFinanceiroContratoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/contrato/${queryArg.id}/` }),
        providesTags: ['financiamento'],
      }),
      putFinanceiroContratoId: build.mutation<
        PutFinanceiroContratoIdApiResponse,
        PutFinanceiroContratoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/contrato/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroContratoId: build.mutation<
        PatchFinanceiroContratoIdApiResponse,
        PatchFinanceiroContratoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/contrato/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['financiamento'],
      }),
      deleteFinanceiroContratoId: build.mutation<
        DeleteFinanceiroContratoIdApiResponse,
        DeleteFinanceiroContratoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/contrato/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroEmpresa: build.query<
        GetFinanceiroEmpresaApiResponse,
        GetFinanceiroEmpresaApiArg
      >({
        query: () => ({ url: `/api/financeiro/empresa/` }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroEmpresa: build.mutation<
        PostFinanceiroEmpresaApiResponse,
        PostFinanceiroEmpresaApiArg
      >({
        query: () => ({ url: `/api/financeiro/empresa/`, method: 'POST' }),
        invalidatesTags: ['financiamento'],
      }),
      deleteFinanceiroEmpresaId: build.mutation<
        DeleteFinanceiroEmpresaIdApiResponse,
        DeleteFinanceiroEmpresaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/empresa/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroEmpresaId: build.query<
        GetFinanceiroEmpresaIdApiResponse,
        GetFinanceiroEmpresaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/empresa/${queryArg.id}/` }),
        providesTags: ['financiamento'],
      }),
      putFinanceiroEmpresaId: build.mutation<
        PutFinanceiroEmpresaIdApiResponse,
        PutFinanceiroEmpresaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/empresa/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroEmpresaId: build.mutation<
        PatchFinanceiroEmpresaIdApiResponse,
        PatchFinanceiroEmpresaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/empresa/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroFormaAmortizacao: build.query<
        GetFinanceiroFormaAmortizacaoApiResponse,
        GetFinanceiroFormaAmortizacaoApiArg
      >({
        query: () => ({ url: `/api/financeiro/forma-amortizacao/` }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroFormaAmortizacao: build.mutation<
        PostFinanceiroFormaAmortizacaoApiResponse,
        PostFinanceiroFormaAmortizacaoApiArg
      >({
        query: () => ({ url: `/api/financeiro/forma-amortizacao/`, method: 'POST' }),
        invalidatesTags: ['financiamento'],
      }),
      deleteFinanceiroFormaAmortizacaoId: build.mutation<
        DeleteFinanceiroFormaAmortizacaoIdApiResponse,
        DeleteFinanceiroFormaAmortizacaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/forma-amortizacao/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroFormaAmortizacaoId: build.query<
        GetFinanceiroFormaAmortizacaoIdApiResponse,
        GetFinanceiroFormaAmortizacaoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/forma-amortizacao/${queryArg.id}/` }),
        providesTags: ['financiamento'],
      }),
      putFinanceiroFormaAmortizacaoId: build.mutation<
        PutFinanceiroFormaAmortizacaoIdApiResponse,
        PutFinanceiroFormaAmortizacaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/forma-amortizacao/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroFormaAmortizacaoId: build.mutation<
        PatchFinanceiroFormaAmortizacaoIdApiResponse,
        PatchFinanceiroFormaAmortizacaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/forma-amortizacao/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroIndiceTaxa: build.query<
        GetFinanceiroIndiceTaxaApiResponse,
        GetFinanceiroIndiceTaxaApiArg
      >({
        query: () => ({ url: `/api/financeiro/indice-taxa/` }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroIndiceTaxa: build.mutation<
        PostFinanceiroIndiceTaxaApiResponse,
        PostFinanceiroIndiceTaxaApiArg
      >({
        query: () => ({ url: `/api/financeiro/indice-taxa/`, method: 'POST' }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroIndiceTaxaId: build.query<
        GetFinanceiroIndiceTaxaIdApiResponse,
        GetFinanceiroIndiceTaxaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/indice-taxa/${queryArg.id}/` }),
        providesTags: ['financiamento'],
      }),
      putFinanceiroIndiceTaxaId: build.mutation<
        PutFinanceiroIndiceTaxaIdApiResponse,
        PutFinanceiroIndiceTaxaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/indice-taxa/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroIndiceTaxaId: build.mutation<
        PatchFinanceiroIndiceTaxaIdApiResponse,
        PatchFinanceiroIndiceTaxaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/indice-taxa/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['financiamento'],
      }),
      deleteFinanceiroIndiceTaxaId: build.mutation<
        DeleteFinanceiroIndiceTaxaIdApiResponse,
        DeleteFinanceiroIndiceTaxaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/indice-taxa/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroIndice: build.query<GetFinanceiroIndiceApiResponse, GetFinanceiroIndiceApiArg>({
        query: () => ({ url: `/api/financeiro/indice/` }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroIndice: build.mutation<
        PostFinanceiroIndiceApiResponse,
        PostFinanceiroIndiceApiArg
      >({
        query: () => ({ url: `/api/financeiro/indice/`, method: 'POST' }),
        invalidatesTags: ['financiamento'],
      }),
      deleteFinanceiroIndiceId: build.mutation<
        DeleteFinanceiroIndiceIdApiResponse,
        DeleteFinanceiroIndiceIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/indice/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroIndiceId: build.query<
        GetFinanceiroIndiceIdApiResponse,
        GetFinanceiroIndiceIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/indice/${queryArg.id}/` }),
        providesTags: ['financiamento'],
      }),
      putFinanceiroIndiceId: build.mutation<
        PutFinanceiroIndiceIdApiResponse,
        PutFinanceiroIndiceIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/indice/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroIndiceId: build.mutation<
        PatchFinanceiroIndiceIdApiResponse,
        PatchFinanceiroIndiceIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/indice/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroLiberacaoParcela: build.query<
        GetFinanceiroLiberacaoParcelaApiResponse,
        GetFinanceiroLiberacaoParcelaApiArg
      >({
        query: () => ({ url: `/api/financeiro/liberacao-parcela/` }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroLiberacaoParcela: build.mutation<
        PostFinanceiroLiberacaoParcelaApiResponse,
        PostFinanceiroLiberacaoParcelaApiArg
      >({
        query: () => ({ url: `/api/financeiro/liberacao-parcela/`, method: 'POST' }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroLiberacaoParcelaId: build.query<
        GetFinanceiroLiberacaoParcelaIdApiResponse,
        GetFinanceiroLiberacaoParcelaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/liberacao-parcela/${queryArg.id}/` }),
        providesTags: ['financiamento'],
      }),
      putFinanceiroLiberacaoParcelaId: build.mutation<
        PutFinanceiroLiberacaoParcelaIdApiResponse,
        PutFinanceiroLiberacaoParcelaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/liberacao-parcela/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroLiberacaoParcelaId: build.mutation<
        PatchFinanceiroLiberacaoParcelaIdApiResponse,
        PatchFinanceiroLiberacaoParcelaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/liberacao-parcela/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['financiamento'],
      }),
      deleteFinanceiroLiberacaoParcelaId: build.mutation<
        DeleteFinanceiroLiberacaoParcelaIdApiResponse,
        DeleteFinanceiroLiberacaoParcelaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/liberacao-parcela/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroLiberacao: build.query<
        GetFinanceiroLiberacaoApiResponse,
        GetFinanceiroLiberacaoApiArg
      >({
        query: () => ({ url: `/api/financeiro/liberacao/` }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroLiberacao: build.mutation<
        PostFinanceiroLiberacaoApiResponse,
        PostFinanceiroLiberacaoApiArg
      >({
        query: () => ({ url: `/api/financeiro/liberacao/`, method: 'POST' }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroLiberacaoId: build.query<
        GetFinanceiroLiberacaoIdApiResponse,
        GetFinanceiroLiberacaoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/liberacao/${queryArg.id}/` }),
        providesTags: ['financiamento'],
      }),
      putFinanceiroLiberacaoId: build.mutation<
        PutFinanceiroLiberacaoIdApiResponse,
        PutFinanceiroLiberacaoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/liberacao/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroLiberacaoId: build.mutation<
        PatchFinanceiroLiberacaoIdApiResponse,
        PatchFinanceiroLiberacaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/liberacao/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['financiamento'],
      }),
      deleteFinanceiroLiberacaoId: build.mutation<
        DeleteFinanceiroLiberacaoIdApiResponse,
        DeleteFinanceiroLiberacaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/liberacao/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['financiamento'],
      }),
      postFinanceiroLiberacaoIdGerarParcelas: build.mutation<
        PostFinanceiroLiberacaoIdGerarParcelasApiResponse,
        PostFinanceiroLiberacaoIdGerarParcelasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/liberacao/${queryArg.id}/gerar-parcelas/`,
          method: 'POST',
        }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroMoeda: build.query<GetFinanceiroMoedaApiResponse, GetFinanceiroMoedaApiArg>({
        query: () => ({ url: `/api/financeiro/moeda/` }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroMoeda: build.mutation<
        PostFinanceiroMoedaApiResponse,
        PostFinanceiroMoedaApiArg
      >({
        query: () => ({ url: `/api/financeiro/moeda/`, method: 'POST' }),
        invalidatesTags: ['financiamento'],
      }),
      deleteFinanceiroMoedaId: build.mutation<
        DeleteFinanceiroMoedaIdApiResponse,
        DeleteFinanceiroMoedaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/moeda/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroMoedaId: build.query<
        GetFinanceiroMoedaIdApiResponse,
        GetFinanceiroMoedaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/moeda/${queryArg.id}/` }),
        providesTags: ['financiamento'],
      }),
      putFinanceiroMoedaId: build.mutation<
        PutFinanceiroMoedaIdApiResponse,
        PutFinanceiroMoedaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/moeda/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroMoedaId: build.mutation<
        PatchFinanceiroMoedaIdApiResponse,
        PatchFinanceiroMoedaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/moeda/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroRecebiveisPrevistos: build.query<
        GetFinanceiroRecebiveisPrevistosApiResponse,
        GetFinanceiroRecebiveisPrevistosApiArg
      >({
        query: () => ({ url: `/api/financeiro/recebiveis-previstos/` }),
        providesTags: ['financiamento'],
      }),
      getFinanceiroRelatorioParcelas: build.query<
        GetFinanceiroRelatorioParcelasApiResponse,
        GetFinanceiroRelatorioParcelasApiArg
      >({
        query: () => ({ url: `/api/financeiro/relatorio-parcelas/` }),
        providesTags: ['financiamento'],
      }),
      getFinanceiroTipoContrato: build.query<
        GetFinanceiroTipoContratoApiResponse,
        GetFinanceiroTipoContratoApiArg
      >({
        query: () => ({ url: `/api/financeiro/tipo-contrato/` }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroTipoContrato: build.mutation<
        PostFinanceiroTipoContratoApiResponse,
        PostFinanceiroTipoContratoApiArg
      >({
        query: () => ({ url: `/api/financeiro/tipo-contrato/`, method: 'POST' }),
        invalidatesTags: ['financiamento'],
      }),
      deleteFinanceiroTipoContratoId: build.mutation<
        DeleteFinanceiroTipoContratoIdApiResponse,
        DeleteFinanceiroTipoContratoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/tipo-contrato/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroTipoContratoId: build.query<
        GetFinanceiroTipoContratoIdApiResponse,
        GetFinanceiroTipoContratoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/tipo-contrato/${queryArg.id}/` }),
        providesTags: ['financiamento'],
      }),
      putFinanceiroTipoContratoId: build.mutation<
        PutFinanceiroTipoContratoIdApiResponse,
        PutFinanceiroTipoContratoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/tipo-contrato/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroTipoContratoId: build.mutation<
        PatchFinanceiroTipoContratoIdApiResponse,
        PatchFinanceiroTipoContratoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/tipo-contrato/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroTipoJuros: build.query<
        GetFinanceiroTipoJurosApiResponse,
        GetFinanceiroTipoJurosApiArg
      >({
        query: () => ({ url: `/api/financeiro/tipo-juros/` }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroTipoJuros: build.mutation<
        PostFinanceiroTipoJurosApiResponse,
        PostFinanceiroTipoJurosApiArg
      >({
        query: () => ({ url: `/api/financeiro/tipo-juros/`, method: 'POST' }),
        invalidatesTags: ['financiamento'],
      }),
      deleteFinanceiroTipoJurosId: build.mutation<
        DeleteFinanceiroTipoJurosIdApiResponse,
        DeleteFinanceiroTipoJurosIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/tipo-juros/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroTipoJurosId: build.query<
        GetFinanceiroTipoJurosIdApiResponse,
        GetFinanceiroTipoJurosIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/tipo-juros/${queryArg.id}/` }),
        providesTags: ['financiamento'],
      }),
      putFinanceiroTipoJurosId: build.mutation<
        PutFinanceiroTipoJurosIdApiResponse,
        PutFinanceiroTipoJurosIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/financeiro/tipo-juros/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroTipoJurosId: build.mutation<
        PatchFinanceiroTipoJurosIdApiResponse,
        PatchFinanceiroTipoJurosIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/tipo-juros/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['financiamento'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetFinanceiroBancoApiResponse = unknown
export type GetFinanceiroBancoApiArg = void
export type PostFinanceiroBancoApiResponse = unknown
export type PostFinanceiroBancoApiArg = void
export type DeleteFinanceiroBancoIdApiResponse = unknown
export type DeleteFinanceiroBancoIdApiArg = {
  id: string
}
export type GetFinanceiroBancoIdApiResponse = unknown
export type GetFinanceiroBancoIdApiArg = {
  id: string
}
export type PutFinanceiroBancoIdApiResponse = unknown
export type PutFinanceiroBancoIdApiArg = {
  id: string
}
export type PatchFinanceiroBancoIdApiResponse = unknown
export type PatchFinanceiroBancoIdApiArg = {
  id: string
}
export type GetFinanceiroContratoApiResponse = unknown
export type GetFinanceiroContratoApiArg = void
export type PostFinanceiroContratoApiResponse = unknown
export type PostFinanceiroContratoApiArg = void
export type GetFinanceiroContratoIdApiResponse = unknown
export type GetFinanceiroContratoIdApiArg = {
  id: string
}
export type PutFinanceiroContratoIdApiResponse = unknown
export type PutFinanceiroContratoIdApiArg = {
  id: string
}
export type PatchFinanceiroContratoIdApiResponse = unknown
export type PatchFinanceiroContratoIdApiArg = {
  id: string
}
export type DeleteFinanceiroContratoIdApiResponse = unknown
export type DeleteFinanceiroContratoIdApiArg = {
  id: string
}
export type GetFinanceiroEmpresaApiResponse = unknown
export type GetFinanceiroEmpresaApiArg = void
export type PostFinanceiroEmpresaApiResponse = unknown
export type PostFinanceiroEmpresaApiArg = void
export type DeleteFinanceiroEmpresaIdApiResponse = unknown
export type DeleteFinanceiroEmpresaIdApiArg = {
  id: string
}
export type GetFinanceiroEmpresaIdApiResponse = unknown
export type GetFinanceiroEmpresaIdApiArg = {
  id: string
}
export type PutFinanceiroEmpresaIdApiResponse = unknown
export type PutFinanceiroEmpresaIdApiArg = {
  id: string
}
export type PatchFinanceiroEmpresaIdApiResponse = unknown
export type PatchFinanceiroEmpresaIdApiArg = {
  id: string
}
export type GetFinanceiroFormaAmortizacaoApiResponse = unknown
export type GetFinanceiroFormaAmortizacaoApiArg = void
export type PostFinanceiroFormaAmortizacaoApiResponse = unknown
export type PostFinanceiroFormaAmortizacaoApiArg = void
export type DeleteFinanceiroFormaAmortizacaoIdApiResponse = unknown
export type DeleteFinanceiroFormaAmortizacaoIdApiArg = {
  id: string
}
export type GetFinanceiroFormaAmortizacaoIdApiResponse = unknown
export type GetFinanceiroFormaAmortizacaoIdApiArg = {
  id: string
}
export type PutFinanceiroFormaAmortizacaoIdApiResponse = unknown
export type PutFinanceiroFormaAmortizacaoIdApiArg = {
  id: string
}
export type PatchFinanceiroFormaAmortizacaoIdApiResponse = unknown
export type PatchFinanceiroFormaAmortizacaoIdApiArg = {
  id: string
}
export type GetFinanceiroIndiceTaxaApiResponse = unknown
export type GetFinanceiroIndiceTaxaApiArg = void
export type PostFinanceiroIndiceTaxaApiResponse = unknown
export type PostFinanceiroIndiceTaxaApiArg = void
export type GetFinanceiroIndiceTaxaIdApiResponse = unknown
export type GetFinanceiroIndiceTaxaIdApiArg = {
  id: string
}
export type PutFinanceiroIndiceTaxaIdApiResponse = unknown
export type PutFinanceiroIndiceTaxaIdApiArg = {
  id: string
}
export type PatchFinanceiroIndiceTaxaIdApiResponse = unknown
export type PatchFinanceiroIndiceTaxaIdApiArg = {
  id: string
}
export type DeleteFinanceiroIndiceTaxaIdApiResponse = unknown
export type DeleteFinanceiroIndiceTaxaIdApiArg = {
  id: string
}
export type GetFinanceiroIndiceApiResponse = unknown
export type GetFinanceiroIndiceApiArg = void
export type PostFinanceiroIndiceApiResponse = unknown
export type PostFinanceiroIndiceApiArg = void
export type DeleteFinanceiroIndiceIdApiResponse = unknown
export type DeleteFinanceiroIndiceIdApiArg = {
  id: string
}
export type GetFinanceiroIndiceIdApiResponse = unknown
export type GetFinanceiroIndiceIdApiArg = {
  id: string
}
export type PutFinanceiroIndiceIdApiResponse = unknown
export type PutFinanceiroIndiceIdApiArg = {
  id: string
}
export type PatchFinanceiroIndiceIdApiResponse = unknown
export type PatchFinanceiroIndiceIdApiArg = {
  id: string
}
export type GetFinanceiroLiberacaoParcelaApiResponse = unknown
export type GetFinanceiroLiberacaoParcelaApiArg = void
export type PostFinanceiroLiberacaoParcelaApiResponse = unknown
export type PostFinanceiroLiberacaoParcelaApiArg = void
export type GetFinanceiroLiberacaoParcelaIdApiResponse = unknown
export type GetFinanceiroLiberacaoParcelaIdApiArg = {
  id: string
}
export type PutFinanceiroLiberacaoParcelaIdApiResponse = unknown
export type PutFinanceiroLiberacaoParcelaIdApiArg = {
  id: string
}
export type PatchFinanceiroLiberacaoParcelaIdApiResponse = unknown
export type PatchFinanceiroLiberacaoParcelaIdApiArg = {
  id: string
}
export type DeleteFinanceiroLiberacaoParcelaIdApiResponse = unknown
export type DeleteFinanceiroLiberacaoParcelaIdApiArg = {
  id: string
}
export type GetFinanceiroLiberacaoApiResponse = unknown
export type GetFinanceiroLiberacaoApiArg = void
export type PostFinanceiroLiberacaoApiResponse = unknown
export type PostFinanceiroLiberacaoApiArg = void
export type GetFinanceiroLiberacaoIdApiResponse = unknown
export type GetFinanceiroLiberacaoIdApiArg = {
  id: string
}
export type PutFinanceiroLiberacaoIdApiResponse = unknown
export type PutFinanceiroLiberacaoIdApiArg = {
  id: string
}
export type PatchFinanceiroLiberacaoIdApiResponse = unknown
export type PatchFinanceiroLiberacaoIdApiArg = {
  id: string
}
export type DeleteFinanceiroLiberacaoIdApiResponse = unknown
export type DeleteFinanceiroLiberacaoIdApiArg = {
  id: string
}
export type PostFinanceiroLiberacaoIdGerarParcelasApiResponse = unknown
export type PostFinanceiroLiberacaoIdGerarParcelasApiArg = {
  id: string
}
export type GetFinanceiroMoedaApiResponse = unknown
export type GetFinanceiroMoedaApiArg = void
export type PostFinanceiroMoedaApiResponse = unknown
export type PostFinanceiroMoedaApiArg = void
export type DeleteFinanceiroMoedaIdApiResponse = unknown
export type DeleteFinanceiroMoedaIdApiArg = {
  id: string
}
export type GetFinanceiroMoedaIdApiResponse = unknown
export type GetFinanceiroMoedaIdApiArg = {
  id: string
}
export type PutFinanceiroMoedaIdApiResponse = unknown
export type PutFinanceiroMoedaIdApiArg = {
  id: string
}
export type PatchFinanceiroMoedaIdApiResponse = unknown
export type PatchFinanceiroMoedaIdApiArg = {
  id: string
}
export type GetFinanceiroRecebiveisPrevistosApiResponse = unknown
export type GetFinanceiroRecebiveisPrevistosApiArg = void
export type GetFinanceiroRelatorioParcelasApiResponse = unknown
export type GetFinanceiroRelatorioParcelasApiArg = void
export type GetFinanceiroTipoContratoApiResponse = unknown
export type GetFinanceiroTipoContratoApiArg = void
export type PostFinanceiroTipoContratoApiResponse = unknown
export type PostFinanceiroTipoContratoApiArg = void
export type DeleteFinanceiroTipoContratoIdApiResponse = unknown
export type DeleteFinanceiroTipoContratoIdApiArg = {
  id: string
}
export type GetFinanceiroTipoContratoIdApiResponse = unknown
export type GetFinanceiroTipoContratoIdApiArg = {
  id: string
}
export type PutFinanceiroTipoContratoIdApiResponse = unknown
export type PutFinanceiroTipoContratoIdApiArg = {
  id: string
}
export type PatchFinanceiroTipoContratoIdApiResponse = unknown
export type PatchFinanceiroTipoContratoIdApiArg = {
  id: string
}
export type GetFinanceiroTipoJurosApiResponse = unknown
export type GetFinanceiroTipoJurosApiArg = void
export type PostFinanceiroTipoJurosApiResponse = unknown
export type PostFinanceiroTipoJurosApiArg = void
export type DeleteFinanceiroTipoJurosIdApiResponse = unknown
export type DeleteFinanceiroTipoJurosIdApiArg = {
  id: string
}
export type GetFinanceiroTipoJurosIdApiResponse = unknown
export type GetFinanceiroTipoJurosIdApiArg = {
  id: string
}
export type PutFinanceiroTipoJurosIdApiResponse = unknown
export type PutFinanceiroTipoJurosIdApiArg = {
  id: string
}
export type PatchFinanceiroTipoJurosIdApiResponse = unknown
export type PatchFinanceiroTipoJurosIdApiArg = {
  id: string
}
export type Detalhe = {
  detail: string
}
export type ErrosDeCampo = {
  [key: string]: string[]
}
export const {
  useGetFinanceiroBancoQuery,
  useLazyGetFinanceiroBancoQuery,
  usePostFinanceiroBancoMutation,
  useDeleteFinanceiroBancoIdMutation,
  useGetFinanceiroBancoIdQuery,
  useLazyGetFinanceiroBancoIdQuery,
  usePutFinanceiroBancoIdMutation,
  usePatchFinanceiroBancoIdMutation,
  useGetFinanceiroContratoQuery,
  useLazyGetFinanceiroContratoQuery,
  usePostFinanceiroContratoMutation,
  useGetFinanceiroContratoIdQuery,
  useLazyGetFinanceiroContratoIdQuery,
  usePutFinanceiroContratoIdMutation,
  usePatchFinanceiroContratoIdMutation,
  useDeleteFinanceiroContratoIdMutation,
  useGetFinanceiroEmpresaQuery,
  useLazyGetFinanceiroEmpresaQuery,
  usePostFinanceiroEmpresaMutation,
  useDeleteFinanceiroEmpresaIdMutation,
  useGetFinanceiroEmpresaIdQuery,
  useLazyGetFinanceiroEmpresaIdQuery,
  usePutFinanceiroEmpresaIdMutation,
  usePatchFinanceiroEmpresaIdMutation,
  useGetFinanceiroFormaAmortizacaoQuery,
  useLazyGetFinanceiroFormaAmortizacaoQuery,
  usePostFinanceiroFormaAmortizacaoMutation,
  useDeleteFinanceiroFormaAmortizacaoIdMutation,
  useGetFinanceiroFormaAmortizacaoIdQuery,
  useLazyGetFinanceiroFormaAmortizacaoIdQuery,
  usePutFinanceiroFormaAmortizacaoIdMutation,
  usePatchFinanceiroFormaAmortizacaoIdMutation,
  useGetFinanceiroIndiceTaxaQuery,
  useLazyGetFinanceiroIndiceTaxaQuery,
  usePostFinanceiroIndiceTaxaMutation,
  useGetFinanceiroIndiceTaxaIdQuery,
  useLazyGetFinanceiroIndiceTaxaIdQuery,
  usePutFinanceiroIndiceTaxaIdMutation,
  usePatchFinanceiroIndiceTaxaIdMutation,
  useDeleteFinanceiroIndiceTaxaIdMutation,
  useGetFinanceiroIndiceQuery,
  useLazyGetFinanceiroIndiceQuery,
  usePostFinanceiroIndiceMutation,
  useDeleteFinanceiroIndiceIdMutation,
  useGetFinanceiroIndiceIdQuery,
  useLazyGetFinanceiroIndiceIdQuery,
  usePutFinanceiroIndiceIdMutation,
  usePatchFinanceiroIndiceIdMutation,
  useGetFinanceiroLiberacaoParcelaQuery,
  useLazyGetFinanceiroLiberacaoParcelaQuery,
  usePostFinanceiroLiberacaoParcelaMutation,
  useGetFinanceiroLiberacaoParcelaIdQuery,
  useLazyGetFinanceiroLiberacaoParcelaIdQuery,
  usePutFinanceiroLiberacaoParcelaIdMutation,
  usePatchFinanceiroLiberacaoParcelaIdMutation,
  useDeleteFinanceiroLiberacaoParcelaIdMutation,
  useGetFinanceiroLiberacaoQuery,
  useLazyGetFinanceiroLiberacaoQuery,
  usePostFinanceiroLiberacaoMutation,
  useGetFinanceiroLiberacaoIdQuery,
  useLazyGetFinanceiroLiberacaoIdQuery,
  usePutFinanceiroLiberacaoIdMutation,
  usePatchFinanceiroLiberacaoIdMutation,
  useDeleteFinanceiroLiberacaoIdMutation,
  usePostFinanceiroLiberacaoIdGerarParcelasMutation,
  useGetFinanceiroMoedaQuery,
  useLazyGetFinanceiroMoedaQuery,
  usePostFinanceiroMoedaMutation,
  useDeleteFinanceiroMoedaIdMutation,
  useGetFinanceiroMoedaIdQuery,
  useLazyGetFinanceiroMoedaIdQuery,
  usePutFinanceiroMoedaIdMutation,
  usePatchFinanceiroMoedaIdMutation,
  useGetFinanceiroRecebiveisPrevistosQuery,
  useLazyGetFinanceiroRecebiveisPrevistosQuery,
  useGetFinanceiroRelatorioParcelasQuery,
  useLazyGetFinanceiroRelatorioParcelasQuery,
  useGetFinanceiroTipoContratoQuery,
  useLazyGetFinanceiroTipoContratoQuery,
  usePostFinanceiroTipoContratoMutation,
  useDeleteFinanceiroTipoContratoIdMutation,
  useGetFinanceiroTipoContratoIdQuery,
  useLazyGetFinanceiroTipoContratoIdQuery,
  usePutFinanceiroTipoContratoIdMutation,
  usePatchFinanceiroTipoContratoIdMutation,
  useGetFinanceiroTipoJurosQuery,
  useLazyGetFinanceiroTipoJurosQuery,
  usePostFinanceiroTipoJurosMutation,
  useDeleteFinanceiroTipoJurosIdMutation,
  useGetFinanceiroTipoJurosIdQuery,
  useLazyGetFinanceiroTipoJurosIdQuery,
  usePutFinanceiroTipoJurosIdMutation,
  usePatchFinanceiroTipoJurosIdMutation,
} = injectedRtkApi

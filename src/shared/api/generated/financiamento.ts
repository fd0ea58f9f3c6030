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
        query: (queryArg) => ({
          url: `/api/financeiro/banco/`,
          method: 'POST',
          body: queryArg.novoBanco,
        }),
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
        query: (queryArg) => ({
          url: `/api/financeiro/banco/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novoBanco,
        }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroBancoId: build.mutation<
        PatchFinanceiroBancoIdApiResponse,
        PatchFinanceiroBancoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/banco/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoBanco,
        }),
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
        query: (queryArg) => ({
          url: `/api/financeiro/contrato/`,
          method: 'POST',
          body: queryArg.novoContrato,
        }),
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
        query: (queryArg) => ({
          url: `/api/financeiro/contrato/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novoContrato,
        }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroContratoId: build.mutation<
        PatchFinanceiroContratoIdApiResponse,
        PatchFinanceiroContratoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/contrato/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoContrato,
        }),
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
        query: (queryArg) => ({
          url: `/api/financeiro/empresa/`,
          method: 'POST',
          body: queryArg.novaEmpresa,
        }),
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
        query: (queryArg) => ({
          url: `/api/financeiro/empresa/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novaEmpresa,
        }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroEmpresaId: build.mutation<
        PatchFinanceiroEmpresaIdApiResponse,
        PatchFinanceiroEmpresaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/empresa/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoEmpresa,
        }),
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
        query: (queryArg) => ({
          url: `/api/financeiro/forma-amortizacao/`,
          method: 'POST',
          body: queryArg.novaFormaAmortizacao,
        }),
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
          body: queryArg.novaFormaAmortizacao,
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
          body: queryArg.alteracaoFormaAmortizacao,
        }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroIndiceTaxa: build.query<
        GetFinanceiroIndiceTaxaApiResponse,
        GetFinanceiroIndiceTaxaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/indice-taxa/`,
          params: {
            indice: queryArg.indice,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroIndiceTaxa: build.mutation<
        PostFinanceiroIndiceTaxaApiResponse,
        PostFinanceiroIndiceTaxaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/indice-taxa/`,
          method: 'POST',
          body: queryArg.novaIndiceTaxa,
        }),
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
          body: queryArg.novaIndiceTaxa,
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
          body: queryArg.alteracaoIndiceTaxa,
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
        query: (queryArg) => ({
          url: `/api/financeiro/indice/`,
          method: 'POST',
          body: queryArg.novoIndice,
        }),
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
        query: (queryArg) => ({
          url: `/api/financeiro/indice/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novoIndice,
        }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroIndiceId: build.mutation<
        PatchFinanceiroIndiceIdApiResponse,
        PatchFinanceiroIndiceIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/indice/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoIndice,
        }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroLiberacaoParcela: build.query<
        GetFinanceiroLiberacaoParcelaApiResponse,
        GetFinanceiroLiberacaoParcelaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/liberacao-parcela/`,
          params: {
            liberacao: queryArg.liberacao,
          },
        }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroLiberacaoParcela: build.mutation<
        PostFinanceiroLiberacaoParcelaApiResponse,
        PostFinanceiroLiberacaoParcelaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/liberacao-parcela/`,
          method: 'POST',
          body: queryArg.novaLiberacaoParcela,
        }),
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
          body: queryArg.novaLiberacaoParcela,
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
          body: queryArg.alteracaoLiberacaoParcela,
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
        query: (queryArg) => ({
          url: `/api/financeiro/liberacao/`,
          params: {
            contrato: queryArg.contrato,
          },
        }),
        providesTags: ['financiamento'],
      }),
      postFinanceiroLiberacao: build.mutation<
        PostFinanceiroLiberacaoApiResponse,
        PostFinanceiroLiberacaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/liberacao/`,
          method: 'POST',
          body: queryArg.novaLiberacao,
        }),
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
        query: (queryArg) => ({
          url: `/api/financeiro/liberacao/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novaLiberacao,
        }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroLiberacaoId: build.mutation<
        PatchFinanceiroLiberacaoIdApiResponse,
        PatchFinanceiroLiberacaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/liberacao/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoLiberacao,
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
          body: queryArg.gerarParcelas,
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
        query: (queryArg) => ({
          url: `/api/financeiro/moeda/`,
          method: 'POST',
          body: queryArg.novaMoeda,
        }),
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
        query: (queryArg) => ({
          url: `/api/financeiro/moeda/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novaMoeda,
        }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroMoedaId: build.mutation<
        PatchFinanceiroMoedaIdApiResponse,
        PatchFinanceiroMoedaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/moeda/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoMoeda,
        }),
        invalidatesTags: ['financiamento'],
      }),
      getFinanceiroRecebiveisPrevistos: build.query<
        GetFinanceiroRecebiveisPrevistosApiResponse,
        GetFinanceiroRecebiveisPrevistosApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/recebiveis-previstos/`,
          params: {
            meses: queryArg.meses,
          },
        }),
        providesTags: ['financiamento'],
      }),
      getFinanceiroRelatorioParcelas: build.query<
        GetFinanceiroRelatorioParcelasApiResponse,
        GetFinanceiroRelatorioParcelasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/relatorio-parcelas/`,
          params: {
            data_inicio: queryArg.dataInicio,
            data_fim: queryArg.dataFim,
            banco: queryArg.banco,
            empresa: queryArg.empresa,
            contrato: queryArg.contrato,
          },
        }),
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
        query: (queryArg) => ({
          url: `/api/financeiro/tipo-contrato/`,
          method: 'POST',
          body: queryArg.novoTipoContrato,
        }),
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
          body: queryArg.novoTipoContrato,
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
          body: queryArg.alteracaoTipoContrato,
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
        query: (queryArg) => ({
          url: `/api/financeiro/tipo-juros/`,
          method: 'POST',
          body: queryArg.novoTipoJuros,
        }),
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
        query: (queryArg) => ({
          url: `/api/financeiro/tipo-juros/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novoTipoJuros,
        }),
        invalidatesTags: ['financiamento'],
      }),
      patchFinanceiroTipoJurosId: build.mutation<
        PatchFinanceiroTipoJurosIdApiResponse,
        PatchFinanceiroTipoJurosIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/financeiro/tipo-juros/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoTipoJuros,
        }),
        invalidatesTags: ['financiamento'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetFinanceiroBancoApiResponse = /** status 200 Os bancos. */ Banco[]
export type GetFinanceiroBancoApiArg = void
export type PostFinanceiroBancoApiResponse = /** status 201 Criado. */ Banco
export type PostFinanceiroBancoApiArg = {
  novoBanco: NovoBanco
}
export type DeleteFinanceiroBancoIdApiResponse = unknown
export type DeleteFinanceiroBancoIdApiArg = {
  id: number
}
export type GetFinanceiroBancoIdApiResponse = /** status 200 O banco. */ Banco
export type GetFinanceiroBancoIdApiArg = {
  id: number
}
export type PutFinanceiroBancoIdApiResponse = /** status 200 O banco. */ Banco
export type PutFinanceiroBancoIdApiArg = {
  id: number
  novoBanco: NovoBanco
}
export type PatchFinanceiroBancoIdApiResponse = /** status 200 O banco. */ Banco
export type PatchFinanceiroBancoIdApiArg = {
  id: number
  alteracaoBanco: AlteracaoBanco
}
export type GetFinanceiroContratoApiResponse = /** status 200 Os contratos. */ Contrato[]
export type GetFinanceiroContratoApiArg = void
export type PostFinanceiroContratoApiResponse = /** status 201 Criado. */ Contrato
export type PostFinanceiroContratoApiArg = {
  novoContrato: NovoContrato
}
export type GetFinanceiroContratoIdApiResponse = /** status 200 O contrato. */ Contrato
export type GetFinanceiroContratoIdApiArg = {
  id: number
}
export type PutFinanceiroContratoIdApiResponse = /** status 200 O contrato. */ Contrato
export type PutFinanceiroContratoIdApiArg = {
  id: number
  novoContrato: NovoContrato
}
export type PatchFinanceiroContratoIdApiResponse = /** status 200 O contrato. */ Contrato
export type PatchFinanceiroContratoIdApiArg = {
  id: number
  alteracaoContrato: AlteracaoContrato
}
export type DeleteFinanceiroContratoIdApiResponse = unknown
export type DeleteFinanceiroContratoIdApiArg = {
  id: number
}
export type GetFinanceiroEmpresaApiResponse = /** status 200 As empresas. */ Empresa[]
export type GetFinanceiroEmpresaApiArg = void
export type PostFinanceiroEmpresaApiResponse = /** status 201 Criada. */ Empresa
export type PostFinanceiroEmpresaApiArg = {
  novaEmpresa: NovaEmpresa
}
export type DeleteFinanceiroEmpresaIdApiResponse = unknown
export type DeleteFinanceiroEmpresaIdApiArg = {
  id: number
}
export type GetFinanceiroEmpresaIdApiResponse = /** status 200 A empresa. */ Empresa
export type GetFinanceiroEmpresaIdApiArg = {
  id: number
}
export type PutFinanceiroEmpresaIdApiResponse = /** status 200 A empresa. */ Empresa
export type PutFinanceiroEmpresaIdApiArg = {
  id: number
  novaEmpresa: NovaEmpresa
}
export type PatchFinanceiroEmpresaIdApiResponse = /** status 200 A empresa. */ Empresa
export type PatchFinanceiroEmpresaIdApiArg = {
  id: number
  alteracaoEmpresa: AlteracaoEmpresa
}
export type GetFinanceiroFormaAmortizacaoApiResponse =
  /** status 200 As formas de amortização. */ FormaAmortizacao[]
export type GetFinanceiroFormaAmortizacaoApiArg = void
export type PostFinanceiroFormaAmortizacaoApiResponse = /** status 201 Criada. */ FormaAmortizacao
export type PostFinanceiroFormaAmortizacaoApiArg = {
  novaFormaAmortizacao: NovaFormaAmortizacao
}
export type DeleteFinanceiroFormaAmortizacaoIdApiResponse = unknown
export type DeleteFinanceiroFormaAmortizacaoIdApiArg = {
  id: number
}
export type GetFinanceiroFormaAmortizacaoIdApiResponse =
  /** status 200 A forma de amortização. */ FormaAmortizacao
export type GetFinanceiroFormaAmortizacaoIdApiArg = {
  id: number
}
export type PutFinanceiroFormaAmortizacaoIdApiResponse =
  /** status 200 A forma de amortização. */ FormaAmortizacao
export type PutFinanceiroFormaAmortizacaoIdApiArg = {
  id: number
  novaFormaAmortizacao: NovaFormaAmortizacao
}
export type PatchFinanceiroFormaAmortizacaoIdApiResponse =
  /** status 200 A forma de amortização. */ FormaAmortizacao
export type PatchFinanceiroFormaAmortizacaoIdApiArg = {
  id: number
  alteracaoFormaAmortizacao: AlteracaoFormaAmortizacao
}
export type GetFinanceiroIndiceTaxaApiResponse =
  /** status 200 O histórico de taxas, por data. */ IndiceTaxa[]
export type GetFinanceiroIndiceTaxaApiArg = {
  /** só os valores deste índice */
  indice?: number
  /** data, com - para decrescente */
  ordering?: 'data' | '-data'
}
export type PostFinanceiroIndiceTaxaApiResponse = /** status 201 Criado. */ IndiceTaxa
export type PostFinanceiroIndiceTaxaApiArg = {
  novaIndiceTaxa: NovaIndiceTaxa
}
export type GetFinanceiroIndiceTaxaIdApiResponse = /** status 200 O valor. */ IndiceTaxa
export type GetFinanceiroIndiceTaxaIdApiArg = {
  id: number
}
export type PutFinanceiroIndiceTaxaIdApiResponse = /** status 200 O valor. */ IndiceTaxa
export type PutFinanceiroIndiceTaxaIdApiArg = {
  id: number
  novaIndiceTaxa: NovaIndiceTaxa
}
export type PatchFinanceiroIndiceTaxaIdApiResponse = /** status 200 O valor. */ IndiceTaxa
export type PatchFinanceiroIndiceTaxaIdApiArg = {
  id: number
  alteracaoIndiceTaxa: AlteracaoIndiceTaxa
}
export type DeleteFinanceiroIndiceTaxaIdApiResponse = unknown
export type DeleteFinanceiroIndiceTaxaIdApiArg = {
  id: number
}
export type GetFinanceiroIndiceApiResponse = /** status 200 Os índices. */ Indice[]
export type GetFinanceiroIndiceApiArg = void
export type PostFinanceiroIndiceApiResponse = /** status 201 Criado. */ Indice
export type PostFinanceiroIndiceApiArg = {
  novoIndice: NovoIndice
}
export type DeleteFinanceiroIndiceIdApiResponse = unknown
export type DeleteFinanceiroIndiceIdApiArg = {
  id: number
}
export type GetFinanceiroIndiceIdApiResponse = /** status 200 O índice. */ Indice
export type GetFinanceiroIndiceIdApiArg = {
  id: number
}
export type PutFinanceiroIndiceIdApiResponse = /** status 200 O índice. */ Indice
export type PutFinanceiroIndiceIdApiArg = {
  id: number
  novoIndice: NovoIndice
}
export type PatchFinanceiroIndiceIdApiResponse = /** status 200 O índice. */ Indice
export type PatchFinanceiroIndiceIdApiArg = {
  id: number
  alteracaoIndice: AlteracaoIndice
}
export type GetFinanceiroLiberacaoParcelaApiResponse =
  /** status 200 As parcelas gravadas, por vencimento. */ LiberacaoParcela[]
export type GetFinanceiroLiberacaoParcelaApiArg = {
  /** só as parcelas desta liberação */
  liberacao?: number
}
export type PostFinanceiroLiberacaoParcelaApiResponse = /** status 201 Criada. */ LiberacaoParcela
export type PostFinanceiroLiberacaoParcelaApiArg = {
  novaLiberacaoParcela: NovaLiberacaoParcela
}
export type GetFinanceiroLiberacaoParcelaIdApiResponse =
  /** status 200 A parcela. */ LiberacaoParcela
export type GetFinanceiroLiberacaoParcelaIdApiArg = {
  id: number
}
export type PutFinanceiroLiberacaoParcelaIdApiResponse =
  /** status 200 A parcela. */ LiberacaoParcela
export type PutFinanceiroLiberacaoParcelaIdApiArg = {
  id: number
  novaLiberacaoParcela: NovaLiberacaoParcela
}
export type PatchFinanceiroLiberacaoParcelaIdApiResponse =
  /** status 200 A parcela. */ LiberacaoParcela
export type PatchFinanceiroLiberacaoParcelaIdApiArg = {
  id: number
  alteracaoLiberacaoParcela: AlteracaoLiberacaoParcela
}
export type DeleteFinanceiroLiberacaoParcelaIdApiResponse = unknown
export type DeleteFinanceiroLiberacaoParcelaIdApiArg = {
  id: number
}
export type GetFinanceiroLiberacaoApiResponse = /** status 200 As liberações. */ Liberacao[]
export type GetFinanceiroLiberacaoApiArg = {
  /** só as liberações deste contrato */
  contrato?: number
}
export type PostFinanceiroLiberacaoApiResponse = /** status 201 Criada. */ Liberacao
export type PostFinanceiroLiberacaoApiArg = {
  novaLiberacao: NovaLiberacao
}
export type GetFinanceiroLiberacaoIdApiResponse = /** status 200 A liberação. */ Liberacao
export type GetFinanceiroLiberacaoIdApiArg = {
  id: number
}
export type PutFinanceiroLiberacaoIdApiResponse = /** status 200 A liberação. */ Liberacao
export type PutFinanceiroLiberacaoIdApiArg = {
  id: number
  novaLiberacao: NovaLiberacao
}
export type PatchFinanceiroLiberacaoIdApiResponse = /** status 200 A liberação. */ Liberacao
export type PatchFinanceiroLiberacaoIdApiArg = {
  id: number
  alteracaoLiberacao: AlteracaoLiberacao
}
export type DeleteFinanceiroLiberacaoIdApiResponse = unknown
export type DeleteFinanceiroLiberacaoIdApiArg = {
  id: number
}
export type PostFinanceiroLiberacaoIdGerarParcelasApiResponse =
  /** status 201 As parcelas gravadas, que substituem as em aberto da liberação. */ LiberacaoParcela[]
export type PostFinanceiroLiberacaoIdGerarParcelasApiArg = {
  /** a liberação */
  id: number
  gerarParcelas: GerarParcelas
}
export type GetFinanceiroMoedaApiResponse = /** status 200 As moedas. */ Moeda[]
export type GetFinanceiroMoedaApiArg = void
export type PostFinanceiroMoedaApiResponse = /** status 201 Criada. */ Moeda
export type PostFinanceiroMoedaApiArg = {
  novaMoeda: NovaMoeda
}
export type DeleteFinanceiroMoedaIdApiResponse = unknown
export type DeleteFinanceiroMoedaIdApiArg = {
  id: number
}
export type GetFinanceiroMoedaIdApiResponse = /** status 200 A moeda. */ Moeda
export type GetFinanceiroMoedaIdApiArg = {
  id: number
}
export type PutFinanceiroMoedaIdApiResponse = /** status 200 A moeda. */ Moeda
export type PutFinanceiroMoedaIdApiArg = {
  id: number
  novaMoeda: NovaMoeda
}
export type PatchFinanceiroMoedaIdApiResponse = /** status 200 A moeda. */ Moeda
export type PatchFinanceiroMoedaIdApiArg = {
  id: number
  alteracaoMoeda: AlteracaoMoeda
}
export type GetFinanceiroRecebiveisPrevistosApiResponse =
  /** status 200 Recebíveis previstos por mês e a taxa de recebimento por faixa de atraso. */ RecebiveisPrevistos
export type GetFinanceiroRecebiveisPrevistosApiArg = {
  meses?: number
}
export type GetFinanceiroRelatorioParcelasApiResponse =
  /** status 200 As parcelas em aberto do período, por vencimento, com os nomes do contrato. */ ParcelaAVencer[]
export type GetFinanceiroRelatorioParcelasApiArg = {
  /** primeiro vencimento (hoje quando omitido) */
  dataInicio?: string
  /** último vencimento (três meses após data_inicio quando omitido) */
  dataFim?: string
  /** ids separados por vírgula */
  banco?: string
  /** ids separados por vírgula */
  empresa?: string
  /** ids separados por vírgula */
  contrato?: string
}
export type GetFinanceiroTipoContratoApiResponse =
  /** status 200 Os tipos de contrato. */ TipoContrato[]
export type GetFinanceiroTipoContratoApiArg = void
export type PostFinanceiroTipoContratoApiResponse = /** status 201 Criado. */ TipoContrato
export type PostFinanceiroTipoContratoApiArg = {
  novoTipoContrato: NovoTipoContrato
}
export type DeleteFinanceiroTipoContratoIdApiResponse = unknown
export type DeleteFinanceiroTipoContratoIdApiArg = {
  id: number
}
export type GetFinanceiroTipoContratoIdApiResponse =
  /** status 200 O tipo de contrato. */ TipoContrato
export type GetFinanceiroTipoContratoIdApiArg = {
  id: number
}
export type PutFinanceiroTipoContratoIdApiResponse =
  /** status 200 O tipo de contrato. */ TipoContrato
export type PutFinanceiroTipoContratoIdApiArg = {
  id: number
  novoTipoContrato: NovoTipoContrato
}
export type PatchFinanceiroTipoContratoIdApiResponse =
  /** status 200 O tipo de contrato. */ TipoContrato
export type PatchFinanceiroTipoContratoIdApiArg = {
  id: number
  alteracaoTipoContrato: AlteracaoTipoContrato
}
export type GetFinanceiroTipoJurosApiResponse = /** status 200 Os tipos de juros. */ TipoJuros[]
export type GetFinanceiroTipoJurosApiArg = void
export type PostFinanceiroTipoJurosApiResponse = /** status 201 Criado. */ TipoJuros
export type PostFinanceiroTipoJurosApiArg = {
  novoTipoJuros: NovoTipoJuros
}
export type DeleteFinanceiroTipoJurosIdApiResponse = unknown
export type DeleteFinanceiroTipoJurosIdApiArg = {
  id: number
}
export type GetFinanceiroTipoJurosIdApiResponse = /** status 200 O tipo de juros. */ TipoJuros
export type GetFinanceiroTipoJurosIdApiArg = {
  id: number
}
export type PutFinanceiroTipoJurosIdApiResponse = /** status 200 O tipo de juros. */ TipoJuros
export type PutFinanceiroTipoJurosIdApiArg = {
  id: number
  novoTipoJuros: NovoTipoJuros
}
export type PatchFinanceiroTipoJurosIdApiResponse = /** status 200 O tipo de juros. */ TipoJuros
export type PatchFinanceiroTipoJurosIdApiArg = {
  id: number
  alteracaoTipoJuros: AlteracaoTipoJuros
}
export type Banco = {
  id: number
  /** código COMPE, 3 dígitos */
  codigo: string
  nome: string
  /** ISPB, 8 dígitos (vazio quando não informado) */
  ispb: string
  ativo: boolean
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
export type NovoBanco = {
  /** código COMPE, 3 dígitos */
  codigo: string
  nome: string
  /** 8 dígitos, ou vazio */
  ispb?: string
  ativo?: boolean
}
export type AlteracaoBanco = {
  codigo?: string
  nome?: string
  ispb?: string
  ativo?: boolean
}
export type Decimal = string
export type Contrato = {
  id: number
  numero: string
  empresa: number
  banco: number
  moeda: number
  tipo_contrato: number
  tipo_juros: number
  indice: number | null
  forma_amortizacao: number
  data_contratacao: string
  valor_contratado: Decimal
  /** equivalente mensal efetivo de taxa, derivado pelo servidor, 4 casas */
  taxa_mensal: Decimal
  qtd_parcelas: number
  carencia_meses: number
  observacao: string
  /** a taxa como contratada (% por base_taxa); nos pós-fixados, o spread sobre o índice */
  taxa: Decimal
  base_taxa: 'mensal' | 'anual'
  tipo_taxa: 'efetiva' | 'nominal'
  /** percentual do índice pós-fixado (100 = 100 % do CDI); null nos pré-fixados */
  percentual_indice: Decimal | null
  data_primeiro_vencimento: string | null
  juros_carencia: 'pago' | 'capitalizado'
  /** tarifas e IOF pagos na liberação (entram no CET) */
  valor_tarifas: Decimal
}
export type DecimalEntrada = Decimal | number
export type NovoContrato = {
  numero: string
  empresa: number
  banco: number
  /** BRL quando omitida */
  moeda?: number
  tipo_contrato: number
  tipo_juros: number
  indice?: number | null
  forma_amortizacao: number
  data_contratacao: string
  valor_contratado: DecimalEntrada
  qtd_parcelas: number
  carencia_meses?: number
  observacao?: string
  taxa?: DecimalEntrada
  base_taxa?: 'mensal' | 'anual'
  tipo_taxa?: 'efetiva' | 'nominal'
  percentual_indice?: DecimalEntrada | null
  data_primeiro_vencimento?: string | null
  juros_carencia?: 'pago' | 'capitalizado'
  valor_tarifas?: DecimalEntrada
}
export type AlteracaoContrato = {
  numero?: string
  empresa?: number
  banco?: number
  moeda?: number
  tipo_contrato?: number
  tipo_juros?: number
  indice?: number | null
  forma_amortizacao?: number
  data_contratacao?: string
  valor_contratado?: DecimalEntrada
  qtd_parcelas?: number
  carencia_meses?: number
  observacao?: string
  taxa?: DecimalEntrada
  base_taxa?: 'mensal' | 'anual'
  tipo_taxa?: 'efetiva' | 'nominal'
  percentual_indice?: DecimalEntrada | null
  data_primeiro_vencimento?: string | null
  juros_carencia?: 'pago' | 'capitalizado'
  valor_tarifas?: DecimalEntrada
}
export type Empresa = {
  id: number
  razao_social: string
  nome_fantasia: string
  /** com máscara; numérico ou alfanumérico (12.ABC.345/01DE-35) */
  cnpj: string
}
export type NovaEmpresa = {
  razao_social: string
  nome_fantasia?: string
  /** com ou sem máscara; numérico ou alfanumérico */
  cnpj: string
}
export type AlteracaoEmpresa = {
  razao_social?: string
  nome_fantasia?: string
  cnpj?: string
}
export type FormaAmortizacao = {
  id: number
  codigo: 'SAC' | 'PRICE' | 'BULLET'
  descricao: string
}
export type NovaFormaAmortizacao = {
  codigo: 'SAC' | 'PRICE' | 'BULLET'
  descricao: string
}
export type AlteracaoFormaAmortizacao = {
  codigo?: 'SAC' | 'PRICE' | 'BULLET'
  descricao?: string
}
export type IndiceTaxa = {
  id: number
  indice: number
  /** primeiro dia do mês a que o valor se refere */
  data: string
  /** % a.a. (CDI, SELIC, TJLP, TR) ou % em 12 meses (IPCA), 4 casas */
  taxa_anual: Decimal
  /** valor de demonstração, não uma publicação oficial */
  demo: boolean
}
export type NovaIndiceTaxa = {
  indice: number
  data: string
  taxa_anual: DecimalEntrada
  demo?: boolean
}
export type AlteracaoIndiceTaxa = {
  indice?: number
  data?: string
  taxa_anual?: DecimalEntrada
  demo?: boolean
}
export type Indice = {
  id: number
  nome: string
  descricao: string
  pos_fixado: boolean
  /** du252: % a.a. sobre 252 dias úteis */
  base: 'du252' | 'mensal' | 'anual'
}
export type NovoIndice = {
  nome: string
  descricao?: string
  pos_fixado?: boolean
  base?: 'du252' | 'mensal' | 'anual'
}
export type AlteracaoIndice = {
  nome?: string
  descricao?: string
  pos_fixado?: boolean
  base?: 'du252' | 'mensal' | 'anual'
}
export type LiberacaoParcela = {
  id: number
  liberacao: number
  contrato: number
  parcela: number
  data_vencimento: string
  valor_amortizacao: Decimal
  valor_juros: Decimal
  valor_parcela: Decimal
  saldo_devedor: Decimal
  pago: boolean
  data_pagamento: string | null
}
export type NovaLiberacaoParcela = {
  liberacao: number
  /** o da liberação quando omitido */
  contrato?: number | null
  parcela: number
  data_vencimento: string
  valor_amortizacao?: DecimalEntrada
  valor_juros?: DecimalEntrada
  valor_parcela: DecimalEntrada
  saldo_devedor?: DecimalEntrada
  pago?: boolean
  data_pagamento?: string | null
}
export type AlteracaoLiberacaoParcela = {
  liberacao?: number
  contrato?: number | null
  parcela?: number
  data_vencimento?: string
  valor_amortizacao?: DecimalEntrada
  valor_juros?: DecimalEntrada
  valor_parcela?: DecimalEntrada
  saldo_devedor?: DecimalEntrada
  pago?: boolean
  data_pagamento?: string | null
}
export type Liberacao = {
  id: number
  contrato: number
  data: string
  valor: Decimal
}
export type NovaLiberacao = {
  contrato: number
  data: string
  valor: DecimalEntrada
}
export type AlteracaoLiberacao = {
  contrato?: number
  data?: string
  valor?: DecimalEntrada
}
export type ParcelaGerada = {
  parcela: number
  data_vencimento: string
  valor_amortizacao: DecimalEntrada
  valor_juros: DecimalEntrada
  valor_parcela: DecimalEntrada
  /** 0.00 quando omitido */
  saldo_devedor?: DecimalEntrada
}
export type GerarParcelas = {
  parcelas: ParcelaGerada[]
}
export type Moeda = {
  id: number
  /** ISO 4217 */
  sigla: string
  nome: string
  simbolo: string
  /** reais por unidade, 4 casas */
  cotacao: Decimal
  data_cotacao: string | null
}
export type NovaMoeda = {
  /** ISO 4217, 3 letras */
  sigla: string
  nome: string
  simbolo?: string
  cotacao?: DecimalEntrada
  data_cotacao?: string | null
}
export type AlteracaoMoeda = {
  sigla?: string
  nome?: string
  simbolo?: string
  cotacao?: DecimalEntrada
  data_cotacao?: string | null
}
export type FaixaRecebimento = {
  faixa: 'a_vencer' | 'd1_30' | 'd31_60' | 'd61_90' | 'd91_180' | 'd180_mais'
  label: string
  /** fração de 0 a 1, 4 casas */
  taxa_recebimento: Decimal
  valor_historico?: Decimal
  valor_recebido?: Decimal
  valor_aberto: Decimal
  valor_previsto: Decimal
}
export type RecebimentoMes = {
  /** AAAA-MM */
  mes: string
  titulos?: number
  valor_aberto?: Decimal
  valor_previsto: Decimal
}
export type RecebiveisPrevistos = {
  data_base: string
  metodo: string
  faixas: FaixaRecebimento[]
  meses: RecebimentoMes[]
  /** o previsto para depois do último mês */
  valor_previsto_alem: Decimal
}
export type ParcelaAVencer = LiberacaoParcela & {
  contrato_numero: string
  banco: number
  /** código · nome */
  banco_nome: string
  empresa: number
  empresa_nome: string
  moeda_sigla: string
  /** vazio quando o contrato não tem índice */
  indice_nome: string
}
export type TipoContrato = {
  id: number
  descricao: string
}
export type NovoTipoContrato = {
  descricao: string
}
export type AlteracaoTipoContrato = {
  descricao?: string
}
export type TipoJuros = {
  id: number
  descricao: string
}
export type NovoTipoJuros = {
  descricao: string
}
export type AlteracaoTipoJuros = {
  descricao?: string
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

import { dataApi as api } from '../data-api'
export const addTagTypes = ['atendimento'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCobrancaAcaoCobrancaRealizada: build.query<
        GetCobrancaAcaoCobrancaRealizadaApiResponse,
        GetCobrancaAcaoCobrancaRealizadaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/acao-cobranca-realizada/`,
          params: {
            cod_cliente: queryArg.codCliente,
            cliente: queryArg.cliente,
            ordering: queryArg.ordering,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['atendimento'],
      }),
      postCobrancaAcaoCobrancaRealizada: build.mutation<
        PostCobrancaAcaoCobrancaRealizadaApiResponse,
        PostCobrancaAcaoCobrancaRealizadaApiArg
      >({
        query: () => ({ url: `/api/cobranca/acao-cobranca-realizada/`, method: 'POST' }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAcaoCobrancaRealizadaId: build.query<
        GetCobrancaAcaoCobrancaRealizadaIdApiResponse,
        GetCobrancaAcaoCobrancaRealizadaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/acao-cobranca-realizada/${queryArg.id}/` }),
        providesTags: ['atendimento'],
      }),
      putCobrancaAcaoCobrancaRealizadaId: build.mutation<
        PutCobrancaAcaoCobrancaRealizadaIdApiResponse,
        PutCobrancaAcaoCobrancaRealizadaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/acao-cobranca-realizada/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaAcaoCobrancaRealizadaId: build.mutation<
        PatchCobrancaAcaoCobrancaRealizadaIdApiResponse,
        PatchCobrancaAcaoCobrancaRealizadaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/acao-cobranca-realizada/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['atendimento'],
      }),
      deleteCobrancaAcaoCobrancaRealizadaId: build.mutation<
        DeleteCobrancaAcaoCobrancaRealizadaIdApiResponse,
        DeleteCobrancaAcaoCobrancaRealizadaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/acao-cobranca-realizada/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAtendimentoAtakCobranca: build.query<
        GetCobrancaAtendimentoAtakCobrancaApiResponse,
        GetCobrancaAtendimentoAtakCobrancaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-atak-cobranca/`,
          params: {
            cod_cliente: queryArg.codCliente,
            cliente: queryArg.cliente,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ['atendimento'],
      }),
      postCobrancaAtendimentoAtakCobranca: build.mutation<
        PostCobrancaAtendimentoAtakCobrancaApiResponse,
        PostCobrancaAtendimentoAtakCobrancaApiArg
      >({
        query: () => ({ url: `/api/cobranca/atendimento-atak-cobranca/`, method: 'POST' }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAtendimentoAtakCobrancaId: build.query<
        GetCobrancaAtendimentoAtakCobrancaIdApiResponse,
        GetCobrancaAtendimentoAtakCobrancaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/atendimento-atak-cobranca/${queryArg.id}/` }),
        providesTags: ['atendimento'],
      }),
      putCobrancaAtendimentoAtakCobrancaId: build.mutation<
        PutCobrancaAtendimentoAtakCobrancaIdApiResponse,
        PutCobrancaAtendimentoAtakCobrancaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-atak-cobranca/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaAtendimentoAtakCobrancaId: build.mutation<
        PatchCobrancaAtendimentoAtakCobrancaIdApiResponse,
        PatchCobrancaAtendimentoAtakCobrancaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-atak-cobranca/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['atendimento'],
      }),
      deleteCobrancaAtendimentoAtakCobrancaId: build.mutation<
        DeleteCobrancaAtendimentoAtakCobrancaIdApiResponse,
        DeleteCobrancaAtendimentoAtakCobrancaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-atak-cobranca/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAtendimentoEntradaParcela: build.query<
        GetCobrancaAtendimentoEntradaParcelaApiResponse,
        GetCobrancaAtendimentoEntradaParcelaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-entrada-parcela/`,
          params: {
            cod_cliente: queryArg.codCliente,
            cliente: queryArg.cliente,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ['atendimento'],
      }),
      postCobrancaAtendimentoEntradaParcela: build.mutation<
        PostCobrancaAtendimentoEntradaParcelaApiResponse,
        PostCobrancaAtendimentoEntradaParcelaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-entrada-parcela/`,
          method: 'POST',
          body: queryArg.novaEntradaParcela,
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAtendimentoEntradaParcelaId: build.query<
        GetCobrancaAtendimentoEntradaParcelaIdApiResponse,
        GetCobrancaAtendimentoEntradaParcelaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/atendimento-entrada-parcela/${queryArg.id}/` }),
        providesTags: ['atendimento'],
      }),
      putCobrancaAtendimentoEntradaParcelaId: build.mutation<
        PutCobrancaAtendimentoEntradaParcelaIdApiResponse,
        PutCobrancaAtendimentoEntradaParcelaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-entrada-parcela/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novaEntradaParcela,
        }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaAtendimentoEntradaParcelaId: build.mutation<
        PatchCobrancaAtendimentoEntradaParcelaIdApiResponse,
        PatchCobrancaAtendimentoEntradaParcelaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-entrada-parcela/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['atendimento'],
      }),
      deleteCobrancaAtendimentoEntradaParcelaId: build.mutation<
        DeleteCobrancaAtendimentoEntradaParcelaIdApiResponse,
        DeleteCobrancaAtendimentoEntradaParcelaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-entrada-parcela/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAtendimentoEntrada: build.query<
        GetCobrancaAtendimentoEntradaApiResponse,
        GetCobrancaAtendimentoEntradaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-entrada/`,
          params: {
            cod_cliente: queryArg.codCliente,
            cliente: queryArg.cliente,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ['atendimento'],
      }),
      postCobrancaAtendimentoEntrada: build.mutation<
        PostCobrancaAtendimentoEntradaApiResponse,
        PostCobrancaAtendimentoEntradaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-entrada/`,
          method: 'POST',
          body: queryArg.novaEntradaAtendimento,
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAtendimentoEntradaId: build.query<
        GetCobrancaAtendimentoEntradaIdApiResponse,
        GetCobrancaAtendimentoEntradaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/atendimento-entrada/${queryArg.id}/` }),
        providesTags: ['atendimento'],
      }),
      putCobrancaAtendimentoEntradaId: build.mutation<
        PutCobrancaAtendimentoEntradaIdApiResponse,
        PutCobrancaAtendimentoEntradaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-entrada/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novaEntradaAtendimento,
        }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaAtendimentoEntradaId: build.mutation<
        PatchCobrancaAtendimentoEntradaIdApiResponse,
        PatchCobrancaAtendimentoEntradaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-entrada/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['atendimento'],
      }),
      deleteCobrancaAtendimentoEntradaId: build.mutation<
        DeleteCobrancaAtendimentoEntradaIdApiResponse,
        DeleteCobrancaAtendimentoEntradaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-entrada/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAtendimentoNegociacao: build.query<
        GetCobrancaAtendimentoNegociacaoApiResponse,
        GetCobrancaAtendimentoNegociacaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-negociacao/`,
          params: {
            cod_cliente: queryArg.codCliente,
            cliente: queryArg.cliente,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ['atendimento'],
      }),
      postCobrancaAtendimentoNegociacao: build.mutation<
        PostCobrancaAtendimentoNegociacaoApiResponse,
        PostCobrancaAtendimentoNegociacaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-negociacao/`,
          method: 'POST',
          body: queryArg.novaNegociacao,
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAtendimentoNegociacaoId: build.query<
        GetCobrancaAtendimentoNegociacaoIdApiResponse,
        GetCobrancaAtendimentoNegociacaoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/atendimento-negociacao/${queryArg.id}/` }),
        providesTags: ['atendimento'],
      }),
      putCobrancaAtendimentoNegociacaoId: build.mutation<
        PutCobrancaAtendimentoNegociacaoIdApiResponse,
        PutCobrancaAtendimentoNegociacaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-negociacao/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novaNegociacao,
        }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaAtendimentoNegociacaoId: build.mutation<
        PatchCobrancaAtendimentoNegociacaoIdApiResponse,
        PatchCobrancaAtendimentoNegociacaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-negociacao/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['atendimento'],
      }),
      deleteCobrancaAtendimentoNegociacaoId: build.mutation<
        DeleteCobrancaAtendimentoNegociacaoIdApiResponse,
        DeleteCobrancaAtendimentoNegociacaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-negociacao/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAtendimentoTipoResultado: build.query<
        GetCobrancaAtendimentoTipoResultadoApiResponse,
        GetCobrancaAtendimentoTipoResultadoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-tipo-resultado/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['atendimento'],
      }),
      postCobrancaAtendimentoTipoResultado: build.mutation<
        PostCobrancaAtendimentoTipoResultadoApiResponse,
        PostCobrancaAtendimentoTipoResultadoApiArg
      >({
        query: () => ({ url: `/api/cobranca/atendimento-tipo-resultado/`, method: 'POST' }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAtendimentoTipoResultadoId: build.query<
        GetCobrancaAtendimentoTipoResultadoIdApiResponse,
        GetCobrancaAtendimentoTipoResultadoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/atendimento-tipo-resultado/${queryArg.id}/` }),
        providesTags: ['atendimento'],
      }),
      putCobrancaAtendimentoTipoResultadoId: build.mutation<
        PutCobrancaAtendimentoTipoResultadoIdApiResponse,
        PutCobrancaAtendimentoTipoResultadoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-tipo-resultado/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaAtendimentoTipoResultadoId: build.mutation<
        PatchCobrancaAtendimentoTipoResultadoIdApiResponse,
        PatchCobrancaAtendimentoTipoResultadoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-tipo-resultado/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['atendimento'],
      }),
      deleteCobrancaAtendimentoTipoResultadoId: build.mutation<
        DeleteCobrancaAtendimentoTipoResultadoIdApiResponse,
        DeleteCobrancaAtendimentoTipoResultadoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento-tipo-resultado/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAtendimento: build.query<
        GetCobrancaAtendimentoApiResponse,
        GetCobrancaAtendimentoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento/`,
          params: {
            is_deleted: queryArg.isDeleted,
            cliente: queryArg.cliente,
            cod_cliente: queryArg.codCliente,
            cod_vendedor: queryArg.codVendedor,
            data_retorno: queryArg.dataRetorno,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ['atendimento'],
      }),
      postCobrancaAtendimento: build.mutation<
        PostCobrancaAtendimentoApiResponse,
        PostCobrancaAtendimentoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento/`,
          method: 'POST',
          body: queryArg.novoAtendimento,
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaAtendimentoId: build.query<
        GetCobrancaAtendimentoIdApiResponse,
        GetCobrancaAtendimentoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/atendimento/${queryArg.id}/` }),
        providesTags: ['atendimento'],
      }),
      putCobrancaAtendimentoId: build.mutation<
        PutCobrancaAtendimentoIdApiResponse,
        PutCobrancaAtendimentoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novoAtendimento,
        }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaAtendimentoId: build.mutation<
        PatchCobrancaAtendimentoIdApiResponse,
        PatchCobrancaAtendimentoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['atendimento'],
      }),
      deleteCobrancaAtendimentoId: build.mutation<
        DeleteCobrancaAtendimentoIdApiResponse,
        DeleteCobrancaAtendimentoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['atendimento'],
      }),
      postCobrancaAtendimentoConcluirAtendimentosId: build.mutation<
        PostCobrancaAtendimentoConcluirAtendimentosIdApiResponse,
        PostCobrancaAtendimentoConcluirAtendimentosIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/atendimento/concluir-atendimentos/${queryArg.id}/`,
          method: 'POST',
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaClienteEmail: build.query<
        GetCobrancaClienteEmailApiResponse,
        GetCobrancaClienteEmailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-email/`,
          params: {
            cod_cliente: queryArg.codCliente,
            cliente: queryArg.cliente,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ['atendimento'],
      }),
      postCobrancaClienteEmail: build.mutation<
        PostCobrancaClienteEmailApiResponse,
        PostCobrancaClienteEmailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-email/`,
          method: 'POST',
          body: queryArg.novoClienteEmail,
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaClienteEmailId: build.query<
        GetCobrancaClienteEmailIdApiResponse,
        GetCobrancaClienteEmailIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/cliente-email/${queryArg.id}/` }),
        providesTags: ['atendimento'],
      }),
      putCobrancaClienteEmailId: build.mutation<
        PutCobrancaClienteEmailIdApiResponse,
        PutCobrancaClienteEmailIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-email/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novoClienteEmail,
        }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaClienteEmailId: build.mutation<
        PatchCobrancaClienteEmailIdApiResponse,
        PatchCobrancaClienteEmailIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-email/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['atendimento'],
      }),
      deleteCobrancaClienteEmailId: build.mutation<
        DeleteCobrancaClienteEmailIdApiResponse,
        DeleteCobrancaClienteEmailIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-email/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaClienteObservacao: build.query<
        GetCobrancaClienteObservacaoApiResponse,
        GetCobrancaClienteObservacaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-observacao/`,
          params: {
            cod_cliente: queryArg.codCliente,
            cliente: queryArg.cliente,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ['atendimento'],
      }),
      postCobrancaClienteObservacao: build.mutation<
        PostCobrancaClienteObservacaoApiResponse,
        PostCobrancaClienteObservacaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-observacao/`,
          method: 'POST',
          body: queryArg.novaClienteObservacao,
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaClienteObservacaoId: build.query<
        GetCobrancaClienteObservacaoIdApiResponse,
        GetCobrancaClienteObservacaoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/cliente-observacao/${queryArg.id}/` }),
        providesTags: ['atendimento'],
      }),
      putCobrancaClienteObservacaoId: build.mutation<
        PutCobrancaClienteObservacaoIdApiResponse,
        PutCobrancaClienteObservacaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-observacao/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novaClienteObservacao,
        }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaClienteObservacaoId: build.mutation<
        PatchCobrancaClienteObservacaoIdApiResponse,
        PatchCobrancaClienteObservacaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-observacao/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['atendimento'],
      }),
      deleteCobrancaClienteObservacaoId: build.mutation<
        DeleteCobrancaClienteObservacaoIdApiResponse,
        DeleteCobrancaClienteObservacaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-observacao/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaClienteTelefone: build.query<
        GetCobrancaClienteTelefoneApiResponse,
        GetCobrancaClienteTelefoneApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-telefone/`,
          params: {
            cod_cliente: queryArg.codCliente,
            cliente: queryArg.cliente,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ['atendimento'],
      }),
      postCobrancaClienteTelefone: build.mutation<
        PostCobrancaClienteTelefoneApiResponse,
        PostCobrancaClienteTelefoneApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-telefone/`,
          method: 'POST',
          body: queryArg.novoClienteTelefone,
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaClienteTelefoneId: build.query<
        GetCobrancaClienteTelefoneIdApiResponse,
        GetCobrancaClienteTelefoneIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/cliente-telefone/${queryArg.id}/` }),
        providesTags: ['atendimento'],
      }),
      putCobrancaClienteTelefoneId: build.mutation<
        PutCobrancaClienteTelefoneIdApiResponse,
        PutCobrancaClienteTelefoneIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-telefone/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novoClienteTelefone,
        }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaClienteTelefoneId: build.mutation<
        PatchCobrancaClienteTelefoneIdApiResponse,
        PatchCobrancaClienteTelefoneIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-telefone/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['atendimento'],
      }),
      deleteCobrancaClienteTelefoneId: build.mutation<
        DeleteCobrancaClienteTelefoneIdApiResponse,
        DeleteCobrancaClienteTelefoneIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente-telefone/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaLembrete: build.query<GetCobrancaLembreteApiResponse, GetCobrancaLembreteApiArg>({
        query: (queryArg) => ({
          url: `/api/cobranca/lembrete/`,
          params: {
            cod_cliente: queryArg.codCliente,
            cliente: queryArg.cliente,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ['atendimento'],
      }),
      postCobrancaLembrete: build.mutation<
        PostCobrancaLembreteApiResponse,
        PostCobrancaLembreteApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/lembrete/`,
          method: 'POST',
          body: queryArg.novoLembrete,
        }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaLembreteId: build.query<
        GetCobrancaLembreteIdApiResponse,
        GetCobrancaLembreteIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/lembrete/${queryArg.id}/` }),
        providesTags: ['atendimento'],
      }),
      putCobrancaLembreteId: build.mutation<
        PutCobrancaLembreteIdApiResponse,
        PutCobrancaLembreteIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/lembrete/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novoLembrete,
        }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaLembreteId: build.mutation<
        PatchCobrancaLembreteIdApiResponse,
        PatchCobrancaLembreteIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/lembrete/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['atendimento'],
      }),
      deleteCobrancaLembreteId: build.mutation<
        DeleteCobrancaLembreteIdApiResponse,
        DeleteCobrancaLembreteIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/lembrete/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['atendimento'],
      }),
      getCobrancaPromessaPagamento: build.query<
        GetCobrancaPromessaPagamentoApiResponse,
        GetCobrancaPromessaPagamentoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/promessa-pagamento/`,
          params: {
            cod_cliente: queryArg.codCliente,
            cliente: queryArg.cliente,
            status: queryArg.status,
            data_promessa: queryArg.dataPromessa,
            minhas: queryArg.minhas,
          },
        }),
        providesTags: ['atendimento'],
      }),
      postCobrancaPromessaPagamento: build.mutation<
        PostCobrancaPromessaPagamentoApiResponse,
        PostCobrancaPromessaPagamentoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/promessa-pagamento/`,
          method: 'POST',
          body: queryArg.novaPromessaPagamento,
        }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaPromessaPagamentoId: build.mutation<
        PatchCobrancaPromessaPagamentoIdApiResponse,
        PatchCobrancaPromessaPagamentoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/promessa-pagamento/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.cancelamentoPromessa,
        }),
        invalidatesTags: ['atendimento'],
      }),
      deleteCobrancaPromessaPagamentoId: build.mutation<
        DeleteCobrancaPromessaPagamentoIdApiResponse,
        DeleteCobrancaPromessaPagamentoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/promessa-pagamento/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['atendimento'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetCobrancaAcaoCobrancaRealizadaApiResponse =
  | /** status 200 As ações de cobrança realizadas (disparos da régua e ações de atendimento); com page ou page_size, uma página do DRF. */ AcaoCobrancaRealizada[]
  | PaginaAcaoCobrancaRealizada
export type GetCobrancaAcaoCobrancaRealizadaApiArg = {
  codCliente?: number
  /** o mesmo que cod_cliente */
  cliente?: number
  /** campo, com - para decrescente (ex.: -data,-id) */
  ordering?: string
  page?: number
  pageSize?: number
}
export type PostCobrancaAcaoCobrancaRealizadaApiResponse = unknown
export type PostCobrancaAcaoCobrancaRealizadaApiArg = void
export type GetCobrancaAcaoCobrancaRealizadaIdApiResponse = unknown
export type GetCobrancaAcaoCobrancaRealizadaIdApiArg = {
  id: string
}
export type PutCobrancaAcaoCobrancaRealizadaIdApiResponse = unknown
export type PutCobrancaAcaoCobrancaRealizadaIdApiArg = {
  id: string
}
export type PatchCobrancaAcaoCobrancaRealizadaIdApiResponse = unknown
export type PatchCobrancaAcaoCobrancaRealizadaIdApiArg = {
  id: string
}
export type DeleteCobrancaAcaoCobrancaRealizadaIdApiResponse = unknown
export type DeleteCobrancaAcaoCobrancaRealizadaIdApiArg = {
  id: string
}
export type GetCobrancaAtendimentoAtakCobrancaApiResponse =
  /** status 200 As ações dos atendimentos sobre títulos do cliente. */ AtendimentoParcela[]
export type GetCobrancaAtendimentoAtakCobrancaApiArg = {
  codCliente?: number
  /** o mesmo que cod_cliente */
  cliente?: number
  /** campo, com - para decrescente (ex.: -data,-id) */
  ordering?: string
}
export type PostCobrancaAtendimentoAtakCobrancaApiResponse = unknown
export type PostCobrancaAtendimentoAtakCobrancaApiArg = void
export type GetCobrancaAtendimentoAtakCobrancaIdApiResponse = unknown
export type GetCobrancaAtendimentoAtakCobrancaIdApiArg = {
  id: string
}
export type PutCobrancaAtendimentoAtakCobrancaIdApiResponse = unknown
export type PutCobrancaAtendimentoAtakCobrancaIdApiArg = {
  id: string
}
export type PatchCobrancaAtendimentoAtakCobrancaIdApiResponse = unknown
export type PatchCobrancaAtendimentoAtakCobrancaIdApiArg = {
  id: string
}
export type DeleteCobrancaAtendimentoAtakCobrancaIdApiResponse = unknown
export type DeleteCobrancaAtendimentoAtakCobrancaIdApiArg = {
  id: string
}
export type GetCobrancaAtendimentoEntradaParcelaApiResponse =
  /** status 200 As parcelas das entradas do cliente (o app não as pagina). */ EntradaParcela[]
export type GetCobrancaAtendimentoEntradaParcelaApiArg = {
  codCliente?: number
  /** o mesmo que cod_cliente */
  cliente?: number
  /** campo, com - para decrescente (ex.: -data,-id) */
  ordering?: string
}
export type PostCobrancaAtendimentoEntradaParcelaApiResponse =
  /** status 201 A parcela da entrada criada. */ EntradaParcela
export type PostCobrancaAtendimentoEntradaParcelaApiArg = {
  novaEntradaParcela: NovaEntradaParcela
}
export type GetCobrancaAtendimentoEntradaParcelaIdApiResponse = unknown
export type GetCobrancaAtendimentoEntradaParcelaIdApiArg = {
  id: string
}
export type PutCobrancaAtendimentoEntradaParcelaIdApiResponse =
  /** status 200 A parcela da entrada salva. */ EntradaParcela
export type PutCobrancaAtendimentoEntradaParcelaIdApiArg = {
  id: string
  novaEntradaParcela: NovaEntradaParcela
}
export type PatchCobrancaAtendimentoEntradaParcelaIdApiResponse = unknown
export type PatchCobrancaAtendimentoEntradaParcelaIdApiArg = {
  id: string
}
export type DeleteCobrancaAtendimentoEntradaParcelaIdApiResponse = unknown
export type DeleteCobrancaAtendimentoEntradaParcelaIdApiArg = {
  id: string
}
export type GetCobrancaAtendimentoEntradaApiResponse =
  /** status 200 As entradas do cliente (o app não as pagina). */ EntradaAtendimento[]
export type GetCobrancaAtendimentoEntradaApiArg = {
  codCliente?: number
  /** o mesmo que cod_cliente */
  cliente?: number
  /** campo, com - para decrescente (ex.: -data,-id) */
  ordering?: string
}
export type PostCobrancaAtendimentoEntradaApiResponse =
  /** status 201 A entrada criada. */ EntradaAtendimento
export type PostCobrancaAtendimentoEntradaApiArg = {
  novaEntradaAtendimento: NovaEntradaAtendimento
}
export type GetCobrancaAtendimentoEntradaIdApiResponse = unknown
export type GetCobrancaAtendimentoEntradaIdApiArg = {
  id: string
}
export type PutCobrancaAtendimentoEntradaIdApiResponse =
  /** status 200 A entrada salva. */ EntradaAtendimento
export type PutCobrancaAtendimentoEntradaIdApiArg = {
  id: string
  novaEntradaAtendimento: NovaEntradaAtendimento
}
export type PatchCobrancaAtendimentoEntradaIdApiResponse = unknown
export type PatchCobrancaAtendimentoEntradaIdApiArg = {
  id: string
}
export type DeleteCobrancaAtendimentoEntradaIdApiResponse = unknown
export type DeleteCobrancaAtendimentoEntradaIdApiArg = {
  id: string
}
export type GetCobrancaAtendimentoNegociacaoApiResponse =
  /** status 200 As negociações do cliente (o app não as pagina). */ Negociacao[]
export type GetCobrancaAtendimentoNegociacaoApiArg = {
  codCliente?: number
  /** o mesmo que cod_cliente */
  cliente?: number
  /** campo, com - para decrescente (ex.: -data,-id) */
  ordering?: string
}
export type PostCobrancaAtendimentoNegociacaoApiResponse =
  /** status 201 A negociação criada. */ Negociacao
export type PostCobrancaAtendimentoNegociacaoApiArg = {
  novaNegociacao: NovaNegociacao
}
export type GetCobrancaAtendimentoNegociacaoIdApiResponse = unknown
export type GetCobrancaAtendimentoNegociacaoIdApiArg = {
  id: string
}
export type PutCobrancaAtendimentoNegociacaoIdApiResponse =
  /** status 200 A negociação salva. */ Negociacao
export type PutCobrancaAtendimentoNegociacaoIdApiArg = {
  id: string
  novaNegociacao: NovaNegociacao
}
export type PatchCobrancaAtendimentoNegociacaoIdApiResponse = unknown
export type PatchCobrancaAtendimentoNegociacaoIdApiArg = {
  id: string
}
export type DeleteCobrancaAtendimentoNegociacaoIdApiResponse = unknown
export type DeleteCobrancaAtendimentoNegociacaoIdApiArg = {
  id: string
}
export type GetCobrancaAtendimentoTipoResultadoApiResponse =
  | /** status 200 Os tipos de resultado, inativos inclusive; com page ou page_size, uma página do DRF. */ TipoResultado[]
  | PaginaTipoResultado
export type GetCobrancaAtendimentoTipoResultadoApiArg = {
  page?: number
  pageSize?: number
}
export type PostCobrancaAtendimentoTipoResultadoApiResponse = unknown
export type PostCobrancaAtendimentoTipoResultadoApiArg = void
export type GetCobrancaAtendimentoTipoResultadoIdApiResponse = unknown
export type GetCobrancaAtendimentoTipoResultadoIdApiArg = {
  id: string
}
export type PutCobrancaAtendimentoTipoResultadoIdApiResponse = unknown
export type PutCobrancaAtendimentoTipoResultadoIdApiArg = {
  id: string
}
export type PatchCobrancaAtendimentoTipoResultadoIdApiResponse = unknown
export type PatchCobrancaAtendimentoTipoResultadoIdApiArg = {
  id: string
}
export type DeleteCobrancaAtendimentoTipoResultadoIdApiResponse = unknown
export type DeleteCobrancaAtendimentoTipoResultadoIdApiArg = {
  id: string
}
export type GetCobrancaAtendimentoApiResponse =
  /** status 200 Os atendimentos do filtro (o app lê os de um cliente, sem paginar). */ Atendimento[]
export type GetCobrancaAtendimentoApiArg = {
  isDeleted?: boolean
  /** o mesmo que cod_cliente */
  cliente?: number
  codCliente?: number
  codVendedor?: number
  /** próximo contato neste dia (o filtro Próximo contato hoje da Base Cobrança) */
  dataRetorno?: string
  /** campo, com - para decrescente (ex.: -data,-id) */
  ordering?: string
}
export type PostCobrancaAtendimentoApiResponse = /** status 201 O atendimento criado. */ Atendimento
export type PostCobrancaAtendimentoApiArg = {
  novoAtendimento: NovoAtendimento
}
export type GetCobrancaAtendimentoIdApiResponse = unknown
export type GetCobrancaAtendimentoIdApiArg = {
  id: string
}
export type PutCobrancaAtendimentoIdApiResponse =
  /** status 200 O atendimento salvo (também a exclusão lógica, is_deleted). */ Atendimento
export type PutCobrancaAtendimentoIdApiArg = {
  id: string
  novoAtendimento: NovoAtendimento
}
export type PatchCobrancaAtendimentoIdApiResponse = unknown
export type PatchCobrancaAtendimentoIdApiArg = {
  id: string
}
export type DeleteCobrancaAtendimentoIdApiResponse = unknown
export type DeleteCobrancaAtendimentoIdApiArg = {
  id: string
}
export type PostCobrancaAtendimentoConcluirAtendimentosIdApiResponse =
  /** status 200 Quantos atendimentos em aberto do cliente foram concluídos (o id do caminho é o cod_cliente). */ ConclusaoAtendimentos
export type PostCobrancaAtendimentoConcluirAtendimentosIdApiArg = {
  id: string
}
export type GetCobrancaClienteEmailApiResponse =
  /** status 200 Os e-mails do cliente (o app não as pagina). */ ClienteEmail[]
export type GetCobrancaClienteEmailApiArg = {
  codCliente?: number
  /** o mesmo que cod_cliente */
  cliente?: number
  /** campo, com - para decrescente (ex.: -data,-id) */
  ordering?: string
}
export type PostCobrancaClienteEmailApiResponse = /** status 201 O e-mail criado. */ ClienteEmail
export type PostCobrancaClienteEmailApiArg = {
  novoClienteEmail: NovoClienteEmail
}
export type GetCobrancaClienteEmailIdApiResponse = unknown
export type GetCobrancaClienteEmailIdApiArg = {
  id: string
}
export type PutCobrancaClienteEmailIdApiResponse = /** status 200 O e-mail salvo. */ ClienteEmail
export type PutCobrancaClienteEmailIdApiArg = {
  id: string
  novoClienteEmail: NovoClienteEmail
}
export type PatchCobrancaClienteEmailIdApiResponse = unknown
export type PatchCobrancaClienteEmailIdApiArg = {
  id: string
}
export type DeleteCobrancaClienteEmailIdApiResponse = unknown
export type DeleteCobrancaClienteEmailIdApiArg = {
  id: string
}
export type GetCobrancaClienteObservacaoApiResponse =
  /** status 200 As observações do cliente (o app não as pagina). */ ClienteObservacao[]
export type GetCobrancaClienteObservacaoApiArg = {
  codCliente?: number
  /** o mesmo que cod_cliente */
  cliente?: number
  /** campo, com - para decrescente (ex.: -data,-id) */
  ordering?: string
}
export type PostCobrancaClienteObservacaoApiResponse =
  /** status 201 A observação criada. */ ClienteObservacao
export type PostCobrancaClienteObservacaoApiArg = {
  novaClienteObservacao: NovaClienteObservacao
}
export type GetCobrancaClienteObservacaoIdApiResponse = unknown
export type GetCobrancaClienteObservacaoIdApiArg = {
  id: string
}
export type PutCobrancaClienteObservacaoIdApiResponse =
  /** status 200 A observação salva. */ ClienteObservacao
export type PutCobrancaClienteObservacaoIdApiArg = {
  id: string
  novaClienteObservacao: NovaClienteObservacao
}
export type PatchCobrancaClienteObservacaoIdApiResponse = unknown
export type PatchCobrancaClienteObservacaoIdApiArg = {
  id: string
}
export type DeleteCobrancaClienteObservacaoIdApiResponse = unknown
export type DeleteCobrancaClienteObservacaoIdApiArg = {
  id: string
}
export type GetCobrancaClienteTelefoneApiResponse =
  /** status 200 Os telefones do cliente (o app não as pagina). */ ClienteTelefone[]
export type GetCobrancaClienteTelefoneApiArg = {
  codCliente?: number
  /** o mesmo que cod_cliente */
  cliente?: number
  /** campo, com - para decrescente (ex.: -data,-id) */
  ordering?: string
}
export type PostCobrancaClienteTelefoneApiResponse =
  /** status 201 O telefone criado. */ ClienteTelefone
export type PostCobrancaClienteTelefoneApiArg = {
  novoClienteTelefone: NovoClienteTelefone
}
export type GetCobrancaClienteTelefoneIdApiResponse = unknown
export type GetCobrancaClienteTelefoneIdApiArg = {
  id: string
}
export type PutCobrancaClienteTelefoneIdApiResponse =
  /** status 200 O telefone salvo. */ ClienteTelefone
export type PutCobrancaClienteTelefoneIdApiArg = {
  id: string
  novoClienteTelefone: NovoClienteTelefone
}
export type PatchCobrancaClienteTelefoneIdApiResponse = unknown
export type PatchCobrancaClienteTelefoneIdApiArg = {
  id: string
}
export type DeleteCobrancaClienteTelefoneIdApiResponse = unknown
export type DeleteCobrancaClienteTelefoneIdApiArg = {
  id: string
}
export type GetCobrancaLembreteApiResponse =
  /** status 200 Os lembretes do cliente (o app não as pagina). */ Lembrete[]
export type GetCobrancaLembreteApiArg = {
  codCliente?: number
  /** o mesmo que cod_cliente */
  cliente?: number
  /** campo, com - para decrescente (ex.: -data,-id) */
  ordering?: string
}
export type PostCobrancaLembreteApiResponse = /** status 201 O lembrete criado. */ Lembrete
export type PostCobrancaLembreteApiArg = {
  novoLembrete: NovoLembrete
}
export type GetCobrancaLembreteIdApiResponse = unknown
export type GetCobrancaLembreteIdApiArg = {
  id: string
}
export type PutCobrancaLembreteIdApiResponse = /** status 200 O lembrete salvo. */ Lembrete
export type PutCobrancaLembreteIdApiArg = {
  id: string
  novoLembrete: NovoLembrete
}
export type PatchCobrancaLembreteIdApiResponse = unknown
export type PatchCobrancaLembreteIdApiArg = {
  id: string
}
export type DeleteCobrancaLembreteIdApiResponse = unknown
export type DeleteCobrancaLembreteIdApiArg = {
  id: string
}
export type GetCobrancaPromessaPagamentoApiResponse =
  /** status 200 As promessas, da data prometida mais antiga. */ PromessaPagamentoRead[]
export type GetCobrancaPromessaPagamentoApiArg = {
  codCliente?: number
  /** o mesmo que cod_cliente */
  cliente?: number
  /** uma situação ou várias separadas por vírgula (ativa, vence_hoje, quebrada, cumprida, cancelada) */
  status?: string
  dataPromessa?: string
  /** registradas pelo usuário ou de clientes da sua carteira */
  minhas?: boolean
}
export type PostCobrancaPromessaPagamentoApiResponse =
  /** status 201 A promessa criada, com a situação. */ PromessaPagamentoRead
export type PostCobrancaPromessaPagamentoApiArg = {
  novaPromessaPagamento: NovaPromessaPagamento
}
export type PatchCobrancaPromessaPagamentoIdApiResponse =
  /** status 200 A promessa cancelada. */ PromessaPagamentoRead
export type PatchCobrancaPromessaPagamentoIdApiArg = {
  id: string
  cancelamentoPromessa: CancelamentoPromessa
}
export type DeleteCobrancaPromessaPagamentoIdApiResponse = unknown
export type DeleteCobrancaPromessaPagamentoIdApiArg = {
  id: string
}
export type AcaoCobrancaRealizada = {
  id: string | number
  cod_cliente: number
  data: string
  /** regua ou atendimento */
  origem?: string
  acao: string
  canal?: string | null
  documento?: string | null
  destinatario?: string | null
  status?: string
  usuario?: number | null
}
export type PaginaAcaoCobrancaRealizada = {
  count: number
  next: string | null
  previous: string | null
  results: AcaoCobrancaRealizada[]
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
export type AtendimentoParcela = {
  id: number
  atendimento: number
  cod_cliente?: number
  conta_receber?: number | null
  documento?: string
  parcela?: number
  data?: string
  acao?: string
  usuario?: number | null
}
export type Decimal = string
export type EntradaParcela = {
  id: number
  entrada: number
  atendimento?: number | null
  cod_cliente?: number | null
  parcela: number
  data_vencimento: string
  valor: Decimal
  pago?: boolean
}
export type NovaEntradaParcela = {
  entrada: number
  parcela: number
  data_vencimento: string
  valor: Decimal
  pago?: boolean
}
export type EntradaAtendimento = {
  id: number
  atendimento: number
  negociacao?: number | null
  cod_cliente: number
  data?: string
  valor_total: Decimal
  valor_entrada?: Decimal
  qtd_parcelas?: number
  forma_cobranca?: number | null
  usuario?: number | null
}
export type NovaEntradaAtendimento = {
  atendimento: number
  negociacao?: number | null
  cod_cliente?: number
  data?: string
  valor_total: Decimal
  valor_entrada?: Decimal
  qtd_parcelas?: number
  forma_cobranca?: number | null
  usuario?: number | null
}
export type Negociacao = {
  id: number
  atendimento: number
  cod_cliente: number
  data?: string
  valor_original: Decimal
  desconto?: Decimal
  valor_negociado?: Decimal
  qtd_parcelas: number
  status: 'proposta' | 'aceita' | 'cancelada'
  observacao?: string
  usuario?: number | null
}
export type DecimalEntrada = Decimal | number
export type NovaNegociacao = {
  atendimento: number
  cod_cliente?: number
  data?: string
  valor_original: DecimalEntrada
  desconto?: DecimalEntrada
  valor_negociado?: DecimalEntrada
  qtd_parcelas?: number
  status?: 'proposta' | 'aceita' | 'cancelada'
  observacao?: string
  usuario?: number | null
}
export type TipoResultado = {
  id: number
  descricao: string
  inativo?: boolean
}
export type PaginaTipoResultado = {
  count: number
  next: string | null
  previous: string | null
  results: TipoResultado[]
}
export type Atendimento = {
  id: number
  cod_cliente: number
  cod_vendedor?: number | null
  data: string
  usuario?: number | null
  tipo_resultado: number
  forma_cobranca?: number | null
  observacao?: string
  data_retorno?: string | null
  is_deleted?: boolean
  concluido?: boolean
}
export type NovoAtendimento = {
  cod_cliente: number
  cod_vendedor?: number | null
  tipo_resultado: number
  forma_cobranca?: number | null
  observacao?: string
  data_retorno?: string | null
  is_deleted?: boolean
  concluido?: boolean
}
export type ConclusaoAtendimentos = {
  detail?: string
  cod_cliente?: number
  /** atendimentos concluídos agora */
  quantidade?: number
}
export type ClienteEmail = {
  id: number
  cod_cliente: number
  email: string
  contato?: string
  principal?: boolean
  recebe_cobranca?: boolean
}
export type NovoClienteEmail = {
  cod_cliente: number
  email: string
  contato?: string
  principal?: boolean
  recebe_cobranca?: boolean
}
export type ClienteObservacao = {
  id: number
  cod_cliente: number
  data: string
  usuario?: number | null
  texto: string
}
export type NovaClienteObservacao = {
  cod_cliente: number
  texto: string
}
export type ClienteTelefone = {
  id: number
  cod_cliente: number
  telefone: string
  tipo?: 'celular' | 'fixo' | null
  whatsapp?: boolean
  contato?: string
  principal?: boolean
}
export type NovoClienteTelefone = {
  cod_cliente: number
  telefone: string
  tipo?: 'celular' | 'fixo' | null
  whatsapp?: boolean
  contato?: string
  principal?: boolean
}
export type Lembrete = {
  id: number
  cod_cliente: number
  atendimento?: number | null
  usuario?: number | null
  data: string
  descricao: string
  concluido?: boolean
}
export type DataHoraEntrada = string
export type NovoLembrete = {
  cod_cliente: number
  atendimento?: number | null
  usuario?: number | null
  data: DataHoraEntrada
  descricao: string
  concluido?: boolean
}
export type PromessaPagamento = {
  id: number
  cod_cliente: number
  atendimento?: number | null
  titulos?: number[]
  valor: Decimal
  data_promessa: string
  criado_em?: string
  usuario?: number | null
  observacao?: string
  cancelada?: boolean
}
export type PromessaPagamentoRead = {
  id: number
  cod_cliente: number
  atendimento?: number | null
  titulos?: number[]
  valor: Decimal
  data_promessa: string
  criado_em?: string
  usuario?: number | null
  observacao?: string
  cancelada?: boolean
  status: 'ativa' | 'vence_hoje' | 'quebrada' | 'cumprida' | 'cancelada'
  nome_fantasia?: string
  documentos?: string[]
}
export type NovaPromessaPagamento = {
  cod_cliente: number
  titulos: number[]
  valor: Decimal
  data_promessa: string
  atendimento?: number | null
  observacao?: string
}
export type CancelamentoPromessa = {
  cancelada: true
}
export const {
  useGetCobrancaAcaoCobrancaRealizadaQuery,
  useLazyGetCobrancaAcaoCobrancaRealizadaQuery,
  usePostCobrancaAcaoCobrancaRealizadaMutation,
  useGetCobrancaAcaoCobrancaRealizadaIdQuery,
  useLazyGetCobrancaAcaoCobrancaRealizadaIdQuery,
  usePutCobrancaAcaoCobrancaRealizadaIdMutation,
  usePatchCobrancaAcaoCobrancaRealizadaIdMutation,
  useDeleteCobrancaAcaoCobrancaRealizadaIdMutation,
  useGetCobrancaAtendimentoAtakCobrancaQuery,
  useLazyGetCobrancaAtendimentoAtakCobrancaQuery,
  usePostCobrancaAtendimentoAtakCobrancaMutation,
  useGetCobrancaAtendimentoAtakCobrancaIdQuery,
  useLazyGetCobrancaAtendimentoAtakCobrancaIdQuery,
  usePutCobrancaAtendimentoAtakCobrancaIdMutation,
  usePatchCobrancaAtendimentoAtakCobrancaIdMutation,
  useDeleteCobrancaAtendimentoAtakCobrancaIdMutation,
  useGetCobrancaAtendimentoEntradaParcelaQuery,
  useLazyGetCobrancaAtendimentoEntradaParcelaQuery,
  usePostCobrancaAtendimentoEntradaParcelaMutation,
  useGetCobrancaAtendimentoEntradaParcelaIdQuery,
  useLazyGetCobrancaAtendimentoEntradaParcelaIdQuery,
  usePutCobrancaAtendimentoEntradaParcelaIdMutation,
  usePatchCobrancaAtendimentoEntradaParcelaIdMutation,
  useDeleteCobrancaAtendimentoEntradaParcelaIdMutation,
  useGetCobrancaAtendimentoEntradaQuery,
  useLazyGetCobrancaAtendimentoEntradaQuery,
  usePostCobrancaAtendimentoEntradaMutation,
  useGetCobrancaAtendimentoEntradaIdQuery,
  useLazyGetCobrancaAtendimentoEntradaIdQuery,
  usePutCobrancaAtendimentoEntradaIdMutation,
  usePatchCobrancaAtendimentoEntradaIdMutation,
  useDeleteCobrancaAtendimentoEntradaIdMutation,
  useGetCobrancaAtendimentoNegociacaoQuery,
  useLazyGetCobrancaAtendimentoNegociacaoQuery,
  usePostCobrancaAtendimentoNegociacaoMutation,
  useGetCobrancaAtendimentoNegociacaoIdQuery,
  useLazyGetCobrancaAtendimentoNegociacaoIdQuery,
  usePutCobrancaAtendimentoNegociacaoIdMutation,
  usePatchCobrancaAtendimentoNegociacaoIdMutation,
  useDeleteCobrancaAtendimentoNegociacaoIdMutation,
  useGetCobrancaAtendimentoTipoResultadoQuery,
  useLazyGetCobrancaAtendimentoTipoResultadoQuery,
  usePostCobrancaAtendimentoTipoResultadoMutation,
  useGetCobrancaAtendimentoTipoResultadoIdQuery,
  useLazyGetCobrancaAtendimentoTipoResultadoIdQuery,
  usePutCobrancaAtendimentoTipoResultadoIdMutation,
  usePatchCobrancaAtendimentoTipoResultadoIdMutation,
  useDeleteCobrancaAtendimentoTipoResultadoIdMutation,
  useGetCobrancaAtendimentoQuery,
  useLazyGetCobrancaAtendimentoQuery,
  usePostCobrancaAtendimentoMutation,
  useGetCobrancaAtendimentoIdQuery,
  useLazyGetCobrancaAtendimentoIdQuery,
  usePutCobrancaAtendimentoIdMutation,
  usePatchCobrancaAtendimentoIdMutation,
  useDeleteCobrancaAtendimentoIdMutation,
  usePostCobrancaAtendimentoConcluirAtendimentosIdMutation,
  useGetCobrancaClienteEmailQuery,
  useLazyGetCobrancaClienteEmailQuery,
  usePostCobrancaClienteEmailMutation,
  useGetCobrancaClienteEmailIdQuery,
  useLazyGetCobrancaClienteEmailIdQuery,
  usePutCobrancaClienteEmailIdMutation,
  usePatchCobrancaClienteEmailIdMutation,
  useDeleteCobrancaClienteEmailIdMutation,
  useGetCobrancaClienteObservacaoQuery,
  useLazyGetCobrancaClienteObservacaoQuery,
  usePostCobrancaClienteObservacaoMutation,
  useGetCobrancaClienteObservacaoIdQuery,
  useLazyGetCobrancaClienteObservacaoIdQuery,
  usePutCobrancaClienteObservacaoIdMutation,
  usePatchCobrancaClienteObservacaoIdMutation,
  useDeleteCobrancaClienteObservacaoIdMutation,
  useGetCobrancaClienteTelefoneQuery,
  useLazyGetCobrancaClienteTelefoneQuery,
  usePostCobrancaClienteTelefoneMutation,
  useGetCobrancaClienteTelefoneIdQuery,
  useLazyGetCobrancaClienteTelefoneIdQuery,
  usePutCobrancaClienteTelefoneIdMutation,
  usePatchCobrancaClienteTelefoneIdMutation,
  useDeleteCobrancaClienteTelefoneIdMutation,
  useGetCobrancaLembreteQuery,
  useLazyGetCobrancaLembreteQuery,
  usePostCobrancaLembreteMutation,
  useGetCobrancaLembreteIdQuery,
  useLazyGetCobrancaLembreteIdQuery,
  usePutCobrancaLembreteIdMutation,
  usePatchCobrancaLembreteIdMutation,
  useDeleteCobrancaLembreteIdMutation,
  useGetCobrancaPromessaPagamentoQuery,
  useLazyGetCobrancaPromessaPagamentoQuery,
  usePostCobrancaPromessaPagamentoMutation,
  usePatchCobrancaPromessaPagamentoIdMutation,
  useDeleteCobrancaPromessaPagamentoIdMutation,
} = injectedRtkApi

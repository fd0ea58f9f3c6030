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
        query: () => ({ url: `/api/cobranca/acao-cobranca-realizada/` }),
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
        query: () => ({ url: `/api/cobranca/atendimento-atak-cobranca/` }),
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
        query: () => ({ url: `/api/cobranca/atendimento-entrada-parcela/` }),
        providesTags: ['atendimento'],
      }),
      postCobrancaAtendimentoEntradaParcela: build.mutation<
        PostCobrancaAtendimentoEntradaParcelaApiResponse,
        PostCobrancaAtendimentoEntradaParcelaApiArg
      >({
        query: () => ({ url: `/api/cobranca/atendimento-entrada-parcela/`, method: 'POST' }),
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
        query: () => ({ url: `/api/cobranca/atendimento-entrada/` }),
        providesTags: ['atendimento'],
      }),
      postCobrancaAtendimentoEntrada: build.mutation<
        PostCobrancaAtendimentoEntradaApiResponse,
        PostCobrancaAtendimentoEntradaApiArg
      >({
        query: () => ({ url: `/api/cobranca/atendimento-entrada/`, method: 'POST' }),
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
        query: () => ({ url: `/api/cobranca/atendimento-negociacao/` }),
        providesTags: ['atendimento'],
      }),
      postCobrancaAtendimentoNegociacao: build.mutation<
        PostCobrancaAtendimentoNegociacaoApiResponse,
        PostCobrancaAtendimentoNegociacaoApiArg
      >({
        query: () => ({ url: `/api/cobranca/atendimento-negociacao/`, method: 'POST' }),
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
        query: () => ({ url: `/api/cobranca/atendimento/` }),
        providesTags: ['atendimento'],
      }),
      postCobrancaAtendimento: build.mutation<
        PostCobrancaAtendimentoApiResponse,
        PostCobrancaAtendimentoApiArg
      >({
        query: () => ({ url: `/api/cobranca/atendimento/`, method: 'POST' }),
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
        query: (queryArg) => ({ url: `/api/cobranca/atendimento/${queryArg.id}/`, method: 'PUT' }),
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
        query: () => ({ url: `/api/cobranca/cliente-email/` }),
        providesTags: ['atendimento'],
      }),
      postCobrancaClienteEmail: build.mutation<
        PostCobrancaClienteEmailApiResponse,
        PostCobrancaClienteEmailApiArg
      >({
        query: () => ({ url: `/api/cobranca/cliente-email/`, method: 'POST' }),
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
        query: () => ({ url: `/api/cobranca/cliente-observacao/` }),
        providesTags: ['atendimento'],
      }),
      postCobrancaClienteObservacao: build.mutation<
        PostCobrancaClienteObservacaoApiResponse,
        PostCobrancaClienteObservacaoApiArg
      >({
        query: () => ({ url: `/api/cobranca/cliente-observacao/`, method: 'POST' }),
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
        query: () => ({ url: `/api/cobranca/cliente-telefone/` }),
        providesTags: ['atendimento'],
      }),
      postCobrancaClienteTelefone: build.mutation<
        PostCobrancaClienteTelefoneApiResponse,
        PostCobrancaClienteTelefoneApiArg
      >({
        query: () => ({ url: `/api/cobranca/cliente-telefone/`, method: 'POST' }),
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
        query: () => ({ url: `/api/cobranca/lembrete/` }),
        providesTags: ['atendimento'],
      }),
      postCobrancaLembrete: build.mutation<
        PostCobrancaLembreteApiResponse,
        PostCobrancaLembreteApiArg
      >({
        query: () => ({ url: `/api/cobranca/lembrete/`, method: 'POST' }),
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
        query: (queryArg) => ({ url: `/api/cobranca/lembrete/${queryArg.id}/`, method: 'PUT' }),
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
        query: () => ({ url: `/api/cobranca/promessa-pagamento/`, method: 'POST' }),
        invalidatesTags: ['atendimento'],
      }),
      patchCobrancaPromessaPagamentoId: build.mutation<
        PatchCobrancaPromessaPagamentoIdApiResponse,
        PatchCobrancaPromessaPagamentoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/promessa-pagamento/${queryArg.id}/`,
          method: 'PATCH',
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
export type GetCobrancaAcaoCobrancaRealizadaApiResponse = unknown
export type GetCobrancaAcaoCobrancaRealizadaApiArg = void
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
export type GetCobrancaAtendimentoAtakCobrancaApiResponse = unknown
export type GetCobrancaAtendimentoAtakCobrancaApiArg = void
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
export type GetCobrancaAtendimentoEntradaParcelaApiResponse = unknown
export type GetCobrancaAtendimentoEntradaParcelaApiArg = void
export type PostCobrancaAtendimentoEntradaParcelaApiResponse = unknown
export type PostCobrancaAtendimentoEntradaParcelaApiArg = void
export type GetCobrancaAtendimentoEntradaParcelaIdApiResponse = unknown
export type GetCobrancaAtendimentoEntradaParcelaIdApiArg = {
  id: string
}
export type PutCobrancaAtendimentoEntradaParcelaIdApiResponse = unknown
export type PutCobrancaAtendimentoEntradaParcelaIdApiArg = {
  id: string
}
export type PatchCobrancaAtendimentoEntradaParcelaIdApiResponse = unknown
export type PatchCobrancaAtendimentoEntradaParcelaIdApiArg = {
  id: string
}
export type DeleteCobrancaAtendimentoEntradaParcelaIdApiResponse = unknown
export type DeleteCobrancaAtendimentoEntradaParcelaIdApiArg = {
  id: string
}
export type GetCobrancaAtendimentoEntradaApiResponse = unknown
export type GetCobrancaAtendimentoEntradaApiArg = void
export type PostCobrancaAtendimentoEntradaApiResponse = unknown
export type PostCobrancaAtendimentoEntradaApiArg = void
export type GetCobrancaAtendimentoEntradaIdApiResponse = unknown
export type GetCobrancaAtendimentoEntradaIdApiArg = {
  id: string
}
export type PutCobrancaAtendimentoEntradaIdApiResponse = unknown
export type PutCobrancaAtendimentoEntradaIdApiArg = {
  id: string
}
export type PatchCobrancaAtendimentoEntradaIdApiResponse = unknown
export type PatchCobrancaAtendimentoEntradaIdApiArg = {
  id: string
}
export type DeleteCobrancaAtendimentoEntradaIdApiResponse = unknown
export type DeleteCobrancaAtendimentoEntradaIdApiArg = {
  id: string
}
export type GetCobrancaAtendimentoNegociacaoApiResponse = unknown
export type GetCobrancaAtendimentoNegociacaoApiArg = void
export type PostCobrancaAtendimentoNegociacaoApiResponse = unknown
export type PostCobrancaAtendimentoNegociacaoApiArg = void
export type GetCobrancaAtendimentoNegociacaoIdApiResponse = unknown
export type GetCobrancaAtendimentoNegociacaoIdApiArg = {
  id: string
}
export type PutCobrancaAtendimentoNegociacaoIdApiResponse = unknown
export type PutCobrancaAtendimentoNegociacaoIdApiArg = {
  id: string
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
export type GetCobrancaAtendimentoApiResponse = unknown
export type GetCobrancaAtendimentoApiArg = void
export type PostCobrancaAtendimentoApiResponse = unknown
export type PostCobrancaAtendimentoApiArg = void
export type GetCobrancaAtendimentoIdApiResponse = unknown
export type GetCobrancaAtendimentoIdApiArg = {
  id: string
}
export type PutCobrancaAtendimentoIdApiResponse = unknown
export type PutCobrancaAtendimentoIdApiArg = {
  id: string
}
export type PatchCobrancaAtendimentoIdApiResponse = unknown
export type PatchCobrancaAtendimentoIdApiArg = {
  id: string
}
export type DeleteCobrancaAtendimentoIdApiResponse = unknown
export type DeleteCobrancaAtendimentoIdApiArg = {
  id: string
}
export type PostCobrancaAtendimentoConcluirAtendimentosIdApiResponse = unknown
export type PostCobrancaAtendimentoConcluirAtendimentosIdApiArg = {
  id: string
}
export type GetCobrancaClienteEmailApiResponse = unknown
export type GetCobrancaClienteEmailApiArg = void
export type PostCobrancaClienteEmailApiResponse = unknown
export type PostCobrancaClienteEmailApiArg = void
export type GetCobrancaClienteEmailIdApiResponse = unknown
export type GetCobrancaClienteEmailIdApiArg = {
  id: string
}
export type PutCobrancaClienteEmailIdApiResponse = unknown
export type PutCobrancaClienteEmailIdApiArg = {
  id: string
}
export type PatchCobrancaClienteEmailIdApiResponse = unknown
export type PatchCobrancaClienteEmailIdApiArg = {
  id: string
}
export type DeleteCobrancaClienteEmailIdApiResponse = unknown
export type DeleteCobrancaClienteEmailIdApiArg = {
  id: string
}
export type GetCobrancaClienteObservacaoApiResponse = unknown
export type GetCobrancaClienteObservacaoApiArg = void
export type PostCobrancaClienteObservacaoApiResponse = unknown
export type PostCobrancaClienteObservacaoApiArg = void
export type GetCobrancaClienteObservacaoIdApiResponse = unknown
export type GetCobrancaClienteObservacaoIdApiArg = {
  id: string
}
export type PutCobrancaClienteObservacaoIdApiResponse = unknown
export type PutCobrancaClienteObservacaoIdApiArg = {
  id: string
}
export type PatchCobrancaClienteObservacaoIdApiResponse = unknown
export type PatchCobrancaClienteObservacaoIdApiArg = {
  id: string
}
export type DeleteCobrancaClienteObservacaoIdApiResponse = unknown
export type DeleteCobrancaClienteObservacaoIdApiArg = {
  id: string
}
export type GetCobrancaClienteTelefoneApiResponse = unknown
export type GetCobrancaClienteTelefoneApiArg = void
export type PostCobrancaClienteTelefoneApiResponse = unknown
export type PostCobrancaClienteTelefoneApiArg = void
export type GetCobrancaClienteTelefoneIdApiResponse = unknown
export type GetCobrancaClienteTelefoneIdApiArg = {
  id: string
}
export type PutCobrancaClienteTelefoneIdApiResponse = unknown
export type PutCobrancaClienteTelefoneIdApiArg = {
  id: string
}
export type PatchCobrancaClienteTelefoneIdApiResponse = unknown
export type PatchCobrancaClienteTelefoneIdApiArg = {
  id: string
}
export type DeleteCobrancaClienteTelefoneIdApiResponse = unknown
export type DeleteCobrancaClienteTelefoneIdApiArg = {
  id: string
}
export type GetCobrancaLembreteApiResponse = unknown
export type GetCobrancaLembreteApiArg = void
export type PostCobrancaLembreteApiResponse = unknown
export type PostCobrancaLembreteApiArg = void
export type GetCobrancaLembreteIdApiResponse = unknown
export type GetCobrancaLembreteIdApiArg = {
  id: string
}
export type PutCobrancaLembreteIdApiResponse = unknown
export type PutCobrancaLembreteIdApiArg = {
  id: string
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
export type PostCobrancaPromessaPagamentoApiResponse = unknown
export type PostCobrancaPromessaPagamentoApiArg = void
export type PatchCobrancaPromessaPagamentoIdApiResponse = unknown
export type PatchCobrancaPromessaPagamentoIdApiArg = {
  id: string
}
export type DeleteCobrancaPromessaPagamentoIdApiResponse = unknown
export type DeleteCobrancaPromessaPagamentoIdApiArg = {
  id: string
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
export type Decimal = string
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

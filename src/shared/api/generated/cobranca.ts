import { dataApi as api } from '../data-api'
export const addTagTypes = ['cobranca'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCobrancaAnalistaCobranca: build.query<
        GetCobrancaAnalistaCobrancaApiResponse,
        GetCobrancaAnalistaCobrancaApiArg
      >({
        query: () => ({ url: `/api/cobranca/analista-cobranca/` }),
        providesTags: ['cobranca'],
      }),
      postCobrancaAnalistaCobranca: build.mutation<
        PostCobrancaAnalistaCobrancaApiResponse,
        PostCobrancaAnalistaCobrancaApiArg
      >({
        query: () => ({ url: `/api/cobranca/analista-cobranca/`, method: 'POST' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaAnalistaCobrancaId: build.query<
        GetCobrancaAnalistaCobrancaIdApiResponse,
        GetCobrancaAnalistaCobrancaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/analista-cobranca/${queryArg.id}/` }),
        providesTags: ['cobranca'],
      }),
      putCobrancaAnalistaCobrancaId: build.mutation<
        PutCobrancaAnalistaCobrancaIdApiResponse,
        PutCobrancaAnalistaCobrancaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/analista-cobranca/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['cobranca'],
      }),
      patchCobrancaAnalistaCobrancaId: build.mutation<
        PatchCobrancaAnalistaCobrancaIdApiResponse,
        PatchCobrancaAnalistaCobrancaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/analista-cobranca/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['cobranca'],
      }),
      deleteCobrancaAnalistaCobrancaId: build.mutation<
        DeleteCobrancaAnalistaCobrancaIdApiResponse,
        DeleteCobrancaAnalistaCobrancaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/analista-cobranca/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaBaseCobrancaResumo: build.query<
        GetCobrancaBaseCobrancaResumoApiResponse,
        GetCobrancaBaseCobrancaResumoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/base-cobranca-resumo/`,
          params: {
            envios_desde: queryArg.enviosDesde,
          },
        }),
        providesTags: ['cobranca'],
      }),
      getCobrancaCliente: build.query<GetCobrancaClienteApiResponse, GetCobrancaClienteApiArg>({
        query: (queryArg) => ({
          url: `/api/cobranca/cliente/`,
          params: {
            search: queryArg.search,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['cobranca'],
      }),
      postCobrancaCliente: build.mutation<
        PostCobrancaClienteApiResponse,
        PostCobrancaClienteApiArg
      >({
        query: () => ({ url: `/api/cobranca/cliente/`, method: 'POST' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaClienteId: build.query<
        GetCobrancaClienteIdApiResponse,
        GetCobrancaClienteIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/cliente/${queryArg.id}/` }),
        providesTags: ['cobranca'],
      }),
      putCobrancaClienteId: build.mutation<
        PutCobrancaClienteIdApiResponse,
        PutCobrancaClienteIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/cliente/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['cobranca'],
      }),
      patchCobrancaClienteId: build.mutation<
        PatchCobrancaClienteIdApiResponse,
        PatchCobrancaClienteIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/cliente/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['cobranca'],
      }),
      deleteCobrancaClienteId: build.mutation<
        DeleteCobrancaClienteIdApiResponse,
        DeleteCobrancaClienteIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/cliente/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaClientes: build.query<GetCobrancaClientesApiResponse, GetCobrancaClientesApiArg>({
        query: (queryArg) => ({
          url: `/api/cobranca/clientes/`,
          params: {
            search: queryArg.search,
            cod_cliente__in: queryArg.codClienteIn,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['cobranca'],
      }),
      postCobrancaClientes: build.mutation<
        PostCobrancaClientesApiResponse,
        PostCobrancaClientesApiArg
      >({
        query: () => ({ url: `/api/cobranca/clientes/`, method: 'POST' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaClientesId: build.query<
        GetCobrancaClientesIdApiResponse,
        GetCobrancaClientesIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/clientes/${queryArg.id}/` }),
        providesTags: ['cobranca'],
      }),
      putCobrancaClientesId: build.mutation<
        PutCobrancaClientesIdApiResponse,
        PutCobrancaClientesIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/clientes/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['cobranca'],
      }),
      patchCobrancaClientesId: build.mutation<
        PatchCobrancaClientesIdApiResponse,
        PatchCobrancaClientesIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/clientes/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['cobranca'],
      }),
      deleteCobrancaClientesId: build.mutation<
        DeleteCobrancaClientesIdApiResponse,
        DeleteCobrancaClientesIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/clientes/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaContasReceberAgrupado: build.query<
        GetCobrancaContasReceberAgrupadoApiResponse,
        GetCobrancaContasReceberAgrupadoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/contas-receber-agrupado/`,
          params: {
            cliente: queryArg.cliente,
            incluir_pagos: queryArg.incluirPagos,
            incluir_titulos: queryArg.incluirTitulos,
          },
        }),
        providesTags: ['cobranca'],
      }),
      postCobrancaContasReceberAgrupado: build.query<
        PostCobrancaContasReceberAgrupadoApiResponse,
        PostCobrancaContasReceberAgrupadoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/contas-receber-agrupado/`,
          method: 'POST',
          body: queryArg.body,
        }),
        providesTags: ['cobranca'],
      }),
      getCobrancaContasReceber: build.query<
        GetCobrancaContasReceberApiResponse,
        GetCobrancaContasReceberApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/contas-receber/`,
          params: {
            cod_cliente: queryArg.codCliente,
            cliente: queryArg.cliente,
            status: queryArg.status,
            status__in: queryArg.statusIn,
            ordering: queryArg.ordering,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['cobranca'],
      }),
      postCobrancaContasReceber: build.mutation<
        PostCobrancaContasReceberApiResponse,
        PostCobrancaContasReceberApiArg
      >({
        query: () => ({ url: `/api/cobranca/contas-receber/`, method: 'POST' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaContasReceberId: build.query<
        GetCobrancaContasReceberIdApiResponse,
        GetCobrancaContasReceberIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/contas-receber/${queryArg.id}/` }),
        providesTags: ['cobranca'],
      }),
      putCobrancaContasReceberId: build.mutation<
        PutCobrancaContasReceberIdApiResponse,
        PutCobrancaContasReceberIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/contas-receber/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['cobranca'],
      }),
      patchCobrancaContasReceberId: build.mutation<
        PatchCobrancaContasReceberIdApiResponse,
        PatchCobrancaContasReceberIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/contas-receber/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['cobranca'],
      }),
      deleteCobrancaContasReceberId: build.mutation<
        DeleteCobrancaContasReceberIdApiResponse,
        DeleteCobrancaContasReceberIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/contas-receber/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaFilial: build.query<GetCobrancaFilialApiResponse, GetCobrancaFilialApiArg>({
        query: () => ({ url: `/api/cobranca/filial/` }),
        providesTags: ['cobranca'],
      }),
      postCobrancaFilial: build.mutation<PostCobrancaFilialApiResponse, PostCobrancaFilialApiArg>({
        query: () => ({ url: `/api/cobranca/filial/`, method: 'POST' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaFilialId: build.query<GetCobrancaFilialIdApiResponse, GetCobrancaFilialIdApiArg>({
        query: (queryArg) => ({ url: `/api/cobranca/filial/${queryArg.id}/` }),
        providesTags: ['cobranca'],
      }),
      putCobrancaFilialId: build.mutation<
        PutCobrancaFilialIdApiResponse,
        PutCobrancaFilialIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/filial/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['cobranca'],
      }),
      patchCobrancaFilialId: build.mutation<
        PatchCobrancaFilialIdApiResponse,
        PatchCobrancaFilialIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/filial/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['cobranca'],
      }),
      deleteCobrancaFilialId: build.mutation<
        DeleteCobrancaFilialIdApiResponse,
        DeleteCobrancaFilialIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/filial/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaFormaCobranca: build.query<
        GetCobrancaFormaCobrancaApiResponse,
        GetCobrancaFormaCobrancaApiArg
      >({
        query: () => ({ url: `/api/cobranca/forma-cobranca/` }),
        providesTags: ['cobranca'],
      }),
      postCobrancaFormaCobranca: build.mutation<
        PostCobrancaFormaCobrancaApiResponse,
        PostCobrancaFormaCobrancaApiArg
      >({
        query: () => ({ url: `/api/cobranca/forma-cobranca/`, method: 'POST' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaFormaCobrancaId: build.query<
        GetCobrancaFormaCobrancaIdApiResponse,
        GetCobrancaFormaCobrancaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/forma-cobranca/${queryArg.id}/` }),
        providesTags: ['cobranca'],
      }),
      putCobrancaFormaCobrancaId: build.mutation<
        PutCobrancaFormaCobrancaIdApiResponse,
        PutCobrancaFormaCobrancaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/forma-cobranca/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['cobranca'],
      }),
      patchCobrancaFormaCobrancaId: build.mutation<
        PatchCobrancaFormaCobrancaIdApiResponse,
        PatchCobrancaFormaCobrancaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/forma-cobranca/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['cobranca'],
      }),
      deleteCobrancaFormaCobrancaId: build.mutation<
        DeleteCobrancaFormaCobrancaIdApiResponse,
        DeleteCobrancaFormaCobrancaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/forma-cobranca/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaGrupoEconomico: build.query<
        GetCobrancaGrupoEconomicoApiResponse,
        GetCobrancaGrupoEconomicoApiArg
      >({
        query: () => ({ url: `/api/cobranca/grupo-economico/` }),
        providesTags: ['cobranca'],
      }),
      postCobrancaGrupoEconomico: build.mutation<
        PostCobrancaGrupoEconomicoApiResponse,
        PostCobrancaGrupoEconomicoApiArg
      >({
        query: () => ({ url: `/api/cobranca/grupo-economico/`, method: 'POST' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaGrupoEconomicoId: build.query<
        GetCobrancaGrupoEconomicoIdApiResponse,
        GetCobrancaGrupoEconomicoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/grupo-economico/${queryArg.id}/` }),
        providesTags: ['cobranca'],
      }),
      putCobrancaGrupoEconomicoId: build.mutation<
        PutCobrancaGrupoEconomicoIdApiResponse,
        PutCobrancaGrupoEconomicoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/grupo-economico/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['cobranca'],
      }),
      patchCobrancaGrupoEconomicoId: build.mutation<
        PatchCobrancaGrupoEconomicoIdApiResponse,
        PatchCobrancaGrupoEconomicoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/grupo-economico/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['cobranca'],
      }),
      deleteCobrancaGrupoEconomicoId: build.mutation<
        DeleteCobrancaGrupoEconomicoIdApiResponse,
        DeleteCobrancaGrupoEconomicoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/grupo-economico/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaNotificacaoCanNotify: build.query<
        GetCobrancaNotificacaoCanNotifyApiResponse,
        GetCobrancaNotificacaoCanNotifyApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/can-notify/`,
          params: {
            info: queryArg.info,
            filial: queryArg.filial,
            vendedor: queryArg.vendedor,
            documento: queryArg.documento,
            forma_cobranca: queryArg.formaCobranca,
            data_vencimento_inicio: queryArg.dataVencimentoInicio,
            data_vencimento_fim: queryArg.dataVencimentoFim,
            grupo_economico: queryArg.grupoEconomico,
            promessa: queryArg.promessa,
            proximo_contato: queryArg.proximoContato,
            clientes: queryArg.clientes,
          },
        }),
        providesTags: ['cobranca'],
      }),
      postCobrancaNotificacaoQueue: build.mutation<
        PostCobrancaNotificacaoQueueApiResponse,
        PostCobrancaNotificacaoQueueApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/notificacao/queue/`,
          method: 'POST',
          body: queryArg.pedidoNotificacao,
        }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaSupervisor: build.query<
        GetCobrancaSupervisorApiResponse,
        GetCobrancaSupervisorApiArg
      >({
        query: () => ({ url: `/api/cobranca/supervisor/` }),
        providesTags: ['cobranca'],
      }),
      postCobrancaSupervisor: build.mutation<
        PostCobrancaSupervisorApiResponse,
        PostCobrancaSupervisorApiArg
      >({
        query: () => ({ url: `/api/cobranca/supervisor/`, method: 'POST' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaSupervisorId: build.query<
        GetCobrancaSupervisorIdApiResponse,
        GetCobrancaSupervisorIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/supervisor/${queryArg.id}/` }),
        providesTags: ['cobranca'],
      }),
      putCobrancaSupervisorId: build.mutation<
        PutCobrancaSupervisorIdApiResponse,
        PutCobrancaSupervisorIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/supervisor/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['cobranca'],
      }),
      patchCobrancaSupervisorId: build.mutation<
        PatchCobrancaSupervisorIdApiResponse,
        PatchCobrancaSupervisorIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/supervisor/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['cobranca'],
      }),
      deleteCobrancaSupervisorId: build.mutation<
        DeleteCobrancaSupervisorIdApiResponse,
        DeleteCobrancaSupervisorIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/supervisor/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaVendedorAnalista: build.query<
        GetCobrancaVendedorAnalistaApiResponse,
        GetCobrancaVendedorAnalistaApiArg
      >({
        query: () => ({ url: `/api/cobranca/vendedor-analista/` }),
        providesTags: ['cobranca'],
      }),
      postCobrancaVendedorAnalista: build.mutation<
        PostCobrancaVendedorAnalistaApiResponse,
        PostCobrancaVendedorAnalistaApiArg
      >({
        query: () => ({ url: `/api/cobranca/vendedor-analista/`, method: 'POST' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaVendedorAnalistaId: build.query<
        GetCobrancaVendedorAnalistaIdApiResponse,
        GetCobrancaVendedorAnalistaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/vendedor-analista/${queryArg.id}/` }),
        providesTags: ['cobranca'],
      }),
      putCobrancaVendedorAnalistaId: build.mutation<
        PutCobrancaVendedorAnalistaIdApiResponse,
        PutCobrancaVendedorAnalistaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/vendedor-analista/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['cobranca'],
      }),
      patchCobrancaVendedorAnalistaId: build.mutation<
        PatchCobrancaVendedorAnalistaIdApiResponse,
        PatchCobrancaVendedorAnalistaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/vendedor-analista/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['cobranca'],
      }),
      deleteCobrancaVendedorAnalistaId: build.mutation<
        DeleteCobrancaVendedorAnalistaIdApiResponse,
        DeleteCobrancaVendedorAnalistaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/vendedor-analista/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaVendedor: build.query<GetCobrancaVendedorApiResponse, GetCobrancaVendedorApiArg>({
        query: () => ({ url: `/api/cobranca/vendedor/` }),
        providesTags: ['cobranca'],
      }),
      postCobrancaVendedor: build.mutation<
        PostCobrancaVendedorApiResponse,
        PostCobrancaVendedorApiArg
      >({
        query: () => ({ url: `/api/cobranca/vendedor/`, method: 'POST' }),
        invalidatesTags: ['cobranca'],
      }),
      getCobrancaVendedorId: build.query<
        GetCobrancaVendedorIdApiResponse,
        GetCobrancaVendedorIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/vendedor/${queryArg.id}/` }),
        providesTags: ['cobranca'],
      }),
      putCobrancaVendedorId: build.mutation<
        PutCobrancaVendedorIdApiResponse,
        PutCobrancaVendedorIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/vendedor/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['cobranca'],
      }),
      patchCobrancaVendedorId: build.mutation<
        PatchCobrancaVendedorIdApiResponse,
        PatchCobrancaVendedorIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/vendedor/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['cobranca'],
      }),
      deleteCobrancaVendedorId: build.mutation<
        DeleteCobrancaVendedorIdApiResponse,
        DeleteCobrancaVendedorIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/vendedor/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['cobranca'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetCobrancaAnalistaCobrancaApiResponse =
  /** status 200 Os analistas de cobrança, lista completa (uma lista de referência; o app não a pagina). */ AnalistaCobranca[]
export type GetCobrancaAnalistaCobrancaApiArg = void
export type PostCobrancaAnalistaCobrancaApiResponse = unknown
export type PostCobrancaAnalistaCobrancaApiArg = void
export type GetCobrancaAnalistaCobrancaIdApiResponse = unknown
export type GetCobrancaAnalistaCobrancaIdApiArg = {
  id: string
}
export type PutCobrancaAnalistaCobrancaIdApiResponse = unknown
export type PutCobrancaAnalistaCobrancaIdApiArg = {
  id: string
}
export type PatchCobrancaAnalistaCobrancaIdApiResponse = unknown
export type PatchCobrancaAnalistaCobrancaIdApiArg = {
  id: string
}
export type DeleteCobrancaAnalistaCobrancaIdApiResponse = unknown
export type DeleteCobrancaAnalistaCobrancaIdApiArg = {
  id: string
}
export type GetCobrancaBaseCobrancaResumoApiResponse =
  /** status 200 Por cliente, o último atendimento, a última ação de cobrança, o último envio automático e o próximo lembrete em aberto. */ ResumoBaseCobranca
export type GetCobrancaBaseCobrancaResumoApiArg = {
  /** envios automáticos a partir deste dia (padrão: 90 dias atrás) */
  enviosDesde?: string
}
export type GetCobrancaClienteApiResponse = unknown
export type GetCobrancaClienteApiArg = {
  search?: string
  page?: number
  pageSize?: number
}
export type PostCobrancaClienteApiResponse = unknown
export type PostCobrancaClienteApiArg = void
export type GetCobrancaClienteIdApiResponse =
  /** status 200 O cliente completo (cadastro, responsáveis, limite). */ Cliente
export type GetCobrancaClienteIdApiArg = {
  id: string
}
export type PutCobrancaClienteIdApiResponse = unknown
export type PutCobrancaClienteIdApiArg = {
  id: string
}
export type PatchCobrancaClienteIdApiResponse = unknown
export type PatchCobrancaClienteIdApiArg = {
  id: string
}
export type DeleteCobrancaClienteIdApiResponse = unknown
export type DeleteCobrancaClienteIdApiArg = {
  id: string
}
export type GetCobrancaClientesApiResponse =
  | /** status 200 Os clientes (para o usuário cliente, só os vinculados a ele); com page ou page_size, uma página do DRF. */ ClienteResumo[]
  | PaginaClienteResumo
export type GetCobrancaClientesApiArg = {
  /** código, nome ou CNPJ/CPF, sem distinguir acentos */
  search?: string
  /** códigos separados por vírgula */
  codClienteIn?: string
  page?: number
  pageSize?: number
}
export type PostCobrancaClientesApiResponse = unknown
export type PostCobrancaClientesApiArg = void
export type GetCobrancaClientesIdApiResponse = unknown
export type GetCobrancaClientesIdApiArg = {
  id: string
}
export type PutCobrancaClientesIdApiResponse = unknown
export type PutCobrancaClientesIdApiArg = {
  id: string
}
export type PatchCobrancaClientesIdApiResponse = unknown
export type PatchCobrancaClientesIdApiArg = {
  id: string
}
export type DeleteCobrancaClientesIdApiResponse = unknown
export type DeleteCobrancaClientesIdApiArg = {
  id: string
}
export type GetCobrancaContasReceberAgrupadoApiResponse =
  /** status 200 Os clientes com os totais dos títulos em aberto (a mesma resposta do POST, sem paginação). */ ContasReceberAgrupado[]
export type GetCobrancaContasReceberAgrupadoApiArg = {
  /** um cliente só */
  cliente?: number
  /** soma também os títulos pagos (valor_pago) */
  incluirPagos?: boolean
  /** false para não trazer os títulos de cada cliente */
  incluirTitulos?: boolean
}
export type PostCobrancaContasReceberAgrupadoApiResponse =
  | /** status 200 Os clientes com os totais dos títulos em aberto do filtro (e os títulos, salvo incluir_titulos false), do maior vencido para o menor; com page ou page_size, uma página do DRF. */ ContasReceberAgrupado[]
  | PaginaContasReceberAgrupado
export type PostCobrancaContasReceberAgrupadoApiArg = {
  body: {
    /** proposta: um campo de ContasReceberAgrupado, '-' à frente para decrescente (-maior_atraso, saldo_vencido, nome_fantasia…); a faixa de atraso (aging) o app ordena no navegador */
    ordering?: string
    [key: string]: any
  }
}
export type GetCobrancaContasReceberApiResponse =
  | /** status 200 Os títulos; com page ou page_size, uma página do DRF. */ ContaReceberAtualizada[]
  | PaginaContaReceber
export type GetCobrancaContasReceberApiArg = {
  codCliente?: number
  /** o mesmo que cod_cliente */
  cliente?: number
  status?: 'aberto' | 'vencido' | 'pago'
  /** situações separadas por vírgula (ex.: aberto,vencido) */
  statusIn?: string
  /** campo, com - para decrescente (ex.: -data_vencimento) */
  ordering?: string
  page?: number
  pageSize?: number
}
export type PostCobrancaContasReceberApiResponse = unknown
export type PostCobrancaContasReceberApiArg = void
export type GetCobrancaContasReceberIdApiResponse = unknown
export type GetCobrancaContasReceberIdApiArg = {
  id: string
}
export type PutCobrancaContasReceberIdApiResponse = unknown
export type PutCobrancaContasReceberIdApiArg = {
  id: string
}
export type PatchCobrancaContasReceberIdApiResponse = unknown
export type PatchCobrancaContasReceberIdApiArg = {
  id: string
}
export type DeleteCobrancaContasReceberIdApiResponse = unknown
export type DeleteCobrancaContasReceberIdApiArg = {
  id: string
}
export type GetCobrancaFilialApiResponse =
  /** status 200 As filiais, lista completa (uma lista de referência; o app não a pagina). */ Filial[]
export type GetCobrancaFilialApiArg = void
export type PostCobrancaFilialApiResponse = unknown
export type PostCobrancaFilialApiArg = void
export type GetCobrancaFilialIdApiResponse = unknown
export type GetCobrancaFilialIdApiArg = {
  id: string
}
export type PutCobrancaFilialIdApiResponse = unknown
export type PutCobrancaFilialIdApiArg = {
  id: string
}
export type PatchCobrancaFilialIdApiResponse = unknown
export type PatchCobrancaFilialIdApiArg = {
  id: string
}
export type DeleteCobrancaFilialIdApiResponse = unknown
export type DeleteCobrancaFilialIdApiArg = {
  id: string
}
export type GetCobrancaFormaCobrancaApiResponse =
  /** status 200 As formas de cobrança, lista completa (uma lista de referência; o app não a pagina). */ FormaCobranca[]
export type GetCobrancaFormaCobrancaApiArg = void
export type PostCobrancaFormaCobrancaApiResponse = unknown
export type PostCobrancaFormaCobrancaApiArg = void
export type GetCobrancaFormaCobrancaIdApiResponse = unknown
export type GetCobrancaFormaCobrancaIdApiArg = {
  id: string
}
export type PutCobrancaFormaCobrancaIdApiResponse = unknown
export type PutCobrancaFormaCobrancaIdApiArg = {
  id: string
}
export type PatchCobrancaFormaCobrancaIdApiResponse = unknown
export type PatchCobrancaFormaCobrancaIdApiArg = {
  id: string
}
export type DeleteCobrancaFormaCobrancaIdApiResponse = unknown
export type DeleteCobrancaFormaCobrancaIdApiArg = {
  id: string
}
export type GetCobrancaGrupoEconomicoApiResponse =
  /** status 200 Os grupos econômicos, lista completa (uma lista de referência; o app não a pagina). */ GrupoEconomico[]
export type GetCobrancaGrupoEconomicoApiArg = void
export type PostCobrancaGrupoEconomicoApiResponse = unknown
export type PostCobrancaGrupoEconomicoApiArg = void
export type GetCobrancaGrupoEconomicoIdApiResponse = unknown
export type GetCobrancaGrupoEconomicoIdApiArg = {
  id: string
}
export type PutCobrancaGrupoEconomicoIdApiResponse = unknown
export type PutCobrancaGrupoEconomicoIdApiArg = {
  id: string
}
export type PatchCobrancaGrupoEconomicoIdApiResponse = unknown
export type PatchCobrancaGrupoEconomicoIdApiArg = {
  id: string
}
export type DeleteCobrancaGrupoEconomicoIdApiResponse = unknown
export type DeleteCobrancaGrupoEconomicoIdApiArg = {
  id: string
}
export type GetCobrancaNotificacaoCanNotifyApiResponse =
  /** status 200 Se é possível notificar e, por canal, quem receberia (contagens são clientes). */ PodeNotificar
export type GetCobrancaNotificacaoCanNotifyApiArg = {
  /** texto livre sobre código, nomes e CNPJ/CPF do cliente */
  info?: string
  filial?: number
  vendedor?: number
  documento?: string
  formaCobranca?: number
  dataVencimentoInicio?: string
  dataVencimentoFim?: string
  grupoEconomico?: number
  promessa?: 'vence_hoje' | 'quebradas' | 'ativas'
  proximoContato?: 'hoje'
  /** códigos dos clientes separados por vírgula (ex.: 10001,10002) */
  clientes?: string
}
export type PostCobrancaNotificacaoQueueApiResponse =
  /** status 201 Enfileirada; cada destino vira uma linha do log de disparos. */ NotificacaoEnfileirada
export type PostCobrancaNotificacaoQueueApiArg = {
  pedidoNotificacao: PedidoNotificacao
}
export type GetCobrancaSupervisorApiResponse =
  /** status 200 Os supervisores, lista completa (uma lista de referência; o app não a pagina). */ Supervisor[]
export type GetCobrancaSupervisorApiArg = void
export type PostCobrancaSupervisorApiResponse = unknown
export type PostCobrancaSupervisorApiArg = void
export type GetCobrancaSupervisorIdApiResponse = unknown
export type GetCobrancaSupervisorIdApiArg = {
  id: string
}
export type PutCobrancaSupervisorIdApiResponse = unknown
export type PutCobrancaSupervisorIdApiArg = {
  id: string
}
export type PatchCobrancaSupervisorIdApiResponse = unknown
export type PatchCobrancaSupervisorIdApiArg = {
  id: string
}
export type DeleteCobrancaSupervisorIdApiResponse = unknown
export type DeleteCobrancaSupervisorIdApiArg = {
  id: string
}
export type GetCobrancaVendedorAnalistaApiResponse = unknown
export type GetCobrancaVendedorAnalistaApiArg = void
export type PostCobrancaVendedorAnalistaApiResponse = unknown
export type PostCobrancaVendedorAnalistaApiArg = void
export type GetCobrancaVendedorAnalistaIdApiResponse = unknown
export type GetCobrancaVendedorAnalistaIdApiArg = {
  id: string
}
export type PutCobrancaVendedorAnalistaIdApiResponse = unknown
export type PutCobrancaVendedorAnalistaIdApiArg = {
  id: string
}
export type PatchCobrancaVendedorAnalistaIdApiResponse = unknown
export type PatchCobrancaVendedorAnalistaIdApiArg = {
  id: string
}
export type DeleteCobrancaVendedorAnalistaIdApiResponse = unknown
export type DeleteCobrancaVendedorAnalistaIdApiArg = {
  id: string
}
export type GetCobrancaVendedorApiResponse =
  /** status 200 Os vendedores, lista completa (uma lista de referência; o app não a pagina). */ Vendedor[]
export type GetCobrancaVendedorApiArg = void
export type PostCobrancaVendedorApiResponse = unknown
export type PostCobrancaVendedorApiArg = void
export type GetCobrancaVendedorIdApiResponse = unknown
export type GetCobrancaVendedorIdApiArg = {
  id: string
}
export type PutCobrancaVendedorIdApiResponse = unknown
export type PutCobrancaVendedorIdApiArg = {
  id: string
}
export type PatchCobrancaVendedorIdApiResponse = unknown
export type PatchCobrancaVendedorIdApiArg = {
  id: string
}
export type DeleteCobrancaVendedorIdApiResponse = unknown
export type DeleteCobrancaVendedorIdApiArg = {
  id: string
}
export type AnalistaCobranca = {
  id: number
  nome: string
  email?: string
  user?: number | null
  ativo?: boolean
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
export type ResumoAtendimento = {
  id: number
  cod_cliente: number
  data: string
  tipo_resultado?: number | null
  observacao?: string
  data_retorno?: string | null
}
export type ResumoAcaoCobranca = {
  id: number
  atendimento?: number | null
  cod_cliente: number
  data: string
  acao: string
  documento?: string | null
}
export type Canal = 'email' | 'sms' | 'whatsapp'
export type ResumoEnvio = {
  id: number
  cod_cliente: number
  data: string
  canal: Canal
  status: string
  documento?: string | null
}
export type ResumoLembrete = {
  id: number
  cod_cliente: number
  data: string
  descricao: string
  concluido?: boolean
}
export type ResumoBaseCobranca = {
  atendimentos: ResumoAtendimento[]
  atakcobranca_atendimento: ResumoAcaoCobranca[]
  logs: ResumoEnvio[]
  lembretes: ResumoLembrete[]
}
export type Decimal = string
export type Cliente = {
  cod_cliente: number
  nome_fantasia: string
  razao_social?: string | null
  cnpj_cpf?: string | null
  tipo_pessoa?: 'J' | 'F' | null
  cod_vendedor?: number | null
  cod_filial?: number | null
  grupo_economico?: number | null
  segmento?: number | null
  regua?: number | null
  forma_cobranca?: number | null
  analista?: number | null
  supervisor?: number | null
  cidade?: string | null
  uf?: string | null
  limite_credito?: Decimal | null
  ativo?: boolean
  data_cadastro?: string
}
export type ClienteResumo = {
  cod_cliente: number
  nome_fantasia: string
  razao_social?: string
  cod_vendedor?: number | null
  cod_filial?: number | null
  cnpj_cpf?: string | null
  grupo_economico?: number | null
}
export type PaginaClienteResumo = {
  count: number
  next: string | null
  previous: string | null
  results: ClienteResumo[]
}
export type AgingTotais = {
  a_vencer?: Decimal
  d1_30?: Decimal
  d31_60?: Decimal
  d61_90?: Decimal
  d91_180?: Decimal
  d180_mais?: Decimal
}
export type ContaReceber = {
  id: number
  cod_filial?: number
  cod_cliente: number
  cod_vendedor?: number | null
  documento: string
  parcela: number
  data_emissao?: string
  data_vencimento: string
  data_pagamento?: string | null
  valor: Decimal
  valor_pago?: Decimal
  saldo: Decimal
  forma_cobranca?: number | null
  status: 'aberto' | 'vencido' | 'pago'
  dias_atraso?: number
  linha_digitavel?: string | null
  hash_2via?: string | null
  nosso_numero?: string | null
  /** multa pelo atraso até hoje (0.00 em dia ou pago); do servidor, como no portal */
  multa?: Decimal
  /** juros de mora até hoje (0.00 em dia ou pago) */
  juros?: Decimal
  /** saldo + multa + juros até hoje, calculado pelo servidor: toda tela mostra este valor, nenhuma o calcula */
  valor_atualizado?: Decimal
}
export type ContasReceberAgrupado = {
  cod_cliente: number
  nome_fantasia: string
  razao_social?: string
  cnpj_cpf?: string | null
  cod_vendedor?: number | null
  cod_filial?: number | null
  grupo_economico?: number | null
  analista?: number | null
  qtd_titulos?: number
  qtd_vencidos?: number
  maior_atraso?: number
  valor_total?: Decimal
  valor_pago?: Decimal
  saldo_total?: Decimal
  saldo_vencido?: Decimal
  saldo_a_vencer?: Decimal
  aging?: AgingTotais
  /** vazio com incluir_titulos false. Cada título traz multa, juros e valor_atualizado quando o servidor os calcula (proposta: a especificação não os dá; o demo os manda, como em GET contas-receber/); um servidor que não os manda tem o valor atualizado calculado na tela. */
  titulos?: ContaReceber[]
}
export type PaginaContasReceberAgrupado = {
  count: number
  next: string | null
  previous: string | null
  results: ContasReceberAgrupado[]
}
export type ContaReceberAtualizada = ContaReceber & object
export type PaginaContaReceber = {
  count: number
  next: string | null
  previous: string | null
  results: ContaReceberAtualizada[]
}
export type Filial = {
  cod_filial: number
  filial: string
  uf?: string
  cnpj?: string
}
export type FormaCobranca = {
  id: number
  descricao: string
  ativo?: boolean
}
export type GrupoEconomico = {
  id: number
  nome: string
}
export type DestinatarioNotificacao = {
  cod_cliente: number
  nome_fantasia: string
  /** celulares (SMS), números de WhatsApp ou e-mails de cobrança */
  destinos: string[]
}
export type PodeNotificar = {
  canNotify: boolean
  /** por que canNotify é false */
  motivo?: string | null
  /** clientes que os filtros e a seleção abrangem */
  clientes?: number
  smsCount: number
  emailCount: number
  whatsappCount: number
  smsList: DestinatarioNotificacao[]
  emailList: DestinatarioNotificacao[]
  whatsappList: DestinatarioNotificacao[]
  /** por canal, os clientes sem contato para ele */
  semContato?: {
    sms?: ClienteResumo[]
    email?: ClienteResumo[]
    whatsapp?: ClienteResumo[]
  }
}
export type NotificacaoEnfileirada = {
  detail?: string
  canal?: 'sms' | 'email' | 'whatsapp'
  clientes?: number
  /** uma por destino */
  mensagens?: number
  /** clientes sem contato para o canal */
  sem_contato?: number
  canNotify?: boolean
}
export type NotificacaoRecusada = {
  detail: string
  canNotify?: boolean
}
export type PedidoNotificacao = {
  canal: 'sms' | 'email' | 'whatsapp'
  /** os filtros da base de cobrança, pelos nomes dos parâmetros de can-notify */
  filtros?: {
    [key: string]: string | number
  }
  /** os clientes escolhidos; null para todos os dos filtros */
  clientes?: number[] | null
  /** modelo do canal; sem ele, o modelo ativo do canal */
  template?: number | null
}
export type Supervisor = {
  id: number
  nome: string
  email?: string
  user?: number | null
}
export type Vendedor = {
  codigo: number
  nome: string
  cod_filial?: number | null
  supervisor?: number | null
  email?: string
  telefone?: string
  ativo?: boolean
}
export const {
  useGetCobrancaAnalistaCobrancaQuery,
  useLazyGetCobrancaAnalistaCobrancaQuery,
  usePostCobrancaAnalistaCobrancaMutation,
  useGetCobrancaAnalistaCobrancaIdQuery,
  useLazyGetCobrancaAnalistaCobrancaIdQuery,
  usePutCobrancaAnalistaCobrancaIdMutation,
  usePatchCobrancaAnalistaCobrancaIdMutation,
  useDeleteCobrancaAnalistaCobrancaIdMutation,
  useGetCobrancaBaseCobrancaResumoQuery,
  useLazyGetCobrancaBaseCobrancaResumoQuery,
  useGetCobrancaClienteQuery,
  useLazyGetCobrancaClienteQuery,
  usePostCobrancaClienteMutation,
  useGetCobrancaClienteIdQuery,
  useLazyGetCobrancaClienteIdQuery,
  usePutCobrancaClienteIdMutation,
  usePatchCobrancaClienteIdMutation,
  useDeleteCobrancaClienteIdMutation,
  useGetCobrancaClientesQuery,
  useLazyGetCobrancaClientesQuery,
  usePostCobrancaClientesMutation,
  useGetCobrancaClientesIdQuery,
  useLazyGetCobrancaClientesIdQuery,
  usePutCobrancaClientesIdMutation,
  usePatchCobrancaClientesIdMutation,
  useDeleteCobrancaClientesIdMutation,
  useGetCobrancaContasReceberAgrupadoQuery,
  useLazyGetCobrancaContasReceberAgrupadoQuery,
  usePostCobrancaContasReceberAgrupadoQuery,
  useLazyPostCobrancaContasReceberAgrupadoQuery,
  useGetCobrancaContasReceberQuery,
  useLazyGetCobrancaContasReceberQuery,
  usePostCobrancaContasReceberMutation,
  useGetCobrancaContasReceberIdQuery,
  useLazyGetCobrancaContasReceberIdQuery,
  usePutCobrancaContasReceberIdMutation,
  usePatchCobrancaContasReceberIdMutation,
  useDeleteCobrancaContasReceberIdMutation,
  useGetCobrancaFilialQuery,
  useLazyGetCobrancaFilialQuery,
  usePostCobrancaFilialMutation,
  useGetCobrancaFilialIdQuery,
  useLazyGetCobrancaFilialIdQuery,
  usePutCobrancaFilialIdMutation,
  usePatchCobrancaFilialIdMutation,
  useDeleteCobrancaFilialIdMutation,
  useGetCobrancaFormaCobrancaQuery,
  useLazyGetCobrancaFormaCobrancaQuery,
  usePostCobrancaFormaCobrancaMutation,
  useGetCobrancaFormaCobrancaIdQuery,
  useLazyGetCobrancaFormaCobrancaIdQuery,
  usePutCobrancaFormaCobrancaIdMutation,
  usePatchCobrancaFormaCobrancaIdMutation,
  useDeleteCobrancaFormaCobrancaIdMutation,
  useGetCobrancaGrupoEconomicoQuery,
  useLazyGetCobrancaGrupoEconomicoQuery,
  usePostCobrancaGrupoEconomicoMutation,
  useGetCobrancaGrupoEconomicoIdQuery,
  useLazyGetCobrancaGrupoEconomicoIdQuery,
  usePutCobrancaGrupoEconomicoIdMutation,
  usePatchCobrancaGrupoEconomicoIdMutation,
  useDeleteCobrancaGrupoEconomicoIdMutation,
  useGetCobrancaNotificacaoCanNotifyQuery,
  useLazyGetCobrancaNotificacaoCanNotifyQuery,
  usePostCobrancaNotificacaoQueueMutation,
  useGetCobrancaSupervisorQuery,
  useLazyGetCobrancaSupervisorQuery,
  usePostCobrancaSupervisorMutation,
  useGetCobrancaSupervisorIdQuery,
  useLazyGetCobrancaSupervisorIdQuery,
  usePutCobrancaSupervisorIdMutation,
  usePatchCobrancaSupervisorIdMutation,
  useDeleteCobrancaSupervisorIdMutation,
  useGetCobrancaVendedorAnalistaQuery,
  useLazyGetCobrancaVendedorAnalistaQuery,
  usePostCobrancaVendedorAnalistaMutation,
  useGetCobrancaVendedorAnalistaIdQuery,
  useLazyGetCobrancaVendedorAnalistaIdQuery,
  usePutCobrancaVendedorAnalistaIdMutation,
  usePatchCobrancaVendedorAnalistaIdMutation,
  useDeleteCobrancaVendedorAnalistaIdMutation,
  useGetCobrancaVendedorQuery,
  useLazyGetCobrancaVendedorQuery,
  usePostCobrancaVendedorMutation,
  useGetCobrancaVendedorIdQuery,
  useLazyGetCobrancaVendedorIdQuery,
  usePutCobrancaVendedorIdMutation,
  usePatchCobrancaVendedorIdMutation,
  useDeleteCobrancaVendedorIdMutation,
} = injectedRtkApi

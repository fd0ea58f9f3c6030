import { dataApi as api } from '../data-api'
export const addTagTypes = ['contato'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getContatoMensagens: build.query<GetContatoMensagensApiResponse, GetContatoMensagensApiArg>({
        query: () => ({ url: `/api/contato/mensagens/` }),
        providesTags: ['contato'],
      }),
      postContatoMensagens: build.mutation<
        PostContatoMensagensApiResponse,
        PostContatoMensagensApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contato/mensagens/`,
          method: 'POST',
          body: queryArg.novaMensagem,
        }),
        invalidatesTags: ['contato'],
      }),
      getContatoMensagensId: build.query<
        GetContatoMensagensIdApiResponse,
        GetContatoMensagensIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/contato/mensagens/${queryArg.id}/` }),
        providesTags: ['contato'],
      }),
      postContatoMensagensIdResponder: build.mutation<
        PostContatoMensagensIdResponderApiResponse,
        PostContatoMensagensIdResponderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contato/mensagens/${queryArg.id}/responder/`,
          method: 'POST',
          body: queryArg.novaResposta,
        }),
        invalidatesTags: ['contato'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetContatoMensagensApiResponse =
  /** status 200 As mensagens, mais novas primeiro. */ Mensagem[]
export type GetContatoMensagensApiArg = void
export type PostContatoMensagensApiResponse = /** status 201 Criada. */ Mensagem
export type PostContatoMensagensApiArg = {
  novaMensagem: NovaMensagem
}
export type GetContatoMensagensIdApiResponse = /** status 200 A mensagem. */ Mensagem
export type GetContatoMensagensIdApiArg = {
  id: number
}
export type PostContatoMensagensIdResponderApiResponse =
  /** status 200 A mensagem com a nova resposta. */ Mensagem
export type PostContatoMensagensIdResponderApiArg = {
  id: number
  novaResposta: NovaResposta
}
export type RespostaMensagem = {
  id: number
  texto: string
  autor?: number
  autor_nome: string
  criado_em: string
}
export type Mensagem = {
  id: number
  cod_cliente: number
  nome_fantasia: string
  usuario?: number | null
  usuario_nome?: string
  assunto: string
  mensagem: string
  /** id do título (contas-receber) a que a mensagem se refere */
  titulo: number | null
  titulo_documento?: string | null
  /** e-mail ou telefone para a resposta */
  responder_para: string
  status: 'novo' | 'respondido'
  criado_em: string
  respondido_em?: string | null
  respostas: RespostaMensagem[]
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
export type NovaMensagem = {
  /** obrigatório quando o usuário tem mais de um cliente */
  cod_cliente?: number | null
  /** uma linha */
  assunto: string
  mensagem: string
  titulo?: number | null
  /** e-mail ou telefone para a resposta */
  responder_para: string
}
export type NovaResposta = {
  texto: string
}
export const {
  useGetContatoMensagensQuery,
  useLazyGetContatoMensagensQuery,
  usePostContatoMensagensMutation,
  useGetContatoMensagensIdQuery,
  useLazyGetContatoMensagensIdQuery,
  usePostContatoMensagensIdResponderMutation,
} = injectedRtkApi

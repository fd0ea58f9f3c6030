import { dataApi as api } from '../data-api'
export const addTagTypes = ['relatorios'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCobrancaReportAcaoCobrancaRealizada: build.query<
        GetCobrancaReportAcaoCobrancaRealizadaApiResponse,
        GetCobrancaReportAcaoCobrancaRealizadaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/report-acao-cobranca-realizada/`,
          params: {
            dias_sem_acao: queryArg.diasSemAcao,
            analista: queryArg.analista,
            vendedor: queryArg.vendedor,
            regiao: queryArg.regiao,
            uf: queryArg.uf,
            cidade: queryArg.cidade,
            empreendimento: queryArg.empreendimento,
          },
        }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportAcaoCobrancaRealizadaLogs: build.query<
        GetCobrancaReportAcaoCobrancaRealizadaLogsApiResponse,
        GetCobrancaReportAcaoCobrancaRealizadaLogsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/report-acao-cobranca-realizada/logs/`,
          params: {
            cliente: queryArg.cliente,
          },
        }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportAtendimento: build.query<
        GetCobrancaReportAtendimentoApiResponse,
        GetCobrancaReportAtendimentoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/report-atendimento/`,
          params: {
            data_inicio: queryArg.dataInicio,
            data_fim: queryArg.dataFim,
            acao_cobranca: queryArg.acaoCobranca,
            analista: queryArg.analista,
            cliente: queryArg.cliente,
            vendedor: queryArg.vendedor,
          },
        }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportDevolucao: build.query<
        GetCobrancaReportDevolucaoApiResponse,
        GetCobrancaReportDevolucaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/report-devolucao/`,
          params: {
            data_inicio: queryArg.dataInicio,
            data_fim: queryArg.dataFim,
            agrupar: queryArg.agrupar,
            regiao: queryArg.regiao,
            uf: queryArg.uf,
            cidade: queryArg.cidade,
            empreendimento: queryArg.empreendimento,
            modulo: queryArg.modulo,
          },
        }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportDocumentosPagos: build.query<
        GetCobrancaReportDocumentosPagosApiResponse,
        GetCobrancaReportDocumentosPagosApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/report-documentos-pagos/`,
          params: {
            data_inicio: queryArg.dataInicio,
            data_fim: queryArg.dataFim,
            cliente: queryArg.cliente,
            analista: queryArg.analista,
            regiao: queryArg.regiao,
            uf: queryArg.uf,
            cidade: queryArg.cidade,
            empreendimento: queryArg.empreendimento,
          },
        }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportEfetivacaoCobranca: build.query<
        GetCobrancaReportEfetivacaoCobrancaApiResponse,
        GetCobrancaReportEfetivacaoCobrancaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/report-efetivacao-cobranca/`,
          params: {
            data_inicio: queryArg.dataInicio,
            data_fim: queryArg.dataFim,
            regiao: queryArg.regiao,
            uf: queryArg.uf,
            cidade: queryArg.cidade,
            empreendimento: queryArg.empreendimento,
          },
        }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportEficienciaCobranca: build.query<
        GetCobrancaReportEficienciaCobrancaApiResponse,
        GetCobrancaReportEficienciaCobrancaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/report-eficiencia-cobranca`,
          params: {
            data_inicio: queryArg.dataInicio,
            data_fim: queryArg.dataFim,
            dimensao: queryArg.dimensao,
          },
        }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportEficienciaCobrancaExcel: build.query<
        GetCobrancaReportEficienciaCobrancaExcelApiResponse,
        GetCobrancaReportEficienciaCobrancaExcelApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/report-eficiencia-cobranca/excel`,
          params: {
            data_inicio: queryArg.dataInicio,
            data_fim: queryArg.dataFim,
            dimensao: queryArg.dimensao,
          },
        }),
        providesTags: ['relatorios'],
      }),
      postCobrancaReportEficienciaCobrancaExcel: build.mutation<
        PostCobrancaReportEficienciaCobrancaExcelApiResponse,
        PostCobrancaReportEficienciaCobrancaExcelApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/report-eficiencia-cobranca/excel`,
          method: 'POST',
          body: queryArg.planilhaLinhas,
          params: {
            data_inicio: queryArg.dataInicio,
            data_fim: queryArg.dataFim,
          },
        }),
        invalidatesTags: ['relatorios'],
      }),
      getCobrancaReportPainelInicial: build.query<
        GetCobrancaReportPainelInicialApiResponse,
        GetCobrancaReportPainelInicialApiArg
      >({
        query: () => ({ url: `/api/cobranca/report-painel-inicial/` }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportRankingAnalista: build.query<
        GetCobrancaReportRankingAnalistaApiResponse,
        GetCobrancaReportRankingAnalistaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/report-ranking-analista`,
          params: {
            data_inicio: queryArg.dataInicio,
            data_fim: queryArg.dataFim,
          },
        }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportRankingInadimplencia: build.query<
        GetCobrancaReportRankingInadimplenciaApiResponse,
        GetCobrancaReportRankingInadimplenciaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/report-ranking-inadimplencia/`,
          params: {
            agrupar: queryArg.agrupar,
            regiao: queryArg.regiao,
            uf: queryArg.uf,
            cidade: queryArg.cidade,
            empreendimento: queryArg.empreendimento,
          },
        }),
        providesTags: ['relatorios'],
      }),
      getCobrancaReportVendas: build.query<
        GetCobrancaReportVendasApiResponse,
        GetCobrancaReportVendasApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/report-vendas/`,
          params: {
            data_inicio: queryArg.dataInicio,
            data_fim: queryArg.dataFim,
            cliente: queryArg.cliente,
            regiao: queryArg.regiao,
            uf: queryArg.uf,
            cidade: queryArg.cidade,
            empreendimento: queryArg.empreendimento,
            modulo: queryArg.modulo,
          },
        }),
        providesTags: ['relatorios'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetCobrancaReportAcaoCobrancaRealizadaApiResponse =
  /** status 200 A última ação de cada cliente com saldo em aberto. */ AcaoRealizada[]
export type GetCobrancaReportAcaoCobrancaRealizadaApiArg = {
  /** sem ação há mais de N dias */
  diasSemAcao?: number
  /** ids de analista separados por vírgula */
  analista?: string
  /** códigos de vendedor separados por vírgula */
  vendedor?: string
  regiao?: string
  uf?: string
  cidade?: string
  empreendimento?: string
}
export type GetCobrancaReportAcaoCobrancaRealizadaLogsApiResponse =
  /** status 200 As últimas 50 ações de cobrança do cliente, da mais recente. */ AcaoCobrancaLog[]
export type GetCobrancaReportAcaoCobrancaRealizadaLogsApiArg = {
  /** cod_cliente */
  cliente: number
}
export type GetCobrancaReportAtendimentoApiResponse =
  /** status 200 Os atendimentos do período, do mais recente. */ AtendimentoRelatorio[]
export type GetCobrancaReportAtendimentoApiArg = {
  dataInicio?: string
  dataFim?: string
  /** ids de tipo de resultado separados por vírgula */
  acaoCobranca?: string
  /** ids de analista separados por vírgula */
  analista?: string
  /** cod_cliente separados por vírgula */
  cliente?: string
  /** códigos de vendedor separados por vírgula */
  vendedor?: string
}
export type GetCobrancaReportDevolucaoApiResponse =
  /** status 200 As devoluções do período agrupadas, com o total e a parte das vendas que voltou. */ RelatorioDevolucao
export type GetCobrancaReportDevolucaoApiArg = {
  dataInicio?: string
  dataFim?: string
  agrupar?: 'cliente' | 'produto' | 'motivo' | 'vendedor'
  regiao?: string
  uf?: string
  cidade?: string
  empreendimento?: string
  modulo?: number
}
export type GetCobrancaReportDocumentosPagosApiResponse =
  /** status 200 Os títulos pagos no período, do pagamento mais recente. */ DocumentoPago[]
export type GetCobrancaReportDocumentosPagosApiArg = {
  /** data de pagamento */
  dataInicio?: string
  dataFim?: string
  /** cod_cliente separados por vírgula */
  cliente?: string
  /** ids de analista separados por vírgula */
  analista?: string
  regiao?: string
  uf?: string
  cidade?: string
  empreendimento?: string
}
export type GetCobrancaReportEfetivacaoCobrancaApiResponse =
  /** status 200 Por mês de vencimento, o vencido e o recebido; o total do período. */ RelatorioEfetivacao
export type GetCobrancaReportEfetivacaoCobrancaApiArg = {
  dataInicio?: string
  dataFim?: string
  regiao?: string
  uf?: string
  cidade?: string
  empreendimento?: string
}
export type GetCobrancaReportEficienciaCobrancaApiResponse =
  /** status 200 As ações (ou os analistas) do período com o que foi pago depois, a base sem ação e o total recuperado. */ RelatorioEficiencia
export type GetCobrancaReportEficienciaCobrancaApiArg = {
  dataInicio?: string
  dataFim?: string
  dimensao?: 'acao' | 'analista'
}
export type GetCobrancaReportEficienciaCobrancaExcelApiResponse =
  /** status 200 A planilha do relatório calculada no servidor (o app baixa com shared/api/download.ts). */ Blob
export type GetCobrancaReportEficienciaCobrancaExcelApiArg = {
  dataInicio?: string
  dataFim?: string
  dimensao?: 'acao' | 'analista'
}
export type PostCobrancaReportEficienciaCobrancaExcelApiResponse =
  /** status 200 A planilha "Eficiência Ações de Cobrança.xlsx". */ Blob
export type PostCobrancaReportEficienciaCobrancaExcelApiArg = {
  dataInicio?: string
  dataFim?: string
  /** As linhas da tela; sem `data`, o servidor calcula as linhas do período. */
  planilhaLinhas: PlanilhaLinhas
}
export type GetCobrancaReportPainelInicialApiResponse =
  /** status 200 O painel do usuário autenticado. */ PainelInicial
export type GetCobrancaReportPainelInicialApiArg = void
export type GetCobrancaReportRankingAnalistaApiResponse =
  /** status 200 Uma linha por ação de analista sobre um documento; lista vazia sem as duas datas. */ RankingAnalistaOrigem[]
export type GetCobrancaReportRankingAnalistaApiArg = {
  dataInicio?: string
  dataFim?: string
}
export type GetCobrancaReportRankingInadimplenciaApiResponse =
  /** status 200 Clientes (ou grupos econômicos) com saldo vencido, do maior saldo vencido. */ RankingInadimplencia[]
export type GetCobrancaReportRankingInadimplenciaApiArg = {
  agrupar?: 'cliente' | 'grupo_economico'
  regiao?: string
  uf?: string
  cidade?: string
  empreendimento?: string
}
export type GetCobrancaReportVendasApiResponse =
  /** status 200 As compras de cada cliente por mês; um cliente vê só os seus. */ RelatorioVendas
export type GetCobrancaReportVendasApiArg = {
  dataInicio?: string
  dataFim?: string
  /** cod_cliente separados por vírgula (só a equipe) */
  cliente?: string
  regiao?: string
  uf?: string
  cidade?: string
  empreendimento?: string
  modulo?: number
}
export type Decimal = string
export type AcaoRealizada = {
  key?: number
  cod_cliente: number
  nome_fantasia: string
  analista?: string
  vendedor?: string
  saldo_vencido: Decimal
  saldo_total?: Decimal
  maior_atraso?: number
  ultima_acao?: string | null
  /** Régua ou Analista */
  origem?: string | null
  acao?: string | null
  canal?: string | null
  resultado?: string | null
  responsavel?: string | null
  dias_sem_acao?: number | null
  sem_acao: boolean
}
export type Detalhe = {
  detail: string
}
export type AcaoCobrancaLog = {
  key: number
  data: string
  origem?: string
  acao: string
  canal?: string
  resultado?: string
  responsavel?: string
  documento?: string | null
}
export type ErrosDeCampo = {
  detail?: string
  code?: string
  /** as rotas de conta respondem success: false junto dos erros */
  success?: boolean
  non_field_errors?: string[]
  [key: string]: any
}
export type AtendimentoRelatorio = {
  key?: number
  id: number
  data: string
  cod_cliente: number
  nome_fantasia?: string
  vendedor?: string
  analista?: string
  resultado?: string
  tipo_resultado?: number
  observacao?: string
  data_retorno?: string | null
  concluido?: boolean
  promessa: 'cumprida' | 'quebrada' | 'pendente' | null
}
export type DevolucaoLinha = {
  key: string
  dimensao?: 'cliente' | 'produto' | 'motivo' | 'vendedor'
  codigo?: number | null
  nome: string
  qtd_devolucoes?: number
  quantidade?: number
  valor_devolvido: Decimal
  /** vendido ao cliente, do produto ou pelo vendedor da linha no período; por motivo (vendas não têm motivo), o total vendido no período */
  valor_vendido: Decimal
  /** % valor_devolvido ÷ valor_vendido da linha: por cliente, produto ou vendedor, sobre o que a linha vendeu; por motivo, sobre o total vendido no período */
  perc_vendas?: number
  /** % valor_devolvido ÷ total devolvido no período (participação nas devoluções; somam 100 %) */
  participacao?: number
}
export type RelatorioDevolucao = {
  count?: number
  next?: string | null
  previous?: string | null
  results: DevolucaoLinha[]
  total?: {
    valor_devolvido: Decimal
    valor_vendido: Decimal
    perc_vendas: number
  }
}
export type DocumentoPago = {
  key?: number
  id: number
  documento?: string
  cod_cliente: number
  nome_fantasia?: string
  analista?: string
  data_vencimento?: string
  data_pagamento: string
  valor?: Decimal
  valor_pago: Decimal
  parcial?: boolean
  dias_atraso: number
  multa: Decimal
  juros: Decimal
  ultima_acao?: string | null
  ultima_acao_descricao?: string | null
}
export type EfetivacaoTotal = {
  inicio?: string
  fim?: string
  vencido: Decimal
  recebido_no_prazo: Decimal
  recebido_em_atraso: Decimal
  em_aberto: Decimal
  perc_no_prazo: number | null
  vendas?: Decimal
  ar_inicial?: Decimal
  ar_final?: Decimal
  ar_final_a_vencer?: Decimal
  cei: number | null
  dso: number | null
}
export type EfetivacaoMes = EfetivacaoTotal & {
  key: string
  /** YYYY-MM */
  mes: string
}
export type RelatorioEfetivacao = {
  count?: number
  next?: string | null
  previous?: string | null
  results: EfetivacaoMes[]
  total?: EfetivacaoTotal
}
export type EficienciaLinha = {
  key?: number
  origem?: string
  acao?: string
  canal?: string
  analista?: string
  titulos_acionados?: number
  pagos_1d?: number
  pagos_3d?: number
  pagos_7d?: number
  pagos_15d?: number
  taxa_15d?: number
  titulos_vencidos_acionados?: number
  taxa_vencidos_15d?: number | null
  /** Ganho em pontos percentuais: para cada título vencido acionado (a partir da primeira ação do grupo com o título vencido, dia d), pago em até 15 dias (1 ou 0) menos a taxa dos títulos comparáveis — em aberto no dia d, na mesma faixa de atraso e sem ação nos 15 dias até d — pagos em até 15 dias de d; média sobre os títulos acionados que têm comparáveis. */
  uplift_pp?: number | null
  valor_recuperado: Decimal
  mediana_dias?: number | null
}
export type EficienciaBase = {
  /** títulos comparáveis somados por título acionado (um título pode servir a várias comparações) */
  titulos: number
  /** desses, pagos em até 15 dias do dia da comparação */
  pagos_15d: number
  /** taxa esperada sem ação (%): média, sobre os títulos acionados, de pagos ÷ títulos dos seus comparáveis */
  taxa_15d: number | null
  /** títulos vencidos acionados no período que têm comparáveis */
  titulos_acionados?: number
  /** desses, pagos em até 15 dias da primeira ação com o título vencido */
  pagos_acionados_15d?: number
  /** pagos_acionados_15d ÷ titulos_acionados (%) */
  taxa_acionados_15d?: number | null
  /** taxa_acionados_15d − taxa_15d em pontos percentuais (sem arredondar antes) */
  ganho_pp?: number | null
}
export type RelatorioEficiencia = {
  count?: number
  next?: string | null
  previous?: string | null
  results: EficienciaLinha[]
  baseline?: EficienciaBase
  total_recuperado?: Decimal
}
export type PlanilhaLinhas = {
  data: {
    [key: string]: any
  }[]
  title?: string
  /** proposta: a primeira linha (relatório · período e filtros · Exportado em dd/mm/aaaa hh:mm) */
  info?: string
  /** proposta: o nome do arquivo, sem extensão ("Documentos Pagos 27-11-2026") */
  arquivo?: string
  /** proposta: o formato de colunas pelo título: money em reais, percent como a tela mostra (12.5 → 12,50 %), date e datetime como a tela escreve (01/10/2026, 01/10/2026 10:40), integer, number, text (um código de dígitos fica texto). */
  colunas?: {
    [key: string]: 'money' | 'percent' | 'date' | 'datetime' | 'integer' | 'number' | 'text'
  }
}
export type Periodo = {
  data_inicio: string
  data_fim: string
}
export type RankingAnalistaLinha = {
  key: string
  posicao: number
  analista: string
  count_acoes: number
  count_documentos: number
  count_documentos_pagos: number
  /** reais */
  valor_documentos_pagos: number
  count_documentos_abertos: number
  /** reais */
  valor_documentos_abertos: number
}
export type PainelAnalista = {
  nome: string
  lembretes: {
    id: number
    data: string
    cod_cliente: number
    nome_fantasia: string
    descricao: string
    atrasado: boolean
  }[]
  retornos: {
    id: number
    cod_cliente: number
    nome_fantasia: string
    resultado: string
  }[]
  promessas?: {
    id: number
    cod_cliente: number
    nome_fantasia: string
    data_retorno: string
    status: 'pendente' | 'quebrada'
  }[]
  sem_acao: {
    cod_cliente: number
    nome_fantasia: string
    saldo_vencido: Decimal
    maior_atraso: number
    ultima_acao: string | null
  }[]
  ranking:
    | (RankingAnalistaLinha & {
        /** analistas no ranking */
        de: number
      })
    | null
}
export type PainelGestao = {
  saldo_aberto: Decimal
  saldo_vencido: Decimal
  clientes_inadimplentes: number
  aging: {
    key: string
    label: string
    valor: Decimal
  }[]
  periodo_kpi: Periodo
  cei: number | null
  dso: number | null
  ranking: RankingAnalistaLinha[]
}
export type PainelCredito = {
  pareceres_em_analise: number
  clientes_acima_limite: number
  acima_limite: {
    cod_cliente: number
    nome_fantasia: string
    saldo_total: Decimal
    limite_credito: Decimal
  }[]
}
export type PainelFinanceiro = {
  parcelas_30d: number
  valor_parcelas_30d: Decimal
  parcelas_atrasadas: number
  valor_parcelas_atrasadas: Decimal
  recebido_7d: Decimal
  periodo_recebido: Periodo
}
export type PainelInicial = {
  hoje: string
  periodo: Periodo
  analista?: PainelAnalista
  gestao?: PainelGestao
  credito?: PainelCredito
  financeiro?: PainelFinanceiro
}
export type RankingAnalistaOrigem = {
  /** nome do analista */
  analistacobranca: string
  documento: string
  pago: boolean
  /** reais (número ou decimal do DRF) */
  valor_presente: number | string
}
export type RankingInadimplencia = {
  key: string
  posicao?: number
  tipo: 'cliente' | 'grupo'
  codigo: number
  nome?: string
  qtd_clientes?: number
  qtd_titulos_vencidos?: number
  saldo_vencido: Decimal
  saldo_total?: Decimal
  maior_atraso?: number
  /** percentual do saldo vencido total */
  participacao?: number
  a_vencer?: Decimal
  d1_30?: Decimal
  d31_60?: Decimal
  d61_90?: Decimal
  d91_180?: Decimal
  d180_mais?: Decimal
}
export type VendasLinha = {
  key?: number
  cod_cliente: number
  nome_fantasia?: string
  /** mês (YYYY-MM) → valor comprado */
  valores: {
    [key: string]: Decimal
  }
  total: Decimal
  /** Média por mês com compra, só dos meses inteiros do período (fora os de meses_parciais); null sem compra em mês inteiro. */
  ticket_medio?: Decimal | null
  /** % dos últimos 3 meses inteiros sobre os 3 meses inteiros anteriores (fora os de meses_parciais); null com menos de 6 meses inteiros no período ou sem compra nos 3 anteriores. */
  tendencia?: number | null
}
export type RelatorioVendas = {
  count?: number
  next?: string | null
  previous?: string | null
  /** todos os meses do período, do mês de data_inicio ao de data_fim */
  meses: string[]
  /** meses que o período não cobre do dia 1 ao último dia (início no meio do mês, mês corrente); ficam fora da tendência e da média mensal */
  meses_parciais?: string[]
  results: VendasLinha[]
}
export const {
  useGetCobrancaReportAcaoCobrancaRealizadaQuery,
  useLazyGetCobrancaReportAcaoCobrancaRealizadaQuery,
  useGetCobrancaReportAcaoCobrancaRealizadaLogsQuery,
  useLazyGetCobrancaReportAcaoCobrancaRealizadaLogsQuery,
  useGetCobrancaReportAtendimentoQuery,
  useLazyGetCobrancaReportAtendimentoQuery,
  useGetCobrancaReportDevolucaoQuery,
  useLazyGetCobrancaReportDevolucaoQuery,
  useGetCobrancaReportDocumentosPagosQuery,
  useLazyGetCobrancaReportDocumentosPagosQuery,
  useGetCobrancaReportEfetivacaoCobrancaQuery,
  useLazyGetCobrancaReportEfetivacaoCobrancaQuery,
  useGetCobrancaReportEficienciaCobrancaQuery,
  useLazyGetCobrancaReportEficienciaCobrancaQuery,
  useGetCobrancaReportEficienciaCobrancaExcelQuery,
  useLazyGetCobrancaReportEficienciaCobrancaExcelQuery,
  usePostCobrancaReportEficienciaCobrancaExcelMutation,
  useGetCobrancaReportPainelInicialQuery,
  useLazyGetCobrancaReportPainelInicialQuery,
  useGetCobrancaReportRankingAnalistaQuery,
  useLazyGetCobrancaReportRankingAnalistaQuery,
  useGetCobrancaReportRankingInadimplenciaQuery,
  useLazyGetCobrancaReportRankingInadimplenciaQuery,
  useGetCobrancaReportVendasQuery,
  useLazyGetCobrancaReportVendasQuery,
} = injectedRtkApi

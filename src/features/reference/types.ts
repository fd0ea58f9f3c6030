/** Reference rows shared by every module: one declaration each (backend field names). */
export interface ClienteResumo {
  cod_cliente: number
  nome_fantasia: string
  razao_social?: string
  cod_vendedor?: number | null
  cod_filial?: number | null
  cnpj_cpf?: string | null
  grupo_economico?: number | null
}

/** Spec: Seller (vendedor). */
export interface Vendedor {
  codigo: number
  nome: string
  cod_filial?: number
  supervisor?: number | null
  email?: string
  telefone?: string
  ativo?: boolean
}

/** Spec: Branch. */
export interface Filial {
  cod_filial: number
  filial: string
  uf?: string
}

export interface FormaCobranca {
  id: number
  descricao: string
  ativo?: boolean
}

export interface GrupoEconomico {
  id: number
  nome: string
}

export interface Segmento {
  id: number
  regua?: number
  descricao: string
}

export interface AnalistaCobranca {
  id: number
  nome: string
  email?: string
  user?: number | null
  ativo?: boolean
}

export interface Supervisor {
  id: number
  nome: string
  email?: string
  user?: number | null
}

export interface ReguaResumo {
  id: number
  nome: string
  ativo?: boolean
}

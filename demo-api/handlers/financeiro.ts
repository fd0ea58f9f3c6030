/**
 * Finance registers. The specification leaves these paths to the caller, so
 * /api/financeiro/<register>/ is our choice (docs/api-contract.md).
 */
import type { RequestHandler } from 'msw'
import { getRow } from '../db'
import { resource } from '../resource'
import type { Schema } from '../validation'

const F = '/api/financeiro'

const schemas = {
  banco: {
    codigo: { kind: 'string', required: true, maxLength: 3 },
    nome: { kind: 'string', required: true, maxLength: 120 },
    ativo: { kind: 'bool', default: true },
  },
  moeda: {
    sigla: { kind: 'string', required: true, maxLength: 3 },
    nome: { kind: 'string', required: true, maxLength: 60 },
    simbolo: { kind: 'string', maxLength: 5 },
  },
  'tipo-juros': { descricao: { kind: 'string', required: true, maxLength: 120 } },
  indice: {
    nome: { kind: 'string', required: true, maxLength: 30 },
    descricao: { kind: 'string', maxLength: 200 },
    pos_fixado: { kind: 'bool', default: true },
  },
  'tipo-contrato': { descricao: { kind: 'string', required: true, maxLength: 120 } },
  'forma-amortizacao': {
    codigo: { kind: 'string', required: true, choices: ['SAC', 'PRICE', 'BULLET'] },
    descricao: { kind: 'string', required: true, maxLength: 120 },
  },
  empresa: {
    razao_social: { kind: 'string', required: true, maxLength: 200 },
    nome_fantasia: { kind: 'string', maxLength: 200 },
    cnpj: { kind: 'cnpj', required: true },
  },
  contrato: {
    numero: { kind: 'string', required: true, maxLength: 60 },
    empresa: { kind: 'int', required: true, fk: 'empresa' },
    banco: { kind: 'int', required: true, fk: 'banco' },
    moeda: { kind: 'int', fk: 'moeda', default: 1 },
    tipo_contrato: { kind: 'int', required: true, fk: 'tipo-contrato' },
    tipo_juros: { kind: 'int', required: true, fk: 'tipo-juros' },
    indice: { kind: 'int', nullable: true, fk: 'indice' },
    forma_amortizacao: { kind: 'int', required: true, fk: 'forma-amortizacao' },
    data_contratacao: { kind: 'date', required: true },
    valor_contratado: { kind: 'decimal', required: true },
    taxa_mensal: { kind: 'decimal', required: true, places: 4 },
    qtd_parcelas: { kind: 'int', required: true },
    carencia_meses: { kind: 'int', default: 0 },
    observacao: { kind: 'string', maxLength: 5000 },
  },
  liberacao: {
    contrato: { kind: 'int', required: true, fk: 'contrato' },
    data: { kind: 'date', required: true },
    valor: { kind: 'decimal', required: true },
  },
  'liberacao-parcela': {
    liberacao: { kind: 'int', required: true, fk: 'liberacao' },
    contrato: { kind: 'int', nullable: true, fk: 'contrato' },
    parcela: { kind: 'int', required: true },
    data_vencimento: { kind: 'date', required: true },
    valor_amortizacao: { kind: 'decimal' },
    valor_juros: { kind: 'decimal' },
    valor_parcela: { kind: 'decimal', required: true },
    saldo_devedor: { kind: 'decimal' },
    pago: { kind: 'bool' },
    data_pagamento: { kind: 'date', nullable: true },
  },
} satisfies Record<string, Schema>

export const financeiroHandlers: RequestHandler[] = [
  ...resource({
    path: `${F}/banco/`,
    table: 'banco',
    schema: schemas.banco,
    prepare(data) {
      if (!/^\d{3}$/.test(String(data.codigo)))
        return { codigo: ['Informe o código do banco com 3 dígitos (ex.: 341).'] }
    },
  }),
  ...resource({
    path: `${F}/moeda/`,
    table: 'moeda',
    schema: schemas.moeda,
    prepare(data) {
      data.sigla = String(data.sigla).toUpperCase()
    },
  }),
  ...resource({ path: `${F}/tipo-juros/`, table: 'tipo-juros', schema: schemas['tipo-juros'] }),
  ...resource({ path: `${F}/indice/`, table: 'indice', schema: schemas.indice }),
  ...resource({
    path: `${F}/tipo-contrato/`,
    table: 'tipo-contrato',
    schema: schemas['tipo-contrato'],
  }),
  ...resource({
    path: `${F}/forma-amortizacao/`,
    table: 'forma-amortizacao',
    schema: schemas['forma-amortizacao'],
  }),
  ...resource({ path: `${F}/empresa/`, table: 'empresa', schema: schemas.empresa }),
  ...resource({
    path: `${F}/contrato/`,
    table: 'contrato',
    schema: schemas.contrato,
    searchFields: ['numero', 'observacao'],
    prepare(data) {
      if (Number(data.qtd_parcelas) < 1)
        return { qtd_parcelas: ['Certifique-se de que este valor seja maior ou igual a 1.'] }
    },
  }),
  ...resource({ path: `${F}/liberacao/`, table: 'liberacao', schema: schemas.liberacao }),
  ...resource({
    path: `${F}/liberacao-parcela/`,
    table: 'liberacao-parcela',
    schema: schemas['liberacao-parcela'],
    prepare(data) {
      data.contrato ??= getRow('liberacao', data.liberacao)?.contrato ?? null
    },
  }),
]

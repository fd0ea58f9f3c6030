import { useCallback } from 'react'
import type { DatedLoanRow } from '@/shared/lib/financing'
import { fromCentavos } from '@/shared/lib/money'
import { indexInfo, releaseTerms, scheduleFor, systemOf } from '../contract-terms'
import { useFinanceList, usePostFinanceiroLiberacaoIdGerarParcelasMutation } from '../finance-data'
import type { Contrato, Liberacao } from '../types'

/** A schedule's rows as the body of gerar-parcelas (DRF decimal strings). */
export function instalmentsBody(rows: readonly DatedLoanRow[]) {
  return {
    parcelas: rows.map((r) => ({
      parcela: r.numero,
      data_vencimento: r.vencimento,
      valor_amortizacao: fromCentavos(r.amortizacaoCentavos),
      valor_juros: fromCentavos(r.jurosCentavos),
      valor_parcela: fromCentavos(r.parcelaCentavos),
      saldo_devedor: fromCentavos(r.saldoFinalCentavos),
    })),
  }
}

/**
 * Generates and saves a release's instalments: the contract's schedule (its amortisation system,
 * rate and index, contract-terms.ts) for the release, stored in one request that replaces the
 * release's open instalments; the release's instalment list reloads. `generate` resolves with
 * the number of instalments saved and rejects when they could not be computed or saved.
 */
export function useReleaseInstalments(contrato: Contrato, latest: Map<number, number>) {
  const [gerarParcelas, state] = usePostFinanceiroLiberacaoIdGerarParcelasMutation()
  const indices = useFinanceList('indice', { lookup: true }).rows
  const formas = useFinanceList('forma_amortizacao', { lookup: true }).rows
  const generate = useCallback(
    async (liberacao: Liberacao): Promise<number> => {
      const indice = indices.find((i) => i.id === contrato.indice)
      const forma = formas.find((f) => f.id === contrato.forma_amortizacao)
      // never a schedule from a guess: without the contract's index or system, nothing is saved
      if ((contrato.indice && !indice) || !forma)
        throw new Error('O índice e a forma de amortização do contrato ainda não carregaram.')
      if (indice?.pos_fixado && !latest.has(indice.id))
        throw new Error(`Sem taxa do ${indice.nome} no histórico de índices (ainda carregando, ou não cadastrada).`)
      const rows = scheduleFor(releaseTerms(contrato, liberacao, indexInfo(indice, latest)), systemOf(forma.codigo))
      await gerarParcelas({ id: liberacao.id, gerarParcelas: instalmentsBody(rows) }).unwrap()
      return rows.length
    },
    [contrato, latest, indices, formas, gerarParcelas],
  )
  return { generate, busy: state.isLoading }
}

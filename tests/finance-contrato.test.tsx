import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { listRows } from '../demo-api/db'
import { formatDate, todayISO } from '@/shared/lib/date'
import { addMonthsISO } from '@/shared/lib/financing'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'
import { holdGet, setupUser } from './requests'

const R = '/gestao-financiamento/gestao-financiamento'

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(new URL(path, window.location.origin), {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as Record<string, unknown>
}

/** DOMAIN's fixture, signed today: R$ 120.000,00 at 1,25 % a.m. in 18 instalments (Price unless told: 1 is SAC). */
function fixtureContract(access: string, numero: string, forma = 2) {
  const today = todayISO()
  return api(access, 'POST', '/api/financeiro/contrato/', {
    numero,
    empresa: 1,
    banco: 1,
    tipo_contrato: 1,
    tipo_juros: 1,
    indice: 5,
    forma_amortizacao: forma,
    data_contratacao: today,
    data_primeiro_vencimento: addMonthsISO(today, 1),
    valor_contratado: '120000.00',
    qtd_parcelas: 18,
    taxa: '1.2500',
    base_taxa: 'mensal',
  })
}

/** "Nova liberação" of the whole contracted value, saved. */
async function addRelease(user: ReturnType<typeof setupUser>, detail: HTMLElement) {
  await user.click(within(detail).getByRole('button', { name: /Nova liberação/ }))
  const drawer = await screen.findByRole('dialog', { name: 'Nova liberação' })
  await user.type(await within(drawer).findByLabelText('Valor (BRL)'), '120.000,00')
  await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
}

describe('Contrato', () => {
  it('previews SAC, Price and bullet with the DOMAIN fixture in the contract form', async () => {
    const { access } = await signInAs('financeiro')
    await fixtureContract(access, 'TESTE-DOMAIN', 1)
    const user = setupUser()
    renderApp(`${R}/contrato`)
    const table = await screen.findByRole('table', { name: 'Contratos' }, { timeout: 60_000 })
    await within(table).findByText('TESTE-DOMAIN')
    await user.click(screen.getByRole('button', { name: 'Editar o contrato TESTE-DOMAIN' }))
    const drawer = await screen.findByRole('dialog', { name: 'Editar contrato' })
    const preview = within(drawer).getByRole('region', { name: 'Simulação do cronograma' })
    await within(preview).findByRole('table', { name: 'Comparação dos sistemas de amortização' })
    // looked up afresh each time: the table re-renders as the lookups arrive
    const row = (name: string) =>
      within(within(preview).getByRole('table', { name: 'Comparação dos sistemas de amortização' }))
        .getByText(name)
        .closest('tr')!
    await waitFor(() => {
      // SAC: A = 6.666,67, first instalment 8.166,67 (also the largest); Price: PMT = 7.486,17
      expect(within(row('SAC')).getAllByText(/^R\$\s8\.166,67$/)).toHaveLength(2)
      expect(within(row('Price')).getAllByText(/^R\$\s7\.486,17$/).length).toBeGreaterThan(0)
      // bullet: 1.500,00 of interest a month, 121.500,00 at the end, 27.000,00 of interest
      expect(within(row('Bullet')).getAllByText(/^R\$\s1\.500,00$/)).toHaveLength(1)
      expect(within(row('Bullet')).getAllByText(/^R\$\s121\.500,00$/)).toHaveLength(1)
      expect(within(row('Bullet')).getAllByText(/^R\$\s27\.000,00$/)).toHaveLength(1)
      for (const name of ['SAC', 'Price', 'Bullet'])
        expect(within(row(name)).getAllByText(/ % a\.a\.$/)).toHaveLength(1)
    })

  }, 150_000)

  it('a contract in dollars waits for the currencies instead of showing R$ for a moment', async () => {
    const release = holdGet('*/api/financeiro/moeda/')
    const usd = listRows('moeda').find((m) => m.sigla === 'USD')!
    const contrato = listRows('contrato').find((c) => c.moeda === usd.id)!
    await signInAs('financeiro')
    renderApp(`${R}/contrato?contrato=${contrato.id}`)
    const detail = await screen.findByRole('region', { name: `Contrato ${contrato.numero}` }, { timeout: 60_000 })
    const valor = () => within(detail).getByText('Valor contratado').closest('tr') as HTMLElement
    expect(valor()).toHaveTextContent('…')
    expect(within(detail).queryByText(/R\$/)).toBeNull()
    release()
    await waitFor(() => expect(valor()).toHaveTextContent(/US\$/))
    expect(within(detail).queryByText(/R\$/)).toBeNull()
  })

  it('a new release is saved with its instalments: listed open, with one confirmation and no extra click', async () => {
    const { access } = await signInAs('financeiro')
    const contrato = await fixtureContract(access, 'TESTE-PRICE-1')
    const user = setupUser()
    renderApp(`${R}/contrato?contrato=${contrato.id}`)
    const detail = await screen.findByRole('region', { name: 'Contrato TESTE-PRICE-1' }, { timeout: 60_000 })
    expect(within(detail).getByText('1,25 % a.m.')).toBeInTheDocument()
    await addRelease(user, detail)

    // no "Cronograma" and no "Gerar parcelas": the saved release already has its 18 instalments
    const stored = await within(detail).findByRole('table', { name: 'Parcelas da liberação' }, { timeout: 30_000 })
    await waitFor(() => expect(within(stored).getAllByText('Em aberto')).toHaveLength(12))
    expect(within(stored).getAllByText(/^R\$\s7\.486,17$/).length).toBeGreaterThan(0)
    // the confirmation counts the instalments saved with it
    expect(await screen.findByText('Liberação salva com 18 parcelas.')).toBeInTheDocument()
    expect(screen.queryByText(/parcelas geradas/)).not.toBeInTheDocument()
    const saved = listRows('liberacao').find((l) => l.contrato === contrato.id)!
    expect(listRows('liberacao-parcela').filter((p) => p.liberacao === saved.id)).toHaveLength(18)

    // generating again replaces the saved ones, after asking
    await user.click(within(detail).getByRole('button', { name: /Gerar de novo/ }))
    expect(await screen.findByText('Substituir as 18 parcelas gravadas?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Substituir' }))
    expect(await screen.findByText('18 parcelas geradas.')).toBeInTheDocument()
  }, 150_000)

  it('when the instalments fail after the release saved, it says so and a retry saves them: nothing is lost', async () => {
    const { access } = await signInAs('financeiro')
    const contrato = await fixtureContract(access, 'TESTE-PRICE-2')
    server.use(
      http.post('*/api/financeiro/liberacao/:id/gerar-parcelas/', () =>
        HttpResponse.json({ detail: 'Serviço indisponível.' }, { status: 500 }), { once: true }),
    )
    const user = setupUser()
    renderApp(`${R}/contrato?contrato=${contrato.id}`)
    const detail = await screen.findByRole('region', { name: 'Contrato TESTE-PRICE-2' }, { timeout: 60_000 })
    await addRelease(user, detail)

    const alert = await within(detail).findByRole('alert', {}, { timeout: 30_000 })
    expect(alert).toHaveTextContent(
      `A liberação de ${formatDate(todayISO())} foi salva, mas as parcelas dela não foram gravadas.`,
    )
    expect(alert).toHaveTextContent('A liberação não se perdeu')
    // saved, with no instalments to count
    expect(await screen.findByText('Liberação salva.')).toBeInTheDocument()
    // the release is saved once, listed, and its (empty) instalment list is open
    const releases = within(detail).getByRole('table', { name: 'Liberações' })
    expect(await within(releases).findByText(/^R\$\s120\.000,00$/)).toBeInTheDocument()
    expect(listRows('liberacao').filter((l) => l.contrato === contrato.id)).toHaveLength(1)
    const stored = await within(detail).findByRole('table', { name: 'Parcelas da liberação' })
    expect(await within(stored).findByText('Nenhuma parcela gravada.')).toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('Parcelas gravadas.')).toBeInTheDocument()
    await waitFor(() => expect(within(stored).getAllByText('Em aberto')).toHaveLength(12))
    expect(within(detail).queryByRole('alert')).not.toBeInTheDocument()
    expect(listRows('liberacao').filter((l) => l.contrato === contrato.id)).toHaveLength(1)
  }, 150_000)
})

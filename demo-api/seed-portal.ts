import type { SeedContext } from './seed-modules'
import type { Tables } from './types'
import './types-portal'

/**
 * The portal module's seed data (salt 105 for ctx.rng): the payee of every bill, its bank
 * accounts and the fine and interest registered with the banks.
 *
 * Every title with a bill (boleto or PIX) already carries `hash_2via` from the core seed: 32
 * hex digits (128 bits) drawn from the seed's generator, unique, unrelated to the title's id,
 * so a 2ª via link cannot be guessed from another one. The PIX random key is drawn here.
 */
export function seedPortal(tables: Tables, ctx: SeedContext): void {
  const rng = ctx.rng(105)
  const hex = rng.hex(32)
  // A random key (EVP) has the shape of a UUID v4.
  const chave_pix = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
  const matriz = tables.filial.find((f) => f.cod_filial === 1)
  tables['portal-beneficiario'] = [
    {
      id: 1,
      nome: 'Boa Safra Alimentos Ltda',
      cnpj: matriz?.cnpj ?? '34.567.890/0002-10',
      endereco: 'Av. das Nações Unidas, 12.901, Brooklin',
      cidade: 'São Paulo',
      uf: 'SP',
      chave_pix,
      multa_pct: '2.00',
      juros_mes_pct: '1.00',
      contas: [
        { banco: '341', nome_banco: 'Itaú Unibanco S.A.', agencia: '0912', conta: '23456-7', carteira: '109' },
        { banco: '237', nome_banco: 'Banco Bradesco S.A.', agencia: '3381', conta: '0002847-3', carteira: '09' },
        { banco: '001', nome_banco: 'Banco do Brasil S.A.', agencia: '1607', conta: '40144-8', carteira: '17' },
      ],
    },
  ]
}

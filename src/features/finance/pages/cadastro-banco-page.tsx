import { FinanceRegister } from '../components/finance-register'
import type { Banco } from '../types'

const digits = (n: number, example: string) => ({
  pattern: new RegExp(`^\\d{${n}}$`),
  message: `Use ${n} dígitos (ex.: ${example}).`,
})

/** Cadastro Banco: the banks the company borrows from (COMPE code, name, ISPB). */
export default function CadastroBancoPage() {
  return (
    <FinanceRegister<Banco>
      list="banco"
      title="Cadastro Banco"
      subtitle="Bancos com que a empresa tem contratos de financiamento."
      noun={{ singular: 'banco', plural: 'bancos' }}
      describe={(b) => `o banco ${b.codigo} · ${b.nome}`}
      columns={[
        { key: 'codigo', title: 'Código COMPE', width: 160 },
        { key: 'nome', title: 'Nome' },
        { key: 'ispb', title: 'ISPB', width: 120 },
        {
          key: 'ativo',
          title: 'Situação',
          kind: 'tag',
          width: 110,
          options: [
            { value: 'true', label: 'Ativo', color: 'green' },
            { value: 'false', label: 'Inativo', color: 'default' },
          ],
          value: (b) => String(b.ativo),
        },
      ]}
      fields={[
        { name: 'codigo', label: 'Código COMPE', kind: 'text', required: true, maxLength: 3, half: true, rules: [digits(3, '341')] },
        { name: 'ispb', label: 'ISPB', kind: 'text', maxLength: 8, half: true, rules: [digits(8, '60701190')] },
        { name: 'nome', label: 'Nome', kind: 'text', required: true, maxLength: 120 },
        { name: 'ativo', label: 'Ativo', kind: 'boolean', initial: true },
      ]}
    />
  )
}

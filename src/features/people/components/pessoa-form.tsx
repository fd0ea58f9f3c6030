import { Alert, Button } from 'antd'
import { useMemo, useState } from 'react'
import {
  REFERENCE,
  referenceOptions,
  useGetCobrancaClientesQuery,
  useGetCobrancaGrupoEconomicoQuery,
} from '@/features/reference'
import { rowsOf, useListSource } from '@/shared/api/data-api'
import { normalizeError } from '@/shared/api/errors'
import { normalizeCnpj } from '@/shared/lib/documents'
import { RegisterForm } from '@/shared/ui/register'
import { toPessoaPayload, toPessoaRow, type PessoaRow } from '../lib'
import { useLazyGetCobrancaPessoaQuery } from '../people-data'
import { pessoaFields } from '../pessoa-fields'
import type { Pessoa, PessoaPayload } from '../types'

export interface PessoaFormProps {
  open: boolean
  editing: Pessoa | null
  onSubmit: (payload: PessoaPayload, editing: Pessoa | null) => Promise<unknown>
  onClose: () => void
  /** opens another record (the one that already has the document) */
  onOpenExisting: (pessoa: Pessoa) => void
}

/**
 * A person or company with its lists (addresses, e-mails, phones, links), in the register kit's
 * form. A document already registered links to that record.
 */
export function PessoaForm({ open, editing, onSubmit, onClose, onOpenExisting }: PessoaFormProps) {
  const [existing, setExisting] = useState<Pessoa | null>(null)
  const clientes = useListSource(useGetCobrancaClientesQuery({}, REFERENCE))
  const grupos = useListSource(useGetCobrancaGrupoEconomicoQuery(undefined, REFERENCE))
  const [lookUpDocument] = useLazyGetCobrancaPessoaQuery()
  const fields = useMemo(
    () =>
      pessoaFields({
        clientes: referenceOptions('clientes', clientes.rows),
        grupos: referenceOptions('gruposEconomicos', grupos.rows),
        loadingClientes: clientes.status === 'loading',
        loadingGrupos: grupos.status === 'loading',
      }),
    [clientes.rows, clientes.status, grupos.rows, grupos.status],
  )
  const row = useMemo(() => (editing ? toPessoaRow(editing) : null), [editing])

  /** One look-up, not a subscription: later saves need not read this document again. */
  function findExisting(error: unknown, document: string) {
    const docErrors = normalizeError(error).fieldErrors.cpf_cnpj ?? []
    if (!docErrors.some((m) => /já existe/i.test(m))) return
    const lookup = lookUpDocument({ cpfCnpj: normalizeCnpj(document) })
    lookup
      .unwrap()
      .then(
        (found) => setExisting(rowsOf(found)[0] ?? null),
        () => setExisting(null),
      )
      .finally(() => lookup.unsubscribe())
  }

  return (
    <RegisterForm<PessoaRow>
      open={open}
      title={editing ? 'Editar pessoa' : 'Nova pessoa'}
      name="pessoa"
      width={720}
      fields={fields}
      editing={row}
      onSubmit={async (payload) => {
        setExisting(null)
        try {
          await onSubmit(toPessoaPayload(payload), editing)
        } catch (error) {
          findExisting(error, payload.cpf_cnpj ?? '')
          throw error
        }
      }}
      onClose={() => {
        setExisting(null)
        onClose()
      }}
      extra={
        existing && (
          <Alert
            type="warning"
            showIcon
            className="people-gap"
            title={`${existing.nome} já está cadastrado com este documento.`}
            action={
              <Button
                size="small"
                onClick={() => {
                  setExisting(null)
                  onOpenExisting(existing)
                }}
              >
                Abrir cadastro existente
              </Button>
            }
          />
        )
      }
    />
  )
}

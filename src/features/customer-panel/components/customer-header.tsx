import { Card, Descriptions, Tag } from 'antd'
import { formatCpfCnpj } from '@/shared/lib/documents'
import { Money } from '@/shared/ui/formatted'
import { useListSource } from '@/shared/api/data-api'
import { useAnalistaUsuario, useReferenceLater, useSegmentosLater } from '../hooks'
import type { RequestStatus } from '@/shared/store/request-status'
import type { ClientePainel } from '../types'

/** A register's name; while its list is on its way (after the first screenful) an ellipsis, not "#12". */
function nameOf<T extends { id: number }>(
  list: { rows: readonly T[]; status: RequestStatus },
  id: number | null | undefined,
  field: keyof T,
) {
  if (id === null || id === undefined) return '—'
  const row = list.rows.find((x) => x.id === id)
  if (row) return String(row[field])
  return list.status === 'loading' || list.status === 'idle' ? '…' : `#${id}`
}

/** Who the customer is and where it stands: registers, people in charge and the totals. */
export function CustomerHeader({
  cliente,
  compact = false,
}: {
  cliente: ClientePainel
  compact?: boolean
}) {
  // the shared reference lists (one cached query each) and the signed-in user's analyst
  // (after the first screenful is painted, at once when cached: issue 25)
  const panel = {
    vendedores: useListSource(useReferenceLater('vendedor')).rows,
    analista_usuario: useAnalistaUsuario(),
    supervisores: useListSource(useReferenceLater('supervisor')),
    analistasCobranca: useListSource(useReferenceLater('analista')),
    formasCobranca: useListSource(useReferenceLater('forma')),
    reguas: useListSource(useReferenceLater('regua')),
    segmentos: useListSource(useSegmentosLater()),
    gruposEconomicos: useListSource(useReferenceLater('grupo')),
  }
  const vendedor = panel.vendedores.find((v) => v.codigo === cliente.cod_vendedor)
  const mine = !!panel.analista_usuario && panel.analista_usuario.id === cliente.analista
  const t = cliente.totais
  const items = [
    {
      key: 'vendedor',
      label: 'Vendedor',
      children: vendedor ? `${vendedor.codigo} · ${vendedor.nome}` : (cliente.cod_vendedor ?? '—'),
    },
    {
      key: 'supervisor',
      label: 'Supervisor',
      children: nameOf(panel.supervisores, cliente.supervisor ?? vendedor?.supervisor, 'nome'),
    },
    {
      key: 'analista',
      label: 'Analista de cobrança',
      children: nameOf(panel.analistasCobranca, cliente.analista, 'nome'),
    },
    {
      key: 'forma',
      label: 'Forma de cobrança',
      children: nameOf(panel.formasCobranca, cliente.forma_cobranca, 'descricao'),
    },
    {
      key: 'regua',
      label: 'Régua de cobrança',
      children: nameOf(panel.reguas, cliente.regua, 'nome'),
    },
    {
      key: 'segmento',
      label: 'Segmento',
      children: nameOf(panel.segmentos, cliente.segmento, 'descricao'),
    },
    {
      key: 'grupo',
      label: 'Grupo econômico',
      children: nameOf(panel.gruposEconomicos, cliente.grupo_economico, 'nome'),
    },
    {
      key: 'cidade',
      label: 'Cidade',
      children: cliente.cidade ? `${cliente.cidade}${cliente.uf ? `/${cliente.uf}` : ''}` : '—',
    },
    {
      key: 'limite',
      label: 'Limite de crédito',
      children: <Money value={cliente.limite_credito ?? null} />,
    },
  ]
  return (
    <section aria-label="Dados do cliente" className="cp-header">
      <Card size="small">
        <div className="cp-header-top">
          <div>
            <h2 className="cp-header-name">{cliente.nome_fantasia}</h2>
            <div className="cp-header-sub">
              <span>Código {cliente.cod_cliente}</span>
              {cliente.cnpj_cpf && (
                <span>
                  {cliente.tipo_pessoa === 'F' ? 'CPF' : 'CNPJ'} {formatCpfCnpj(cliente.cnpj_cpf)}
                </span>
              )}
              {cliente.razao_social && cliente.razao_social !== cliente.nome_fantasia && (
                <span>{cliente.razao_social}</span>
              )}
              {cliente.ativo === false && <Tag color="default">Inativo</Tag>}
              {mine && <Tag color="blue">Sua carteira</Tag>}
            </div>
          </div>
          <dl className="cp-totals" aria-label="Totais do cliente">
            <div className="cp-total">
              <dt>Em aberto</dt>
              <dd>
                <Money centavos={t.aberto} />
              </dd>
            </div>
            <div className="cp-total cp-total-overdue">
              <dt>Vencido</dt>
              <dd>
                <Money centavos={t.vencido} />
                {t.qtdVencidos > 0 && (
                  <small>
                    {t.qtdVencidos} {t.qtdVencidos === 1 ? 'título' : 'títulos'} · maior atraso{' '}
                    {t.maiorAtraso} d
                  </small>
                )}
              </dd>
            </div>
            {!compact && (
              <div className="cp-total">
                <dt>A vencer</dt>
                <dd>
                  <Money centavos={t.aVencer} />
                </dd>
              </div>
            )}
            <div className="cp-total cp-total-paid">
              <dt>Pago</dt>
              <dd>
                <Money centavos={t.pago} />
              </dd>
            </div>
          </dl>
        </div>
        <Descriptions
          size="small"
          column={compact ? { xs: 1, sm: 2, xl: 3 } : { xs: 1, sm: 2, lg: 3, xxl: 5 }}
          items={compact ? items.slice(0, 4) : items}
        />
      </Card>
    </section>
  )
}

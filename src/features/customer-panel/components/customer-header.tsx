import { Card, Descriptions, Tag } from 'antd'
import { formatCpfCnpj } from '@/shared/lib/documents'
import { Money } from '@/shared/ui/formatted'
import * as reference from '@/features/reference'
import { useListSource } from '@/shared/api/data-api'
import { useAnalistaUsuario } from '../hooks'
import type { ClientePainel } from '../types'

function nameOf<T extends { id: number }>(
  list: readonly T[],
  id: number | null | undefined,
  field: keyof T,
) {
  if (id === null || id === undefined) return '—'
  const row = list.find((x) => x.id === id)
  return row ? String(row[field]) : `#${id}`
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
  const panel = {
    vendedores: useListSource(reference.useGetCobrancaVendedorQuery(undefined, reference.REFERENCE)).rows,
    analista_usuario: useAnalistaUsuario(),
    supervisores: useListSource(reference.useGetCobrancaSupervisorQuery(undefined, reference.REFERENCE)).rows,
    analistasCobranca: useListSource(reference.useGetCobrancaAnalistaCobrancaQuery(undefined, reference.REFERENCE)).rows,
    formasCobranca: useListSource(reference.useGetCobrancaFormaCobrancaQuery(undefined, reference.REFERENCE)).rows,
    reguas: useListSource(reference.useGetCobrancaReguaQuery(undefined, reference.REFERENCE)).rows,
    segmentos: useListSource(reference.useGetCobrancaReguaSegmentoQuery({}, reference.REFERENCE)).rows,
    gruposEconomicos: useListSource(reference.useGetCobrancaGrupoEconomicoQuery(undefined, reference.REFERENCE)).rows,
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

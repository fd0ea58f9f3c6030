import { Alert, Card, Skeleton } from 'antd'
import { useParams } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { useLoadOnce } from '@/shared/store/load-once'
import { notifyRequestFailure } from '@/shared/ui/error-catalogue'
import { showMessage } from '@/shared/ui/feedback'
import { PageContainer } from '@/shared/ui/page-container'
import { LoadFailedAlert, LoadFailedPanel } from '@/shared/ui/retry'
import {
  applyPreview,
  checkFile,
  loadImports,
  loadIntegration,
  previewCleared,
  selectAutomation,
  testConnection,
  undoLastImport,
} from '../automation-slice'
import { decodeCnab } from '../cnab'
import { ConnectionCard } from '../components/connection-card'
import { FilePicker } from '../components/file-picker'
import { ImportHistory } from '../components/import-history'
import { ErrorExcerpt, PreviewPanel } from '../components/preview-panel'
import '../automation.css'

/** /automatizacao/:integracao — one bank: its connection, return-file import and history. */
export default function AutomacaoPage() {
  const slug = useParams().integracao ?? ''
  const dispatch = useAppDispatch()
  const state = useAppSelector(selectAutomation)
  useLoadOnce(slug ? `automation:integration:${slug}` : null, () => dispatch(loadIntegration(slug)))
  useLoadOnce(slug ? `automation:imports:${slug}` : null, () => dispatch(loadImports(slug)))

  const current = state.slug === slug ? state : null
  const integration = current?.integracao ?? null
  const title = integration ? `Automação bancária · ${integration.nome}` : 'Automação bancária'

  if (!current || (!integration && current.integracaoStatus !== 'failed')) {
    return (
      <PageContainer title={title}>
        <div role="status" aria-label="Carregando integração">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      </PageContainer>
    )
  }
  if (!integration) {
    return (
      <PageContainer title={title}>
        <LoadFailedPanel
          title={
            current.integracaoError?.kind === 'not_found'
              ? `Integração "${slug}" não encontrada.`
              : 'Não foi possível carregar a integração.'
          }
          error={current.integracaoError}
          onRetry={() => void dispatch(loadIntegration(slug))}
        />
      </PageContainer>
    )
  }

  async function onFile(arquivo: string, bytes: ArrayBuffer) {
    const result = await dispatch(
      checkFile({ slug, banco: integration!.banco, arquivo, content: decodeCnab(bytes) }),
    )
    if (checkFile.rejected.match(result) && result.payload) notifyRequestFailure(result.payload)
  }

  async function onApply() {
    const result = await dispatch(applyPreview(slug))
    if (applyPreview.fulfilled.match(result)) {
      const n = result.payload.qtd_titulos
      showMessage('success', `Importação aplicada: ${n} ${n === 1 ? 'título liquidado' : 'títulos liquidados'}.`)
    } else if (result.payload && result.payload.kind !== 'validation') {
      notifyRequestFailure(result.payload)
    }
  }

  async function onUndo(id: number) {
    const result = await dispatch(undoLastImport({ slug, id }))
    if (undoLastImport.fulfilled.match(result)) showMessage('success', 'Importação desfeita; os títulos voltaram ao saldo anterior.')
    else if (result.payload) notifyRequestFailure(result.payload)
  }

  const preview = current.preview
  const checking = current.previewStatus === 'loading'
  return (
    <PageContainer
      title={title}
      subtitle={`Banco ${integration.banco} · agência ${integration.agencia} · conta ${integration.conta}`}
    >
      <div className="automation-page">
        <ConnectionCard
          integration={integration}
          testing={current.testStatus === 'loading'}
          onTest={async () => {
            const result = await dispatch(testConnection(slug))
            if (testConnection.fulfilled.match(result)) {
              const ok = result.payload.status === 'conectado'
              showMessage(ok ? 'success' : 'warning', ok ? 'Conexão com o banco confirmada.' : result.payload.mensagem)
            } else if (result.payload) notifyRequestFailure(result.payload)
          }}
        />

        <section aria-label="Importar arquivo retorno">
          <Card size="small" title="Importar arquivo retorno">
            {preview?.file ? (
              <p className="automation-status-message">
                {preview.arquivo} está em conferência abaixo: aplique ou descarte para importar outro arquivo.
              </p>
            ) : (
              <FilePicker busy={checking} disabled={checking} onFile={onFile} />
            )}
            {current.previewStatus === 'failed' && (
              <LoadFailedAlert
                title="Não foi possível conferir o arquivo."
                error={current.previewError}
                style={{ marginTop: 12 }}
              />
            )}
            {preview?.parseError && (
              <Alert
                type="error"
                showIcon
                className="automation-parse-error"
                title={`Arquivo recusado: linha ${preview.parseError.linha}, posição ${preview.parseError.posicao}`}
                description={
                  <>
                    <p>
                      {preview.arquivo}: {preview.parseError.mensagem}
                    </p>
                    {preview.errorLine !== null && (
                      <ErrorExcerpt line={preview.errorLine} posicao={preview.parseError.posicao} />
                    )}
                    <p>Nada foi aplicado. Corrija o arquivo ou peça um novo ao banco.</p>
                  </>
                }
              />
            )}
          </Card>
        </section>

        {preview?.file && (
          <PreviewPanel
            preview={preview}
            applying={current.applyStatus === 'loading'}
            applyError={current.applyStatus === 'failed' ? current.applyError : null}
            onApply={onApply}
            onDiscard={() => dispatch(previewCleared())}
          />
        )}

        <ImportHistory
          rows={current.importacoes}
          status={current.importacoesStatus}
          error={current.importacoesError}
          undoingId={current.undoingId}
          onRetry={() => void dispatch(loadImports(slug))}
          onUndo={(r) => void onUndo(r.id)}
        />
      </div>
    </PageContainer>
  )
}

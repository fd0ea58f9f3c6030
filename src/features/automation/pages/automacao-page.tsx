import { Alert, Card, Skeleton } from 'antd'
import { useEffect } from 'react'
import { useParams } from 'react-router-dom'
import { errorOf, rowsOf, statusOf } from '@/shared/api/data-api'
import { normalizeError } from '@/shared/api/errors'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { notifyRequestFailure } from '@/shared/ui/error-catalogue'
import { showMessage } from '@/shared/ui/feedback'
import { PageContainer } from '@/shared/ui/page-container'
import { LoadFailedAlert, LoadFailedPanel } from '@/shared/ui/retry'
import {
  titlesByLine,
  useGetAutomacaoIntegracoesIdImportacoesQuery,
  useGetAutomacaoIntegracoesIdQuery,
  usePostAutomacaoIntegracoesIdConferirMutation,
  usePostAutomacaoIntegracoesIdImportacoesIdDesfazerMutation,
  usePostAutomacaoIntegracoesIdImportacoesMutation,
  usePostAutomacaoIntegracoesIdTestarMutation,
} from '../automation-data'
import {
  importPayload,
  integrationOpened,
  matchedPreview,
  previewCleared,
  previewReady,
  readReturnFile,
  selectAutomation,
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
  const stored = useAppSelector(selectAutomation)
  useEffect(() => {
    if (slug) dispatch(integrationOpened(slug))
  }, [dispatch, slug])

  const integrationQuery = useGetAutomacaoIntegracoesIdQuery({ slug }, { skip: !slug })
  const importsQuery = useGetAutomacaoIntegracoesIdImportacoesQuery({ slug }, { skip: !slug })
  const [testConnection, testing] = usePostAutomacaoIntegracoesIdTestarMutation()
  const [matchTitles, matching] = usePostAutomacaoIntegracoesIdConferirMutation()
  const [applyImport, applying] = usePostAutomacaoIntegracoesIdImportacoesMutation()
  const [undoImport, undoing] = usePostAutomacaoIntegracoesIdImportacoesIdDesfazerMutation()

  // currentData: never another integration's while this one loads
  const integration = integrationQuery.currentData ?? null
  const title = integration ? `Automação bancária · ${integration.nome}` : 'Automação bancária'

  if (!integration && !integrationQuery.isError) {
    return (
      <PageContainer title={title}>
        <div role="status" aria-label="Carregando integração">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      </PageContainer>
    )
  }
  if (!integration) {
    const error = errorOf(integrationQuery)
    return (
      <PageContainer title={title}>
        <LoadFailedPanel
          title={error?.kind === 'not_found' ? `Integração "${slug}" não encontrada.` : 'Não foi possível carregar a integração.'}
          error={error}
          onRetry={() => void integrationQuery.refetch()}
        />
      </PageContainer>
    )
  }

  const preview = stored.slug === slug ? stored.preview : null
  const checking = matching.isLoading

  /** Reads the file and has the server find each line's title; nothing is applied. */
  async function check(arquivo: string, content: string) {
    applying.reset()
    const read = readReturnFile(arquivo, content, integration!.banco)
    if ('refused' in read) {
      matching.reset()
      dispatch(previewReady({ slug, preview: read.refused }))
      return
    }
    try {
      const answer = await matchTitles({
        slug,
        conferenciaRetorno: {
          itens: read.file.itens.map((i) => ({ linha: i.linha, nosso_numero: i.nosso_numero, documento: i.documento })),
        },
      }).unwrap()
      dispatch(previewReady({ slug, preview: matchedPreview(read, titlesByLine(answer)) }))
    } catch (error) {
      dispatch(previewCleared())
      notifyRequestFailure(normalizeError(error))
    }
  }

  function onFile(arquivo: string, bytes: ArrayBuffer) {
    void check(arquivo, decodeCnab(bytes))
  }

  async function onApply() {
    if (!preview?.file) return
    try {
      const created = await applyImport({ slug, novaImportacaoRetorno: importPayload(preview) }).unwrap()
      dispatch(previewCleared())
      const n = created.qtd_titulos
      showMessage('success', `Importação aplicada: ${n} ${n === 1 ? 'título liquidado' : 'títulos liquidados'}.`)
    } catch (error) {
      // a refusal is listed in the preview (applyError); anything else is notified too
      const failure = normalizeError(error)
      if (failure.kind !== 'validation') notifyRequestFailure(failure)
    }
  }

  async function onUndo(id: number) {
    try {
      await undoImport({ slug, id }).unwrap()
      showMessage('success', 'Importação desfeita; os títulos voltaram ao saldo anterior.')
    } catch (error) {
      notifyRequestFailure(normalizeError(error))
    }
  }

  async function onTest() {
    try {
      const result = await testConnection({ slug }).unwrap()
      const ok = result.status === 'conectado'
      showMessage(ok ? 'success' : 'warning', ok ? 'Conexão com o banco confirmada.' : (result.mensagem ?? ''))
    } catch (error) {
      notifyRequestFailure(normalizeError(error))
    }
  }

  return (
    <PageContainer
      title={title}
      subtitle={`Banco ${integration.banco} · agência ${integration.agencia} · conta ${integration.conta}`}
    >
      <div className="automation-page">
        <ConnectionCard integration={integration} testing={testing.isLoading} onTest={() => void onTest()} />

        <section aria-label="Importar arquivo retorno">
          <Card size="small" title="Importar arquivo retorno">
            {preview?.file ? (
              <p className="automation-status-message">
                {preview.arquivo} está em conferência abaixo: aplique ou descarte para importar outro arquivo.
              </p>
            ) : (
              <FilePicker busy={checking} disabled={checking} onFile={onFile} />
            )}
            {matching.isError && (
              <LoadFailedAlert
                title="Não foi possível conferir o arquivo."
                error={errorOf(matching)}
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
            applying={applying.isLoading}
            applyError={applying.isError ? errorOf(applying) : null}
            onApply={onApply}
            checking={checking}
            onRecheck={() => void check(preview.arquivo, preview.conteudo)}
            onDiscard={() => {
              matching.reset()
              applying.reset()
              dispatch(previewCleared())
            }}
          />
        )}

        <ImportHistory
          rows={rowsOf(importsQuery.currentData)}
          status={statusOf(importsQuery)}
          error={errorOf(importsQuery)}
          undoingId={undoing.isLoading ? (undoing.originalArgs?.id ?? null) : null}
          onRetry={() => void importsQuery.refetch()}
          onUndo={(r) => void onUndo(r.id)}
        />
      </div>
    </PageContainer>
  )
}

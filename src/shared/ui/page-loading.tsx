/** The page area while a page's code or data arrives (spec: 'carregando'). CSS only: no antd Spin on the first load. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={fullScreen ? 'page-loading page-loading-full' : 'page-loading'}>
      <i className="page-loading-spinner" aria-hidden />
      <span>carregando</span>
    </div>
  )
}

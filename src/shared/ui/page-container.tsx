import type { ReactNode } from 'react'

/** The frame of every authenticated page: a title row with actions, then the content. */
export function PageContainer({
  title,
  subtitle,
  extra,
  children,
}: {
  title: ReactNode
  subtitle?: ReactNode
  extra?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="page-container" aria-labelledby="page-title">
      <header className="page-container-header">
        <div>
          <h1 id="page-title" className="page-container-title">
            {title}
          </h1>
          {subtitle && <p className="page-container-subtitle">{subtitle}</p>}
        </div>
        {extra && <div className="page-container-extra">{extra}</div>}
      </header>
      {children}
    </section>
  )
}

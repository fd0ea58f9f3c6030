import type { ReactNode } from 'react'
import { COMPANY_NAME } from '@/shared/config/constants'

/** The frame of the /user pages: plain markup, no base layout or menu, so the login chunk stays small. */
export function AuthCard({ subtitle, children, width = 400 }: { subtitle: string; children: ReactNode; width?: number }) {
  return (
    <main className="auth-page">
      <div className="auth-card" style={{ width }}>
        <header className="auth-card-header">
          <img src="/logo.svg" alt="" width={56} height={56} />
          <h1 className="auth-card-title">{COMPANY_NAME}</h1>
          <p className="auth-card-subtitle">{subtitle}</p>
        </header>
        {children}
      </div>
    </main>
  )
}

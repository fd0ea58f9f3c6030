import { useEffect } from 'react'
import { COMPANY_NAME } from '@/shared/config/constants'

export function documentTitle(title?: string): string {
  return title ? `${title} · ${COMPANY_NAME}` : COMPANY_NAME
}

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
}

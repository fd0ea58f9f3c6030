/**
 * The light entry of the public 2ª via (bill.html, served for /2-via/*): React, the bill
 * page and the public data layer (its own small store) — not the app's router, store, layout,
 * antd or API client.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BillCopyApp } from './standalone'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BillCopyApp pathname={window.location.pathname} />
    </StrictMode>,
  )
}

import { useCallback, useEffect, useState } from 'react'
import { readPrefs, savePrefs, type TablePrefs } from '../table-prefs'

/** Columns and density as this analyst left them (kept per user); full screen for this visit, Esc leaves it. */
export function useTableSettings() {
  const [prefs, setPrefs] = useState<TablePrefs>(() => readPrefs())
  const onPrefs = useCallback((next: TablePrefs) => {
    setPrefs(next)
    savePrefs(next)
  }, [])
  const [fullScreen, setFullScreen] = useState(false)
  useEffect(() => {
    if (!fullScreen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [fullScreen])
  return { prefs, onPrefs, fullScreen, setFullScreen }
}

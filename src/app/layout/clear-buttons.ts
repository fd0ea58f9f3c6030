/**
 * antd 6 drops `allowClear.label`, so every Select's clear button is announced "Clear" (in
 * English) and sits in the tab order, where Enter empties the field by accident. Until antd
 * passes the label through, the app renames it "Limpar" and takes it out of the tab order
 * (the keyboard clears a select with Backspace/Delete in its own input, as before).
 */
const SELECTOR = 'button[aria-label="Clear"], button[aria-label="Close"]'

export function relabelClearButtons(root: ParentNode): number {
  const buttons = root.querySelectorAll<HTMLButtonElement>(SELECTOR)
  buttons.forEach((button) => {
    if (button.getAttribute('aria-label') === 'Close') {
      // antd's dialog close button, also in English
      button.setAttribute('aria-label', 'Fechar')
      return
    }
    button.setAttribute('aria-label', 'Limpar')
    button.setAttribute('title', 'Limpar')
    button.tabIndex = -1
  })
  // antd tables draw their column titles again in a hidden measuring row (aria-hidden):
  // the select-all checkbox there must not take the focus (axe: aria-hidden-focus).
  root.querySelectorAll<HTMLElement>('tr.ant-table-measure-row:not([inert])').forEach((row) => {
    row.setAttribute('inert', '')
  })
  return buttons.length
}

/** Keeps every clear button under `root` in pt-BR as selects mount and re-render. */
export function watchClearButtons(root: HTMLElement = document.body): () => void {
  relabelClearButtons(root)
  // Only what changed is looked at: the page's own tree is never walked again.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        const target = record.target as Element
        if (target.matches(SELECTOR)) relabelClearButtons(target.parentElement ?? root)
        continue
      }
      record.addedNodes.forEach((node) => {
        if (node.nodeType !== 1) return
        const element = node as Element
        if (element.matches(SELECTOR) || element.matches('tr.ant-table-measure-row'))
          relabelClearButtons(element.parentElement ?? root)
        else if (element.firstElementChild) relabelClearButtons(element)
      })
    }
  })
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  })
  return () => observer.disconnect()
}

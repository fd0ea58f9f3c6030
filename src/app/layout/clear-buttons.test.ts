import { afterEach, describe, expect, it } from 'vitest'
import { relabelClearButtons, watchClearButtons } from './clear-buttons'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('clear buttons of selects', () => {
  it('are named "Limpar" and left out of the tab order', () => {
    document.body.innerHTML = '<div><button type="button" aria-label="Clear">x</button></div>'
    expect(relabelClearButtons(document.body)).toBe(1)
    const button = document.querySelector('button')!
    expect(button).toHaveAttribute('aria-label', 'Limpar')
    expect(button.tabIndex).toBe(-1)
  })

  it('takes hidden measuring rows out of the focus order', () => {
    document.body.innerHTML =
      '<table><tbody><tr class="ant-table-measure-row" aria-hidden="true"><td><input type="checkbox" /></td></tr></tbody></table>'
    relabelClearButtons(document.body)
    expect(document.querySelector('tr')).toHaveAttribute('inert')
  })

  it('names the dialogs’ close button "Fechar"', () => {
    document.body.innerHTML = '<button type="button" aria-label="Close">x</button>'
    relabelClearButtons(document.body)
    expect(document.querySelector('button')).toHaveAttribute('aria-label', 'Fechar')
  })

  it('are renamed as they appear', async () => {
    const stop = watchClearButtons(document.body)
    const button = document.createElement('button')
    button.setAttribute('aria-label', 'Clear')
    document.body.append(button)
    await new Promise<void>((resolve) => queueMicrotask(resolve))
    expect(button).toHaveAttribute('aria-label', 'Limpar')
    stop()
  })
})

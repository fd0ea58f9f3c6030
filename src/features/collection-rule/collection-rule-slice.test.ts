import { describe, expect, it } from 'vitest'
import { makeStore } from '@/app/store'
import { rowsOf } from '@/shared/api/data-api'
import { signInAs } from '../../../tests/render'
import { collectionRuleApi, removeRow, upsertRow } from './collection-rule-data'
import {
  collectionRuleSlice,
  initialState,
  selectCollectionRule,
  simulationCleared,
  simulationRequested,
  templateEdited,
} from './collection-rule-slice'
import type { SmtpSetting, Template } from './types'
import { keyedById, keyedByIndex, smtpPayload } from './use-collection-rule'

const reducer = collectionRuleSlice.reducer
const { endpoints } = collectionRuleApi

const smtp = (id: number, nome: string): SmtpSetting => ({
  id,
  nome,
  host: 'smtp.boasafra.com.br',
  port: 587,
  username: 'x',
  from_email: 'cobranca@boasafra.com.br',
  use_tls: true,
  use_ssl: false,
  ativo: true,
})
const tpl = (id: number | undefined, canal: Template['canal'] = 'email'): Template => ({
  id,
  nome: `Modelo ${id}`,
  canal,
  assunto: canal === 'email' ? 'Assunto' : '',
  corpo: 'Olá {{cliente}}',
  ativo: true,
})

describe('collection-rule slice (client state)', () => {
  it('starts with the three editing slots empty and no dry run asked for', () => {
    expect(initialState).toEqual({ mailTemplate: null, smsTemplate: null, whatsappTemplate: null, simulacao: null })
  })

  it('each channel has its own editing slot', () => {
    const state = reducer(initialState, templateEdited({ canal: 'sms', template: tpl(2, 'sms') }))
    expect(state.smsTemplate?.id).toBe(2)
    expect(state.mailTemplate).toBeNull()
    expect(state.whatsappTemplate).toBeNull()
    const closed = reducer(state, templateEdited({ canal: 'sms', template: null }))
    expect(closed.smsTemplate).toBeNull()
  })

  it('keeps the dry run asked for until it is cleared', () => {
    const asked = reducer(initialState, simulationRequested({ data: '2026-11-30', regua: 2 }))
    expect(asked.simulacao).toEqual({ data: '2026-11-30', regua: 2 })
    expect(reducer(asked, simulationCleared()).simulacao).toBeNull()
  })
})

describe('collection-rule lists (specification, "Collection-rule settings")', () => {
  it.each([
    ['an item with an id replaces it', smtp(2, 'Novo nome'), ['A', 'Novo nome']],
    ['an item with a new id is appended', smtp(3, 'C'), ['A', 'B', 'C']],
  ])('%s, in a list or a DRF page', (_name, saved, nomes) => {
    const list = [smtp(1, 'A'), smtp(2, 'B')]
    upsertRow(list, saved)
    expect(list.map((s) => s.nome)).toEqual(nomes)
    const page = { results: [smtp(1, 'A'), smtp(2, 'B')] }
    upsertRow(page, saved)
    expect(page.results.map((s) => s.nome)).toEqual(nomes)
  })

  it('an item without an id is appended; deleting removes the item', () => {
    const list: Template[] = [tpl(1), tpl(2, 'sms')]
    upsertRow(list, tpl(undefined, 'whatsapp'))
    expect(list.map((t) => t.id)).toEqual([1, 2, undefined])
    removeRow(list, 1)
    expect(list.map((t) => t.id)).toEqual([2, undefined])
  })

  it('SMTP items and templates get key = id; tags get key = index', () => {
    expect(keyedById([smtp(4, 'A'), smtp(9, 'B')]).map((s) => s.key)).toEqual([4, 9])
    expect(keyedByIndex([{ tag: '{{a}}', descricao: 'a' }, { tag: '{{b}}', descricao: 'b' }]).map((t) => t.key)).toEqual([0, 1])
  })

  it('sends the SMTP password only when typed, never the id or the key', () => {
    expect(smtpPayload({ ...smtp(2, 'A'), key: 2, password: '' })).not.toHaveProperty('password')
    const typed = smtpPayload({ ...smtp(2, 'A'), key: 2, password: 'segredo' })
    expect(typed).toMatchObject({ nome: 'A', password: 'segredo' })
    expect(typed).not.toHaveProperty('id')
    expect(typed).not.toHaveProperty('key')
  })
})

describe('collection-rule data against the demo API', () => {
  it('saving or deleting a template updates the cached list at once and clears all three slots', async () => {
    await signInAs('supervisor')
    const store = makeStore()
    const list = store.dispatch(endpoints.getCobrancaNotificacaoTemplate.initiate({}))
    const loaded = rowsOf((await list).data)
    const sms = loaded.find((t) => t.canal === 'sms')!
    const cached = () => rowsOf(endpoints.getCobrancaNotificacaoTemplate.select({})(store.getState() as never).data)
    const fill = () => {
      store.dispatch(templateEdited({ canal: 'email', template: tpl(1) }))
      store.dispatch(templateEdited({ canal: 'sms', template: sms }))
      store.dispatch(templateEdited({ canal: 'whatsapp', template: tpl(undefined, 'whatsapp') }))
    }
    const slots = () => {
      const s = selectCollectionRule(store.getState() as never)
      return [s.mailTemplate, s.smsTemplate, s.whatsappTemplate]
    }

    fill()
    await store
      .dispatch(endpoints.patchCobrancaNotificacaoTemplateId.initiate({ id: sms.id, alteracaoModeloMensagem: { nome: 'Renomeado' } }))
      .unwrap()
    expect(slots()).toEqual([null, null, null])
    expect(cached().find((t) => t.id === sms.id)?.nome).toBe('Renomeado')
    expect(cached().map((t) => t.id)).toEqual(loaded.map((t) => t.id))

    fill()
    const created = await store
      .dispatch(
        endpoints.postCobrancaNotificacaoTemplate.initiate({
          novoModeloMensagem: { nome: 'Novo', canal: 'whatsapp', assunto: '', corpo: 'Oi {{cliente}}', ativo: true },
        }),
      )
      .unwrap()
    expect(slots()).toEqual([null, null, null])
    expect(cached().at(-1)?.id).toBe(created.id)

    fill()
    await store.dispatch(endpoints.deleteCobrancaNotificacaoTemplateId.initiate({ id: created.id })).unwrap()
    expect(slots()).toEqual([null, null, null])
    expect(cached().some((t) => t.id === created.id)).toBe(false)
    list.unsubscribe()
  })

  it('a failed template save keeps the slots', async () => {
    await signInAs('supervisor')
    const store = makeStore()
    store.dispatch(templateEdited({ canal: 'email', template: tpl(1) }))
    const result = await store.dispatch(
      endpoints.patchCobrancaNotificacaoTemplateId.initiate({ id: 1, alteracaoModeloMensagem: { corpo: 'Oi {{boleto}}' } }),
    )
    expect('error' in result && result.error).toMatchObject({ kind: 'validation' })
    expect(selectCollectionRule(store.getState() as never).mailTemplate?.id).toBe(1)
  })

  it('a saved SMTP server replaces the cached one, without the password', async () => {
    await signInAs('supervisor')
    const store = makeStore()
    const list = store.dispatch(endpoints.getCobrancaNotificacaoSmtp.initiate({}))
    const [first] = rowsOf((await list).data)
    await store
      .dispatch(
        endpoints.patchCobrancaNotificacaoSmtpId.initiate({
          id: first.id,
          alteracaoServidorSmtp: { nome: 'Principal', password: 'segredo' },
        }),
      )
      .unwrap()
    const rows = rowsOf(endpoints.getCobrancaNotificacaoSmtp.select({})(store.getState() as never).data)
    expect(rows.find((s) => s.id === first.id)?.nome).toBe('Principal')
    expect(rows.every((s) => !('password' in s))).toBe(true)
    list.unsubscribe()
  })
})

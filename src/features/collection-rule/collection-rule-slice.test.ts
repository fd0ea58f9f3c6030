import { describe, expect, it } from 'vitest'
import { makeStore } from '@/app/store'
import { signInAs } from '../../../tests/render'
import {
  collectionRuleSlice,
  initialState,
  loadReguas,
  loadSmtp,
  loadTags,
  loadTemplates,
  selectCollectionRule,
  smtpRemoved,
  smtpSaved,
  templateEdited,
  templateRemoved,
  templateSaved,
} from './collection-rule-slice'
import type { CollectionRuleState } from './collection-rule-slice'
import type { SmtpSetting, Template } from './types'

const reducer = collectionRuleSlice.reducer

const smtp = (id: number | undefined, nome: string): SmtpSetting => ({
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

describe('collection-rule slice', () => {
  it('starts with the specification names, empty', () => {
    for (const name of ['clientes', 'regua_cobranca', 'acoes', 'segmentos', 'status', 'smtp', 'templates', 'tags'] as const)
      expect(initialState[name]).toEqual([])
    expect(initialState).toMatchObject({ mailTemplate: null, smsTemplate: null, whatsappTemplate: null })
  })

  it.each([
    ['an SMTP item with an id replaces it', smtp(2, 'Novo nome'), ['A', 'Novo nome'], [1, 2]],
    ['an SMTP item with a new id is appended', smtp(3, 'C'), ['A', 'B', 'C'], [1, 2, 3]],
  ])('%s, keyed by id', (_name, saved, nomes, keys) => {
    let state: CollectionRuleState = { ...initialState, smtp: [smtp(1, 'A'), smtp(2, 'B')].map((s) => ({ ...s, key: s.id })) }
    state = reducer(state, smtpSaved({ ...saved, password: 'segredo' }))
    expect(state.smtp.map((s) => s.nome)).toEqual(nomes)
    expect(state.smtp.map((s) => s.key)).toEqual(keys)
    // the password is write-only: never kept in state
    expect(state.smtp.every((s) => s.password === undefined)).toBe(true)
  })

  it('deleting an SMTP item removes it', () => {
    const state = reducer({ ...initialState, smtp: [smtp(1, 'A'), smtp(2, 'B')] }, smtpRemoved(1))
    expect(state.smtp.map((s) => s.id)).toEqual([2])
  })

  it('saving or deleting a template replaces/appends/removes it and clears all three slots', () => {
    const filled = {
      ...initialState,
      templates: [tpl(1), tpl(2, 'sms')].map((t) => ({ ...t, key: t.id })),
      mailTemplate: tpl(1),
      smsTemplate: tpl(2, 'sms'),
      whatsappTemplate: tpl(undefined, 'whatsapp'),
    }
    const replaced = reducer(filled, templateSaved({ ...tpl(2, 'sms'), nome: 'Renomeado' }))
    expect(replaced.templates.map((t) => [t.id, t.nome, t.key])).toEqual([
      [1, 'Modelo 1', 1],
      [2, 'Renomeado', 2],
    ])
    expect([replaced.mailTemplate, replaced.smsTemplate, replaced.whatsappTemplate]).toEqual([null, null, null])
    const appended = reducer(filled, templateSaved(tpl(9, 'whatsapp')))
    expect(appended.templates.map((t) => t.id)).toEqual([1, 2, 9])
    expect(appended.whatsappTemplate).toBeNull()
    const removed = reducer(filled, templateRemoved(1))
    expect(removed.templates.map((t) => t.id)).toEqual([2])
    expect([removed.mailTemplate, removed.smsTemplate, removed.whatsappTemplate]).toEqual([null, null, null])
  })

  it('each channel has its own editing slot', () => {
    const state = reducer(initialState, templateEdited({ canal: 'sms', template: tpl(2, 'sms') }))
    expect(state.smsTemplate?.id).toBe(2)
    expect(state.mailTemplate).toBeNull()
  })

  it('loads from the demo API: tags keyed by index, SMTP and templates by id, no password', async () => {
    await signInAs('supervisor')
    const store = makeStore()
    await Promise.all([
      store.dispatch(loadTags()),
      store.dispatch(loadSmtp()),
      store.dispatch(loadTemplates()),
      store.dispatch(loadReguas()),
    ])
    const s = selectCollectionRule(store.getState())
    expect(s.tags.map((t) => t.key)).toEqual(s.tags.map((_t, i) => i))
    expect(s.tags.some((t) => t.tag === '{{cliente}}')).toBe(true)
    expect(s.smtp.length).toBeGreaterThan(0)
    expect(s.smtp.every((x) => x.key === x.id && !('password' in x))).toBe(true)
    expect(s.templates.every((x) => x.key === x.id)).toBe(true)
    expect(s.regua_cobranca.map((r) => r.nome)).toEqual([
      'Régua Atacado (food service)',
      'Régua Key Accounts',
      'Régua Varejo',
    ])
    expect(s.acoes.length).toBe(s.regua_cobranca.reduce((n, r) => n + r.acoes.length, 0))
    expect(s.requests.regua.status).toBe('succeeded')
  })
})

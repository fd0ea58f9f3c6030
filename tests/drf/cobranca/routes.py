"""
The app pages (routes) each demo profile opens, as demo-api/users.ts grants them (ROLE_ROUTES).
GET /api/access/access/ answers them in `routes`; the superuser gets ADMIN, every page.
"""
HOME = '/'
COBRANCA = [
    '/cobranca/nova-base-cobranca',
    '/cobranca/novo-painel-clientes',
    '/cobranca/titulos-cliente',
    '/cobranca/atendimento',
]
PARECER = '/credito/credito/parecer-credito'
RELATORIOS = [
    '/relatorios/relatorio-envios',
    '/acaocobrancarealizada',
    '/documentos_pagos',
    '/ranking_inadimplencia',
    '/eficiencia_acoes_cobranca',
    '/ranking_analista',
    '/atendimento',
    '/devolucao',
    '/vendas',
    '/efetivacao-cobranca',
]
FINANCIAMENTO = [
    '/gestao-financiamento/gestao-financiamento/contrato',
    '/gestao-financiamento/gestao-financiamento/cadastro-banco',
    '/gestao-financiamento/gestao-financiamento/cadastro-item',
    '/gestao-financiamento/gestao-financiamento/parelas-vencer',
    '/gestao-financiamento/gestao-financiamento/relatorio-endividamento',
]
CADASTRO_PESSOAS = '/premissas/cadastro-pessoas'
REGUA = '/premissas/regua-cobranca'
CONTATO = '/contato/contato'
USUARIOS = '/gestao-usuarios/add-usuario'
AUTOMATIZACAO = ['/automatizacao/itau', '/automatizacao/bradesco']
CLIENT = ['/clientes/titulos', '/clientes/vendas', '/clientes/contato']

ANALISTA = [HOME, *COBRANCA, PARECER, *RELATORIOS, REGUA, CONTATO]
STAFF = [
    HOME, *COBRANCA, PARECER, *RELATORIOS, *FINANCIAMENTO, CADASTRO_PESSOAS, REGUA, CONTATO,
    USUARIOS, *AUTOMATIZACAO,
]

ROLE_ROUTES = {
    'admin': [*STAFF, *CLIENT],
    'supervisor': [*ANALISTA, CADASTRO_PESSOAS, USUARIOS],
    'analista': ANALISTA,
    'credito': [HOME, PARECER, CADASTRO_PESSOAS, COBRANCA[1], COBRANCA[2], '/ranking_inadimplencia'],
    'financeiro': [HOME, *FINANCIAMENTO, *AUTOMATIZACAO, '/documentos_pagos'],
    'cliente': CLIENT,
}
ADMIN = ROLE_ROUTES['admin']


def routes_of(perfil):
    """The pages a profile grants; no profile grants none."""
    return list(ROLE_ROUTES.get(perfil or '', []))

"""
Smoke test of the stock DRF backend: /usr/bin/python3 tests/drf/manage.py test
(what the app must cope with: DRF pages, Django's HTML 404, 403 without a token, 405, pt-BR).
"""
import io
from pathlib import Path
from unittest import skipUnless

from django.core.management import call_command
from django.test import SimpleTestCase, TestCase, override_settings
from django.urls import Resolver404, resolve
from rest_framework.test import APIClient

PAGE = 5


@override_settings(REST_FRAMEWORK={
    'DEFAULT_AUTHENTICATION_CLASSES': [
        'rest_framework.authentication.SessionAuthentication',
        'rest_framework_simplejwt.authentication.JWTAuthentication',
    ],
    'DEFAULT_PERMISSION_CLASSES': ['rest_framework.permissions.IsAuthenticated'],
    'DEFAULT_PAGINATION_CLASS': 'rest_framework.pagination.PageNumberPagination',
    'PAGE_SIZE': PAGE,
    'DEFAULT_FILTER_BACKENDS': [
        'django_filters.rest_framework.DjangoFilterBackend',
        'rest_framework.filters.SearchFilter',
        'rest_framework.filters.OrderingFilter',
    ],
})
class StockDrfSmokeTest(TestCase):
    @classmethod
    def setUpTestData(cls):
        call_command('seed', verbosity=0, stdout=io.StringIO())

    def login(self, username='admin'):
        client = APIClient()
        answer = client.post('/api/login/', {'username': username, 'password': 'demo1234'}, format='json')
        self.assertEqual(answer.status_code, 200, answer.content)
        self.assertIn('refresh', answer.json())
        client.credentials(HTTP_AUTHORIZATION=f'Bearer {answer.json()["access"]}')
        return client

    def test_login_and_a_stock_page_of_sellers(self):
        client = self.login()
        page = client.get('/api/cobranca/vendedor/')
        self.assertEqual(page.status_code, 200)
        body = page.json()
        self.assertEqual(list(body), ['count', 'next', 'previous', 'results'])
        self.assertGreater(body['count'], PAGE)
        self.assertEqual(len(body['results']), PAGE)
        self.assertTrue(body['next'].startswith('http://testserver/api/cobranca/vendedor/?page=2'))
        self.assertIsNone(body['previous'])
        # Stock PageNumberPagination ignores page_size.
        self.assertEqual(len(client.get('/api/cobranca/vendedor/?page_size=100').json()['results']), PAGE)
        self.assertEqual(client.get('/api/cobranca/vendedor/?page=99').json(), {'detail': 'Página inválida.'})

    def test_lists_longer_than_a_page(self):
        client = self.login()
        for path, least in [
            ('/api/cobranca/vendedor/', 7), ('/api/cobranca/supervisor/', 6), ('/api/cobranca/analista-cobranca/', 6),
            ('/api/cobranca/forma-cobranca/', 6), ('/api/cobranca/grupo-economico/', 6),
            ('/api/cobranca/atendimento-tipo-resultado/', 6), ('/api/cobranca/cliente/', 12),
            ('/api/cobranca/clientes/', 12), ('/api/cobranca/notificacao/template/', 6), ('/api/cobranca/notificacao/smtp/', 2),
            ('/api/cobranca/contas-receber-agrupado/', 6),
        ]:
            with self.subTest(path=path):
                body = client.get(path).json()
                self.assertGreaterEqual(body['count'], least)

    def test_unknown_path_is_djangos_html_404(self):
        answer = APIClient().get('/api/nao-existe/')
        self.assertEqual(answer.status_code, 404)
        self.assertIn('text/html', answer['Content-Type'])
        self.assertIn(b'<h1>Not Found</h1>', answer.content)

    def test_no_token_is_403_in_portuguese(self):
        answer = APIClient().get('/api/cobranca/vendedor/')
        self.assertEqual(answer.status_code, 403)
        self.assertEqual(answer.json(), {'detail': 'As credenciais de autenticação não foram fornecidas.'})
        bad = APIClient()
        bad.credentials(HTTP_AUTHORIZATION='Bearer nao-e-um-token')
        answer = bad.get('/api/access/access/')
        self.assertEqual(answer.status_code, 403)
        self.assertEqual(answer.json()['code'], 'token_not_valid')

    def test_method_the_view_lacks_is_405(self):
        answer = self.login().post('/api/access/access/', {}, format='json')
        self.assertEqual(answer.status_code, 405)
        self.assertEqual(answer.json(), {'detail': 'Método "POST" não é permitido.'})

    def test_validation_messages_in_portuguese(self):
        answer = self.login().post('/api/cobranca/vendedor/', {}, format='json')
        self.assertEqual(answer.status_code, 400)
        self.assertEqual(answer.json()['nome'], ['Este campo é obrigatório.'])

    def test_append_slash_redirects_a_get(self):
        answer = self.login().get('/api/cobranca/vendedor?page=2')
        self.assertEqual(answer.status_code, 301)
        self.assertEqual(answer['Location'], '/api/cobranca/vendedor/?page=2')
        # Paths the contract writes without the slash answer only that way.
        self.assertEqual(self.login().get('/api/cobranca/disparo-automatico').status_code, 200)
        self.assertEqual(self.login().get('/api/cobranca/disparo-automatico/').status_code, 404)

    def test_profile_routes(self):
        admin = self.login().get('/api/access/access/').json()
        self.assertTrue(admin['is_superuser'])
        self.assertIn('/gestao-usuarios/add-usuario', admin['routes'])
        cliente = self.login('cliente').get('/api/access/access/').json()
        self.assertTrue(cliente['is_client'])
        self.assertEqual(cliente['routes'], ['/clientes/titulos', '/clientes/vendas', '/clientes/contato'])

    def test_client_user_sees_only_its_customers_and_cannot_write(self):
        client = self.login('cliente')
        codes = [c['cod_cliente'] for c in client.get('/api/cobranca/clientes/').json()['results']]
        self.assertEqual(codes, [10001, 10002])
        answer = client.post('/api/cobranca/vendedor/', {'codigo': 999, 'nome': 'X'}, format='json')
        self.assertEqual(answer.status_code, 403)


CONTRACT = Path(__file__).resolve().parents[3] / 'api' / 'openapi.yaml'
METHODS = ('get', 'post', 'put', 'patch', 'delete')


def view_has(match, method):
    actions = getattr(match.func, 'actions', None)
    if actions is not None:
        return method in actions
    return hasattr(match.func.cls, method)


@skipUnless(CONTRACT.exists(), 'api/openapi.yaml not found')
class UrlTableMatchesContractTest(SimpleTestCase):
    """Every `x-origem: spec` operation is served in the contract's path form; no proposta-only path is."""

    def test_spec_operations_are_served_and_proposta_paths_are_not(self):
        import yaml

        paths = yaml.safe_load(CONTRACT.read_text(encoding='utf-8'))['paths']
        spec_paths = {p for p, ops in paths.items() for o in ops.values() if isinstance(o, dict) and o.get('x-origem') == 'spec'}
        served = 0
        for path, ops in paths.items():
            url = path.replace('{id}', '1')
            try:
                match = resolve(url)
            except Resolver404:
                match = None
            for method, op in ops.items():
                if method not in METHODS or not isinstance(op, dict):
                    continue
                if op.get('x-origem') == 'spec':
                    with self.subTest(operation=f'{method.upper()} {path}'):
                        self.assertIsNotNone(match, 'path not served')
                        self.assertTrue(view_has(match, method), 'method not served')
                        served += 1
                elif path not in spec_paths and match is not None:
                    # Only a router's detail route may shadow a proposta path (e.g. regua/execucoes/ is
                    # read as the régua with pk "execucoes", a DRF 404): stock DefaultRouter behaviour.
                    with self.subTest(proposta=f'{method.upper()} {path}'):
                        self.assertTrue(match.url_name and match.url_name.endswith('-detail'), match.url_name)
        self.assertGreaterEqual(served, 122)

"""
`manage.py seed`: the demo data of "Boa Safra Alimentos", a food distributor, after the demo API's
seed (demo-api/seed*.ts): the same users, names and reference lists, on a smaller scale. Drawn
from one fixed random stream, with dates as offsets from today (São Paulo), so every run gives the
same rows and overdue ages always look current. Lists are longer than the default page (5).
"""
import hashlib
import random
from datetime import datetime, time, timedelta
from decimal import Decimal

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils import timezone

from cobranca import models as m
from cobranca.routes import routes_of

User = get_user_model()
SEED_NUMBER = 20_240_917
PASSWORD = 'demo1234'
CENT = Decimal('0.01')

# (id, username, perfil, first_name, last_name, extra)
USERS = [
    (1, 'admin', 'admin', 'Ana', 'Administradora', {}),
    (2, 'supervisor', 'supervisor', 'Sérgio', 'Moura', {}),
    (3, 'credito', 'credito', 'Cláudia', 'Rezende', {}),
    (4, 'financeiro', 'financeiro', 'Fábio', 'Nogueira', {}),
    (5, 'cliente', 'cliente', 'Carlos', 'Pereira', {'email': 'carlos.pereira@mercadosaojorge.com.br'}),
    (6, 'primeiro-acesso', 'analista', 'Paula', 'Antunes', {'first_login': True}),
    (7, 'inativo', 'analista', 'Igor', 'Teles', {'is_active': False}),
    (30, 'analista', 'analista', 'Beatriz', 'Lima', {}),
    (31, 'marcos.silva', 'analista', 'Marcos', 'Silva', {}),
    (32, 'juliana.costa', 'analista', 'Juliana', 'Costa', {}),
    (33, 'renato.alves', 'analista', 'Renato', 'Alves', {}),
    (34, 'fernanda.rocha', 'analista', 'Fernanda', 'Rocha', {}),
]
ANALYST_USER_IDS = [30, 31, 32, 33, 34, 6]

MALE = ['João', 'José', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos',
        'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Rodrigo', 'Fábio', 'Jorge']
FEMALE = ['Maria', 'Ana', 'Francisca', 'Antônia', 'Adriana', 'Juliana', 'Márcia', 'Fernanda', 'Patrícia',
          'Aline', 'Sandra', 'Camila', 'Amanda', 'Bruna', 'Letícia', 'Júlia', 'Luciana', 'Vanessa', 'Mariana']
SURNAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima',
            'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes',
            'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques']
# (cod_filial, uf, regiao, [(cidade, ddd)])
BRANCHES = [
    (1, 'SP', 'Sudeste', [('São Paulo', '11'), ('Guarulhos', '11'), ('Osasco', '11'), ('Santo André', '11')]),
    (2, 'SP', 'Sudeste', [('Campinas', '19'), ('Jundiaí', '11'), ('Piracicaba', '19'), ('Americana', '19')]),
    (3, 'MG', 'Sudeste', [('Belo Horizonte', '31'), ('Contagem', '31'), ('Betim', '31'), ('Nova Lima', '31')]),
    (4, 'PR', 'Sul', [('Curitiba', '41'), ('São José dos Pinhais', '41'), ('Colombo', '41'), ('Ponta Grossa', '42')]),
    (5, 'RJ', 'Sudeste', [('Rio de Janeiro', '21'), ('Niterói', '21'), ('Duque de Caxias', '21'), ('Petrópolis', '24')]),
    (6, 'GO', 'Centro-Oeste', [('Goiânia', '62'), ('Aparecida de Goiânia', '62'), ('Anápolis', '62'), ('Trindade', '62')]),
]
SEGMENTS = [
    (1, 'Supermercados e mercados', 2),
    (2, 'Padarias e confeitarias', 1),
    (3, 'Restaurantes e lanchonetes', 1),
    (4, 'Bares', 1),
    (5, 'Hotéis, hospitais e escolas', 2),
    (6, 'Pequeno varejo (pessoa física)', 3),
]
# (nome_fantasia, segmento, size factor, risk); the first two are the client login's customers.
CUSTOMERS = [
    ('Mercado São Jorge', 1, 2.0, 'bad'),
    ('Padaria Pão Quente', 2, 1.2, 'bad'),
    ('Restaurante Sabor Mineiro', 3, 1.2, 'average'),
    ('Supermercado Bom Preço', 1, 4.0, 'good'),
    ('Panificadora Santa Luzia', 2, 1.2, 'average'),
    ('Churrascaria Brasa Viva', 3, 1.5, 'bad'),
    ('Hortifruti Vale Verde', 1, 1.5, 'good'),
    ('Bar e Petiscaria Estação', 4, 0.6, 'average'),
    ('Hotel Primavera', 5, 2.5, 'good'),
    ('Empório Dois Irmãos', 1, 1.2, 'bad'),
    ('Pizzaria Itália', 3, 0.8, 'average'),
    ('Confeitaria Flor de Lis', 2, 0.8, 'good'),
    ('Atacadão Bandeirantes', 1, 6.0, 'average'),
    ('Colégio Horizonte', 5, 2.0, 'good'),
    ('Mercearia do José', 6, 0.4, 'bad'),
    ('Lanchonete da Ana', 6, 0.4, 'average'),
]
COMPANY_SUFFIXES = ['Ltda', 'Comércio de Alimentos Ltda', 'Eireli', 'ME', 'Alimentos Ltda', 'S.A.']
GROUP_NAMES = ['Grupo Ferreira', 'Rede Bom Dia', 'Grupo Irmãos Oliveira', 'Rede Sabor Mineiro', 'Grupo Santa Luzia',
               'Holding Carvalho', 'Rede Pão de Casa', 'Grupo Almeida & Filhos']
SUPERVISORS = ['Sérgio Moura', 'Helena Duarte', 'Ricardo Tavares', 'Mônica Prado', 'Otávio Brandão', 'Luciana Ferraz']
FORMAS = [('Boleto', True), ('PIX', True), ('Depósito', True), ('Cartão', True), ('Cheque', True), ('Transferência (TED)', False)]
TIPOS_RESULTADO = ['Promessa de pagamento', 'Pagamento confirmado', 'Cliente não atende', 'Número inexistente ou errado',
                   'Retornar contato', 'Negociação em andamento', '2ª via enviada', 'Cliente contesta valor',
                   'Encaminhado ao jurídico', 'Recado deixado', 'Protesto solicitado', 'Visita do vendedor',
                   'Carta de cobrança']
OBSERVACOES = [
    'Cliente informou que efetuará o pagamento até sexta-feira.',
    'Falei com o financeiro, pediu a 2ª via do boleto por e-mail.',
    'Telefone chamou até cair, sem resposta.',
    'Responsável viajando, retornar na próxima semana.',
    'Cliente alega que o pagamento já foi feito; solicitado comprovante.',
    'Proposta de parcelamento enviada para aprovação do gerente.',
    'Enviada 2ª via atualizada por WhatsApp.',
    'Cliente aceitou entrada com saldo em 3 parcelas.',
]
LEMBRETES = ['Ligar para confirmar o pagamento prometido.', 'Cobrar comprovante de pagamento.',
             'Retornar contato com o responsável financeiro.', 'Verificar baixa do PIX no extrato.',
             'Enviar proposta de parcelamento revisada.', 'Reenviar 2ª via do boleto atualizado.']
PARECERES = [
    'Cliente com bom histórico de pagamentos nos últimos 12 meses; recomendo manter o limite.',
    'Atrasos recorrentes acima de 30 dias; sugiro redução do limite até regularização.',
    'Crescimento consistente das compras e pagamentos em dia; aumento de limite recomendado.',
    'Consulta ao Serasa sem restrições; faturamento compatível com o limite solicitado.',
    'Restrições em órgãos de proteção ao crédito; vendas somente à vista até nova análise.',
    'Grupo econômico com exposição elevada; manter limite atual e reavaliar em 90 dias.',
    'Cliente novo, referências comerciais positivas; limite inicial conservador.',
]
TEMPLATES = [
    ('Lembrete de vencimento (e-mail)', 'email', 'Boa Safra: seu boleto vence em {{vencimento}}',
     '<p>Olá, {{nome_fantasia}}!</p><p>Lembramos que o título {{documento}} no valor de {{valor}} vence em {{vencimento}}.</p>'
     '<p>Linha digitável: {{linha_digitavel}}</p><p><a href="{{link_2via}}">Acessar a 2ª via</a></p>', True),
    ('Vencimento hoje (SMS)', 'sms', '', 'Boa Safra: {{nome_fantasia}}, o titulo {{documento}} de {{valor}} vence hoje. 2a via: {{link_2via}}', True),
    ('Título em atraso (WhatsApp)', 'whatsapp', '',
     'Olá, {{nome_fantasia}}! Identificamos que o título {{documento}} de {{valor}}, vencido em {{vencimento}}, ainda está em aberto. '
     'Se já pagou, desconsidere. 2ª via: {{link_2via}}', True),
    ('Título em atraso (e-mail)', 'email', 'Boa Safra: título {{documento}} em aberto',
     '<p>Prezado cliente {{nome_fantasia}},</p><p>Não identificamos o pagamento do título {{documento}} de {{valor}}, '
     'vencido em {{vencimento}}.</p><p><a href="{{link_2via}}">2ª via do boleto</a></p>', True),
    ('Atraso (SMS)', 'sms', '', 'Boa Safra: consta em aberto o titulo {{documento}} ({{valor}}). Regularize: {{link_2via}}', True),
    ('Lembrete (WhatsApp)', 'whatsapp', '', 'Olá, {{nome_fantasia}}! Seu título {{documento}} de {{valor}} vence em {{vencimento}}. 2ª via: {{link_2via}}', True),
    ('Aviso de negativação (e-mail)', 'email', 'Aviso importante sobre o título {{documento}}',
     '<p>{{nome_fantasia}},</p><p>O título {{documento}} de {{valor}} segue em aberto desde {{vencimento}}. '
     'Entre em contato para evitar o encaminhamento aos órgãos de proteção ao crédito.</p>', False),
]
# (regua, dias, canal, template, descricao)
ACOES = [
    (1, -5, 'email', 1, 'Lembrete 5 dias antes'), (1, 0, 'sms', 2, 'Aviso no dia do vencimento'),
    (1, 3, 'whatsapp', 3, 'Cobrança amigável'), (1, 10, 'email', 4, 'Cobrança por e-mail'),
    (1, 30, 'sms', 5, 'Cobrança 30 dias'), (2, -10, 'email', 1, 'Lembrete 10 dias antes'),
    (2, -3, 'email', 1, 'Lembrete 3 dias antes'), (2, 1, 'email', 4, 'Atraso 1 dia'),
    (2, 7, 'whatsapp', 3, 'Atraso 7 dias'), (2, 15, 'email', 7, 'Aviso de negativação'),
    (3, -2, 'whatsapp', 6, 'Lembrete por WhatsApp'), (3, 1, 'sms', 5, 'Atraso 1 dia'),
    (3, 5, 'whatsapp', 3, 'Atraso 5 dias'), (3, 15, 'sms', 5, 'Atraso 15 dias'),
]
STATUS_FAIXAS = [('Em dia', 0, 0, '#52c41a'), ('Atraso leve', 1, 15, '#faad14'), ('Em cobrança', 16, 60, '#fa8c16'),
                 ('Cobrança intensiva', 61, 180, '#f5222d'), ('Jurídico', 181, None, '#820014')]
TAGS = [('{{nome_fantasia}}', 'Nome fantasia do cliente'), ('{{razao_social}}', 'Razão social do cliente'),
        ('{{cnpj_cpf}}', 'CNPJ ou CPF do cliente'), ('{{documento}}', 'Número do documento (NF e parcela)'),
        ('{{valor}}', 'Valor do título (R$)'), ('{{vencimento}}', 'Data de vencimento (dd/mm/aaaa)'),
        ('{{linha_digitavel}}', 'Linha digitável do boleto'), ('{{link_2via}}', 'Link público da 2ª via'),
        ('{{vendedor}}', 'Nome do vendedor')]


def slug(text):
    import unicodedata

    plain = unicodedata.normalize('NFD', text).encode('ascii', 'ignore').decode()
    return ''.join(ch for ch in plain.lower() if ch.isalnum())


def cnpj(base12):
    def digit(numbers, weights):
        total = sum(int(n) * w for n, w in zip(numbers, weights))
        rest = total % 11
        return '0' if rest < 2 else str(11 - rest)

    d1 = digit(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    d2 = digit(base12 + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    n = base12 + d1 + d2
    return f'{n[:2]}.{n[2:5]}.{n[5:8]}/{n[8:12]}-{n[12:]}'


def cpf(base9):
    def digit(numbers):
        total = sum(int(n) * w for n, w in zip(numbers, range(len(numbers) + 1, 1, -1)))
        rest = (total * 10) % 11
        return '0' if rest == 10 else str(rest)

    d1 = digit(base9)
    d2 = digit(base9 + d1)
    n = base9 + d1 + d2
    return f'{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}'


def cents(value):
    return (Decimal(value) / 100).quantize(CENT)


class Command(BaseCommand):
    help = 'Grava os dados de demonstração (usuários com a senha demo1234, clientes, títulos, régua…).'

    def add_arguments(self, parser):
        parser.add_argument('--flush', action='store_true', help='apaga os dados antes (o serve.sh usa um banco novo)')

    @transaction.atomic
    def handle(self, *args, **options):
        if options['flush']:
            for model in (m.DisparoAutomatico, m.ParecerCredito, m.Lembrete, m.EntradaParcela, m.EntradaAtendimento,
                          m.Negociacao, m.AtendimentoParcela, m.Atendimento, m.ContaReceber, m.UserClient,
                          m.ClienteEmail, m.ClienteTelefone, m.Cliente, m.ReguaAcao, m.ReguaStatus, m.ReguaSegmento,
                          m.Regua, m.ModeloMensagem, m.VendedorAnalista, m.Vendedor, m.AnalistaCobranca, m.Supervisor,
                          m.Perfil):
                model.objects.all().delete()
            User.objects.all().delete()
        if User.objects.exists():
            self.stdout.write('O banco já tem dados; nada feito (use --flush para recomeçar).')
            return
        rng = random.Random(SEED_NUMBER)
        self.today = timezone.localdate()
        self.rng = rng
        counts = self.seed(rng)
        self.stdout.write('Dados de demonstração gravados: ' + ', '.join(f'{k} {v}' for k, v in counts.items()))

    def day(self, offset):
        return self.today + timedelta(days=offset)

    def instant(self, offset, hour, minute):
        tz = timezone.get_current_timezone()
        return timezone.make_aware(datetime.combine(self.day(offset), time(hour, minute)), tz)

    def past_business_time(self, offset):
        return self.instant(min(offset, -1), self.rng.randint(8, 17), self.rng.randint(0, 59))

    def phone(self, ddd, mobile):
        r = self.rng
        if mobile:
            return f'({ddd}) 9{r.randint(6, 9)}{r.randint(0, 999):03d}-{r.randint(0, 9999):04d}'
        return f'({ddd}) {r.randint(2, 4)}{r.randint(0, 999):03d}-{r.randint(0, 9999):04d}'

    def seed(self, rng):
        # --- users and profiles ------------------------------------------------------------------
        users = {}
        for uid, username, perfil, first, last, extra in USERS:
            user = User(
                id=uid, username=username, first_name=first, last_name=last,
                email=extra.get('email', f'{username}@boasafra.com.br'),
                is_active=extra.get('is_active', True), is_superuser=perfil == 'admin',
                is_staff=perfil != 'cliente', date_joined=self.instant(-1000 + uid, 9, 0),
            )
            user.set_password(PASSWORD)
            user.save()
            m.Perfil.objects.create(
                user=user, nome=perfil, is_client=perfil == 'cliente', first_login=extra.get('first_login', False),
                routes=routes_of(perfil),
            )
            users[uid] = user

        # --- organisation ------------------------------------------------------------------------
        supervisors = []
        for i, nome in enumerate(SUPERVISORS):
            first, last = nome.split(' ')[:2]
            supervisors.append(m.Supervisor.objects.create(
                id=i + 1, nome=nome, email=f'{slug(first)}.{slug(last)}@boasafra.com.br', user=users[2] if i == 0 else None))
        supervisor_of_branch = {1: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5}
        analistas = []
        for i, uid in enumerate(ANALYST_USER_IDS):
            u = users[uid]
            analistas.append(m.AnalistaCobranca.objects.create(
                id=i + 1, nome=f'{u.first_name} {u.last_name}', email=u.email, user=u, ativo=True))
        vendedores = []
        for i in range(8):
            filial = i % 6 + 1
            female = rng.random() < 0.5
            first = rng.choice(FEMALE if female else MALE)
            full = f'{first} {rng.choice(SURNAMES)} {rng.choice(SURNAMES)}'
            ddd = BRANCHES[filial - 1][3][0][1]
            vendedores.append(m.Vendedor.objects.create(
                codigo=101 + i, nome=full, cod_filial=filial, supervisor=supervisors[supervisor_of_branch[filial]],
                email=f'{slug(first)}.{slug(full.split(" ")[1])}{101 + i}@boasafra.com.br',
                telefone=self.phone(ddd, True), ativo=i != 7))
        for i, v in enumerate(vendedores):
            m.VendedorAnalista.objects.create(id=i + 1, cod_vendedor=v, analista=analistas[i % 5], telefone=v.telefone, email=v.email)
        grupos = [m.GrupoEconomico.objects.create(id=i + 1, nome=n) for i, n in enumerate(GROUP_NAMES)]
        formas = [m.FormaCobranca.objects.create(id=i + 1, descricao=d, ativo=a) for i, (d, a) in enumerate(FORMAS)]
        tipos = [m.TipoResultado.objects.create(id=i + 1, descricao=d, inativo=i >= 10) for i, d in enumerate(TIPOS_RESULTADO)]

        # --- collection rules and notification settings -----------------------------------------
        reguas = [
            m.Regua.objects.create(id=1, nome='Régua padrão', descricao='Padarias, restaurantes e bares.'),
            m.Regua.objects.create(id=2, nome='Régua grandes contas', descricao='Supermercados e institucionais: contato antecipado.'),
            m.Regua.objects.create(id=3, nome='Régua pequeno varejo', descricao='Clientes pessoa física, foco em WhatsApp.', max_mensagens_semana=2),
        ]
        segmentos = {sid: m.ReguaSegmento.objects.create(id=sid, regua=reguas[r - 1], descricao=d) for sid, d, r in SEGMENTS}
        n = 0
        for regua in reguas:
            for descricao, de, ate, cor in STATUS_FAIXAS:
                n += 1
                m.ReguaStatus.objects.create(id=n, regua=regua, descricao=descricao, dias_de=de, dias_ate=ate, cor=cor)
        templates = [m.ModeloMensagem.objects.create(id=i + 1, nome=a, canal=b, assunto=c, corpo=d, ativo=e)
                     for i, (a, b, c, d, e) in enumerate(TEMPLATES)]
        acoes = [m.ReguaAcao.objects.create(id=i + 1, regua=reguas[r - 1], dias=d, canal=c, template=templates[t - 1],
                                            descricao=desc, ativo=t != 7, ordem=1)
                 for i, (r, d, c, t, desc) in enumerate(ACOES)]
        m.ServidorSmtp.objects.create(
            id=1, nome='Office 365 — Cobrança', host='smtp.office365.com', port=587, username='cobranca@boasafra.com.br',
            password='demo-smtp-1', from_email='Boa Safra Cobrança <cobranca@boasafra.com.br>', use_tls=True, use_ssl=False, ativo=True)
        m.ServidorSmtp.objects.create(
            id=2, nome='Servidor de contingência', host='smtp.boasafra.com.br', port=465, username='naoresponda@boasafra.com.br',
            password='demo-smtp-2', from_email='Boa Safra Alimentos <naoresponda@boasafra.com.br>', use_tls=False, use_ssl=True, ativo=False)
        for i, (tag, descricao) in enumerate(TAGS):
            m.Marcacao.objects.create(id=i + 1, tag=tag, descricao=descricao)

        # --- customers and contacts --------------------------------------------------------------
        clientes = []
        risks = {}
        for i, (nome, seg, size, risk) in enumerate(CUSTOMERS):
            cod = 10001 + i
            branch = BRANCHES[i % len(BRANCHES)] if i >= 2 else BRANCHES[0]
            cidade, ddd = branch[3][0] if rng.random() < 0.5 else rng.choice(branch[3])
            pessoa_fisica = seg == 6
            sellers = [v for v in vendedores if v.cod_filial == branch[0] and v.ativo] or vendedores[:1]
            seller = rng.choice(sellers)
            owner = f'{nome.split(" da ")[-1].split(" do ")[-1]} {rng.choice(SURNAMES)} {rng.choice(SURNAMES)}'
            cliente = m.Cliente.objects.create(
                cod_cliente=cod, nome_fantasia=nome,
                razao_social=owner if pessoa_fisica else f'{nome} {rng.choice(COMPANY_SUFFIXES)}',
                cnpj_cpf=cpf(f'{rng.randint(100000000, 999999999)}') if pessoa_fisica else cnpj(f'{rng.randint(10000000, 99999999)}0001'),
                tipo_pessoa='F' if pessoa_fisica else 'J', cod_vendedor=seller, cod_filial=branch[0],
                grupo_economico=grupos[i % len(grupos)] if not pessoa_fisica and i % 3 == 0 else None,
                segmento=segmentos[seg], regua=segmentos[seg].regua,
                forma_cobranca=formas[1] if pessoa_fisica else formas[rng.choice([0, 0, 0, 1, 2, 3])],
                analista=analistas[(seller.codigo - 101) % 5], supervisor=seller.supervisor, cidade=cidade, uf=branch[1],
                limite_credito=Decimal(max(2000, round(size * (3000 + rng.random() * 30000) / 500) * 500)).quantize(CENT),
                ativo=i != 13, data_cadastro=self.day(-rng.randint(800, 3500)),
            )
            clientes.append(cliente)
            risks[cod] = (risk, size)
            for k in range(rng.randint(1, 2) if i != 15 else 0):
                mobile = k == 0 or rng.random() < 0.5
                m.ClienteTelefone.objects.create(
                    cod_cliente=cliente, telefone=self.phone(ddd, mobile), tipo='celular' if mobile else 'fixo',
                    whatsapp=mobile and rng.random() < 0.8, principal=k == 0,
                    contato=f'{rng.choice(MALE + FEMALE)} ({rng.choice(["Financeiro", "Compras", "Proprietário", "Gerente"])})')
            if i != 14:
                domain = 'gmail.com' if pessoa_fisica else f'{slug(nome)}.com.br'
                first = rng.choice(MALE + FEMALE)
                local = f'{slug(first)}.{slug(rng.choice(SURNAMES))}' if pessoa_fisica else rng.choice(['financeiro', 'contato', 'compras'])
                m.ClienteEmail.objects.create(cod_cliente=cliente, email=f'{local}@{domain}', contato=first, principal=True, recebe_cobranca=True)
        m.UserClient.objects.create(id=1, user=users[5], cod_cliente=clientes[0])
        m.UserClient.objects.create(id=2, user=users[5], cod_cliente=clientes[1])

        # --- receivables: about 3 invoices per customer over the last 8 months -------------------
        titulos = []
        nf = 100_000 + rng.randint(0, 5000)
        nosso = 10_000_000 + rng.randint(0, 99_999)
        for cliente in clientes:
            risk, size = risks[cliente.cod_cliente]
            for _ in range(3 if size < 3 else 4):
                emission = -rng.randint(5, 240)
                parcelas = rng.choice([1, 1, 2, 3])
                total = round((150 + rng.random() ** 2 * 7000 * size) * 100)
                nf += rng.randint(1, 4)
                term = rng.choice([14, 21, 28, 30]) if parcelas == 1 else 30
                base, rest = divmod(total, parcelas)
                for p in range(1, parcelas + 1):
                    valor = base + (rest if p == parcelas else 0)
                    due = emission + term * p
                    if risk == 'good':
                        delay = rng.randint(-6, 3) if rng.random() < 0.9 else rng.randint(10, 40)
                    elif risk == 'average':
                        delay = rng.choice([rng.randint(-3, 2), rng.randint(3, 20), rng.randint(21, 90), None])
                    else:
                        delay = rng.choice([rng.randint(-2, 5), rng.randint(6, 60), rng.randint(61, 200), None, None])
                    paid_offset = None if delay is None else max(emission, due + delay)
                    paid = paid_offset is not None and paid_offset <= 0
                    valor_pago = valor if paid else 0
                    forma = cliente.forma_cobranca
                    boleto = forma and forma.descricao == 'Boleto'
                    if boleto:
                        nosso += 1
                    titulos.append(m.ContaReceber.objects.create(
                        cod_filial=cliente.cod_filial, cod_cliente=cliente, cod_vendedor=cliente.cod_vendedor,
                        documento=f'NF {nf}-{p}', parcela=p, data_emissao=self.day(emission), data_vencimento=self.day(due),
                        data_pagamento=self.day(paid_offset) if paid else None, valor=cents(valor), valor_pago=cents(valor_pago),
                        saldo=cents(valor - valor_pago), forma_cobranca=forma,
                        linha_digitavel=(f'34191.09008 {nosso % 100000:05d}.{rng.randint(10000, 99999)} 91234.523450 '
                                         f'{rng.randint(1, 9)} {rng.randint(1000, 9999)}{valor:010d}') if boleto else None,
                        hash_2via=hashlib.sha256(f'{SEED_NUMBER}-{nf}-{p}'.encode()).hexdigest()[:32] if forma and forma.id in (1, 2) else None,
                        nosso_numero=str(nosso) if boleto else None,
                    ))

        # --- attendances and their children ------------------------------------------------------
        overdue = [t for t in titulos if t.status == 'vencido']
        overdue_customers = sorted({t.cod_cliente_id for t in overdue})
        by_code = {c.cod_cliente: c for c in clientes}
        atendimentos = []
        for i in range(18):
            cod = overdue_customers[i % len(overdue_customers)] if i < 14 else clientes[i % len(clientes)].cod_cliente
            cliente = by_code[cod]
            offset = -int(rng.random() ** 2 * 120)
            tipo = tipos[rng.randint(0, 9)]
            analista_user = cliente.analista.user if cliente.analista else users[30]
            needs_return = tipo.id in (1, 5, 6)
            a = m.Atendimento.objects.create(
                cod_cliente=cliente, cod_vendedor=cliente.cod_vendedor, data=self.past_business_time(offset),
                usuario=analista_user, tipo_resultado=tipo, forma_cobranca=cliente.forma_cobranca,
                observacao=rng.choice(OBSERVACOES),
                data_retorno=(self.today if i == 0 else self.day(max(offset + rng.randint(1, 15), 1))) if needs_return or i == 0 else None,
                is_deleted=i == 17, concluido=offset < -15 and rng.random() < 0.8,
            )
            atendimentos.append(a)
            mine = [t for t in overdue if t.cod_cliente_id == cod]
            if mine and i < 12:
                acao = rng.choice(['Cobrança telefônica', 'Envio de 2ª via', 'Envio de e-mail', 'Mensagem WhatsApp', 'Negociação'])
                for t in rng.sample(mine, min(len(mine), rng.randint(1, 2))):
                    m.AtendimentoParcela.objects.create(
                        atendimento=a, cod_cliente=cliente, conta_receber=t, documento=t.documento, parcela=t.parcela,
                        data=a.data, acao=acao, usuario=analista_user)
            if i < 6 and mine:
                original = sum((t.saldo for t in mine), Decimal(0))
                desconto = (original * Decimal('0.05')).quantize(CENT)
                status = ['aceita', 'proposta', 'aceita', 'cancelada', 'aceita', 'proposta'][i]
                qtd = rng.randint(2, 4)
                neg = m.Negociacao.objects.create(
                    atendimento=a, cod_cliente=cliente, data=self.day(offset), valor_original=original, desconto=desconto,
                    valor_negociado=original - desconto, qtd_parcelas=qtd, status=status, usuario=analista_user,
                    observacao='Acordo aceito pelo cliente.' if status == 'aceita' else 'Aguardando retorno do cliente.')
                if status == 'aceita':
                    negociado = original - desconto
                    entrada_valor = (negociado * Decimal('0.2')).quantize(CENT)
                    entrada = m.EntradaAtendimento.objects.create(
                        atendimento=a, negociacao=neg, cod_cliente=cliente, data=self.day(offset), valor_total=negociado,
                        valor_entrada=entrada_valor, qtd_parcelas=qtd, forma_cobranca=cliente.forma_cobranca, usuario=analista_user)
                    parcela = ((negociado - entrada_valor) / qtd).quantize(CENT)
                    for k in range(qtd):
                        valor = parcela if k < qtd - 1 else negociado - entrada_valor - parcela * (qtd - 1)
                        due = offset + 30 * (k + 1)
                        m.EntradaParcela.objects.create(
                            entrada=entrada, atendimento=a, cod_cliente=cliente, parcela=k + 1,
                            data_vencimento=self.day(due), valor=valor, pago=due < 0)
        for i in range(10):
            a = atendimentos[i]
            offset = rng.randint(-20, 15)
            m.Lembrete.objects.create(
                cod_cliente=a.cod_cliente, atendimento=a if i % 2 == 0 else None, usuario=a.usuario,
                data=self.instant(offset, rng.randint(8, 17), rng.choice([0, 15, 30, 45])),
                descricao=rng.choice(LEMBRETES), concluido=offset < 0 and rng.random() < 0.6)

        # --- credit opinions ---------------------------------------------------------------------
        situacoes = ['aprovado', 'aprovado', 'em_analise', 'reprovado', 'aprovado', 'em_analise', 'aprovado']
        for i, situacao in enumerate(situacoes):
            cliente = clientes[(i * 2) % len(clientes)]
            atual = cliente.limite_credito or Decimal('5000.00')
            data = self.day(-rng.randint(10, 400))
            decided = situacao != 'em_analise'
            m.ParecerCredito.objects.create(
                cod_cliente=cliente, data=data, parecer=PARECERES[i % len(PARECERES)], limite_atual=atual,
                limite_solicitado=(atual * Decimal('1.3')).quantize(CENT) if i % 2 == 0 else None,
                limite_sugerido=(atual * (Decimal('0.6') if situacao == 'reprovado' else Decimal('1.2'))).quantize(Decimal('500')),
                validade=data + timedelta(days=180), classe_risco='ABCDE'[i % 5], garantias='Aval dos sócios.' if i % 3 == 0 else '',
                condicoes_pagamento='28 dias, boleto.', situacao=situacao, score=float(40 + (i * 9) % 55),
                usuario=users[3], versao=2 if decided else 1,
                aprovado_por=users[1] if decided else None,
                aprovado_em=self.instant((data - self.today).days + 2, 10, 0) if decided else None,
                comentario_decisao='De acordo com a análise.' if decided else '')

        # --- dispatch log ------------------------------------------------------------------------
        titles_of = {}
        for t in titulos:
            titles_of.setdefault(t.cod_cliente_id, []).append(t)
        for i in range(36):
            cliente = clientes[rng.randrange(len(clientes))]
            acao = rng.choice([a for a in acoes if a.regua_id == cliente.regua_id])
            titulo = rng.choice(titles_of[cliente.cod_cliente])
            if acao.canal == 'email':
                targets = list(cliente.emails.values_list('email', flat=True))
            else:
                targets = list(cliente.telefones.values_list('telefone', flat=True))
            destinatario = rng.choice(targets) if targets else ''
            status = 'falha' if not destinatario else rng.choice(['enviado', 'entregue', 'entregue', 'lido', 'lido', 'falha', 'ignorado'])
            erro = None
            if status == 'falha':
                erro = 'Destinatário recusou a mensagem.' if destinatario else 'Cliente sem contato cadastrado para o canal.'
            elif status == 'ignorado':
                erro = 'Limite semanal de mensagens da régua atingido.'
            when = self.past_business_time(-rng.randint(0, 45))
            m.DisparoAutomatico.objects.create(
                data=when, data_referencia=timezone.localtime(when).date(), cod_cliente=cliente, conta_receber=titulo,
                documento=titulo.documento, regua_id=cliente.regua_id, regua_acao=acao, template=acao.template, canal=acao.canal,
                destinatario=destinatario, status=status, erro=erro, origem='regua', execucao=i // 6 + 1)

        # --- filter hierarchy --------------------------------------------------------------------
        n = 0
        for cod_filial, uf, regiao, cities in BRANCHES:
            city = cities[0][0]
            for project in ['Centro de Distribuição', 'Atacado', 'Cozinha Industrial'][: rng.randint(2, 3)]:
                for modulo in range(1, rng.randint(1, 3) + 1):
                    n += 1
                    m.VwFiltroEmpreendimento.objects.create(
                        id=n, regiao=regiao, uf=uf, cidade=city, empreendimento=f'{project} {city}', modulo=modulo)

        return {
            'usuários': User.objects.count(),
            'supervisores': m.Supervisor.objects.count(),
            'analistas': m.AnalistaCobranca.objects.count(),
            'vendedores': m.Vendedor.objects.count(),
            'grupos': m.GrupoEconomico.objects.count(),
            'formas': m.FormaCobranca.objects.count(),
            'tipos de resultado': m.TipoResultado.objects.count(),
            'clientes': m.Cliente.objects.count(),
            'títulos': m.ContaReceber.objects.count(),
            'títulos vencidos': len(overdue),
            'atendimentos': m.Atendimento.objects.count(),
            'modelos': m.ModeloMensagem.objects.count(),
            'smtp': m.ServidorSmtp.objects.count(),
            'disparos': m.DisparoAutomatico.objects.count(),
            'pareceres': m.ParecerCredito.objects.count(),
        }

"""
The tables behind the `x-origem: spec` operations of api/openapi.yaml, with the field names and
types of its schemas (components under `# --- esquemas: <tag> ---`). Money is DecimalField (DRF
serves it as a decimal string), days are DateField, instants DateTimeField (São Paulo offset).
"""
from decimal import Decimal

from django.conf import settings
from django.db import models
from django.utils import timezone

CANAIS = [('email', 'E-mail'), ('sms', 'SMS'), ('whatsapp', 'WhatsApp')]
PERFIS = [
    ('admin', 'Administrador'),
    ('supervisor', 'Supervisor'),
    ('analista', 'Analista'),
    ('credito', 'Crédito'),
    ('financeiro', 'Financeiro'),
    ('cliente', 'Cliente'),
]


def money(**kwargs):
    return models.DecimalField(max_digits=14, decimal_places=2, **kwargs)


class Perfil(models.Model):
    """What auth.User lacks: the profile, its routes (app pages), client flag, first login."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name='perfil')
    nome = models.CharField(max_length=20, choices=PERFIS, null=True, blank=True)
    is_client = models.BooleanField(default=False)
    first_login = models.BooleanField(default=False)
    routes = models.JSONField(default=list, blank=True)
    pendente = models.BooleanField(default=False)
    solicitacao = models.CharField(max_length=500, blank=True, default='')

    def __str__(self):
        return f'{self.user.username} ({self.nome})'


class Supervisor(models.Model):
    nome = models.CharField(max_length=120)
    email = models.EmailField(blank=True, default='')
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name='+')

    class Meta:
        ordering = ['id']


class AnalistaCobranca(models.Model):
    nome = models.CharField(max_length=120)
    email = models.EmailField(blank=True, default='')
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name='+')
    ativo = models.BooleanField(default=True)

    class Meta:
        ordering = ['id']


class Vendedor(models.Model):
    codigo = models.IntegerField(primary_key=True)
    nome = models.CharField(max_length=120)
    cod_filial = models.IntegerField(null=True, blank=True)
    supervisor = models.ForeignKey(Supervisor, null=True, blank=True, on_delete=models.SET_NULL)
    email = models.EmailField(blank=True, default='')
    telefone = models.CharField(max_length=20, blank=True, default='')
    ativo = models.BooleanField(default=True)

    class Meta:
        ordering = ['codigo']


class VendedorAnalista(models.Model):
    cod_vendedor = models.ForeignKey(Vendedor, on_delete=models.CASCADE)
    analista = models.ForeignKey(AnalistaCobranca, on_delete=models.CASCADE)
    telefone = models.CharField(max_length=20, blank=True, default='')
    email = models.EmailField(blank=True, default='')

    class Meta:
        ordering = ['id']


class GrupoEconomico(models.Model):
    nome = models.CharField(max_length=120)

    class Meta:
        ordering = ['id']


class FormaCobranca(models.Model):
    descricao = models.CharField(max_length=60)
    ativo = models.BooleanField(default=True)

    class Meta:
        ordering = ['id']


class Regua(models.Model):
    nome = models.CharField(max_length=120)
    descricao = models.CharField(max_length=500, blank=True, default='')
    ativo = models.BooleanField(default=True)
    max_mensagens_semana = models.IntegerField(default=3)

    class Meta:
        ordering = ['id']


class ReguaSegmento(models.Model):
    regua = models.ForeignKey(Regua, on_delete=models.CASCADE, related_name='segmentos')
    descricao = models.CharField(max_length=120)

    class Meta:
        ordering = ['id']


class ReguaStatus(models.Model):
    regua = models.ForeignKey(Regua, on_delete=models.CASCADE, related_name='faixas')
    descricao = models.CharField(max_length=60)
    dias_de = models.IntegerField()
    dias_ate = models.IntegerField(null=True, blank=True)
    cor = models.CharField(max_length=7)

    class Meta:
        ordering = ['id']


class ModeloMensagem(models.Model):
    nome = models.CharField(max_length=120)
    canal = models.CharField(max_length=10, choices=CANAIS)
    assunto = models.CharField(max_length=255, blank=True, default='')
    corpo = models.TextField(max_length=20000)
    ativo = models.BooleanField(default=True)

    class Meta:
        ordering = ['id']


class ReguaAcao(models.Model):
    regua = models.ForeignKey(Regua, on_delete=models.CASCADE, related_name='acoes')
    dias = models.IntegerField()
    canal = models.CharField(max_length=10, choices=CANAIS)
    template = models.ForeignKey(ModeloMensagem, on_delete=models.PROTECT)
    descricao = models.CharField(max_length=120, blank=True, default='')
    ativo = models.BooleanField(default=True)
    ordem = models.IntegerField(default=1)

    class Meta:
        ordering = ['regua_id', 'dias', 'ordem', 'id']


class ServidorSmtp(models.Model):
    nome = models.CharField(max_length=120)
    host = models.CharField(max_length=255)
    port = models.IntegerField()
    username = models.CharField(max_length=255, blank=True, default='')
    password = models.CharField(max_length=255, blank=True, default='')
    from_email = models.CharField(max_length=255)
    use_tls = models.BooleanField(default=False)
    use_ssl = models.BooleanField(default=False)
    ativo = models.BooleanField(default=True)

    class Meta:
        ordering = ['id']


class Marcacao(models.Model):
    tag = models.CharField(max_length=60, unique=True)
    descricao = models.CharField(max_length=200)

    class Meta:
        ordering = ['id']


class TipoResultado(models.Model):
    descricao = models.CharField(max_length=120)
    inativo = models.BooleanField(default=False)

    class Meta:
        ordering = ['id']


class Cliente(models.Model):
    cod_cliente = models.IntegerField(primary_key=True)
    nome_fantasia = models.CharField(max_length=200)
    razao_social = models.CharField(max_length=200, null=True, blank=True)
    cnpj_cpf = models.CharField(max_length=20, null=True, blank=True)
    tipo_pessoa = models.CharField(max_length=1, choices=[('J', 'Jurídica'), ('F', 'Física')], null=True, blank=True)
    cod_vendedor = models.ForeignKey(Vendedor, null=True, blank=True, on_delete=models.SET_NULL)
    cod_filial = models.IntegerField(null=True, blank=True)
    grupo_economico = models.ForeignKey(GrupoEconomico, null=True, blank=True, on_delete=models.SET_NULL)
    segmento = models.ForeignKey(ReguaSegmento, null=True, blank=True, on_delete=models.SET_NULL)
    regua = models.ForeignKey(Regua, null=True, blank=True, on_delete=models.SET_NULL, related_name='clientes')
    forma_cobranca = models.ForeignKey(FormaCobranca, null=True, blank=True, on_delete=models.SET_NULL)
    analista = models.ForeignKey(AnalistaCobranca, null=True, blank=True, on_delete=models.SET_NULL)
    supervisor = models.ForeignKey(Supervisor, null=True, blank=True, on_delete=models.SET_NULL)
    cidade = models.CharField(max_length=100, null=True, blank=True)
    uf = models.CharField(max_length=2, null=True, blank=True)
    limite_credito = money(null=True, blank=True)
    ativo = models.BooleanField(default=True)
    data_cadastro = models.DateField(default=timezone.localdate)

    class Meta:
        ordering = ['cod_cliente']


class UserClient(models.Model):
    """access/user-client: the customers a client user sees."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name='clientes')
    cod_cliente = models.ForeignKey(Cliente, on_delete=models.CASCADE)

    class Meta:
        ordering = ['id']
        unique_together = [('user', 'cod_cliente')]


class ContaReceber(models.Model):
    cod_filial = models.IntegerField(null=True, blank=True)
    cod_cliente = models.ForeignKey(Cliente, on_delete=models.CASCADE, related_name='titulos')
    cod_vendedor = models.ForeignKey(Vendedor, null=True, blank=True, on_delete=models.SET_NULL)
    documento = models.CharField(max_length=40)
    parcela = models.IntegerField(default=1)
    data_emissao = models.DateField()
    data_vencimento = models.DateField()
    data_pagamento = models.DateField(null=True, blank=True)
    valor = money()
    valor_pago = money(default=Decimal('0.00'))
    saldo = money()
    forma_cobranca = models.ForeignKey(FormaCobranca, null=True, blank=True, on_delete=models.SET_NULL)
    linha_digitavel = models.CharField(max_length=60, null=True, blank=True)
    hash_2via = models.CharField(max_length=64, null=True, blank=True)
    nosso_numero = models.CharField(max_length=20, null=True, blank=True)

    class Meta:
        ordering = ['data_vencimento', 'id']

    @property
    def status(self):
        if self.saldo <= 0:
            return 'pago'
        return 'vencido' if self.data_vencimento < timezone.localdate() else 'aberto'

    @property
    def dias_atraso(self):
        if self.status != 'vencido':
            return 0
        return (timezone.localdate() - self.data_vencimento).days


class Atendimento(models.Model):
    cod_cliente = models.ForeignKey(Cliente, on_delete=models.CASCADE, related_name='atendimentos')
    cod_vendedor = models.ForeignKey(Vendedor, null=True, blank=True, on_delete=models.SET_NULL)
    data = models.DateTimeField(default=timezone.now)
    usuario = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name='+')
    tipo_resultado = models.ForeignKey(TipoResultado, on_delete=models.PROTECT)
    forma_cobranca = models.ForeignKey(FormaCobranca, null=True, blank=True, on_delete=models.SET_NULL)
    observacao = models.TextField(max_length=5000, blank=True, default='')
    data_retorno = models.DateField(null=True, blank=True)
    is_deleted = models.BooleanField(default=False)
    concluido = models.BooleanField(default=False)

    class Meta:
        ordering = ['id']


class AtendimentoParcela(models.Model):
    """atendimento-atak-cobranca: an attendance's action on one title."""

    atendimento = models.ForeignKey(Atendimento, on_delete=models.CASCADE, related_name='acoes')
    cod_cliente = models.ForeignKey(Cliente, null=True, blank=True, on_delete=models.CASCADE)
    conta_receber = models.ForeignKey(ContaReceber, null=True, blank=True, on_delete=models.SET_NULL)
    documento = models.CharField(max_length=40, blank=True, default='')
    parcela = models.IntegerField(default=1)
    data = models.DateTimeField(default=timezone.now)
    acao = models.CharField(max_length=120, blank=True, default='')
    usuario = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name='+')

    class Meta:
        ordering = ['id']


class Negociacao(models.Model):
    atendimento = models.ForeignKey(Atendimento, on_delete=models.CASCADE, related_name='negociacoes')
    cod_cliente = models.ForeignKey(Cliente, null=True, blank=True, on_delete=models.CASCADE)
    data = models.DateField(default=timezone.localdate)
    valor_original = money()
    desconto = money(default=Decimal('0.00'))
    valor_negociado = money(null=True, blank=True)
    qtd_parcelas = models.IntegerField(default=1)
    status = models.CharField(
        max_length=10,
        choices=[('proposta', 'Proposta'), ('aceita', 'Aceita'), ('cancelada', 'Cancelada')],
        default='proposta',
    )
    observacao = models.TextField(max_length=5000, blank=True, default='')
    usuario = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name='+')

    class Meta:
        ordering = ['id']


class EntradaAtendimento(models.Model):
    atendimento = models.ForeignKey(Atendimento, on_delete=models.CASCADE, related_name='entradas')
    negociacao = models.ForeignKey(Negociacao, null=True, blank=True, on_delete=models.SET_NULL)
    cod_cliente = models.ForeignKey(Cliente, null=True, blank=True, on_delete=models.CASCADE)
    data = models.DateField(default=timezone.localdate)
    valor_total = money()
    valor_entrada = money(default=Decimal('0.00'))
    qtd_parcelas = models.IntegerField(default=1)
    forma_cobranca = models.ForeignKey(FormaCobranca, null=True, blank=True, on_delete=models.SET_NULL)
    usuario = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name='+')

    class Meta:
        ordering = ['id']


class EntradaParcela(models.Model):
    entrada = models.ForeignKey(EntradaAtendimento, on_delete=models.CASCADE, related_name='parcelas')
    atendimento = models.ForeignKey(Atendimento, null=True, blank=True, on_delete=models.CASCADE)
    cod_cliente = models.ForeignKey(Cliente, null=True, blank=True, on_delete=models.CASCADE)
    parcela = models.IntegerField()
    data_vencimento = models.DateField()
    valor = money()
    pago = models.BooleanField(default=False)

    class Meta:
        ordering = ['id']


class Lembrete(models.Model):
    cod_cliente = models.ForeignKey(Cliente, on_delete=models.CASCADE)
    atendimento = models.ForeignKey(Atendimento, null=True, blank=True, on_delete=models.SET_NULL)
    usuario = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name='+')
    data = models.DateTimeField()
    descricao = models.CharField(max_length=1000)
    concluido = models.BooleanField(default=False)

    class Meta:
        ordering = ['id']


class ClienteTelefone(models.Model):
    cod_cliente = models.ForeignKey(Cliente, on_delete=models.CASCADE, related_name='telefones')
    telefone = models.CharField(max_length=20)
    tipo = models.CharField(max_length=10, choices=[('celular', 'Celular'), ('fixo', 'Fixo')], null=True, blank=True)
    whatsapp = models.BooleanField(default=False)
    contato = models.CharField(max_length=200, blank=True, default='')
    principal = models.BooleanField(default=False)

    class Meta:
        ordering = ['id']


class ClienteEmail(models.Model):
    cod_cliente = models.ForeignKey(Cliente, on_delete=models.CASCADE, related_name='emails')
    email = models.EmailField(max_length=254)
    contato = models.CharField(max_length=200, blank=True, default='')
    principal = models.BooleanField(default=False)
    recebe_cobranca = models.BooleanField(default=True)

    class Meta:
        ordering = ['id']


class ParecerCredito(models.Model):
    SITUACOES = [('em_analise', 'Em análise'), ('aprovado', 'Aprovado'), ('reprovado', 'Reprovado')]
    CLASSES = [(c, c) for c in 'ABCDE']

    cod_cliente = models.ForeignKey(Cliente, on_delete=models.CASCADE, related_name='pareceres')
    data = models.DateField(default=timezone.localdate)
    parecer = models.TextField(max_length=10000)
    limite_atual = money(null=True, blank=True)
    limite_solicitado = money(null=True, blank=True)
    limite_sugerido = money()
    validade = models.DateField(null=True, blank=True)
    classe_risco = models.CharField(max_length=1, choices=CLASSES, null=True, blank=True)
    garantias = models.TextField(max_length=2000, blank=True, default='')
    condicoes_pagamento = models.TextField(max_length=2000, blank=True, default='')
    motivo = models.TextField(max_length=2000, blank=True, default='')
    situacao = models.CharField(max_length=10, choices=SITUACOES, default='em_analise')
    score = models.FloatField(null=True, blank=True)
    usuario = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name='+')
    versao = models.IntegerField(default=1)
    atualizado_em = models.DateTimeField(null=True, blank=True)
    atualizado_por = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name='+')
    aprovado_por = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name='+')
    aprovado_em = models.DateTimeField(null=True, blank=True)
    comentario_decisao = models.TextField(blank=True, default='')

    class Meta:
        ordering = ['-data', '-id']

    @property
    def status(self):
        if self.situacao == 'aprovado' and self.validade and self.validade < timezone.localdate():
            return 'vencido'
        return self.situacao


class DisparoAutomatico(models.Model):
    """One line of the dispatch log (collection rule or manual notification)."""

    STATUS = [(s, s) for s in ('enviado', 'entregue', 'lido', 'falha', 'ignorado')]

    data = models.DateTimeField(default=timezone.now)
    data_referencia = models.DateField(default=timezone.localdate)
    cod_cliente = models.ForeignKey(Cliente, on_delete=models.CASCADE)
    conta_receber = models.ForeignKey(ContaReceber, null=True, blank=True, on_delete=models.SET_NULL)
    documento = models.CharField(max_length=40, null=True, blank=True)
    regua = models.ForeignKey(Regua, null=True, blank=True, on_delete=models.SET_NULL)
    regua_acao = models.ForeignKey(ReguaAcao, null=True, blank=True, on_delete=models.SET_NULL)
    template = models.ForeignKey(ModeloMensagem, null=True, blank=True, on_delete=models.SET_NULL)
    canal = models.CharField(max_length=10, choices=CANAIS)
    destinatario = models.CharField(max_length=255, blank=True, default='')
    status = models.CharField(max_length=10, choices=STATUS, default='enviado')
    erro = models.CharField(max_length=255, null=True, blank=True)
    origem = models.CharField(max_length=10, choices=[('regua', 'Régua'), ('manual', 'Manual')], default='regua')
    execucao = models.IntegerField(null=True, blank=True)
    assunto = models.CharField(max_length=255, blank=True, default='')
    mensagem = models.TextField(blank=True, default='')

    class Meta:
        ordering = ['-data', '-id']


class VwFiltroEmpreendimento(models.Model):
    regiao = models.CharField(max_length=60)
    uf = models.CharField(max_length=2)
    cidade = models.CharField(max_length=100)
    empreendimento = models.CharField(max_length=120)
    modulo = models.IntegerField()

    class Meta:
        ordering = ['id']

"""ModelSerializers whose fields follow the schemas of api/openapi.yaml."""
from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from django.utils import timezone
from rest_framework import serializers

from . import models as m
from .permissions import perfil_of
from .routes import routes_of

User = get_user_model()


def fill_from_attendance(attrs, instance=None):
    """Children of an attendance inherit its customer (the panel filters them by cod_cliente)."""
    atendimento = attrs.get('atendimento') or (instance.atendimento if instance else None)
    if atendimento is not None and not attrs.get('cod_cliente') and not (instance and instance.cod_cliente_id):
        attrs['cod_cliente'] = atendimento.cod_cliente
    return attrs


# --- cobranca: reference lists -------------------------------------------------------------------


class SupervisorSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.Supervisor
        fields = ['id', 'nome', 'email', 'user']


class AnalistaCobrancaSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.AnalistaCobranca
        fields = ['id', 'nome', 'email', 'user', 'ativo']


class VendedorSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.Vendedor
        fields = ['codigo', 'nome', 'cod_filial', 'supervisor', 'email', 'telefone', 'ativo']


class VendedorAnalistaSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.VendedorAnalista
        fields = ['id', 'cod_vendedor', 'analista', 'telefone', 'email']


class GrupoEconomicoSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.GrupoEconomico
        fields = ['id', 'nome']


class FormaCobrancaSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.FormaCobranca
        fields = ['id', 'descricao', 'ativo']


class TipoResultadoSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.TipoResultado
        fields = ['id', 'descricao', 'inativo']


class ClienteSerializer(serializers.ModelSerializer):
    """The whole customer (cobranca/cliente/)."""

    class Meta:
        model = m.Cliente
        fields = [
            'cod_cliente', 'nome_fantasia', 'razao_social', 'cnpj_cpf', 'tipo_pessoa', 'cod_vendedor',
            'cod_filial', 'grupo_economico', 'segmento', 'regua', 'forma_cobranca', 'analista',
            'supervisor', 'cidade', 'uf', 'limite_credito', 'ativo', 'data_cadastro',
        ]


class ClienteResumoSerializer(serializers.ModelSerializer):
    """The customer as the reference lists read it (cobranca/clientes/)."""

    class Meta:
        model = m.Cliente
        fields = ['cod_cliente', 'nome_fantasia', 'razao_social', 'cod_vendedor', 'cod_filial', 'cnpj_cpf', 'grupo_economico']


class ContaReceberSerializer(serializers.ModelSerializer):
    status = serializers.ReadOnlyField()
    dias_atraso = serializers.ReadOnlyField()

    class Meta:
        model = m.ContaReceber
        fields = [
            'id', 'cod_filial', 'cod_cliente', 'cod_vendedor', 'documento', 'parcela', 'data_emissao',
            'data_vencimento', 'data_pagamento', 'valor', 'valor_pago', 'saldo', 'forma_cobranca',
            'status', 'dias_atraso', 'linha_digitavel', 'hash_2via', 'nosso_numero',
        ]


# --- atendimento ---------------------------------------------------------------------------------


class AtendimentoSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.Atendimento
        fields = [
            'id', 'cod_cliente', 'cod_vendedor', 'data', 'usuario', 'tipo_resultado', 'forma_cobranca',
            'observacao', 'data_retorno', 'is_deleted', 'concluido',
        ]

    def validate(self, attrs):
        cliente = attrs.get('cod_cliente')
        if cliente is not None and 'cod_vendedor' not in attrs and not (self.instance and self.instance.cod_vendedor_id):
            attrs['cod_vendedor'] = cliente.cod_vendedor
        return attrs


class AtendimentoParcelaSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.AtendimentoParcela
        fields = ['id', 'atendimento', 'cod_cliente', 'conta_receber', 'documento', 'parcela', 'data', 'acao', 'usuario']

    def validate(self, attrs):
        titulo = attrs.get('conta_receber')
        if titulo is not None:
            attrs.setdefault('documento', titulo.documento)
            attrs.setdefault('parcela', titulo.parcela)
        return fill_from_attendance(attrs, self.instance)


class NegociacaoSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.Negociacao
        fields = [
            'id', 'atendimento', 'cod_cliente', 'data', 'valor_original', 'desconto', 'valor_negociado',
            'qtd_parcelas', 'status', 'observacao', 'usuario',
        ]
        extra_kwargs = {'qtd_parcelas': {'min_value': 1}}

    def validate(self, attrs):
        original = attrs.get('valor_original', getattr(self.instance, 'valor_original', None))
        desconto = attrs.get('desconto', getattr(self.instance, 'desconto', 0)) or 0
        if original is not None and desconto > original:
            raise serializers.ValidationError({'desconto': ['O desconto não pode ser maior que o valor original.']})
        if original is not None and attrs.get('valor_negociado') is None and not (self.instance and self.instance.valor_negociado is not None):
            attrs['valor_negociado'] = original - desconto
        return fill_from_attendance(attrs, self.instance)


class EntradaAtendimentoSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.EntradaAtendimento
        fields = [
            'id', 'atendimento', 'negociacao', 'cod_cliente', 'data', 'valor_total', 'valor_entrada',
            'qtd_parcelas', 'forma_cobranca', 'usuario',
        ]
        extra_kwargs = {'qtd_parcelas': {'min_value': 1}}

    def validate(self, attrs):
        total = attrs.get('valor_total', getattr(self.instance, 'valor_total', None))
        entrada = attrs.get('valor_entrada', getattr(self.instance, 'valor_entrada', 0)) or 0
        if total is not None and entrada > total:
            raise serializers.ValidationError({'valor_entrada': ['A entrada não pode ser maior que o valor total.']})
        return fill_from_attendance(attrs, self.instance)


class EntradaParcelaSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.EntradaParcela
        fields = ['id', 'entrada', 'atendimento', 'cod_cliente', 'parcela', 'data_vencimento', 'valor', 'pago']

    def validate(self, attrs):
        entrada = attrs.get('entrada')
        if entrada is not None:
            attrs.setdefault('atendimento', entrada.atendimento)
            if not attrs.get('cod_cliente'):
                attrs['cod_cliente'] = entrada.cod_cliente
        return attrs


class LembreteSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.Lembrete
        fields = ['id', 'cod_cliente', 'atendimento', 'usuario', 'data', 'descricao', 'concluido']


class ClienteTelefoneSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.ClienteTelefone
        fields = ['id', 'cod_cliente', 'telefone', 'tipo', 'whatsapp', 'contato', 'principal']

    def validate(self, attrs):
        telefone = attrs.get('telefone')
        if telefone and not attrs.get('tipo') and not (self.instance and self.instance.tipo):
            # "(11) 9xxxx-xxxx" is 15 characters: only mobiles have the ninth digit.
            attrs['tipo'] = 'celular' if len(telefone) == 15 else 'fixo'
        return attrs


class ClienteEmailSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.ClienteEmail
        fields = ['id', 'cod_cliente', 'email', 'contato', 'principal', 'recebe_cobranca']


# --- crédito -------------------------------------------------------------------------------------


class ParecerCreditoSerializer(serializers.ModelSerializer):
    parecer = serializers.CharField(min_length=30, max_length=10000)
    validade = serializers.DateField(required=True, allow_null=False)
    status = serializers.ReadOnlyField()
    usuario_nome = serializers.SerializerMethodField()
    aprovado_por_nome = serializers.SerializerMethodField()
    nome_fantasia = serializers.CharField(source='cod_cliente.nome_fantasia', read_only=True)
    grupo_economico = serializers.PrimaryKeyRelatedField(source='cod_cliente.grupo_economico', read_only=True)

    class Meta:
        model = m.ParecerCredito
        fields = [
            'id', 'cod_cliente', 'data', 'parecer', 'limite_atual', 'limite_solicitado', 'limite_sugerido',
            'validade', 'classe_risco', 'garantias', 'condicoes_pagamento', 'motivo', 'situacao', 'status',
            'score', 'usuario', 'versao', 'atualizado_em', 'atualizado_por', 'aprovado_por', 'aprovado_em',
            'comentario_decisao', 'usuario_nome', 'aprovado_por_nome', 'nome_fantasia', 'grupo_economico',
        ]
        read_only_fields = [
            'limite_atual', 'score', 'versao', 'atualizado_em', 'atualizado_por', 'aprovado_por',
            'aprovado_em', 'usuario',
        ]

    @staticmethod
    def _name(user):
        return (user.get_full_name() or user.username) if user else ''

    def get_usuario_nome(self, obj):
        return self._name(obj.usuario)

    def get_aprovado_por_nome(self, obj):
        return self._name(obj.aprovado_por)

    def validate(self, attrs):
        data = attrs.get('data') or getattr(self.instance, 'data', None) or timezone.localdate()
        validade = attrs.get('validade')
        if validade is not None and validade <= data:
            raise serializers.ValidationError({'validade': ['A validade deve ser posterior à data do parecer.']})
        return attrs


# --- régua ---------------------------------------------------------------------------------------


class ReguaSerializer(serializers.ModelSerializer):
    max_mensagens_semana = serializers.IntegerField(min_value=0, max_value=21, allow_null=True, required=False)

    class Meta:
        model = m.Regua
        fields = ['id', 'nome', 'descricao', 'ativo', 'max_mensagens_semana']

    def validate_max_mensagens_semana(self, value):
        return 3 if value is None else value  # null or absent = 3 (the default)


class ReguaAcaoSerializer(serializers.ModelSerializer):
    dias = serializers.IntegerField(min_value=-15, max_value=90)

    class Meta:
        model = m.ReguaAcao
        fields = ['id', 'regua', 'dias', 'canal', 'template', 'descricao', 'ativo', 'ordem']

    def validate(self, attrs):
        template = attrs.get('template') or getattr(self.instance, 'template', None)
        canal = attrs.get('canal') or getattr(self.instance, 'canal', None)
        if template is not None and canal and template.canal != canal:
            raise serializers.ValidationError({'template': ['O modelo precisa ser do mesmo canal da etapa.']})
        return attrs


class ReguaSegmentoSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.ReguaSegmento
        fields = ['id', 'regua', 'descricao']


class ReguaStatusSerializer(serializers.ModelSerializer):
    dias_de = serializers.IntegerField(min_value=0)
    cor = serializers.RegexField(r'^#[0-9a-fA-F]{6}$', max_length=7)

    class Meta:
        model = m.ReguaStatus
        fields = ['id', 'regua', 'descricao', 'dias_de', 'dias_ate', 'cor']


class ReguaExtendedSerializer(ReguaSerializer):
    qtd_clientes = serializers.SerializerMethodField()
    acoes = ReguaAcaoSerializer(many=True, read_only=True)
    segmentos = ReguaSegmentoSerializer(many=True, read_only=True)
    status = ReguaStatusSerializer(source='faixas', many=True, read_only=True)

    class Meta(ReguaSerializer.Meta):
        fields = ReguaSerializer.Meta.fields + ['qtd_clientes', 'acoes', 'segmentos', 'status']

    def get_qtd_clientes(self, obj):
        return obj.clientes.count()


class ModeloMensagemSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.ModeloMensagem
        fields = ['id', 'nome', 'canal', 'assunto', 'corpo', 'ativo']

    def validate(self, attrs):
        canal = attrs.get('canal', getattr(self.instance, 'canal', None))
        assunto = attrs.get('assunto', getattr(self.instance, 'assunto', ''))
        if canal == 'email':
            if not (assunto or '').strip():
                raise serializers.ValidationError({'assunto': ['Este campo é obrigatório.']})
            if '\n' in assunto or '\r' in assunto:
                raise serializers.ValidationError({'assunto': ['Use uma linha só.']})
        elif canal:
            attrs['assunto'] = ''
        return attrs


class ServidorSmtpSerializer(serializers.ModelSerializer):
    port = serializers.IntegerField(min_value=1, max_value=65535)

    class Meta:
        model = m.ServidorSmtp
        fields = ['id', 'nome', 'host', 'port', 'username', 'password', 'from_email', 'use_tls', 'use_ssl', 'ativo']
        extra_kwargs = {'password': {'write_only': True, 'required': False}}

    def validate(self, attrs):
        tls = attrs.get('use_tls', getattr(self.instance, 'use_tls', False))
        ssl = attrs.get('use_ssl', getattr(self.instance, 'use_ssl', False))
        if tls and ssl:
            raise serializers.ValidationError({'non_field_errors': ['Escolha TLS ou SSL, não os dois.']})
        return attrs


class TesteSmtpSerializer(serializers.Serializer):
    host = serializers.CharField(max_length=255)
    port = serializers.IntegerField()
    username = serializers.CharField(max_length=255, required=False, allow_blank=True)
    password = serializers.CharField(max_length=255, required=False, allow_blank=True, write_only=True)
    from_email = serializers.CharField(max_length=255, required=False, allow_blank=True)
    use_tls = serializers.BooleanField(required=False)
    use_ssl = serializers.BooleanField(required=False)


class MarcacaoSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.Marcacao
        fields = ['tag', 'descricao']


class DisparoAutomaticoSerializer(serializers.ModelSerializer):
    """The list leaves the message out (it comes with the detail, which the spec does not give)."""

    class Meta:
        model = m.DisparoAutomatico
        fields = [
            'id', 'data', 'data_referencia', 'cod_cliente', 'conta_receber', 'documento', 'regua',
            'regua_acao', 'template', 'canal', 'destinatario', 'status', 'erro', 'origem', 'execucao',
        ]


class PedidoNotificacaoSerializer(serializers.Serializer):
    canal = serializers.ChoiceField(choices=['sms', 'email', 'whatsapp'])
    filtros = serializers.DictField(required=False, allow_null=True)
    clientes = serializers.ListField(child=serializers.IntegerField(), required=False, allow_null=True)
    template = serializers.IntegerField(required=False, allow_null=True)


# --- comum / usuários ----------------------------------------------------------------------------


class VwFiltroEmpreendimentoSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.VwFiltroEmpreendimento
        fields = ['id', 'regiao', 'uf', 'cidade', 'empreendimento', 'modulo']


class UserClientSerializer(serializers.ModelSerializer):
    class Meta:
        model = m.UserClient
        fields = ['id', 'user', 'cod_cliente']


class UsuarioSistemaSerializer(serializers.ModelSerializer):
    is_client = serializers.SerializerMethodField()
    first_login = serializers.SerializerMethodField()
    perfil = serializers.SerializerMethodField()
    pendente = serializers.SerializerMethodField()
    solicitacao = serializers.SerializerMethodField()

    class Meta:
        model = User
        fields = [
            'id', 'username', 'email', 'first_name', 'last_name', 'is_active', 'is_superuser', 'is_staff',
            'is_client', 'first_login', 'date_joined', 'last_login', 'perfil', 'pendente', 'solicitacao',
        ]

    def get_is_client(self, user):
        return perfil_of(user).is_client

    def get_first_login(self, user):
        return perfil_of(user).first_login

    def get_perfil(self, user):
        return perfil_of(user).nome

    def get_pendente(self, user):
        return perfil_of(user).pendente

    def get_solicitacao(self, user):
        return perfil_of(user).solicitacao


class PerfilDoUsuarioSerializer(serializers.ModelSerializer):
    first_login = serializers.SerializerMethodField()
    is_client = serializers.SerializerMethodField()
    routes = serializers.SerializerMethodField()

    class Meta:
        model = User
        fields = ['id', 'username', 'email', 'first_name', 'last_name', 'is_active', 'is_superuser', 'first_login', 'is_client', 'routes']

    def get_first_login(self, user):
        return perfil_of(user).first_login

    def get_is_client(self, user):
        return perfil_of(user).is_client

    def get_routes(self, user):
        if user.is_superuser:
            return routes_of('admin')
        return list(perfil_of(user).routes or [])


class NovoUsuarioSerializer(serializers.ModelSerializer):
    """criar-usuario: anonymous = a pending request; with a bearer (Usuários) an account with a profile."""

    password = serializers.CharField(write_only=True, style={'input_type': 'password'})
    perfil = serializers.ChoiceField(choices=[p for p, _ in m.PERFIS], required=False, allow_null=True)
    clientes = serializers.ListField(child=serializers.IntegerField(), required=False, allow_null=True)
    solicitacao = serializers.CharField(max_length=500, required=False, allow_blank=True, allow_null=True)

    class Meta:
        model = User
        fields = ['username', 'email', 'first_name', 'last_name', 'password', 'perfil', 'clientes', 'solicitacao']
        extra_kwargs = {
            'email': {'required': True, 'allow_blank': False},
            'first_name': {'required': True, 'allow_blank': False},
        }

    def validate_email(self, value):
        if User.objects.filter(email__iexact=value).exists():
            raise serializers.ValidationError('Já existe um usuário com este e-mail.')
        return value

    def validate(self, attrs):
        candidate = User(username=attrs.get('username', ''), email=attrs.get('email', ''), first_name=attrs.get('first_name', ''))
        try:
            validate_password(attrs.get('password', ''), candidate)
        except DjangoValidationError as exc:
            raise serializers.ValidationError({'password': list(exc.messages)})
        if self.context.get('by_admin'):
            perfil = attrs.get('perfil')
            if not perfil:
                raise serializers.ValidationError({'perfil': ['Escolha o perfil.']})
            clientes = attrs.get('clientes') or []
            missing = [c for c in clientes if not m.Cliente.objects.filter(pk=c).exists()]
            if missing:
                raise serializers.ValidationError({'clientes': [f'Pk inválido "{c}" - objeto não existe.' for c in missing]})
            if perfil == 'cliente' and not clientes:
                raise serializers.ValidationError({'clientes': ['Selecione ao menos um cliente.']})
        return attrs

"""
Views of the `x-origem: spec` operations. Resources are stock ModelViewSets on a DefaultRouter;
the rest are small APIViews answering the response schema of api/openapi.yaml.
"""
from collections import OrderedDict
from decimal import Decimal

import django_filters as df
from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import transaction
from django.db.models import ProtectedError, Q
from django.utils import timezone
from rest_framework import generics, serializers, status, viewsets
from rest_framework.exceptions import NotFound, PermissionDenied, ValidationError
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from . import models as m
from . import serializers as s
from .permissions import ClientScopedMixin, StaffWritesClientReads, is_client, linked_customers, manages_users, perfil_of
from .routes import routes_of
from .xlsx import xlsx_response

User = get_user_model()
CENT = Decimal('0.01')
PERMISSIONS = [IsAuthenticated, StaffWritesClientReads]


def money(value):
    return str(Decimal(value or 0).quantize(CENT))


# --- helpers -------------------------------------------------------------------------------------


class NumberInFilter(df.BaseInFilter, df.NumberFilter):
    pass


class CharInFilter(df.BaseInFilter, df.CharFilter):
    pass


def filterset(model, fields, **declared):
    """A django-filter FilterSet of `fields` plus declared filters (aliases such as `cliente`)."""
    meta = type('Meta', (), {'model': model, 'fields': fields})
    return type(f'{model.__name__}FilterSet', (df.FilterSet,), {'Meta': meta, **declared})


def cliente_alias():
    """`cliente` is the same filter as `cod_cliente` on the attendance lists."""
    return {'cliente': df.NumberFilter(field_name='cod_cliente')}


def parse(field, name, value):
    """Reads one query value with a DRF field, so errors come out as DRF's {campo: [msg]}."""
    try:
        return field.run_validation(value)
    except ValidationError as exc:
        raise ValidationError({name: exc.detail})


def flag(value):
    return str(value).lower() in ('true', '1', 'yes', 'sim')


class Base:
    permission_classes = PERMISSIONS


class ModelViewSet(Base, viewsets.ModelViewSet):
    """A stock ModelViewSet; deleting a row still referenced answers 400 instead of a 500."""

    def perform_destroy(self, instance):
        try:
            instance.delete()
        except ProtectedError:
            raise ValidationError({'detail': 'Não é possível excluir: o registro está em uso.'})


class UsuarioPadraoMixin:
    """`usuario` defaults to who calls, as the panel's forms expect."""

    def perform_create(self, serializer):
        if serializer.validated_data.get('usuario') is None:
            serializer.save(usuario=self.request.user)
        else:
            serializer.save()


# --- cobranca: resources -------------------------------------------------------------------------


class AnalistaCobrancaViewSet(ModelViewSet):
    queryset = m.AnalistaCobranca.objects.all()
    serializer_class = s.AnalistaCobrancaSerializer
    filterset_fields = ['user', 'ativo']
    search_fields = ['nome', 'email']


class SupervisorViewSet(ModelViewSet):
    queryset = m.Supervisor.objects.all()
    serializer_class = s.SupervisorSerializer
    filterset_fields = ['user']
    search_fields = ['nome', 'email']


class VendedorViewSet(ModelViewSet):
    queryset = m.Vendedor.objects.all()
    serializer_class = s.VendedorSerializer
    filterset_fields = ['cod_filial', 'supervisor', 'ativo']
    search_fields = ['nome', 'email']


class VendedorAnalistaViewSet(ModelViewSet):
    queryset = m.VendedorAnalista.objects.all()
    serializer_class = s.VendedorAnalistaSerializer
    filterset_fields = ['cod_vendedor', 'analista']


class GrupoEconomicoViewSet(ModelViewSet):
    queryset = m.GrupoEconomico.objects.all()
    serializer_class = s.GrupoEconomicoSerializer
    search_fields = ['nome']


class FormaCobrancaViewSet(ModelViewSet):
    queryset = m.FormaCobranca.objects.all()
    serializer_class = s.FormaCobrancaSerializer
    filterset_fields = ['ativo']


class TipoResultadoViewSet(ModelViewSet):
    queryset = m.TipoResultado.objects.all()
    serializer_class = s.TipoResultadoSerializer
    filterset_fields = ['inativo']


CLIENTE_FILTERS = {
    'cod_cliente': ['exact', 'in'],
    'cod_vendedor': ['exact'],
    'cod_filial': ['exact'],
    'grupo_economico': ['exact'],
    'segmento': ['exact'],
    'regua': ['exact'],
    'analista': ['exact'],
    'supervisor': ['exact'],
    'uf': ['exact'],
    'ativo': ['exact'],
}


class ClienteViewSet(ClientScopedMixin, ModelViewSet):
    queryset = m.Cliente.objects.all()
    serializer_class = s.ClienteSerializer
    filterset_class = filterset(m.Cliente, CLIENTE_FILTERS)
    search_fields = ['cod_cliente', 'nome_fantasia', 'razao_social', 'cnpj_cpf', 'cidade']


class ClientesViewSet(ClienteViewSet):
    serializer_class = s.ClienteResumoSerializer
    search_fields = ['cod_cliente', 'nome_fantasia', 'cnpj_cpf']


class AtendimentoViewSet(UsuarioPadraoMixin, ClientScopedMixin, ModelViewSet):
    queryset = m.Atendimento.objects.all()
    serializer_class = s.AtendimentoSerializer
    filterset_class = filterset(
        m.Atendimento,
        ['is_deleted', 'cod_cliente', 'cod_vendedor', 'data_retorno', 'concluido', 'tipo_resultado', 'usuario'],
        **cliente_alias(),
    )
    search_fields = ['observacao']


class AtendimentoParcelaViewSet(UsuarioPadraoMixin, ClientScopedMixin, ModelViewSet):
    queryset = m.AtendimentoParcela.objects.all()
    serializer_class = s.AtendimentoParcelaSerializer
    filterset_class = filterset(m.AtendimentoParcela, ['cod_cliente', 'atendimento', 'conta_receber'], **cliente_alias())


class NegociacaoViewSet(UsuarioPadraoMixin, ClientScopedMixin, ModelViewSet):
    queryset = m.Negociacao.objects.all()
    serializer_class = s.NegociacaoSerializer
    filterset_class = filterset(m.Negociacao, ['cod_cliente', 'atendimento', 'status'], **cliente_alias())


class EntradaAtendimentoViewSet(UsuarioPadraoMixin, ClientScopedMixin, ModelViewSet):
    queryset = m.EntradaAtendimento.objects.all()
    serializer_class = s.EntradaAtendimentoSerializer
    filterset_class = filterset(m.EntradaAtendimento, ['cod_cliente', 'atendimento', 'negociacao'], **cliente_alias())


class EntradaParcelaViewSet(ClientScopedMixin, ModelViewSet):
    queryset = m.EntradaParcela.objects.all()
    serializer_class = s.EntradaParcelaSerializer
    filterset_class = filterset(m.EntradaParcela, ['cod_cliente', 'entrada', 'atendimento', 'pago'], **cliente_alias())


class LembreteViewSet(UsuarioPadraoMixin, ClientScopedMixin, ModelViewSet):
    queryset = m.Lembrete.objects.all()
    serializer_class = s.LembreteSerializer
    filterset_class = filterset(m.Lembrete, ['cod_cliente', 'atendimento', 'concluido', 'usuario'], **cliente_alias())
    search_fields = ['descricao']


class ClienteTelefoneViewSet(ClientScopedMixin, ModelViewSet):
    queryset = m.ClienteTelefone.objects.all()
    serializer_class = s.ClienteTelefoneSerializer
    filterset_class = filterset(m.ClienteTelefone, ['cod_cliente', 'tipo', 'whatsapp'], **cliente_alias())


class ClienteEmailViewSet(ClientScopedMixin, ModelViewSet):
    queryset = m.ClienteEmail.objects.all()
    serializer_class = s.ClienteEmailSerializer
    filterset_class = filterset(m.ClienteEmail, ['cod_cliente', 'recebe_cobranca'], **cliente_alias())


class ParecerFilterSet(df.FilterSet):
    cliente = df.NumberFilter(field_name='cod_cliente')
    grupo_economico = df.NumberFilter(field_name='cod_cliente__grupo_economico')
    status__in = CharInFilter(method='filter_status')

    class Meta:
        model = m.ParecerCredito
        fields = {'cod_cliente': ['exact'], 'usuario': ['exact'], 'situacao': ['exact', 'in'], 'data': ['exact', 'gte', 'lte']}

    def filter_status(self, queryset, name, value):
        today = timezone.localdate()
        vencido = Q(situacao='aprovado', validade__lt=today)
        wanted = Q(pk__in=[])
        for item in value:
            if item == 'vencido':
                wanted |= vencido
            elif item == 'aprovado':
                wanted |= Q(situacao='aprovado') & ~vencido
            else:
                wanted |= Q(situacao=item)
        return queryset.filter(wanted)


class ParecerCreditoViewSet(ClientScopedMixin, ModelViewSet):
    queryset = m.ParecerCredito.objects.select_related('cod_cliente', 'usuario', 'aprovado_por')
    serializer_class = s.ParecerCreditoSerializer
    filterset_class = ParecerFilterSet

    def perform_create(self, serializer):
        cliente = serializer.validated_data['cod_cliente']
        serializer.save(usuario=self.request.user, limite_atual=cliente.limite_credito, versao=1, situacao='em_analise')

    def perform_update(self, serializer):
        serializer.save(
            versao=serializer.instance.versao + 1,
            atualizado_em=timezone.now(),
            atualizado_por=self.request.user,
        )


class ReguaViewSet(ModelViewSet):
    queryset = m.Regua.objects.all()
    serializer_class = s.ReguaSerializer

    def destroy(self, request, *args, **kwargs):
        regua = self.get_object()
        mover_para = request.query_params.get('mover_para')
        qtd = regua.clientes.count()
        if mover_para not in (None, ''):
            destino = m.Regua.objects.exclude(pk=regua.pk).filter(pk=mover_para if mover_para.isdigit() else None).first()
            if destino is None:
                raise ValidationError({'mover_para': [f'Pk inválido "{mover_para}" - objeto não existe.']})
            with transaction.atomic():
                regua.clientes.update(regua=destino)
                regua.segmentos.update(regua=destino)
        elif qtd > 0:
            return Response(
                {'detail': 'A régua tem clientes: informe a régua que passa a atendê-los (mover_para).', 'qtd_clientes': qtd},
                status=status.HTTP_400_BAD_REQUEST,
            )
        self.perform_destroy(regua)
        return Response(status=status.HTTP_204_NO_CONTENT)


class ReguaExtendedViewSet(ReguaViewSet):
    queryset = m.Regua.objects.prefetch_related('acoes', 'segmentos', 'faixas')
    serializer_class = s.ReguaExtendedSerializer


class ReguaAcaoViewSet(ModelViewSet):
    queryset = m.ReguaAcao.objects.all()
    serializer_class = s.ReguaAcaoSerializer
    filterset_fields = ['regua', 'canal', 'template', 'ativo']


class ReguaSegmentoViewSet(ModelViewSet):
    queryset = m.ReguaSegmento.objects.all()
    serializer_class = s.ReguaSegmentoSerializer
    filterset_fields = ['regua']


class ReguaStatusViewSet(ModelViewSet):
    queryset = m.ReguaStatus.objects.all()
    serializer_class = s.ReguaStatusSerializer
    filterset_fields = ['regua']


class ModeloMensagemViewSet(ModelViewSet):
    queryset = m.ModeloMensagem.objects.all()
    serializer_class = s.ModeloMensagemSerializer
    filterset_fields = ['canal', 'ativo']
    search_fields = ['nome', 'assunto', 'corpo']


class ServidorSmtpViewSet(ModelViewSet):
    queryset = m.ServidorSmtp.objects.all()
    serializer_class = s.ServidorSmtpSerializer
    filterset_fields = ['ativo']


class MarcacaoList(Base, generics.ListAPIView):
    queryset = m.Marcacao.objects.all()
    serializer_class = s.MarcacaoSerializer


# --- cobranca: base de cobrança (grouped receivables), notifications ------------------------------

AGING = ['a_vencer', 'd1_30', 'd31_60', 'd61_90', 'd91_180', 'd180_mais']


def aging_bucket(dias):
    if dias <= 0:
        return 'a_vencer'
    for limit, key in ((30, 'd1_30'), (60, 'd31_60'), (90, 'd61_90'), (180, 'd91_180')):
        if dias <= limit:
            return key
    return 'd180_mais'


def codes(value):
    if isinstance(value, (list, tuple)):
        items = value
    else:
        items = str(value or '').split(',')
    return [int(v) for v in (str(i).strip() for i in items) if v.isdigit()]


def selected_customers(params, user):
    """The customers the collection-base filters keep (customer-level filters only)."""
    int_field = serializers.IntegerField()
    clientes = m.Cliente.objects.all()
    if is_client(user):
        clientes = clientes.filter(cod_cliente__in=linked_customers(user))
    for name, lookup in (('cliente', 'cod_cliente'), ('cod_cliente', 'cod_cliente'), ('grupo_economico', 'grupo_economico'),
                         ('analista', 'analista'), ('supervisor', 'supervisor'), ('segmento', 'segmento'), ('regua', 'regua')):
        value = params.get(name)
        if value not in (None, ''):
            clientes = clientes.filter(**{lookup: parse(int_field, name, value)})
    for name in ('uf', 'cidade', 'tipo_pessoa'):
        if params.get(name):
            clientes = clientes.filter(**{name: params[name]})
    if params.get('clientes') not in (None, '', []):
        clientes = clientes.filter(cod_cliente__in=codes(params['clientes']))
    info = str(params.get('info') or '').strip()
    if info:
        query = Q(nome_fantasia__icontains=info) | Q(razao_social__icontains=info) | Q(cnpj_cpf__icontains=info)
        if info.isdigit():
            query |= Q(cod_cliente=int(info))
        clientes = clientes.filter(query)
    if params.get('proximo_contato') == 'hoje':
        hoje = m.Atendimento.objects.filter(is_deleted=False, data_retorno=timezone.localdate())
        clientes = clientes.filter(cod_cliente__in=hoje.values('cod_cliente'))
    return clientes


def grouped_receivables(params, user, with_titles=True):
    """ContasReceberAgrupado rows: the customers of the filter with the totals of their titles."""
    int_field = serializers.IntegerField()
    date_field = serializers.DateField()
    clientes = {c.pk: c for c in selected_customers(params, user)}
    titulos = m.ContaReceber.objects.filter(cod_cliente__in=list(clientes))
    for name, lookup in (('filial', 'cod_filial'), ('cod_filial', 'cod_filial'), ('vendedor', 'cod_vendedor'),
                         ('cod_vendedor', 'cod_vendedor'), ('forma_cobranca', 'forma_cobranca')):
        value = params.get(name)
        if value not in (None, ''):
            titulos = titulos.filter(**{lookup: parse(int_field, name, value)})
    for name, lookup in (('data_vencimento_inicio', 'data_vencimento__gte'), ('data_vencimento_fim', 'data_vencimento__lte'),
                         ('data_emissao_inicio', 'data_emissao__gte'), ('data_emissao_fim', 'data_emissao__lte')):
        if params.get(name):
            titulos = titulos.filter(**{lookup: parse(date_field, name, params[name])})
    if params.get('documento'):
        titulos = titulos.filter(documento__icontains=params['documento'])
    wanted_status = [x for x in str(params.get('status') or '').split(',') if x]
    if not wanted_status and not flag(params.get('incluir_pagos', '')):
        titulos = titulos.filter(saldo__gt=0)

    groups = OrderedDict()
    for t in titulos.order_by('data_vencimento', 'id'):
        if wanted_status and t.status not in wanted_status:
            continue
        g = groups.get(t.cod_cliente_id)
        if g is None:
            g = groups[t.cod_cliente_id] = {
                'titles': [], 'valor': Decimal(0), 'pago': Decimal(0), 'saldo': Decimal(0), 'vencido': Decimal(0),
                'vencidos': 0, 'atraso': 0, 'aging': {k: Decimal(0) for k in AGING},
            }
        g['titles'].append(t)
        g['valor'] += t.valor
        g['pago'] += t.valor_pago
        g['saldo'] += t.saldo
        if t.status == 'vencido':
            g['vencido'] += t.saldo
            g['vencidos'] += 1
            g['atraso'] = max(g['atraso'], t.dias_atraso)
        if t.saldo > 0:
            g['aging'][aging_bucket(t.dias_atraso)] += t.saldo

    rows = []
    for cod, g in groups.items():
        c = clientes[cod]
        rows.append({
            'cod_cliente': c.cod_cliente,
            'nome_fantasia': c.nome_fantasia,
            'razao_social': c.razao_social,
            'cnpj_cpf': c.cnpj_cpf,
            'cod_vendedor': c.cod_vendedor_id,
            'cod_filial': c.cod_filial,
            'grupo_economico': c.grupo_economico_id,
            'analista': c.analista_id,
            'qtd_titulos': len(g['titles']),
            'qtd_vencidos': g['vencidos'],
            'maior_atraso': g['atraso'],
            'valor_total': money(g['valor']),
            'valor_pago': money(g['pago']),
            'saldo_total': money(g['saldo']),
            'saldo_vencido': money(g['vencido']),
            'saldo_a_vencer': money(g['saldo'] - g['vencido']),
            'aging': {k: money(v) for k, v in g['aging'].items()},
            'titulos': s.ContaReceberSerializer(g['titles'], many=True).data if with_titles else [],
        })
    rows.sort(key=lambda r: (-Decimal(r['saldo_vencido']), -Decimal(r['saldo_total']), r['cod_cliente']))
    ordering = str(params.get('ordering') or '').strip()
    if ordering:
        for key in reversed([k.strip() for k in ordering.split(',') if k.strip()]):
            field = key.lstrip('-')
            if rows and field in rows[0] and not isinstance(rows[0][field], (dict, list)):
                numeric = field.startswith(('valor', 'saldo'))
                rows.sort(key=lambda r: (r[field] is None, Decimal(r[field]) if numeric else r[field] or 0), reverse=key.startswith('-'))
    return rows


class ContasReceberAgrupadoView(Base, generics.GenericAPIView):
    """GET and POST (a read: the filters in the body); paged by DRF's pagination as any list."""

    post_is_read = True
    filter_backends = []

    def answer(self, params):
        rows = grouped_receivables(params, self.request.user, with_titles=not (str(params.get('incluir_titulos', '')).lower() == 'false'))
        page = self.paginate_queryset(rows)
        if page is not None:
            return self.get_paginated_response(page)
        return Response(rows)

    def get(self, request):
        return self.answer(request.query_params.dict())

    def post(self, request):
        params = request.query_params.dict()
        if isinstance(request.data, dict):
            params.update(request.data)
        return self.answer(params)


CANAIS = ['sms', 'email', 'whatsapp']


def destinations(cod_cliente):
    telefones = list(m.ClienteTelefone.objects.filter(cod_cliente=cod_cliente))
    return {
        'sms': [t.telefone for t in telefones if t.tipo == 'celular'],
        'whatsapp': [t.telefone for t in telefones if t.whatsapp],
        'email': list(m.ClienteEmail.objects.filter(cod_cliente=cod_cliente, recebe_cobranca=True).values_list('email', flat=True)),
    }


class CanNotifyView(Base, APIView):
    def get(self, request):
        if is_client(request.user):
            raise PermissionDenied()
        groups = grouped_receivables(request.query_params.dict(), request.user, with_titles=False)
        lists = {c: [] for c in CANAIS}
        sem_contato = {c: [] for c in CANAIS}
        for g in groups:
            to = destinations(g['cod_cliente'])
            who = {'cod_cliente': g['cod_cliente'], 'nome_fantasia': g['nome_fantasia']}
            for canal in CANAIS:
                if to[canal]:
                    lists[canal].append({**who, 'destinos': to[canal]})
                else:
                    sem_contato[canal].append(who)
        return Response({
            'canNotify': bool(groups),
            'motivo': None if groups else 'Nenhum cliente com títulos em aberto para estes filtros.',
            'clientes': len(groups),
            'smsCount': len(lists['sms']),
            'emailCount': len(lists['email']),
            'whatsappCount': len(lists['whatsapp']),
            'smsList': lists['sms'],
            'emailList': lists['email'],
            'whatsappList': lists['whatsapp'],
            'semContato': sem_contato,
        })


class QueueView(Base, APIView):
    def post(self, request):
        if is_client(request.user):
            raise PermissionDenied()
        pedido = s.PedidoNotificacaoSerializer(data=request.data)
        pedido.is_valid(raise_exception=True)
        canal = pedido.validated_data['canal']
        params = {k: v for k, v in (pedido.validated_data.get('filtros') or {}).items()}
        if pedido.validated_data.get('clientes'):
            params['clientes'] = pedido.validated_data['clientes']
        groups = grouped_receivables(params, request.user, with_titles=False)
        if not groups:
            return Response({'detail': 'Nenhum cliente com títulos em aberto para estes filtros.', 'canNotify': True}, status=400)
        wanted = pedido.validated_data.get('template')
        template = m.ModeloMensagem.objects.filter(pk=wanted, canal=canal).first() if wanted else None
        template = template or m.ModeloMensagem.objects.filter(canal=canal, ativo=True).first()
        if template is None:
            raise ValidationError({'template': ['Nenhum modelo ativo para o canal.']})
        agora = timezone.now()
        mensagens = sem_contato = 0
        for g in groups:
            cliente = m.Cliente.objects.get(pk=g['cod_cliente'])
            oldest = m.ContaReceber.objects.filter(
                cod_cliente=cliente, saldo__gt=0, data_vencimento__lt=timezone.localdate()
            ).order_by('data_vencimento').first()
            base = dict(
                data=agora, data_referencia=timezone.localdate(), cod_cliente=cliente, conta_receber=oldest,
                documento=oldest.documento if oldest else None, regua=cliente.regua,
                regua_acao=m.ReguaAcao.objects.filter(regua=cliente.regua, canal=canal).first() if cliente.regua_id else None,
                template=template, canal=canal, origem='manual',
            )
            to = destinations(cliente.pk)[canal]
            if not to:
                sem_contato += 1
                m.DisparoAutomatico.objects.create(**base, destinatario='', status='falha', erro='Cliente sem contato cadastrado para o canal.')
            for destinatario in to:
                mensagens += 1
                m.DisparoAutomatico.objects.create(**base, destinatario=destinatario, status='enviado')
        return Response(
            {'detail': 'Notificações enfileiradas.', 'canal': canal, 'clientes': len(groups), 'mensagens': mensagens,
             'sem_contato': sem_contato, 'canNotify': False},
            status=status.HTTP_201_CREATED,
        )


class SmtpTestView(Base, APIView):
    """Checks the settings; no socket is opened (a test server must not reach the network)."""

    def post(self, request):
        data = s.TesteSmtpSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        host, port = data.validated_data['host'].strip(), data.validated_data['port']
        if data.validated_data.get('use_tls') and data.validated_data.get('use_ssl'):
            return Response({'ok': False, 'detail': 'Escolha TLS ou SSL, não os dois.'}, status=400)
        if not (1 <= port <= 65535):
            raise ValidationError({'port': ['Informe uma porta entre 1 e 65535.']})
        secure = 'SSL' if data.validated_data.get('use_ssl') else 'TLS' if data.validated_data.get('use_tls') else 'sem criptografia'
        return Response({'ok': True, 'detail': f'Conexão com {host}:{port} bem-sucedida ({secure}). Nenhuma mensagem foi enviada.'})


class ConcluirAtendimentosView(Base, APIView):
    def post(self, request, pk):
        cliente = m.Cliente.objects.filter(pk=pk).first() if str(pk).isdigit() else None
        if cliente is None or (is_client(request.user) and cliente.pk not in linked_customers(request.user)):
            raise NotFound()
        quantidade = m.Atendimento.objects.filter(cod_cliente=cliente, is_deleted=False, concluido=False).update(concluido=True)
        return Response({'detail': 'Atendimentos concluídos.', 'cod_cliente': cliente.pk, 'quantidade': quantidade})


# --- disparos e relatórios -----------------------------------------------------------------------


def period(params, required=False):
    date_field = serializers.DateField()
    inicio = params.get('data_inicio') or None
    fim = params.get('data_fim') or None
    errors = {}
    for name, value in (('data_inicio', inicio), ('data_fim', fim)):
        if value:
            try:
                date_field.run_validation(value)
            except ValidationError as exc:
                errors[name] = exc.detail
    if errors:
        raise ValidationError(errors)
    if required and not (inicio and fim):
        return None
    return (date_field.to_internal_value(inicio) if inicio else None, date_field.to_internal_value(fim) if fim else None)


def local_day(instant):
    return timezone.localtime(instant).date()


class DisparoAutomaticoList(Base, generics.ListAPIView):
    serializer_class = s.DisparoAutomaticoSerializer
    filterset_fields = ['cod_cliente', 'canal', 'status', 'regua', 'origem', 'template']

    def get_queryset(self):
        if is_client(self.request.user):
            raise PermissionDenied()
        inicio, fim = period(self.request.query_params)
        queryset = m.DisparoAutomatico.objects.all()
        if inicio:
            queryset = queryset.filter(data__date__gte=inicio)
        if fim:
            queryset = queryset.filter(data__date__lte=fim)
        params = self.request.query_params
        if not flag(params.get('incluir_ignorados', '')) and params.get('status') != 'ignorado':
            queryset = queryset.exclude(status='ignorado')
        return queryset.order_by('-data', '-id')


CANAL_LABEL = {'email': 'E-mail', 'sms': 'SMS', 'whatsapp': 'WhatsApp'}


def body_rows(request):
    """PlanilhaLinhas: `data` (rows) and `title`; None when no `data` was sent."""
    body = request.data if isinstance(request.data, dict) else {}
    data = body.get('data')
    if data is None:
        return None, body.get('title')
    if not isinstance(data, list) or any(not isinstance(r, dict) for r in data):
        raise ValidationError({'data': ['Envie uma lista de linhas (objetos).']})
    return data, body.get('title')


class DisparoAutomaticoExcel(Base, APIView):
    post_is_read = True

    def post(self, request):
        if is_client(request.user):
            raise PermissionDenied()
        inicio, fim = period(request.query_params)
        rows, title = body_rows(request)
        if rows is None:
            queryset = m.DisparoAutomatico.objects.select_related('cod_cliente').order_by('-data', '-id')
            if inicio:
                queryset = queryset.filter(data__date__gte=inicio)
            if fim:
                queryset = queryset.filter(data__date__lte=fim)
            rows = [
                {
                    'Data': timezone.localtime(d.data).strftime('%d/%m/%Y %H:%M'),
                    'Cliente': f'{d.cod_cliente_id} · {d.cod_cliente.nome_fantasia}',
                    'Canal': CANAL_LABEL.get(d.canal, d.canal),
                    'Destinatário': d.destinatario,
                    'Status': d.status,
                    'Motivo': d.erro or '',
                    'Documento': d.documento or '',
                }
                for d in queryset
            ]
        return xlsx_response(rows, (title or '').strip() or 'Relatório de Disparo Automático')


def analyst_actions(inicio, fim):
    """The analysts' actions on titles (atendimento-atak-cobranca) in the period."""
    analistas = {a.user_id: a.nome for a in m.AnalistaCobranca.objects.exclude(user=None)}
    queryset = m.AtendimentoParcela.objects.exclude(conta_receber=None).select_related('conta_receber', 'usuario')
    out = []
    for a in queryset.order_by('data', 'id'):
        day = local_day(a.data)
        if (inicio and day < inicio) or (fim and day > fim):
            continue
        nome = analistas.get(a.usuario_id) or (a.usuario.get_full_name() if a.usuario else '') or 'Sem analista'
        out.append((a, nome))
    return out


class RankingAnalistaView(Base, APIView):
    def get(self, request):
        if is_client(request.user):
            raise PermissionDenied()
        dates = period(request.query_params, required=True)
        if dates is None:
            return Response([])
        rows = []
        for action, nome in analyst_actions(*dates):
            titulo = action.conta_receber
            pago = titulo.status == 'pago'
            rows.append({
                'analistacobranca': nome,
                'documento': titulo.documento,
                'pago': pago,
                'valor_presente': money(titulo.valor_pago if pago else titulo.saldo),
            })
        return Response(rows)


class EficienciaExcelView(Base, APIView):
    post_is_read = True

    def rows(self, request):
        inicio, fim = period(request.query_params)
        por_analista = request.query_params.get('dimensao') == 'analista'
        acc = OrderedDict()

        def add(key, canal, titulo, quando):
            row = acc.setdefault(key, {'canal': canal, 'acoes': 0, 'titulos': set(), 'pagos': set(), 'valor': Decimal(0)})
            row['acoes'] += 1
            row['titulos'].add(titulo.pk)
            paid = titulo.data_pagamento
            if titulo.status == 'pago' and paid and paid >= quando and titulo.pk not in row['pagos']:
                row['pagos'].add(titulo.pk)
                row['valor'] += titulo.valor_pago

        for action, nome in analyst_actions(inicio, fim):
            add(nome if por_analista else action.acao or 'Atendimento', '', action.conta_receber, local_day(action.data))
        if not por_analista:
            disparos = m.DisparoAutomatico.objects.exclude(conta_receber=None).exclude(status__in=['falha', 'ignorado'])
            for d in disparos.select_related('conta_receber', 'regua_acao'):
                day = local_day(d.data)
                if (inicio and day < inicio) or (fim and day > fim):
                    continue
                label = d.regua_acao.descricao if d.regua_acao else 'Notificação manual'
                add(label, CANAL_LABEL.get(d.canal, d.canal), d.conta_receber, day)
        first = 'Analista' if por_analista else 'Ação'
        return [
            {first: key, 'Canal': r['canal'], 'Ações': r['acoes'], 'Títulos': len(r['titulos']),
             'Títulos pagos': len(r['pagos']), 'Valor recuperado': Decimal(money(r['valor']))}
            for key, r in acc.items()
        ]

    def get(self, request):
        if is_client(request.user):
            raise PermissionDenied()
        return xlsx_response(self.rows(request), 'Eficiência Ações de Cobrança')

    def post(self, request):
        if is_client(request.user):
            raise PermissionDenied()
        rows, _title = body_rows(request)
        return xlsx_response(self.rows(request) if rows is None else rows, 'Eficiência Ações de Cobrança')


# --- sessão, usuários, comum ---------------------------------------------------------------------


class AccessView(APIView):
    def get(self, request):
        return Response(s.PerfilDoUsuarioSerializer(request.user).data)


class ChangePasswordView(APIView):
    def post(self, request):
        user = request.user
        data = request.data if isinstance(request.data, dict) else {}
        current = str(data.get('old_password') or '')
        new = str(data.get('new_password') or '')
        confirm = str(data.get('new_password_confirm') or '')
        perfil = perfil_of(user)
        errors = []
        if not perfil.first_login:
            if not current:
                errors.append('Informe a senha atual.')
            elif not user.check_password(current):
                errors.append('A senha atual está incorreta.')
        if not new:
            errors.append('Informe a nova senha.')
        else:
            try:
                validate_password(new, user)
            except DjangoValidationError as exc:
                errors.extend(exc.messages)
            if new != confirm:
                errors.append('A confirmação não corresponde à nova senha.')
            if user.check_password(new):
                errors.append('A nova senha deve ser diferente da senha atual.')
        if errors:
            return Response({'success': False, 'errors': errors}, status=400)
        user.set_password(new)
        user.save(update_fields=['password'])
        perfil.first_login = False
        perfil.save(update_fields=['first_login'])
        return Response({'success': True, 'detail': 'Senha alterada com sucesso.'})


class CriarUsuarioView(APIView):
    """Anonymous: a pending request (inactive, no profile). With a bearer: Usuários page only."""

    permission_classes = [AllowAny]

    def post(self, request):
        by_admin = bool(request.user and request.user.is_authenticated)
        if by_admin and not manages_users(request.user):
            raise PermissionDenied()
        serializer = s.NovoUsuarioSerializer(data=request.data, context={'by_admin': by_admin})
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        perfil = data.get('perfil') if by_admin else None
        if perfil == 'admin' and not request.user.is_superuser:
            raise PermissionDenied('Só um superusuário concede o perfil de administrador.')
        with transaction.atomic():
            user = User.objects.create_user(
                username=data['username'], email=data['email'], password=data['password'],
                first_name=data['first_name'].strip(), last_name=(data.get('last_name') or '').strip(),
                is_active=by_admin, is_staff=bool(perfil and perfil != 'cliente'), is_superuser=perfil == 'admin',
            )
            m.Perfil.objects.create(
                user=user, nome=perfil, is_client=perfil == 'cliente', first_login=by_admin,
                routes=routes_of(perfil), pendente=not by_admin, solicitacao=(data.get('solicitacao') or '').strip(),
            )
            clientes = sorted(set(data.get('clientes') or [])) if perfil == 'cliente' else []
            for cod in clientes:
                m.UserClient.objects.create(user=user, cod_cliente_id=cod)
        out = dict(s.UsuarioSistemaSerializer(user).data, clientes=clientes)
        if not by_admin:
            out['detail'] = 'Solicitação recebida. Um administrador vai liberar o acesso; você receberá um e-mail quando isso acontecer.'
        return Response(out, status=status.HTTP_201_CREATED)


class UserClientFilterSet(df.FilterSet):
    user__in = NumberInFilter(field_name='user_id', lookup_expr='in')
    cod_cliente__in = NumberInFilter(field_name='cod_cliente_id', lookup_expr='in')

    class Meta:
        model = m.UserClient
        fields = ['user', 'cod_cliente']


class UserClientList(Base, generics.ListAPIView):
    queryset = m.UserClient.objects.all()
    serializer_class = s.UserClientSerializer
    filterset_class = UserClientFilterSet

    def get_queryset(self):
        queryset = super().get_queryset()
        if is_client(self.request.user):
            queryset = queryset.filter(user=self.request.user)
        return queryset


class UserFilterSet(df.FilterSet):
    is_client = df.BooleanFilter(field_name='perfil__is_client')
    pendente = df.BooleanFilter(field_name='perfil__pendente')

    class Meta:
        model = User
        fields = ['is_active', 'is_superuser']


class UserList(Base, generics.ListAPIView):
    queryset = User.objects.select_related('perfil').order_by('id')
    serializer_class = s.UsuarioSistemaSerializer
    filterset_class = UserFilterSet
    search_fields = ['username', 'first_name', 'last_name', 'email']
    ordering_fields = ['id', 'username', 'first_name', 'last_name', 'email', 'date_joined', 'last_login', 'is_active']

    def get_queryset(self):
        queryset = super().get_queryset()
        if is_client(self.request.user):
            queryset = queryset.filter(pk=self.request.user.pk)
        return queryset


class ExcelView(APIView):
    """comum/excel: the rows sent, as a spreadsheet (any signed-in user: it only reads)."""

    def post(self, request):
        rows, title = body_rows(request)
        if rows is None:
            raise ValidationError({'data': ['Este campo é obrigatório.']})
        return xlsx_response(rows, (title or '').strip() or 'Planilha')


class VwFiltroEmpreendimentoList(Base, generics.ListAPIView):
    queryset = m.VwFiltroEmpreendimento.objects.all()
    serializer_class = s.VwFiltroEmpreendimentoSerializer
    filterset_fields = ['regiao', 'uf', 'cidade', 'empreendimento']


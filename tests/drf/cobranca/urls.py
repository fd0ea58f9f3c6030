"""
/api/cobranca/: every `x-origem: spec` path of the module, in the exact form the contract writes
(most end in '/'; disparo-automatico, its /excel, report-ranking-analista and
report-eficiencia-cobranca/excel do not). Explicit paths come before the router, so that
notificacao/smtp/test/ is not read as the detail of a server with pk "test".
"""
from django.urls import path
from rest_framework.routers import DefaultRouter

from . import views as v

router = DefaultRouter()
router.register('analista-cobranca', v.AnalistaCobrancaViewSet, basename='analista-cobranca')
router.register('atendimento-atak-cobranca', v.AtendimentoParcelaViewSet, basename='atendimento-atak-cobranca')
router.register('atendimento-entrada-parcela', v.EntradaParcelaViewSet, basename='atendimento-entrada-parcela')
router.register('atendimento-entrada', v.EntradaAtendimentoViewSet, basename='atendimento-entrada')
router.register('atendimento-negociacao', v.NegociacaoViewSet, basename='atendimento-negociacao')
router.register('atendimento-tipo-resultado', v.TipoResultadoViewSet, basename='atendimento-tipo-resultado')
router.register('atendimento', v.AtendimentoViewSet, basename='atendimento')
router.register('cliente-email', v.ClienteEmailViewSet, basename='cliente-email')
router.register('cliente-telefone', v.ClienteTelefoneViewSet, basename='cliente-telefone')
router.register('cliente', v.ClienteViewSet, basename='cliente')
router.register('clientes', v.ClientesViewSet, basename='clientes')
router.register('forma-cobranca', v.FormaCobrancaViewSet, basename='forma-cobranca')
router.register('grupo-economico', v.GrupoEconomicoViewSet, basename='grupo-economico')
router.register('lembrete', v.LembreteViewSet, basename='lembrete')
router.register('notificacao/smtp', v.ServidorSmtpViewSet, basename='notificacao-smtp')
router.register('notificacao/template', v.ModeloMensagemViewSet, basename='notificacao-template')
router.register('parecer-credito', v.ParecerCreditoViewSet, basename='parecer-credito')
router.register('regua-acao', v.ReguaAcaoViewSet, basename='regua-acao')
router.register('regua-extended', v.ReguaExtendedViewSet, basename='regua-extended')
router.register('regua-segmento', v.ReguaSegmentoViewSet, basename='regua-segmento')
router.register('regua-status', v.ReguaStatusViewSet, basename='regua-status')
router.register('regua', v.ReguaViewSet, basename='regua')
router.register('supervisor', v.SupervisorViewSet, basename='supervisor')
router.register('vendedor-analista', v.VendedorAnalistaViewSet, basename='vendedor-analista')
router.register('vendedor', v.VendedorViewSet, basename='vendedor')

urlpatterns = [
    path('atendimento/concluir-atendimentos/<str:pk>/', v.ConcluirAtendimentosView.as_view()),
    path('contas-receber-agrupado/', v.ContasReceberAgrupadoView.as_view()),
    path('criar-usuario/', v.CriarUsuarioView.as_view()),
    path('disparo-automatico', v.DisparoAutomaticoList.as_view()),
    path('disparo-automatico/excel', v.DisparoAutomaticoExcel.as_view()),
    path('notificacao/can-notify/', v.CanNotifyView.as_view()),
    path('notificacao/queue/', v.QueueView.as_view()),
    path('notificacao/smtp/test/', v.SmtpTestView.as_view()),
    path('notificacao/tags/', v.MarcacaoList.as_view()),
    path('report-eficiencia-cobranca/excel', v.EficienciaExcelView.as_view()),
    path('report-ranking-analista', v.RankingAnalistaView.as_view()),
    *router.urls,
]

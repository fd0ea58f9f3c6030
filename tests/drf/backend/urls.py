"""The URL table: only the `x-origem: spec` operations of api/openapi.yaml (see tests/drf/README.md)."""
from django.urls import include, path
from rest_framework_simplejwt.views import TokenObtainPairView, TokenRefreshView, TokenVerifyView

from cobranca import views

urlpatterns = [
    path('api/login/', TokenObtainPairView.as_view()),
    path('api/refresh/', TokenRefreshView.as_view()),
    path('api/verify/', TokenVerifyView.as_view()),
    path('api/access/access/', views.AccessView.as_view()),
    path('api/access/change-password/', views.ChangePasswordView.as_view()),
    path('api/access/user-client', views.UserClientList.as_view()),
    path('api/comum/excel/', views.ExcelView.as_view()),
    path('api/comum/user/', views.UserList.as_view()),
    path('api/comum/vw-filtro-empreendimento/', views.VwFiltroEmpreendimentoList.as_view()),
    path('api/cobranca/', include('cobranca.urls')),
]

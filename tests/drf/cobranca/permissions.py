"""
Deliberately simple (the brief: "not the focus"): any signed-in user reads; staff and superusers
write; client users only read, and only rows of their own customers where a view is scoped.
The per-page matrix of the contract (x-acesso / x-rotas) is NOT enforced here.
"""
from rest_framework.permissions import SAFE_METHODS, BasePermission

from .models import Perfil, UserClient


def perfil_of(user):
    perfil, _ = Perfil.objects.get_or_create(user=user)
    return perfil


def is_client(user):
    return bool(user and user.is_authenticated and perfil_of(user).is_client)


def linked_customers(user):
    return list(UserClient.objects.filter(user=user).values_list('cod_cliente_id', flat=True))


def manages_users(user):
    from .routes import USUARIOS

    if not user or not user.is_authenticated or is_client(user):
        return False
    return user.is_superuser or USUARIOS in (perfil_of(user).routes or [])


class StaffWritesClientReads(BasePermission):
    def has_permission(self, request, view):
        user = request.user
        if not user or not user.is_authenticated:
            return False
        if request.method in SAFE_METHODS or getattr(view, 'post_is_read', False):
            return True
        return (user.is_staff or user.is_superuser) and not is_client(user)


class ClientScopedMixin:
    """Client users see only rows of the customers linked to them (access/user-client)."""

    client_field = 'cod_cliente'

    def get_queryset(self):
        queryset = super().get_queryset()
        user = self.request.user
        if is_client(user):
            queryset = queryset.filter(**{f'{self.client_field}__in': linked_customers(user)})
        return queryset

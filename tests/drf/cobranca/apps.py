from django.apps import AppConfig


class CobrancaConfig(AppConfig):
    default_auto_field = 'django.db.models.AutoField'
    name = 'cobranca'
    verbose_name = 'Cobrança'

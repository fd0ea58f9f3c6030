#!/usr/bin/env bash
# Starts the stock DRF test backend on 127.0.0.1:PORT with a fresh, seeded SQLite database.
#   bash tests/drf/serve.sh 8765
# Env: DRF_DB (default $TMPDIR/drf-<port>.sqlite3, recreated on every start), DRF_PAGE_SIZE (5),
#      PYTHON (default /usr/bin/python3: Debian's, with Django 3.2 / DRF 3.14 / simplejwt / django-filter).
set -euo pipefail
PORT="${1:?uso: serve.sh PORTA}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PYTHON="${PYTHON:-/usr/bin/python3}"
export DRF_DB="${DRF_DB:-${TMPDIR:-/tmp}/drf-${PORT}.sqlite3}"
rm -f "$DRF_DB" "$DRF_DB-journal"
"$PYTHON" "$HERE/manage.py" migrate --noinput -v 0
"$PYTHON" "$HERE/manage.py" seed
echo "DRF backend: http://127.0.0.1:${PORT}/api/ (banco ${DRF_DB}; usuários admin, analista, supervisor, credito, financeiro, cliente; senha demo1234)"
exec "$PYTHON" "$HERE/manage.py" runserver "127.0.0.1:${PORT}" --noreload

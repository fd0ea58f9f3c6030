#!/usr/bin/env bash
# Runs Debian's nginx in the foreground with deploy/cobranca.conf.template, serving dist/ and
# proxying /api. Usage: scripts/serve-nginx.sh [port] [api-url]   (defaults 8080, http://127.0.0.1:8000)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
port="${1:-8080}"
api="${2:-http://127.0.0.1:8000}"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
[ -x "$nginx_bin" ] || { echo "nginx não encontrado: apt-get install -y nginx" >&2; exit 1; }
[ -f "$root/dist/index.html" ] || { echo "dist/ não existe: rode npm run build" >&2; exit 1; }
prefix="$(mktemp -d /tmp/cobranca-nginx.XXXXXX)"
mkdir -p "$prefix/logs" "$prefix/temp"
sed -e "s#@LISTEN@#127.0.0.1:$port#" -e "s#@DIST@#$root/dist#" -e "s#@API@#$api#" -e "s#@CONF@#$root/deploy#" \
  "$root/deploy/cobranca.conf.template" > "$prefix/cobranca.conf"
cat > "$prefix/nginx.conf" <<CONF
daemon off;
worker_processes 1;
pid $prefix/nginx.pid;
error_log $prefix/logs/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path $prefix/temp/body;
    proxy_temp_path $prefix/temp/proxy;
    fastcgi_temp_path $prefix/temp/fastcgi;
    uwsgi_temp_path $prefix/temp/uwsgi;
    scgi_temp_path $prefix/temp/scgi;
    include $prefix/cobranca.conf;
}
CONF
"$nginx_bin" -t -p "$prefix" -c "$prefix/nginx.conf" -q
exec "$nginx_bin" -p "$prefix" -c "$prefix/nginx.conf"

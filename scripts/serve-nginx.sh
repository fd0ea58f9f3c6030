#!/usr/bin/env bash
# Runs Debian's nginx in the foreground with deploy/cobranca.conf.template, serving the build and
# proxying /api. Usage: scripts/serve-nginx.sh [port] [api-url] [dist-dir]
#   defaults: 8080, http://127.0.0.1:8000, $SERVE_DIST or dist/ (relative to the repository)
# Works as root and as an ordinary user: every path the workers write (request bodies of large
# exports, proxied answers) is created for the user the workers run as.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
port="${1:-8080}"
api="${2:-http://127.0.0.1:8000}"
dist="${3:-${SERVE_DIST:-dist}}"
case "$dist" in /*) ;; *) dist="$root/$dist" ;; esac
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
[ -x "$nginx_bin" ] || { echo "nginx não encontrado: apt-get install -y nginx" >&2; exit 1; }
[ -f "$dist/index.html" ] || { echo "$dist não tem index.html: rode npm run build" >&2; exit 1; }

prefix="$(mktemp -d /tmp/cobranca-nginx.XXXXXX)"
mkdir -p "$prefix/logs" "$prefix/temp/body" "$prefix/temp/proxy" "$prefix/temp/fastcgi" \
  "$prefix/temp/uwsgi" "$prefix/temp/scgi"
user_line=""
if [ "$(id -u)" = "0" ]; then
  # As root the master starts its workers as an unprivileged user (nobody by default), who
  # could not write into a 0700 folder of root's: name the user and hand it the temp folders.
  worker="nobody"
  id -u www-data >/dev/null 2>&1 && worker="www-data"
  group="$(id -gn "$worker")"
  user_line="user $worker $group;"
  chmod 755 "$prefix"
  chown -R "$worker:$group" "$prefix/temp"
  # the workers read the build: every folder above it must be traversable
  if ! su -s /bin/sh "$worker" -c "test -r '$dist/index.html'" 2>/dev/null; then
    echo "aviso: $worker não consegue ler $dist; o nginx responderá 403 aos arquivos" >&2
  fi
fi
cleanup() {
  [ -n "${nginx_pid:-}" ] && kill "$nginx_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$prefix"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

# TRUSTED_PROXIES="10.0.0.5 10.0.1.0/24": the load balancers whose X-Forwarded-Proto nginx
# believes (for HSTS). Empty by default: no client can make a plain-HTTP answer carry HSTS.
proxies=""
for p in ${TRUSTED_PROXIES:-}; do
  [[ "$p" =~ ^[0-9a-fA-F.:/]+$ ]] || { echo "TRUSTED_PROXIES: endereço inválido: $p" >&2; exit 1; }
  proxies="$proxies    $p 1;\n"
done
sed -e "s#@LISTEN@#127.0.0.1:$port#" -e "s#@DIST@#$dist#" -e "s#@API@#$api#" -e "s#@CONF@#$root/deploy#" \
  -e "s#^@TRUSTED_PROXIES@\$#$proxies#" \
  "$root/deploy/cobranca.conf.template" > "$prefix/cobranca.conf"
cat > "$prefix/nginx.conf" <<CONF
$user_line
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
echo "nginx em http://127.0.0.1:$port servindo $dist (API: $api)"
"$nginx_bin" -p "$prefix" -c "$prefix/nginx.conf" &
nginx_pid=$!
wait "$nginx_pid"

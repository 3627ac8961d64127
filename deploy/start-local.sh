#!/usr/bin/env bash
# Starts the whole multi-instance deployment on one machine, without containers (deploy/README.md):
# Redis (Debian's redis-server), an S3-compatible store (npm s3rver), N server instances of the
# built application (node apps/api/dist/server.js) and HAProxy (Debian's haproxy) in front, on the
# PostgreSQL database named by DATABASE_URL. Everything runs as the calling user, with its pid,
# log and data under RUN_DIR; deploy/stop-local.sh stops it.
#
#   DATABASE_URL=postgres://rp:rp@localhost:5432/recrutement deploy/start-local.sh
#
# An external store or Redis is used instead of the local one when S3_ENDPOINT / REDIS_URL are set.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
: "${DATABASE_URL:?DATABASE_URL must name a PostgreSQL database (see deploy/README.md)}"
RUN_DIR=${RUN_DIR:-/tmp/recrutement-cluster}
INSTANCES=${INSTANCES:-2}
HTTP_ADDR=${HTTP_ADDR:-127.0.0.1}
HTTP_PORT=${HTTP_PORT:-8080}
APP_BASE_PORT=${APP_BASE_PORT:-3001}
REDIS_PORT=${REDIS_PORT:-6379}
S3_PORT=${S3_PORT:-4568}
HEALTH_PATH=${HEALTH_PATH:-/readyz}

need() {
  command -v "$1" >/dev/null 2>&1 || {
    echo "Introuvable : $1 — installez-le : sudo apt-get install -y $2" >&2
    exit 1
  }
}
need haproxy haproxy
need node nodejs
[ -n "${REDIS_URL:-}" ] || need redis-server redis-server
[ -f "$ROOT/apps/api/dist/server.js" ] && [ -f "$ROOT/apps/web/dist/index.html" ] || {
  echo "Application non construite : lancez d'abord « npm install && npm run build » dans $ROOT" >&2
  exit 1
}
if [ -f "$RUN_DIR/pids" ]; then
  echo "Déjà démarré (voir $RUN_DIR/pids) : deploy/stop-local.sh d'abord." >&2
  exit 1
fi
mkdir -p "$RUN_DIR/logs"
: >"$RUN_DIR/pids"

# Runs a command in the background, its output in logs/<name>.log, its pid in $RUN_DIR/pids.
launch() {
  local name=$1
  shift
  "$@" >>"$RUN_DIR/logs/$name.log" 2>&1 &
  echo "$! $name" >>"$RUN_DIR/pids"
}

# Waits until `curl` gets a 2xx from $1 (or gives up after $2 seconds, showing the log $3).
wait_http() {
  local url=$1 seconds=$2 log=$3
  for _ in $(seq $((seconds * 5))); do
    curl -fsS -o /dev/null "$url" 2>/dev/null && return 0
    sleep 0.2
  done
  echo "Pas de réponse de $url ; fin de $log :" >&2
  tail -n 30 "$log" >&2
  exit 1
}

# Waits until something listens on 127.0.0.1:$1 (or gives up after $2 seconds, showing the log $3).
wait_port() {
  local port=$1 seconds=$2 log=$3
  for _ in $(seq $((seconds * 5))); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && return 0
    sleep 0.2
  done
  echo "Rien n'écoute sur le port $port ; fin de $log :" >&2
  tail -n 30 "$log" >&2
  exit 1
}

# Shared secrets, made once: every instance signs and checks tokens with the same key.
[ -f "$RUN_DIR/jwt-secret" ] || (umask 077 && head -c 48 /dev/urandom | base64 | tr -d '\n' >"$RUN_DIR/jwt-secret")

if [ -z "${REDIS_URL:-}" ]; then
  # Counters and notices only: nothing to keep across a restart.
  launch redis redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no
  REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
  wait_port "$REDIS_PORT" 30 "$RUN_DIR/logs/redis.log"
fi

if [ -z "${S3_ENDPOINT:-}" ]; then
  # s3rver keeps its objects in files under RUN_DIR. It encrypts ListObjectsV2's continuation
  # tokens with DES, which Node's OpenSSL 3 offers only through its legacy provider.
  S3_BUCKET=${S3_BUCKET:-recrutement}
  mkdir -p "$RUN_DIR/s3"
  launch s3rver node --openssl-legacy-provider "$ROOT/node_modules/s3rver/bin/s3rver.js" \
    --directory "$RUN_DIR/s3" --address 127.0.0.1 --port "$S3_PORT" --silent --configure-bucket "$S3_BUCKET"
  S3_ENDPOINT="http://127.0.0.1:$S3_PORT"
  S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER S3_FORCE_PATH_STYLE=true
  wait_port "$S3_PORT" 30 "$RUN_DIR/logs/s3rver.log"
fi

export NODE_ENV=production TRUST_PROXY=true HOST=127.0.0.1
export DATABASE_URL REDIS_URL STORAGE=s3 S3_ENDPOINT S3_BUCKET
export S3_REGION=${S3_REGION:-us-east-1} S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY S3_FORCE_PATH_STYLE
export PUBLIC_URL=${PUBLIC_URL:-http://localhost:$HTTP_PORT}
JWT_SECRET=$(cat "$RUN_DIR/jwt-secret")
export JWT_SECRET AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true

servers=""
for i in $(seq 1 "$INSTANCES"); do
  port=$((APP_BASE_PORT + i - 1))
  # Each instance has its own data folder (mail written as files when no SMTP_URL is set).
  DATA_DIR="$RUN_DIR/app$i" PORT=$port launch "app$i" node "$ROOT/apps/api/dist/server.js"
  servers="$servers    server app$i 127.0.0.1:$port check\n"
done
# They start together: one prepares the database (migrations, reference data) while the others wait.
for i in $(seq 1 "$INSTANCES"); do
  wait_http "http://127.0.0.1:$((APP_BASE_PORT + i - 1))$HEALTH_PATH" 90 "$RUN_DIR/logs/app$i.log"
done

{ cat "$ROOT/deploy/haproxy.cfg"; printf '%b' "$servers"; } >"$RUN_DIR/haproxy.cfg"
export HTTP_ADDR HTTP_PORT HEALTH_PATH
haproxy -c -q -f "$RUN_DIR/haproxy.cfg"
launch haproxy haproxy -db -f "$RUN_DIR/haproxy.cfg"
wait_http "http://$HTTP_ADDR:$HTTP_PORT$HEALTH_PATH" 30 "$RUN_DIR/logs/haproxy.log"

cat <<EOF
Site : http://$HTTP_ADDR:$HTTP_PORT ($INSTANCES instances derrière HAProxy)
  PostgreSQL : ${DATABASE_URL##*@} ; Redis : $REDIS_URL ; S3 : $S3_ENDPOINT (compartiment $S3_BUCKET)
  Journaux : $RUN_DIR/logs ; arrêt : deploy/stop-local.sh
EOF

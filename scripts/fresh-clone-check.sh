#!/usr/bin/env bash
# The first ten minutes of a newcomer, checked: clone this repository (its committed HEAD) into a
# temporary folder, `npm install`, the clone is still clean (`git status`), build once, a start on a
# busy port fails clearly, a start on a free port prints the admin credentials, `curl /` (curl's own
# Accept: */*) gets the page, and every bad configuration value stops the start with a French message
# naming the variable and what it must be. CI runs it (.ci/run); run it by hand with
#   bash scripts/fresh-clone-check.sh                 # full npm install in the clone (minutes)
#   bash scripts/fresh-clone-check.sh --reuse-node-modules
# The second copies this checkout's node_modules into the clone first; `npm install` then still
# resolves the whole tree against the lockfile and would rewrite it the same way, only faster.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
reuse=false
[ "${1:-}" = "--reuse-node-modules" ] && reuse=true

work=$(mktemp -d "${TMPDIR:-/tmp}/rp-fresh-clone.XXXXXX")
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

failures=0
ok() { echo "  ok   $*"; }
fail() {
  echo "  FAIL $*" >&2
  failures=$((failures + 1))
}

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

echo "clone of $(git -C "$repo" rev-parse --short HEAD) into $work/repo"
git clone -q "$repo" "$work/repo"
cd "$work/repo"

if $reuse; then
  echo "npm install (node_modules copied from $repo)"
  cp -a "$repo/node_modules" .
else
  echo "npm install"
fi
npm install --no-audit --no-fund --loglevel=error
if [ -z "$(git status --porcelain)" ]; then
  ok "git status is clean after npm install"
else
  fail "npm install changed the clone:"
  git status --short >&2
  git diff --stat >&2
fi

echo "npm run build"
npm run -s build >"$work/build.log" 2>&1 || {
  tail -30 "$work/build.log" >&2
  fail "npm run build"
  exit 1
}

export NODE_ENV=production HOST=127.0.0.1 DATA_DIR="$work/data"
server=(node apps/api/dist/server.js)

# 1. A busy port: a clear message, no stack, a failed exit, and nothing lost for the next start.
busy_port=$(free_port)
node -e "require('net').createServer().listen($busy_port,'127.0.0.1')" &
pids+=($!)
for _ in $(seq 50); do (exec 3<>"/dev/tcp/127.0.0.1/$busy_port") 2>/dev/null && break; sleep 0.1; done
if PORT=$busy_port timeout 120 "${server[@]}" >"$work/busy.out" 2>"$work/busy.err"; then
  fail "a start on the busy port $busy_port succeeded"
elif grep -q "Le port est déjà utilisé" "$work/busy.err" && ! grep -qE '^\s+at ' "$work/busy.err"; then
  ok "a start on a busy port stops with: $(head -1 "$work/busy.err")"
else
  fail "a start on a busy port said: $(cat "$work/busy.err")"
fi
kill "${pids[-1]}"

# 2. A free port: the credentials are printed (the failed start above created no admin).
port=$(free_port)
PORT=$port "${server[@]}" >"$work/start.out" 2>"$work/start.err" &
pids+=($!)
for _ in $(seq 600); do grep -q "prête :" "$work/start.out" && break; sleep 0.1; done
if grep -q "prête : http://127.0.0.1:$port" "$work/start.out"; then
  ok "started on port $port"
else
  fail "no start on port $port: $(cat "$work/start.out" "$work/start.err")"
fi
if grep -qE "e-mail +: admin@example.com" "$work/start.out" && grep -qE "mot de passe : \S{8,}" "$work/start.out"; then
  ok "the admin credentials are printed"
else
  fail "no admin credentials in: $(cat "$work/start.out")"
fi

# 3. curl with its default headers (Accept: */*) gets the page, an API client keeps JSON.
read -r status type < <(curl -s -o "$work/home.html" -w '%{http_code} %{content_type}\n' "http://127.0.0.1:$port/")
if [ "$status" = 200 ] && [[ "$type" == text/html* ]] && grep -q '<div id="root"' "$work/home.html"; then
  ok "curl / answers 200 $type"
else
  fail "curl / answered $status $type"
fi
read -r status type < <(curl -s -o /dev/null -w '%{http_code} %{content_type}\n' -H 'Accept: application/json' "http://127.0.0.1:$port/nulle-part")
if [ "$status" = 404 ] && [[ "$type" == application/json* ]]; then
  ok "an unknown path with Accept: application/json answers 404 JSON"
else
  fail "an unknown path with Accept: application/json answered $status $type"
fi
kill -TERM "${pids[-1]}"
wait "${pids[-1]}" 2>/dev/null || true

# 4. Bad configuration values: the variable, the range or the values, in French; `npm start` says it
#    before building (the check takes a second).
check_config() {
  local assignment=$1 expected=$2 out
  if out=$(env PORT=0 "$assignment" timeout 60 "${server[@]}" 2>&1); then
    fail "$assignment: the server started"
  elif [[ "$out" == *"$expected"* ]]; then
    ok "$assignment: $(grep -F "$expected" <<<"$out" | head -1 | sed 's/^ *- //')"
  else
    fail "$assignment: expected « $expected », got: $out"
  fi
}
check_config MAX_UPLOAD_MB=0 "MAX_UPLOAD_MB: doit être un nombre entier de 1 à 100"
check_config MAX_UPLOAD_MB=101 "MAX_UPLOAD_MB: doit être un nombre entier de 1 à 100"
check_config PORT=70000 "PORT: doit être un nombre entier de 0 à 65535"
check_config PORT=-1 "PORT: doit être un nombre entier de 0 à 65535"
check_config NODE_ENV=prod "NODE_ENV: doit valoir development, production ou test"
check_config LOG_LEVEL=verbose "LOG_LEVEL: doit valoir fatal, error, warn, info, debug, trace ou silent"

started=$(date +%s)
if out=$(MAX_UPLOAD_MB=0 timeout 120 npm start 2>&1); then
  fail "npm start with MAX_UPLOAD_MB=0 started"
elif [[ "$out" == *"MAX_UPLOAD_MB: doit être un nombre entier de 1 à 100"* ]] && [ $(($(date +%s) - started)) -lt 20 ] &&
  [[ "$out" != *"vite"* ]]; then
  ok "npm start checks the configuration before building ($(($(date +%s) - started)) s)"
else
  fail "npm start with MAX_UPLOAD_MB=0 said, after $(($(date +%s) - started)) s: $out"
fi

if [ "$failures" -gt 0 ]; then
  echo "fresh clone: $failures check(s) failed" >&2
  exit 1
fi
echo "fresh clone: every check passed"

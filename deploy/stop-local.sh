#!/usr/bin/env bash
# Stops what deploy/start-local.sh started (HAProxy first, then the instances, then the store and
# Redis), by the pids it recorded: SIGTERM, then SIGKILL after 15 seconds. The data stays in
# RUN_DIR (objects of the local store, the shared secret); PURGE=1 removes it too.
set -uo pipefail
RUN_DIR=${RUN_DIR:-/tmp/recrutement-cluster}
[ -f "$RUN_DIR/pids" ] || { echo "Rien à arrêter ($RUN_DIR/pids absent)."; exit 0; }

alive() { kill -0 "$1" 2>/dev/null; }
tac "$RUN_DIR/pids" | while read -r pid name; do
  alive "$pid" || continue
  kill -TERM "$pid"
  for _ in $(seq 75); do alive "$pid" || break; sleep 0.2; done
  alive "$pid" && kill -KILL "$pid"
  echo "arrêté : $name ($pid)"
done
rm -f "$RUN_DIR/pids"
[ "${PURGE:-0}" = 1 ] && rm -rf "$RUN_DIR" && echo "supprimé : $RUN_DIR"
exit 0

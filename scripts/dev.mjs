// `npm run dev`: the API (tsx watch: restarts on a server change) and Vite's dev server (hot reload of
// the web client, proxying the API paths to it) side by side, each line prefixed with its source.
// Ctrl-C (or SIGTERM, SIGHUP) stops both, with everything they started: each runs in a process group
// of its own (npm, then tsx watch and the API, or Vite), and the whole group gets the signal, so that
// no process is left holding a port. A group still there after 5 s is killed.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
// The server's output is a pipe here, not a terminal: ask for its readable lines explicitly.
const apiEnv = { PORT: apiPort, LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' };
const webEnv = { API_URL: `http://localhost:${apiPort}` };

const children = [
  ['api', ['run', 'dev', '-w', '@recrutement/api'], apiEnv],
  ['web', ['run', 'dev', '-w', '@recrutement/web'], webEnv],
].map(([name, args, env]) => {
  const child = spawn('npm', args, {
    env: { ...process.env, ...env, FORCE_COLOR: process.env.NO_COLOR ? '0' : '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line) out.write(`[${name}] ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    console.info(`[${name}] arrêté (${signal ?? code ?? 0})`);
    stopAll(code ?? 0);
  });
  return child;
});

/** The signal to the child's whole group (npm and everything under it); nothing if it is gone. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

const groupAlive = (child) => {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
};

let stopping = false;
async function stopAll(status = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  // npm may exit before the processes it started: wait for the groups to empty (the API closes its
  // connections and database), then kill what is left.
  const deadline = Date.now() + 5000;
  while (children.some(groupAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const child of children) signalGroup(child, 'SIGKILL');
  process.exit(status);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
console.info(`Développement : http://localhost:5173 (client Vite, rechargement à chaud) — API sur le port ${apiPort}`);

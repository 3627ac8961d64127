// `npm run dev`: the API (tsx watch: restarts on a server change) and Vite's dev server (hot reload of
// the web client, proxying the API paths to it) side by side, each line prefixed with its source.
// Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const children = [
  ['api', ['run', 'dev', '-w', '@recrutement/api'], { PORT: apiPort }],
  ['web', ['run', 'dev', '-w', '@recrutement/web'], { API_URL: `http://localhost:${apiPort}` }],
].map(([name, args, env]) => {
  const child = spawn('npm', args, {
    env: { ...process.env, ...env, FORCE_COLOR: '1' },
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.info(`[${name}] arrêté (${code ?? 0})`);
    stopAll();
  });
  return child;
});

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
console.info(`Développement : http://localhost:5173 (client Vite, rechargement à chaud) — API sur le port ${apiPort}`);

// `npm start`: check the configuration, build, then run the built server, with the signals a
// terminal or a process manager sends reaching each step. A `sh -c "a && b && node server.js"` chain
// did not: npm forwards SIGTERM to its shell, the shell dies, and the server it started keeps serving,
// orphaned. Here each step runs in a process group of its own:
// - while checking or building, a signal ends the step's whole group (npm, its shell, tsc, Vite) and
//   the start;
// - while serving, the signal goes to the server, which closes gracefully; this script leaves with
//   its exit status. A terminal's Ctrl-C reaches npm and this script at once, and npm forwards its
//   copy: copies of one signal within a second are one request. A second signal later than that is
//   passed on too (the server then exits at once). SIGHUP (the terminal closed) is passed on as SIGTERM.
// `START_BUILD=false` skips the build and starts what `npm run build` last wrote (for a restart with
// unchanged sources, or a test that already built).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/api/dist/server.js');
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const SAME_REQUEST_MS = 1_000;

let current = null;
let stopping = null;
let lastPassed = 0;

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

function onSignal(received) {
  // The server stops gracefully on SIGTERM and SIGINT; a closed terminal's SIGHUP asks the same.
  const signal = received === 'SIGHUP' ? 'SIGTERM' : received;
  const now = Date.now();
  if (current?.serving) {
    if (now - lastPassed < SAME_REQUEST_MS) return;
    lastPassed = now;
    // To the server alone: it ends what it started (its connections, its CV reader) itself.
    try {
      process.kill(current.child.pid, signal);
    } catch {
      // Exiting already.
    }
    return;
  }
  stopping ??= signal;
  if (current) signalGroup(current.child, signal);
}
for (const signal of SIGNALS) process.on(signal, onSignal);

// The script line is `exec node scripts/start.mjs`, so that npm's shell becomes this process and
// npm's forwarded signals reach it. Should what started it die without a word (npm killed by
// SIGKILL), this process is handed to another parent: that is a stop too.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  onSignal('SIGTERM');
}, 500);
orphaned.unref();

/** Runs one step in its own process group; answers its exit code (128 + n for a signal). */
function run(command, args, { serving = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    current = { child, serving };
    child.on('error', (error) => {
      console.error(`${command} : ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      current = null;
      // Whatever the step left in its group (a build tool's worker) goes with it.
      signalGroup(child, 'SIGKILL');
      resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15));
    });
  });
}

const steps = [['npm', ['run', '-s', 'check-config']]];
if (process.env.START_BUILD === 'false') {
  if (!existsSync(server)) {
    console.error("START_BUILD=false : apps/api/dist/server.js n'existe pas, lancez d'abord npm run build.");
    process.exit(1);
  }
} else {
  steps.push(['npm', ['run', 'build']]);
}

// Stopped while checking or building: nothing was started, and that is what was asked (exit 0).
for (const [command, args] of steps) {
  if (stopping) process.exit(0);
  const code = await run(command, args);
  if (stopping) process.exit(0);
  if (code !== 0) process.exit(code);
}
if (stopping) process.exit(0);
process.exit(await run(process.execPath, [server], { serving: true }));

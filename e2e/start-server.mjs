// Starts the built server on a fresh SQLite database and upload folder for this run.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// A folder named by the config (so tests can read the database and the mail), emptied first.
const named = process.env.E2E_DATA_DIR;
if (named) {
  rmSync(named, { recursive: true, force: true });
  mkdirSync(named, { recursive: true });
}
const dir = named ?? mkdtempSync(join(tmpdir(), 'rp-e2e-'));
const server = spawn(process.execPath, [resolve(import.meta.dirname, '../apps/api/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: join(dir, 'e2e.db'),
    UPLOAD_DIR: join(dir, 'uploads'),
    DATA_DIR: dir,
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

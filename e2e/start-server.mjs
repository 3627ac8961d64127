// Starts the built server on a fresh SQLite database and upload folder for this run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'rp-e2e-'));
// The mail folder is known to the tests (they read the messages): start it empty.
if (process.env.MAIL_DIR) rmSync(process.env.MAIL_DIR, { recursive: true, force: true });
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

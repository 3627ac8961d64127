import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run against the built app served by the real server, on a fresh SQLite database
 * created for the run (nothing is mocked). `npm run test:e2e` builds first.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
export const ADMIN = { email: 'admin@e2e.test', password: 'E2e-Admin-Passw0rd' };
/** The server's data folder for this run (database, uploads), emptied at each start; known to the tests. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `rp-e2e-${port}`);
/** Where that server writes its mail (the file transport, no SMTP_URL): `<DATA_DIR>/mail`. */
export const MAIL_DIR = join(E2E_DATA_DIR, 'mail');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ./start-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      E2E_DATA_DIR,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'false',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_APPLY: '1000',
      // Job alerts (§18): the alert job every second, so that a new offer is mailed at once.
      ALERT_INTERVAL_S: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  },
});

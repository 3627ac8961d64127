import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OUTBOX_JOB } from '../src/modules/mail/mail.service.js';
import { makeOpenVacancy } from '../src/seed/factories.js';
import { applyForm, multipart } from './fixtures/apply-form.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers.js';

/**
 * Everything the server logs, at the most verbose level, while accounts are created, verified,
 * reset and signed out and messages are written: no token, password, link or address in it.
 */
let t: TestApp;
const lines: string[] = [];
const mailDir = mkdtempSync(join(tmpdir(), 'rp-logs-mail-'));

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace', MAIL_DIR: mailDir }, { logStream: { write: (l) => lines.push(l) } });
});
afterAll(async () => {
  await t.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const deliver = () => t.app.ctx.jobs.runNow(OUTBOX_JOB);

/** The link of the newest .eml file that has one, as the person would click it. */
function lastLink(path: string): string {
  const files = readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    // Quoted-printable may fold long lines: unfold before looking.
    const text = readFileSync(join(mailDir, file), 'utf8').replace(/=\r\n/g, '').replace(/=3D/g, '=');
    const found = new RegExp(`https?://[^\\s"<]*${path}\\?token=[\\w-]+`).exec(text);
    if (found) return found[0];
  }
  throw new Error(`no ${path} link`);
}

it('never logs a token, a password, a mailed link or an address, at any level', async () => {
  const email = `secret-${Date.now()}@example.com`;
  const newPassword = 'Autre-Secret-2025';
  const vacancy = await makeOpenVacancy(t.db);
  const { payload, headers } = await multipart(applyForm(vacancy.id, { email }));
  expect((await t.app.inject({ method: 'POST', url: '/candidature/upload-user', payload, headers })).statusCode).toBe(
    201,
  );
  const registered = await post('/api/register', {
    email,
    password: TEST_PASSWORD,
    individu: { nom: 'Discret', prenom: 'Denis', telephone: '0611223344' },
  });
  const session = registered.json().token as string;
  await post('/api/verify-email/resend', {}, { authorization: `Bearer ${session}` });
  await deliver();
  const verifyLink = lastLink('/verifier-email');
  // The page of the link is served (and logged) like any other GET.
  await t.app.inject({ url: verifyLink.replace(/^https?:\/\/[^/]+/, '') });
  const verifyToken = new URL(verifyLink).searchParams.get('token') as string;
  // A wrong password first: refused, and never logged either.
  expect((await post('/api/verify-email', { token: verifyToken, password: 'Wrong-Passw0rd' })).statusCode).toBe(400);
  expect((await post('/api/verify-email', { token: verifyToken, password: TEST_PASSWORD })).statusCode).toBe(204);
  expect((await post('/api/verify-email', { token: verifyToken, password: TEST_PASSWORD })).statusCode).toBe(400);
  await post('/api/login1', { email, password: 'Wrong-Passw0rd' });
  await post('/api/password/forgot', { email });
  await deliver();
  const resetLink = lastLink('/mot-de-passe/nouveau');
  const resetToken = new URL(resetLink).searchParams.get('token') as string;
  await post('/api/password/reset', { token: resetToken, password: 'faible' });
  expect((await post('/api/password/reset', { token: resetToken, password: newPassword })).statusCode).toBe(204);
  const login = await post('/api/login1', { email, password: newPassword });
  const second = login.json().token as string;
  await t.app.inject({ url: `/user/${email}`, headers: { authorization: `Bearer ${second}` } });
  await post('/api/logout', {}, { authorization: `Bearer ${second}` });
  // A delivery that fails (the mail folder is a file) is logged too.
  rmSync(mailDir, { recursive: true, force: true });
  writeFileSync(mailDir, 'not a folder');
  await post('/api/password/forgot', { email });
  await deliver();
  rmSync(mailDir, { force: true });

  const log = lines.join('');
  // The capture works: requests, deliveries and the failure are all there.
  expect(log).toContain('"url":"/api/password/reset"');
  expect(log).toContain('mail sent');
  expect(log).toContain('retry planned');
  // The page of a link is logged by its path only, never its query.
  expect(log).toContain('"url":"/verifier-email"');
  for (const secret of [
    verifyToken,
    resetToken,
    session,
    second,
    TEST_PASSWORD,
    newPassword,
    'faible',
    'Wrong-Passw0rd',
    'token=',
    email,
    verifyLink,
    resetLink,
  ]) {
    expect(log.includes(secret), `log contains ${secret.slice(0, 24)}`).toBe(false);
  }
});

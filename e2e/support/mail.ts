/**
 * The messages the server of the run wrote (file transport: one RFC 5322 .eml per message in
 * MAIL_DIR), read as a mail client would with mailparser.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { baseURL, MAIL_DIR } from '../playwright.config.js';

const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address));

async function messagesTo(to: string): Promise<ParsedMail[]> {
  const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  const mails = await Promise.all(names.map(async (n) => simpleParser(await readFile(join(MAIL_DIR, n)))));
  return mails.filter((m) => recipients(m).includes(to));
}

/** The messages to `to` whose subject matches, once there are `count` of them (waits for the outbox). */
export async function waitForMail(to: string, subject: RegExp, count = 1): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await messagesTo(to)).filter((m) => subject.test(m.subject ?? ''));
        return found.length;
      },
      { message: `mail « ${subject} » to ${to}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The link of a message that goes to `path` (text part), as it would be clicked. */
export function linkIn(mail: ParsedMail, path: string): string {
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.includes(`${path}?token=`));
  if (!link) throw new Error(`no ${path} link in « ${mail.subject} »`);
  return link;
}

/**
 * Follows the verification link mailed to `email` through the API, with the account's password as
 * the page asks for it (§9; the page is tested elsewhere).
 */
export async function verifyByMail(
  request: APIRequestContext,
  email: string,
  password: string,
  subject = /^Confirmez votre adresse e-mail$/,
) {
  const [mail] = (await waitForMail(email, subject)).slice(-1);
  const token = new URL(linkIn(mail!, '/verifier-email')).searchParams.get('token');
  // A browser's POST carries its Origin (the request context may hold a session cookie).
  const res = await request.post('/api/verify-email', { data: { token, password }, headers: { Origin: baseURL } });
  expect(res.status()).toBe(204);
}

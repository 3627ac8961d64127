import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/*
 * The arithmetic of the second factor (§23): TOTP of RFC 6238 (HMAC-SHA-1, 6 digits, 30-second
 * steps, one step of drift either way), through `otpauth`; the secret's encryption at rest; the
 * recovery codes and the tickets, random and stored hashed.
 */

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps of drift accepted either way. */
export const TOTP_WINDOW = 1;

const totpOf = (secret: Secret, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S, secret });

/** The time step of an instant. */
export const stepAt = (timestampMs: number) => Math.floor(timestampMs / 1000 / TOTP_PERIOD_S);

/** The code of a secret (raw bytes, or base32) at an instant (the RFC's vectors, the tests). */
export function totpCode(secret: Uint8Array | string, timestampMs: number): string {
  const s =
    typeof secret === 'string' ? Secret.fromBase32(secret) : new Secret({ buffer: Uint8Array.from(secret).buffer });
  return totpOf(s).generate({ timestamp: timestampMs });
}

/** A new secret: 160 random bits (RFC 4226's recommended length), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://totp/…` URL an authenticator app reads from the QR code. */
export const otpauthUrl = (secretBase32: string, issuer: string, account: string) =>
  totpOf(Secret.fromBase32(secretBase32), account, issuer).toString();

/**
 * The time step `code` is valid for at `timestampMs` (±TOTP_WINDOW), or null. Only six digits are
 * tried (spaces dropped), so a recovery code is never taken for a TOTP one.
 */
export function matchingStep(secretBase32: string, code: string, timestampMs: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(Secret.fromBase32(secretBase32)).validate({
    token,
    timestamp: timestampMs,
    window: TOTP_WINDOW,
  });
  return delta === null ? null : stepAt(timestampMs) + delta;
}

/** AES-256-GCM with a key derived (HKDF-SHA-256) from the server's secret: `iv.tag.data`, base64url. */
function keyOf(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'recrutement', 'mfa-totp-secret', 32));
}

export function sealSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function openSecret(serverSecret: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv as Buffer);
  decipher.setAuthTag(tag as Buffer);
  return Buffer.concat([decipher.update(data as Buffer), decipher.final()]).toString('utf8');
}

/** SHA-256, hex: recovery codes and tickets are random enough that no slow hash is needed. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code: `xxxxx-xxxxx`, 10 characters of an unambiguous alphabet (about 49 bits). */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** How a typed recovery code is compared: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** A sign-in ticket: 256 random bits, base64url. */
export const newTicket = () => randomBytes(32).toString('base64url');

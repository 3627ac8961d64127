import { createHash, createHmac } from 'node:crypto';
import {
  ALERTE_LIFETIME_MONTHS,
  ALERTE_UTM_SOURCE,
  type AlerteCriteres,
  alerteCriteresSchema,
} from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';

/** What the alert service and the alert job share: criteria as stored, expiry, the mails' links. */

/** Only the hash of a confirmation token is stored: a copy of the database confirms nothing. */
export const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The day an alert ends unless renewed: 24 calendar months after `from`. */
export function expiryFrom(from: Date): string {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + ALERTE_LIFETIME_MONTHS);
  return end.toISOString();
}

export function parseCriteres(json: string): AlerteCriteres {
  const parsed = alerteCriteresSchema.safeParse(JSON.parse(json));
  return parsed.success ? (parsed.data as AlerteCriteres) : {};
}

/**
 * Criteria as stored, read without validation (they were validated when written): the alert job
 * reads 10,000 of them per run.
 */
export function parseStored(json: string): AlerteCriteres {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as AlerteCriteres) : {};
  } catch {
    return {};
  }
}

/** Criteria as stored: only the keys given, in a fixed order. */
export function criteresJson(c: AlerteCriteres): string {
  const out: Record<string, string | number> = {};
  for (const key of ['q', 'typeContrat', 'poste', 'lieu', 'teletravail', 'salaireMin'] as const) {
    const value = c[key];
    if (value !== undefined) out[key] = value;
  }
  return JSON.stringify(out);
}

export type LinkPurpose = 'gerer' | 'desabonner';

/**
 * The token of an alert's management or unsubscribe link: `<id>.<HMAC>`, keyed by the server's
 * secret and the alert's own salt. The database holds no token (a copy of it opens nothing), the
 * link works as long as the alert exists, and thousands of digests need no row per mail.
 */
export function linkToken(ctx: AppContext, row: { id: number; cle_sel: string }, purpose: LinkPurpose): string {
  const mac = createHmac('sha256', ctx.config.jwtSecret)
    .update(`alerte|${purpose}|${row.id}|${row.cle_sel}`)
    .digest('base64url');
  return `${row.id}.${mac}`;
}

export function alerteLinks(ctx: AppContext, row: { id: number; cle_sel: string }, lang: 'fr' | 'en' = 'fr') {
  const base = ctx.config.publicUrl;
  // An English message links to the English pages (contract §17); the one-click API is the same.
  return {
    manageUrl: `${base}${lang === 'en' ? '/en' : ''}/alertes?token=${encodeURIComponent(linkToken(ctx, row, 'gerer'))}`,
    unsubscribeUrl: `${base}/api/alertes/desabonner?token=${encodeURIComponent(linkToken(ctx, row, 'desabonner'))}`,
  };
}

/** `/offre` with the alert's filters: where "et N autres" leads. */
export function listUrlOf(ctx: AppContext, c: AlerteCriteres, lang: 'fr' | 'en' = 'fr'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(c)) if (value !== undefined) params.set(key, String(value));
  // Where the visitor came from (§22): an application from these pages is ALERTE's.
  params.set('utm_source', ALERTE_UTM_SOURCE);
  params.set('utm_medium', 'email');
  const query = params.toString();
  return `${ctx.config.publicUrl}${lang === 'en' ? '/en' : ''}/offre${query ? `?${query}` : ''}`;
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ALERTE_CONFIRMATION_DAYS,
  ALERTE_CONFIRMATIONS_PER_DAY,
  type Alerte,
  type AlerteConfirmInput,
  type AlerteFrequence,
  type AlerteInputParsed,
  type AlerteUpdate,
  alerteMessages,
  describeCriteres,
  FREQUENCE_LABEL,
} from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound, tokenInvalid } from '../../lib/errors.js';
import type { TxScope } from '../../lib/events.js';
import { toKey } from '../../lib/keys.js';
import { referenceLabelIn } from '../../lib/reference-label.js';
import { inTransaction } from '../../lib/transaction.js';
import { deletePendingAlerteMailsTo } from '../mail/mail.service.js';
import { criteresJson, expiryFrom, hashOf, type LinkPurpose, linkToken, parseCriteres } from './alerte.links.js';
import * as repo from './alerte.repository.js';

export { ALERTE_JOB, type AlerteRunReport, alerteCleanupJob, alerteJob, runAlertes } from './alerte.job.js';
export { alerteLinks, listUrlOf } from './alerte.links.js';

const DAY_MS = 86_400_000;

function toAlerte(row: repo.AlerteRow): Alerte {
  return {
    id: row.id,
    criteres: parseCriteres(row.criteres),
    frequence: row.frequence,
    langue: row.langue,
    actif: Number(row.actif) === 1,
    dateCreation: row.date_creation,
    dateExpiration: row.expire_le,
  };
}

/** The confirmed alert a link's token names, or the TOKEN_INVALID error. */
async function alerteOfToken(ctx: AppContext, token: string, purpose: LinkPurpose): Promise<repo.AlerteRow> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  const row = match ? await repo.findAlerte(ctx.db, Number(match[1])) : undefined;
  if (!row || row.confirme_le === null) throw tokenInvalid();
  const expected = Buffer.from(linkToken(ctx, row, purpose));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw tokenInvalid();
  return row;
}

/* ---- Creation and double opt-in ---- */

/**
 * `POST /api/alertes`: records the alert (unconfirmed) and asks for message 8, unless this address
 * was already sent 3 confirmations today; either way the caller answers the same 202.
 */
export async function requestAlerte(ctx: AppContext, input: AlerteInputParsed): Promise<void> {
  const now = ctx.clock.now();
  const emailKey = toKey(input.email);
  await inTransaction(ctx, async (tx) => {
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    if ((await repo.countAskedSince(tx.db, emailKey, since)) >= ALERTE_CONFIRMATIONS_PER_DAY) return;
    const alerteId = await repo.insertAlerte(tx.db, {
      email: input.email,
      emailKey,
      criteres: criteresJson(input.criteres),
      frequence: input.frequence,
      langue: input.langue,
      cleSel: randomBytes(16).toString('hex'),
      now: now.toISOString(),
      expireLe: expiryFrom(now),
    });
    await tx.publish({ type: 'alerte.confirmation-requested', alerteId });
  });
}

/** How an English message 8 names the frequency (contract §17). */
const FREQUENCE_EN: Record<AlerteFrequence, string> = {
  IMMEDIATE: 'As soon as an offer appears',
  QUOTIDIENNE: 'Once a day at most',
  HEBDOMADAIRE: 'Once a week at most',
};

/**
 * For the mail subscriber of message 8, in its transaction: a new single-use confirmation token
 * (7 days), stored hashed, and what the message says.
 */
export async function issueAlerteConfirmation(tx: TxScope, alerteId: number, now: Date) {
  const row = await repo.findAlerte(tx.db, alerteId);
  if (!row) return null;
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + ALERTE_CONFIRMATION_DAYS * DAY_MS).toISOString();
  await repo.setConfirmationToken(tx.db, alerteId, hashOf(token), expires);
  const lang = row.langue === 'en' ? 'en' : 'fr';
  return {
    token,
    email: row.email,
    criteres: describeCriteres(parseCriteres(row.criteres), lang, (label) => referenceLabelIn(lang, label)),
    frequence: row.langue === 'en' ? FREQUENCE_EN[row.frequence] : FREQUENCE_LABEL[row.frequence],
    langue: row.langue,
  };
}

/** `POST /api/alertes/confirmer`: the alert starts (and its 24 months with it). */
export async function confirmAlerte(ctx: AppContext, input: AlerteConfirmInput): Promise<Alerte> {
  const now = ctx.clock.now();
  const id = await repo.confirmByToken(ctx.db, hashOf(input.token), {
    now: now.toISOString(),
    expireLe: expiryFrom(now),
  });
  if (id === undefined) throw tokenInvalid();
  const row = await repo.findAlerte(ctx.db, id);
  if (!row) throw tokenInvalid();
  return toAlerte(row);
}

/* ---- Management by the mailed token ---- */

/** `GET /api/alertes?token=`: the confirmed alerts of the token's address. */
export async function listAlertesByToken(ctx: AppContext, token: string): Promise<Alerte[]> {
  const owner = await alerteOfToken(ctx, token, 'gerer');
  return (await repo.findConfirmedOfAddress(ctx.db, owner.email_key)).map(toAlerte);
}

/** One confirmed alert of the token's address, or 404. */
async function ownedAlerte(ctx: AppContext, token: string, id: number): Promise<repo.AlerteRow> {
  const owner = await alerteOfToken(ctx, token, 'gerer');
  const row = owner.id === id ? owner : await repo.findAlerte(ctx.db, id);
  if (!row || row.email_key !== owner.email_key || row.confirme_le === null)
    throw notFound(alerteMessages.alerteUnknown);
  return row;
}

/** `POST /api/alertes/{id}/update?token=`: changes what is given, and renews the alert for 24 months. */
export async function updateAlerte(ctx: AppContext, token: string, id: number, input: AlerteUpdate): Promise<Alerte> {
  const row = await ownedAlerte(ctx, token, id);
  await repo.updateAlerteRow(ctx.db, row.id, {
    ...(input.criteres ? { criteres: criteresJson(input.criteres) } : {}),
    ...(input.frequence ? { frequence: input.frequence } : {}),
    ...(input.actif !== undefined ? { actif: input.actif ? 1 : 0 } : {}),
    expire_le: expiryFrom(ctx.clock.now()),
  });
  return toAlerte((await repo.findAlerte(ctx.db, row.id)) as repo.AlerteRow);
}

/** `DELETE /api/alertes/{id}?token=`. */
export async function deleteAlerte(ctx: AppContext, token: string, id: number): Promise<void> {
  const row = await ownedAlerte(ctx, token, id);
  await inTransaction(ctx, (tx) => repo.deleteAlerteRow(tx.db, row.id));
}

/** The one-click unsubscribe (RFC 8058): the alert of the link is switched off at once. Answers its language. */
export async function unsubscribeAlerte(ctx: AppContext, token: string): Promise<Alerte['langue']> {
  const row = await alerteOfToken(ctx, token, 'desabonner');
  await repo.updateAlerteRow(ctx.db, row.id, { actif: 0 });
  return row.langue;
}

/** Checks an unsubscribe link without using it (the page a GET shows). */
export async function checkUnsubscribeToken(ctx: AppContext, token: string): Promise<Alerte> {
  return toAlerte(await alerteOfToken(ctx, token, 'desabonner'));
}

/* ---- Dashboard, personal data ---- */

/** Confirmed, switched on, not expired (§18: the dashboard's `alertesActives`). */
export function countActiveAlertes(ctx: AppContext): Promise<number> {
  return repo.countActive(ctx.db, ctx.clock.nowIso());
}

/** Every alert held for an address (the export of an account whose address is verified, §10). */
export async function alertesForExport(ctx: AppContext, email: string) {
  return (await repo.findAllOfAddress(ctx.db, toKey(email))).map((row) => ({
    ...toAlerte(row),
    email: row.email,
    confirmeeLe: row.confirme_le,
    dernierEnvoi: row.dernier_envoi,
  }));
}

/** Erasure (§10), in its transaction: the alerts of a verified address, what they were sent, their queued mails. */
export async function eraseAlertesOfAddress(tx: TxScope, email: string): Promise<number> {
  const erased = await repo.deleteAllOfAddress(tx.db, toKey(email));
  await deletePendingAlerteMailsTo(tx.db, email);
  return erased;
}

/** Unconfirmed after 7 days, or past their 24 months: gone (the cleanup job and the retention purge). */
export function purgeStaleAlertes(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return repo.deleteStale(ctx.db, {
    unconfirmedBefore: new Date(now.getTime() - ALERTE_CONFIRMATION_DAYS * DAY_MS).toISOString(),
    now: now.toISOString(),
  });
}

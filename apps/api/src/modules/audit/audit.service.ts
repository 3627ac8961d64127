import { type AuditEntry, type PaginationQuery, privacyMessages } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import { fitText } from '../../lib/bounded-text.js';
import type { AppContext } from '../../lib/context.js';
import type { EventOf, TxScope } from '../../lib/events.js';
import { type Page, paged } from '../../lib/page.js';
import { accountOf } from '../auth/auth.service.js';
import * as repo from './audit.repository.js';

/**
 * The audit trail of §10: who read or changed whose personal data, and when. Lines are written by
 * subscribers to the domain events, in the transaction of what they record (a status change and
 * its line commit together). Erasure keeps the lines and removes the person from them.
 */

const fullName = (p: { prenom: string; nom: string }) => `${p.prenom} ${p.nom}`;
/** A long offer or file name is shortened inside the label, so that what follows it still shows. */
const part = (value: string) => fitText(value, 80);

/** "Candidature n° 12", the part of a label that names no one. */
function targetName(type: string, id: number | null): string {
  const number = id === null ? '' : ` n° ${id}`;
  if (type === 'candidature') return `Candidature${number}`;
  if (type === 'document') return `Document${number}`;
  return `Personne${number}`;
}

/** The label of a line: what it was about, with the person's name while they exist. */
async function labelOf(db: Db, type: string, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const base = targetName(type, id);
  if (type === 'candidature') {
    const row = await repo.findCandidatureLabel(db, id);
    return row ? `${base} — ${fullName(row)} (${part(row.offre)})` : base;
  }
  if (type === 'document') {
    const row = await repo.findDocumentLabel(db, id);
    return row ? `${base} « ${part(row.nom_original)} » — ${fullName(row)}, candidature n° ${row.candidatureId}` : base;
  }
  const row = await repo.findIndividuName(db, id);
  return row ? `${base} — ${fullName(row)}` : base;
}

async function write(tx: TxScope, ctx: AppContext, line: Omit<repo.AuditLine, 'createdAt' | 'actorEmail'>) {
  const actorEmail = line.actorUserId === null ? null : ((await accountOf(tx, line.actorUserId))?.email ?? null);
  await repo.insertLine(tx.db, { ...line, actorEmail, createdAt: ctx.clock.nowIso() });
}

export async function onAccessed(tx: TxScope, ctx: AppContext, event: EventOf<'personal-data.accessed'>) {
  await write(tx, ctx, {
    actorUserId: event.actorUserId,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId,
    individuId: event.individuId,
    label: await labelOf(tx.db, event.targetType, event.targetId),
    details: null,
  });
}

export async function onStatusChanged(tx: TxScope, ctx: AppContext, event: EventOf<'candidature.status-changed'>) {
  // The automatic move on opening a sheet is recorded as the read itself; the system acts for no one.
  if (event.automatic || event.actorUserId === null) return;
  const etats = await repo.findEtatNames(tx.db, [event.fromEtatId, event.toEtatId]);
  await write(tx, ctx, {
    actorUserId: event.actorUserId,
    action: event.type,
    targetType: 'candidature',
    targetId: event.candidatureId,
    individuId: event.individuId,
    label: await labelOf(tx.db, 'candidature', event.candidatureId),
    details: `${etats.get(event.fromEtatId) ?? event.fromEtatId} → ${etats.get(event.toEtatId) ?? event.toEtatId}`,
  });
}

export async function onErased(tx: TxScope, ctx: AppContext, event: EventOf<'individu.erased'>) {
  for (const line of await repo.findLinesAbout(tx.db, event.individuId)) {
    await repo.anonymiseLine(
      tx.db,
      line.id,
      `${targetName(line.target_type, line.target_id)} — ${privacyMessages.erasedLabel}`,
    );
  }
  await repo.forgetActor(tx.db, event.email);
  const by = { self: 'à sa demande', admin: 'par un administrateur', retention: 'durée de conservation dépassée' };
  await write(tx, ctx, {
    // The person acting on themselves is gone: the line names no one.
    actorUserId: event.by === 'admin' ? event.actorUserId : null,
    action: event.type,
    targetType: 'individu',
    targetId: event.individuId,
    individuId: null,
    label: `${targetName('individu', event.individuId)} — ${privacyMessages.erasedLabel}`,
    details: `${by[event.by]} : ${event.applications} candidature(s), ${event.files} fichier(s)`,
  });
}

/** Staff administration (§14): invitations, role and activity changes, hiring teams. */
export async function onStaffChanged(tx: TxScope, ctx: AppContext, event: EventOf<'staff.changed'>) {
  await write(tx, ctx, {
    actorUserId: event.actorUserId,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId,
    individuId: null,
    label: event.label,
    details: event.details,
  });
}

/** An individu renumbered (an applicant's address got an account, §9): its lines follow it, unrecorded. */
export async function onRenumbered(tx: TxScope, event: EventOf<'individu.renumbered'>) {
  await repo.moveLines(tx.db, event.from, event.to);
}

/** A merge of two individus (§19): the other's lines move to the one kept, and the line is about it. */
export async function onMerged(tx: TxScope, ctx: AppContext, event: EventOf<'individu.merged'>) {
  await repo.moveLines(tx.db, event.mergedId, event.individuId);
  await write(tx, ctx, {
    actorUserId: event.actorUserId,
    action: event.type,
    targetType: 'individu',
    targetId: event.individuId,
    individuId: event.individuId,
    label: await labelOf(tx.db, 'individu', event.individuId),
    details: `${targetName('individu', event.mergedId)} fusionnée : ${event.applications} candidature(s) déplacée(s)`,
  });
}

/** The trail, newest first (§10), or one page of it with the total. */
export function listAudit({ db }: AppContext, query: PaginationQuery): Promise<Page<AuditEntry>> {
  return paged(
    query,
    async (slice) =>
      (await repo.findLines(db, slice)).map((row) => ({
        id: row.id,
        date: row.created_at,
        acteur: row.actor_email,
        action: row.action,
        cibleType: row.target_type,
        cibleId: row.target_id,
        libelle: row.label,
        details: row.details,
      })),
    () => repo.countLines(db),
  );
}

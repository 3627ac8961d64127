import type { AuditEntry, Lang, PaginationQuery } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import { fitText } from '../../lib/bounded-text.js';
import type { AppContext } from '../../lib/context.js';
import type { EventOf, TxScope } from '../../lib/events.js';
import { type Page, paged } from '../../lib/page.js';
import { accountOf } from '../auth/auth.service.js';
import * as repo from './audit.repository.js';
import { readIn, say } from './audit.text.js';

/**
 * The audit trail of §10: who read or changed whose personal data, and when. Lines are written by
 * subscribers to the domain events, in the transaction of what they record (a status change and
 * its line commit together). Erasure keeps the lines and removes the person from them.
 */

const fullName = (p: { prenom: string; nom: string }) => `${p.prenom} ${p.nom}`;
/** A long offer or file name is shortened inside the label, so that what follows it still shows. */
const part = (value: string) => fitText(value, 80);

/** The kind of thing a line is about, as its words name it (anything else is a person). */
const kindOf = (type: string) => (type === 'candidature' || type === 'document' ? type : 'individu');

/** "Candidature n° 12 — personne effacée": the label of a line once the person it named is erased. */
function erasedLabel(type: string, id: number | null): string {
  const kind = kindOf(type);
  return id === null ? say(`audit.${kind}.erasedUnnumbered`) : say(`audit.${kind}.erased`, { id: String(id) });
}

/** The label of a line: what it was about ("Candidature n° 12"), with the person's name while they exist. */
async function labelOf(db: Db, type: string, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const kind = kindOf(type);
  const number = String(id);
  if (kind === 'candidature') {
    const row = await repo.findCandidatureLabel(db, id);
    return row
      ? say('audit.candidature.named', { id: number, personne: fullName(row), offre: part(row.offre) })
      : say('audit.candidature', { id: number });
  }
  if (kind === 'document') {
    const row = await repo.findDocumentLabel(db, id);
    return row
      ? say('audit.document.named', {
          id: number,
          fichier: part(row.nom_original),
          personne: fullName(row),
          candidature: String(row.candidatureId),
        })
      : say('audit.document', { id: number });
  }
  const row = await repo.findIndividuName(db, id);
  return row
    ? say('audit.individu.named', { id: number, personne: fullName(row) })
    : say('audit.individu', { id: number });
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
    await repo.anonymiseLine(tx.db, line.id, erasedLabel(line.target_type, line.target_id));
  }
  await repo.forgetActor(tx.db, event.email);
  await write(tx, ctx, {
    // The person acting on themselves is gone: the line names no one.
    actorUserId: event.by === 'admin' ? event.actorUserId : null,
    action: event.type,
    targetType: 'individu',
    targetId: event.individuId,
    individuId: null,
    label: erasedLabel('individu', event.individuId),
    details: say(`audit.erased.${event.by}`, {
      candidatures: String(event.applications),
      fichiers: String(event.files),
    }),
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

/** A staff message (§20) sent or cancelled: a line about its application. */
export async function onMessageChanged(tx: TxScope, ctx: AppContext, event: EventOf<'message.changed'>) {
  await write(tx, ctx, {
    actorUserId: event.actorUserId,
    action: event.action,
    targetType: 'candidature',
    targetId: event.candidatureId,
    individuId: event.individuId,
    label: await labelOf(tx.db, 'candidature', event.candidatureId),
    details: say('audit.message', { id: String(event.messageId) }),
  });
}

/** A second factor, a session or the security settings changed (§23). */
export async function onSecurityChanged(tx: TxScope, ctx: AppContext, event: EventOf<'security.changed'>) {
  await write(tx, ctx, {
    actorUserId: event.actorUserId,
    action: event.action,
    targetType: event.targetId === null ? 'securite' : 'user',
    targetId: event.targetId,
    individuId: null,
    label: event.label,
    details: event.details,
  });
}

/** Keys and webhooks of §23: their creation, revocation, deletion and (once a minute at most) a key's use. */
export async function onIntegrationChanged(tx: TxScope, ctx: AppContext, event: EventOf<'integration.changed'>) {
  await write(tx, ctx, {
    actorUserId: event.actorUserId,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId,
    individuId: null,
    label: event.label,
    details: null,
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
    details: say('audit.merged', { id: String(event.mergedId), candidatures: String(event.applications) }),
  });
}

/** The trail, newest first (§10), or one page of it with the total; its words in the reader's language. */
export function listAudit({ db }: AppContext, query: PaginationQuery, lang: Lang): Promise<Page<AuditEntry>> {
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
        libelle: readIn(lang, row.label),
        details: readIn(lang, row.details),
      })),
    () => repo.countLines(db),
  );
}

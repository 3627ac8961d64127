import { randomUUID } from 'node:crypto';
import {
  type Apercu,
  apiFr,
  type Lang,
  MESSAGE_SCHEDULE_MAX_DAYS,
  type Message,
  type MessageInput,
  type MonMessage,
  type NonLus,
} from '@recrutement/contract';
import { fitText, SERVER_TEXT_LIMITS } from '../../lib/bounded-text.js';
import type { AppContext } from '../../lib/context.js';
import { conflict, forbidden, notFound, validation } from '../../lib/errors.js';
import type { TxScope } from '../../lib/events.js';
import { sanitizeDescriptif } from '../../lib/sanitize.js';
import type { Scope } from '../../lib/scope.js';
import { inTransaction, type Tx } from '../../lib/transaction.js';
import { enqueueMail, mailText, renderWrittenMail } from '../mail/mail.service.js';
import { isCandidatureInScope } from '../staff/staff.scope.js';
import { accountNames } from '../user/user.service.js';
import { modeleNotFound } from './message.modeles.js';
import * as repo from './message.repository.js';
import { renderTemplate } from './message.template.js';

export const MESSAGE_JOB = 'message-envoi';
const DAY_MS = 86_400_000;

const messageNotFound = () => notFound(apiFr.messageNotFound);
const candidatureNotFound = () => notFound(apiFr.candidatureNotFound);

// Templates (§20): message.modeles.ts.
export { createModele, deleteModele, listModeles, updateModele } from './message.modeles.js';

async function application(ctx: Pick<AppContext, 'db'>, candidatureId: number) {
  const row = await repo.findApplication(ctx.db, candidatureId);
  if (!row) throw candidatureNotFound();
  return { ...row, lang: (row.langue === 'en' ? 'en' : 'fr') as Lang };
}

const espaceUrl = (ctx: AppContext, lang: Lang) => `${ctx.config.publicUrl}${lang === 'en' ? '/en' : ''}/mon-espace`;

/** `GET /candidature/{id}/messages/apercu?modele=`: the template rendered for this application, in its language. */
export async function apercu(
  ctx: AppContext,
  candidatureId: number,
  modeleId: number,
  authorId: number,
): Promise<Apercu> {
  const app = await application(ctx, candidatureId);
  const modele = await repo.findModele(ctx.db, modeleId);
  if (!modele) throw modeleNotFound();
  const author = (await accountNames(ctx, [authorId])).get(authorId);
  return renderTemplate(
    {
      sujet: app.lang === 'en' ? modele.sujet_en : modele.sujet_fr,
      corps: app.lang === 'en' ? modele.corps_en : modele.corps_fr,
    },
    {
      candidat: { prenom: app.prenom, nom: app.nom },
      offre: { nom: app.offre },
      organisation: { nom: ctx.config.org.name },
      expediteur: { prenom: author?.prenom ?? '', nom: author?.nom ?? '' },
      lien_espace: espaceUrl(ctx, app.lang),
    },
  );
}

// The thread.

const bool = (v: unknown) => Number(v) === 1;

function toMessage(r: repo.MessageRow, names: Map<number, { nom: string; prenom: string }>): Message {
  const author = r.auteur_user_id === null ? undefined : names.get(r.auteur_user_id);
  return {
    id: r.id,
    candidature: { id: r.candidature_id },
    sens: r.sens as Message['sens'],
    auto: false,
    auteur:
      author && r.auteur_user_id !== null ? { id: r.auteur_user_id, nom: author.nom, prenom: author.prenom } : null,
    sujet: r.sujet,
    corps: r.corps,
    pieces: [],
    statut: r.statut as Message['statut'],
    prevuLe: r.prevu_le,
    envoyeLe: r.envoye_le,
    recuLe: r.recu_le,
    lu: r.sens === 'SORTANT' || bool(r.lu),
    expediteurDifferent: bool(r.expediteur_different),
    authentifie: null,
    erreur: r.erreur,
  };
}

async function toMessages(ctx: Pick<AppContext, 'db'>, rows: repo.MessageRow[]): Promise<Message[]> {
  const ids = rows.flatMap((r) => (r.auteur_user_id === null ? [] : [r.auteur_user_id]));
  const names = await accountNames(ctx, ids);
  return rows.map((r) => toMessage(r, names));
}

/** The thread of an application, oldest first (404 when there is no such application). */
export async function listThread(ctx: AppContext, candidatureId: number): Promise<Message[]> {
  await application(ctx, candidatureId);
  return toMessages(ctx, await repo.findThread(ctx.db, candidatureId));
}

const newMessageId = (ctx: AppContext) => `<message-${randomUUID()}@${new URL(ctx.config.publicUrl).hostname}>`;

/** `POST /candidature/{id}/messages`: 201 PROGRAMME, leaving after MESSAGE_UNDO_S or at `envoyerLe`. */
export async function writeMessage(
  ctx: AppContext,
  candidatureId: number,
  input: MessageInput,
  authorId: number,
): Promise<Message> {
  await application(ctx, candidatureId);
  const now = ctx.clock.now();
  let due = new Date(now.getTime() + ctx.config.messageUndoS * 1000);
  if (input.envoyerLe !== undefined) {
    due = new Date(input.envoyerLe);
    if (due.getTime() <= now.getTime() || due.getTime() > now.getTime() + MESSAGE_SCHEDULE_MAX_DAYS * DAY_MS)
      throw validation({ envoyerLe: apiFr.messageEnvoyerLeInvalid });
  }
  if (input.modele && !(await repo.findModele(ctx.db, input.modele.id))) throw modeleNotFound();
  const corps = sanitizeDescriptif(input.corps);
  if (corps.replace(/<[^>]*>/g, '').trim() === '') throw validation({ corps: apiFr.messageCorpsRequired });
  const id = await repo.insertMessage(ctx.db, {
    candidature_id: candidatureId,
    sens: 'SORTANT',
    auteur_user_id: authorId,
    modele_id: input.modele?.id ?? null,
    sujet: input.sujet,
    corps,
    statut: 'PROGRAMME',
    prevu_le: due.toISOString(),
    recu_le: null,
    message_id: newMessageId(ctx),
    date_creation: now.toISOString(),
  });
  return (await toMessages(ctx, [(await repo.findMessage(ctx.db, id)) as repo.MessageRow]))[0] as Message;
}

/** `POST /messages/{id}/annuler`: its author or an admin, before it leaves (else 409). */
export async function cancelMessage(ctx: AppContext, id: number, caller: { id: number; admin: boolean }, scope: Scope) {
  const row = await repo.findMessage(ctx.db, id);
  if (!row || !(await isCandidatureInScope(ctx.db, scope, row.candidature_id))) throw messageNotFound();
  if (row.auteur_user_id !== caller.id && !caller.admin) throw forbidden(apiFr.messageNotYours);
  const app = await application(ctx, row.candidature_id);
  await inTransaction(ctx, async (tx) => {
    if (!(await repo.cancelScheduled(tx.db, id))) throw conflict(apiFr.messageAlreadySent);
    await tx.publish({
      type: 'message.changed',
      action: 'message.cancelled',
      messageId: id,
      candidatureId: row.candidature_id,
      individuId: app.individu_id,
      actorUserId: caller.id,
    });
  });
  return (await toMessages(ctx, [(await repo.findMessage(ctx.db, id)) as repo.MessageRow]))[0] as Message;
}

/** Hands one due message to the outbox (message 9), once: the conditional UPDATE decides who sends. */
async function leave(ctx: AppContext, tx: Tx, id: number): Promise<void> {
  if (!(await repo.markLeaving(tx.db, id, ctx.clock.nowIso()))) return;
  const row = (await repo.findMessage(tx.db, id)) as repo.MessageRow;
  const app = await application(tx, row.candidature_id);
  const say = mailText(app.lang);
  const content = renderWrittenMail(
    {
      subject: row.sujet,
      html: row.corps,
      text: row.corps
        .replace(/<\/(p|li|h\d)>/g, '\n')
        .replace(/<br\s*\/?>/g, '\n')
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
      action: { label: say.say('message.action'), url: espaceUrl(ctx, app.lang) },
    },
    { org: ctx.config.org.name, publicUrl: ctx.config.publicUrl },
    app.lang,
  );
  const references = await repo.sentMessageIds(tx.db, row.candidature_id, id);
  const outboxId = await enqueueMail(ctx, tx, {
    kind: 'message',
    to: app.email,
    content,
    individuId: app.individu_id,
    thread: { messageId: row.message_id, references },
  });
  await repo.setOutbox(tx.db, id, outboxId);
  await tx.publish({
    type: 'message.changed',
    action: 'message.sent',
    messageId: id,
    candidatureId: row.candidature_id,
    individuId: app.individu_id,
    actorUserId: row.auteur_user_id,
  });
}

/** The `message-envoi` job: every due message leaves, each in its own transaction. */
export async function sendDue(ctx: AppContext): Promise<void> {
  for (;;) {
    const due = await repo.findDue(ctx.db, ctx.clock.nowIso(), 50);
    for (const { id } of due) await inTransaction(ctx, (tx) => leave(ctx, tx, id));
    if (due.length < 50) return;
  }
}

// The candidate's side (§20).

const toMine = (m: Message): MonMessage => ({
  id: m.id,
  sens: m.sens,
  sujet: m.sujet,
  corps: m.corps,
  statut: m.statut,
  envoyeLe: m.envoyeLe,
  recuLe: m.recuLe,
});

/** What the candidate sees: what left and what they wrote, never a scheduled or cancelled message. */
export async function myThread(ctx: AppContext, candidatureId: number): Promise<MonMessage[]> {
  const thread = await listThread(ctx, candidatureId);
  return thread.filter((m) => m.statut === 'ENVOYE' || m.statut === 'RECU' || m.statut === 'ECHEC').map(toMine);
}

/** `POST /api/me/candidatures/{id}/messages`: a plain-text reply, 201 ENTRANT, unread for staff. */
export async function reply(ctx: AppContext, candidatureId: number, corps: string): Promise<MonMessage> {
  const app = await application(ctx, candidatureId);
  const now = ctx.clock.nowIso();
  const escaped = corps.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = escaped
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
  // The server composes it from the vacancy's name: cut to its column (§10), never a failed write.
  const sujet = fitText(`Re: ${app.offre}`, SERVER_TEXT_LIMITS.message.sujet);
  const id = await repo.insertMessage(ctx.db, {
    candidature_id: candidatureId,
    sens: 'ENTRANT',
    auteur_user_id: null,
    modele_id: null,
    sujet,
    corps: sanitizeDescriptif(html),
    statut: 'RECU',
    prevu_le: null,
    recu_le: now,
    message_id: newMessageId(ctx),
    date_creation: now,
  });
  return toMine((await toMessages(ctx, [(await repo.findMessage(ctx.db, id)) as repo.MessageRow]))[0] as Message);
}

export async function unread({ db }: AppContext, scope: Scope): Promise<NonLus> {
  const rows = await repo.countUnread(db, scope);
  const candidatures = rows.map((r) => ({ id: r.id, nombre: Number(r.nombre) }));
  return { total: candidatures.reduce((sum, c) => sum + c.nombre, 0), candidatures };
}

export async function markThreadRead(ctx: AppContext, candidatureId: number): Promise<void> {
  await application(ctx, candidatureId);
  await repo.markRead(ctx.db, candidatureId);
}

// Personal data (§10).

/** An individu's messages go with the erasure, in its transaction, before their applications. */
export async function eraseMessagesOfIndividu(tx: TxScope, individuId: number): Promise<void> {
  await repo.deleteMessagesOf(
    tx.db,
    tx.db.selectFrom('candidature').select('id').where('individu_id', '=', individuId),
  );
}

/** An individu's messages for the export, both directions (not the cancelled ones). */
export async function messagesForExport(ctx: Pick<AppContext, 'db'>, individuId: number) {
  const rows = await repo.findMessagesOfIndividu(ctx.db, individuId);
  return rows.map((r) => ({
    candidature: r.candidature_id,
    sens: r.sens,
    sujet: r.sujet,
    corps: r.corps,
    statut: r.statut,
    envoyeLe: r.envoye_le,
    recuLe: r.recu_le,
  }));
}

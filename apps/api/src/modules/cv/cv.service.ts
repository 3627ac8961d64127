import { apiFr, type CvLecture, cvMessages, type FusionInput, type Individu } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { conflict, notFound, validation } from '../../lib/errors.js';
import type { EventOf, TxScope } from '../../lib/events.js';
import type { Job } from '../../lib/jobs.js';
import { inTransaction } from '../../lib/transaction.js';
import { findSharedVacancy, moveToIndividu } from '../candidature/candidature.service.js';
import { findIdsOfCandidature, storedFilesOf } from '../document-candidature/document-candidature.service.js';
import { deleteIndividu, findDuplicateIds, loadIndividus, lockIndividus } from '../individu/individu.service.js';
import * as mail from '../mail/mail.service.js';
import { findUsersByIndividuIds, moveAccountOf } from '../user/user.service.js';
import * as repo from './cv.repository.js';
import { EMPTY_CONTACT, readContact } from './cv-contact.js';
import { type ExtractableKind, extractableKind } from './cv-extract.js';
import { createExtractor, type Extractor } from './cv-extractor.js';
import { foldWords } from './cv-words.js';

/**
 * What the CV says (contract §19), read on this server only: the texts of uploaded documents
 * (read in the background, kept for staff search, gone with their documents), the prefill of the
 * apply form (stores nothing), duplicates of a person and their merge.
 */

export const CV_TEXT_JOB = 'cv-text';
/** Documents read per run of the job at most (a run then goes on at its next tick). */
const BATCH = 20;
/** Tries to read a document whose store did not answer before it is given up. */
const MAX_ATTEMPTS = 3;

let shared: Extractor | null = null;
/** One extraction process per server process, started on first use. */
export function extractor(): Extractor {
  shared ??= createExtractor();
  return shared;
}
/** Ends the extraction process (the server closes); a later use starts another. */
export function closeExtractor(): void {
  shared?.close();
  shared = null;
}

/** `candidature.created`: its documents are queued for reading, in the transaction that recorded them. */
export async function onCandidatureCreated(tx: TxScope, ctx: AppContext, event: EventOf<'candidature.created'>) {
  const documentIds = await findIdsOfCandidature(tx.db, event.candidatureId);
  const queued = await repo.queueDocuments(tx.db, event.candidatureId, documentIds, ctx.clock.nowIso());
  if (queued > 0) tx.afterCommit(() => ctx.jobs.wake(CV_TEXT_JOB));
}

/** Reads a stored file into memory, up to `max` bytes; null when missing or larger. */
async function readStored(ctx: AppContext, name: string, max: number): Promise<Buffer | null> {
  const file = await ctx.storage.open(name);
  if (!file) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      file.stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Text of some bytes of a detected type, through the bounded child process; null when none. */
export async function textOf(bytes: Uint8Array, mime: string): Promise<string | null> {
  const kind: ExtractableKind | null = extractableKind(mime);
  if (!kind) return null;
  const text = await extractor().extract(bytes, kind);
  return text ? text : null;
}

/**
 * One run of the background reading: the pending documents, a batch at a time, each read and
 * its text saved; a store that does not answer leaves the document pending for a later run (up
 * to `MAX_ATTEMPTS`). Nothing of a text is ever logged.
 */
export async function readPendingTexts(ctx: AppContext): Promise<number> {
  let done = 0;
  for (;;) {
    const pending = await repo.findPending(ctx.db, BATCH);
    if (pending.length === 0) return done;
    const ids = pending.map((row) => row.document_id);
    const files = await storedFilesOf(ctx, ids);
    for (const row of pending) {
      // Its text goes with it (cascade): a document deleted since is no longer queued.
      const file = files.get(row.document_id);
      if (!file) continue;
      let bytes: Buffer | null;
      try {
        bytes = await readStored(ctx, file.nomFichier, ctx.config.maxUploadBytes);
      } catch {
        await repo.recordAttempt(ctx.db, row.document_id, row.tentatives + 1, MAX_ATTEMPTS, ctx.clock.nowIso());
        ctx.log.warn({ documentId: row.document_id }, 'cv text: document not readable now, tried again later');
        continue;
      }
      const text = bytes ? await textOf(bytes, file.typeMime) : null;
      await repo.saveText(ctx.db, row.document_id, {
        etat: text ? 'done' : bytes ? 'empty' : 'failed',
        texte: text,
        textePlie: text && ctx.dialect === 'postgres' ? foldWords(text) : null,
        now: ctx.clock.nowIso(),
      });
      done += 1;
    }
  }
}

export const cvTextJob: Job = {
  name: CV_TEXT_JOB,
  everyMs: 30_000,
  exclusive: true,
  run: async (ctx) => {
    await readPendingTexts(ctx);
  },
};

/**
 * Prefill (§19): the contact details a CV gives, read in memory and forgotten. Images and types
 * without text give nulls.
 */
export async function readCv(ctx: AppContext, bytes: Uint8Array, mime: string): Promise<CvLecture> {
  const text = await textOf(bytes, mime);
  if (!text) return { ...EMPTY_CONTACT };
  return readContact(text, ctx.config.org.address.country);
}

/** The states of an application's document texts (`pending`, `done`, `empty`, `failed`). */
export const textStates = (ctx: AppContext, candidatureId: number) => repo.findStates(ctx.db, candidatureId);

const individuNotFound = () => notFound(apiFr.individuNotFound);

/** Other individus with the same phone or the same name ignoring case and accents (§19). */
export async function findDoublons(ctx: AppContext, id: number): Promise<Individu[]> {
  const ids = await findDuplicateIds(ctx.db, id, 50);
  if (!ids) throw individuNotFound();
  const byId = await loadIndividus(ctx, ids);
  return ids.flatMap((i) => byId.get(i) ?? []);
}

/**
 * Merges `avec` into `id` (§19): its applications (with their documents, history, notes), its
 * account when only it has one, its queued mail and audit lines move, each through the module
 * that owns it; `avec` goes. 409 when both hold an account or both applied to the same vacancy.
 * Audited through `individu.merged`. Answers the kept individu and the account whose sessions
 * ended (moved), if any.
 */
export async function fusionner(
  ctx: AppContext,
  id: number,
  input: FusionInput,
  actorUserId: number,
): Promise<{ individu: Individu; movedUserId: number | null }> {
  const avec = input.avec.id;
  if (avec === id) throw validation({ 'avec.id': cvMessages.fusionSelf }, cvMessages.fusionSelf);
  const movedUserId = await inTransaction(ctx, async (tx) => {
    const found = await lockIndividus(tx.db, ctx.dialect, [id, avec]);
    if (found.length < 2) throw individuNotFound();
    const accounts = await findUsersByIndividuIds(tx.db, [id, avec]);
    if (accounts.length > 1) throw conflict(cvMessages.fusionBothAccounts);
    const shared = await findSharedVacancy(tx.db, id, avec);
    if (shared !== undefined) throw conflict(cvMessages.fusionSameVacancy(shared));
    const applications = await moveToIndividu(tx.db, avec, id);
    await moveAccountOf(tx.db, avec, id, ctx.clock.nowIso());
    await mail.moveToIndividu(tx.db, avec, id);
    await deleteIndividu(tx.db, avec);
    await tx.publish({ type: 'individu.merged', individuId: id, mergedId: avec, actorUserId, applications });
    return accounts.find((a) => a.individu_id === avec)?.id ?? null;
  });
  const individu = (await loadIndividus(ctx, [id])).get(id);
  if (!individu) throw individuNotFound();
  return { individu, movedUserId };
}

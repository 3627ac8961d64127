import { messages, type NoteCandidature, type NoteInput } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { accountOf } from '../auth/auth.service.js';
import { ownerOf } from '../candidature/candidature.service.js';
import * as repo from './note.repository.js';

const toNote = (row: repo.NoteRow): NoteCandidature => ({
  id: row.id,
  texte: row.texte,
  auteur: row.auteur_email,
  dateCreation: row.date_creation,
});

/** A recruiter's private notes on an application, newest first (404 when it does not exist). */
export async function listNotes(ctx: AppContext, candidatureId: number): Promise<NoteCandidature[]> {
  await ownerOf(ctx, candidatureId);
  return (await repo.findNotes(ctx.db, candidatureId)).map(toNote);
}

/** Adds a note signed with the admin's e-mail; answers it as stored. */
export async function addNote(
  ctx: AppContext,
  candidatureId: number,
  input: NoteInput,
  adminUserId: number,
): Promise<NoteCandidature> {
  const { db, clock } = ctx;
  await ownerOf(ctx, candidatureId);
  // Signed with the author's address as it is when they write.
  const email = (await accountOf(ctx, adminUserId))?.email;
  // A token that outlived its account: nobody to sign the note with.
  if (email === undefined) throw unauthorized();
  const id = await repo.insertNote(db, {
    candidatureId,
    userId: adminUserId,
    email,
    texte: input.texte,
    date: clock.nowIso(),
  });
  const row = await repo.findNote(db, id);
  if (!row) throw new Error('note vanished after insert');
  return toNote(row);
}

/** Deletes a note its author wrote: 404 unknown, 403 someone else's (contract §12). */
export async function deleteNote({ db }: AppContext, id: number, adminUserId: number): Promise<void> {
  if (await repo.deleteOwnNote(db, id, adminUserId)) return;
  if (!(await repo.findNote(db, id))) throw notFound(messages.noteNotFound);
  throw forbidden(messages.noteNotYours);
}

export { deleteNotesOf } from './note.repository.js';

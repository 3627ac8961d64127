import { messages, noteCandidatureSchema } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, requestsAs, type TestApp, type TestUser } from '../../../test/helpers.js';
import { type RecruiterData, seedRecruiterData } from '../../../test/recruiter-data.js';

let t: TestApp;
let alice: TestUser;
let bruno: TestUser;
let candidate: TestUser;
let data: RecruiterData;
const { get, post, del } = requestsAs(
  () => t,
  () => alice,
);
const notes = z.array(noteCandidatureSchema);

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn('ADMIN', { email: 'alice.rh@example.com' });
  bruno = await t.signIn('ADMIN', { email: 'bruno.rh@example.com' });
  candidate = await t.signIn('CANDIDAT');
  data = await seedRecruiterData(t);
});
afterAll(() => t.close());

describe('notes on an application', () => {
  it('adds a note signed with the admin e-mail (201) and lists them newest first', async () => {
    const id = data.ids.durand;
    const first = await post(`/candidature/${id}/notes`, { texte: '  Entretien téléphonique : motivée.  ' });
    expect(first.statusCode).toBe(201);
    const note = noteCandidatureSchema.parse(first.json());
    expect(note).toMatchObject({ texte: 'Entretien téléphonique : motivée.', auteur: 'alice.rh@example.com' });
    expect(Number.isNaN(Date.parse(note.dateCreation))).toBe(false);
    // Unknown keys are ignored: the author comes from the session, never from the body.
    const second = await post(`/candidature/${id}/notes`, { texte: 'Disponible en mars.', auteur: 'x@y.z' }, bruno);
    expect(second.json().auteur).toBe('bruno.rh@example.com');
    const listed = notes.parse((await get(`/candidature/${id}/notes`)).json());
    expect(listed.map((n) => [n.texte, n.auteur])).toEqual([
      ['Disponible en mars.', 'bruno.rh@example.com'],
      ['Entretien téléphonique : motivée.', 'alice.rh@example.com'],
    ]);
    // Another application's notes are its own.
    expect((await get(`/candidature/${data.ids.martin}/notes`)).json()).toEqual([]);
  });

  it('deletes only its own notes: 403 for a colleague, 404 when unknown, 204 for the author', async () => {
    const id = data.ids.abel;
    const note = (await post(`/candidature/${id}/notes`, { texte: 'À rappeler.' })).json();
    const refused = await del(`/candidature/notes/${note.id}`, bruno);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.noteNotYours });
    expect((await get(`/candidature/${id}/notes`)).json()).toHaveLength(1);
    expect((await del(`/candidature/notes/${note.id}`)).statusCode).toBe(204);
    expect((await get(`/candidature/${id}/notes`)).json()).toEqual([]);
    const gone = await del(`/candidature/notes/${note.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(messages.noteNotFound);
  });

  it('refuses an empty or too long text and an unknown application', async () => {
    const empty = await post(`/candidature/${data.ids.durand}/notes`, { texte: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ texte: messages.noteRequired });
    const long = await post(`/candidature/${data.ids.durand}/notes`, { texte: 'x'.repeat(5001) });
    expect(long.json().fields).toEqual({ texte: messages.tooLong(5000) });
    expect((await post('/candidature/999999/notes', { texte: 'Note' })).statusCode).toBe(404);
    expect((await get('/candidature/999999/notes')).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const url = `/candidature/${data.ids.durand}/notes`;
    expect((await get(url, candidate)).statusCode).toBe(403);
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await post(url, { texte: 'x' }, candidate)).statusCode).toBe(403);
    expect((await post(url, { texte: 'x' }, null)).statusCode).toBe(401);
    const note = (await post(url, { texte: 'Gardée' })).json();
    expect((await del(`/candidature/notes/${note.id}`, candidate)).statusCode).toBe(403);
    expect((await del(`/candidature/notes/${note.id}`, null)).statusCode).toBe(401);
  });

  it('go with their application when it is deleted', async () => {
    const id = data.ids.old;
    await post(`/candidature/${id}/notes`, { texte: 'Ancienne' });
    await t.db.deleteFrom('historique_etat').where('candidature_id', '=', id).execute();
    await t.db.deleteFrom('candidature').where('id', '=', id).execute();
    const left = await t.db.selectFrom('note_candidature').select('id').where('candidature_id', '=', id).execute();
    expect(left).toEqual([]);
  });
});

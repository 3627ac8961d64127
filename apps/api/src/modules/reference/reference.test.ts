import type { KyselyPlugin, UnknownRow } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { guardWrite, isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, conflict } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import { referenceMessages } from '../../lib/reference-messages.js';
import {
  makeIndividu,
  makeOpenVacancy,
  makePosteDeTravail,
  makePosteVacant,
  makeSession,
} from '../../seed/factories.js';
import { createPosteVacant, deletePosteVacant } from '../poste-vacant/poste-vacant.service.js';
import { renameEtat } from './etat-candidature.service.js';
import { nomDocumentService } from './nom-document.service.js';
import { posteDeTravailService } from './poste-de-travail.service.js';
import { sessionCandidatureService } from './session-candidature.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

/** The kinds of statement (`DeleteQueryNode`...) each database handle of `staleRead` ran. */
const ran = new WeakMap<Db, string[]>();

/**
 * The database as a concurrent request would leave it: the `nth` read (0-based) answers as if
 * another request had not yet written (its rows rewritten by `stale`), the writes then meet the
 * real rows. That is the race the services' constraint mapping exists for.
 */
function staleRead(db: Db, nth: number, stale: (rows: UnknownRow[]) => UnknownRow[]): Db {
  const selects = new Set<unknown>();
  const kinds: string[] = [];
  let seen = 0;
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      kinds.push(node.kind);
      if (node.kind === 'SelectQueryNode') selects.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }) {
      if (!selects.has(queryId)) return result;
      return seen++ === nth ? { ...result, rows: stale(result.rows) } : result;
    },
  };
  const handle = db.withPlugin(plugin);
  ran.set(handle, kinds);
  return handle;
}

/** Runs a service call on a stale handle; answers its error and whether it reached the write. */
async function race(
  nth: number,
  stale: (rows: UnknownRow[]) => UnknownRow[],
  call: (ctx: AppContext) => Promise<unknown>,
) {
  const db = staleRead(t.db, nth, stale);
  const error = await failure(call({ ...t.app.ctx, db }));
  const kinds = ran.get(db) ?? [];
  const wrote = kinds.some((k) => ['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode'].includes(k));
  return { error, wrote };
}
const zeroCount = (rows: UnknownRow[]) => rows.map((row) => ({ ...row, total: 0 }));
const noRows = () => [];

describe('constraint violations on this database', () => {
  it('recognises a duplicate key', async () => {
    const error = await failure(
      t.db
        .insertInto('nom_document')
        .values({ nom: 'cv', nom_key: toKey('CV') })
        .execute(),
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isForeignKeyViolation(error)).toBe(false);
  });

  it('recognises a missing parent and a parent still referenced', async () => {
    const orphan = await failure(
      t.db
        .insertInto('poste_vacant')
        .values({ nom: 'x', nom_key: 'x', descriptif: '', poste_id: 999_999, session_id: 999_999, type_contrat_id: 1 })
        .execute(),
    );
    expect(isForeignKeyViolation(orphan)).toBe(true);
    expect(isUniqueViolation(orphan)).toBe(false);
    const { posteId } = await makeOpenVacancy(t.db);
    const referenced = await failure(t.db.deleteFrom('poste_de_travail').where('id', '=', posteId).execute());
    expect(isForeignKeyViolation(referenced)).toBe(true);
  });

  it('recognises nothing else', async () => {
    const syntax = await failure(sql`select * from no_such_table`.execute(t.db));
    for (const error of [syntax, new Error('x'), null, undefined, 'SQLITE_CONSTRAINT_UNIQUE', { code: 42 }]) {
      expect(isUniqueViolation(error)).toBe(false);
      expect(isForeignKeyViolation(error)).toBe(false);
    }
  });

  it('guardWrite answers the write, maps violations, and lets other errors through', async () => {
    expect(await guardWrite(async () => 7, { unique: () => conflict('x') })).toBe(7);
    const dup = guardWrite(() => t.db.insertInto('nom_document').values({ nom: 'CV', nom_key: 'cv' }).execute(), {
      unique: () => conflict('Doublon.'),
    });
    await expect(dup).rejects.toMatchObject({ code: 'CONFLICT', message: 'Doublon.' });
    const other = await failure(
      guardWrite(() => sql`select * from nope`.execute(t.db), { unique: () => conflict('x') }),
    );
    expect(other).not.toBeInstanceOf(AppError);
  });
});

describe('races: the check passed, the database refuses, the answer is still the 409', () => {
  it('deleting a work position that a vacancy got in the meantime', async () => {
    const posteId = await makePosteDeTravail(t.db);
    const sessionId = await makeSession(t.db);
    for (let i = 0; i < 3; i++) await makePosteVacant(t.db, { posteId, sessionId });
    const { error, wrote } = await race(0, zeroCount, (ctx) => posteDeTravailService.remove(ctx, posteId));
    expect(wrote).toBe(true);
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Ce poste est utilisé par 3 postes vacants.' });
  });

  it('deleting a session that a vacancy got in the meantime', async () => {
    const { sessionId } = await makeOpenVacancy(t.db);
    const { error, wrote } = await race(0, zeroCount, (ctx) => sessionCandidatureService.remove(ctx, sessionId));
    expect(wrote).toBe(true);
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Cette session est utilisée par 1 poste vacant.' });
  });

  it('deleting an attachment type or a vacancy that got rows in the meantime', async () => {
    const { id: posteVacantId } = await makeOpenVacancy(t.db);
    const candidature = await t.db
      .insertInto('candidature')
      .values({
        individu_id: await makeIndividu(t.db),
        poste_vacant_id: posteVacantId,
        etat_candidature_id: 1,
        date_candidature: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: nomDocumentId } = await nomDocumentService.create(t.app.ctx, { nom: 'Course' });
    await t.db
      .insertInto('document_candidature')
      .values({
        candidature_id: candidature.id,
        nom_document_id: nomDocumentId,
        nom_fichier: `${crypto.randomUUID()}.pdf`,
        nom_original: 'a.pdf',
        taille: 1,
        type_mime: 'application/pdf',
      })
      .execute();
    const doc = await race(0, zeroCount, (ctx) => nomDocumentService.remove(ctx, nomDocumentId));
    expect(doc.wrote).toBe(true);
    expect(doc.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Ce type de pièce jointe est utilisé par 1 document.',
    });
    const vacancy = await race(0, zeroCount, (ctx) => deletePosteVacant(ctx, posteVacantId));
    expect(vacancy.wrote).toBe(true);
    expect(vacancy.error).toMatchObject({ code: 'CONFLICT', message: 'Ce poste vacant a reçu 1 candidature.' });
  });

  it('adding or renaming to a name another request just took', async () => {
    const doc = await race(0, noRows, (ctx) => nomDocumentService.create(ctx, { nom: 'cv' }));
    expect(doc).toMatchObject({
      wrote: true,
      error: { code: 'CONFLICT', message: 'Ce type de pièce jointe existe déjà.' },
    });
    await posteDeTravailService.create(t.app.ctx, { reference: 'RACE-1', nom: 'A' });
    const poste = await race(0, noRows, (ctx) => posteDeTravailService.create(ctx, { reference: 'race-1', nom: 'B' }));
    expect(poste).toMatchObject({
      wrote: true,
      error: { code: 'CONFLICT', message: 'Un poste de travail avec cette référence existe déjà.' },
    });
    const input = { reference: 'RACE-S', dateOuverture: '2026-01-01', dateCloture: '2026-02-01', status: true };
    await sessionCandidatureService.create(t.app.ctx, input);
    const session = await race(0, noRows, (ctx) => sessionCandidatureService.create(ctx, input));
    expect(session).toMatchObject({
      wrote: true,
      error: { message: 'Une session de candidature avec cette référence existe déjà.' },
    });
    // Read 0 finds the status to rename, read 1 is the uniqueness check.
    const etat = await race(1, noRows, (ctx) => renameEtat(ctx, 2, { etat: 'ENVOYÉE' }));
    expect(etat).toMatchObject({
      wrote: true,
      error: { code: 'CONFLICT', message: 'Cet état de candidature existe déjà.' },
    });
  });

  it('creating a vacancy whose work position was deleted in the meantime', async () => {
    const posteId = await makePosteDeTravail(t.db);
    const sessionId = await makeSession(t.db);
    await t.db.deleteFrom('poste_de_travail').where('id', '=', posteId).execute();
    const allExist = (rows: UnknownRow[]) => rows.map(() => ({ poste: 1, session: 1, typeContrat: 1 }));
    const input = {
      nom: 'Offre',
      descriptif: '',
      poste: { id: posteId },
      session: { id: sessionId },
      typeContrat: { id: 1 },
      salaireMin: 30000,
      salaireMax: 35000,
      salairePeriode: 'AN' as const,
      teletravail: 'NON' as const,
    };
    const { error, wrote } = await race(0, allExist, (ctx) => createPosteVacant(ctx, input));
    expect(wrote).toBe(true);
    expect(error).toMatchObject({ code: 'VALIDATION', fields: { poste: "Ce poste de travail n'existe pas." } });
  });
});

describe('messages', () => {
  it('counts in French (singular for one)', () => {
    expect(referenceMessages.posteInUse(1)).toBe('Ce poste est utilisé par 1 poste vacant.');
    expect(referenceMessages.posteInUse(3)).toBe('Ce poste est utilisé par 3 postes vacants.');
    expect(referenceMessages.sessionInUse(2)).toBe('Cette session est utilisée par 2 postes vacants.');
    expect(referenceMessages.nomDocumentInUse(4)).toBe('Ce type de pièce jointe est utilisé par 4 documents.');
    expect(referenceMessages.posteVacantInUse(2)).toBe('Ce poste vacant a reçu 2 candidatures.');
  });
});

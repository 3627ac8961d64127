import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../../test/fixtures/apply-form.js';
import { personWithApplications } from '../../../test/fixtures/personal-data.js';
import { unzip } from '../../../test/fixtures/unzip.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makeUser } from '../../seed/factories.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ ORG_NAME: 'Acme Recrutement', DPO_EMAIL: 'dpo@acme.example' });
  admin = await t.signIn('ADMIN');
});
afterAll(() => t.close());

const exportAs = (user: TestUser | null) => t.app.inject({ url: '/api/me/export', headers: user?.headers ?? {} });

interface Exported {
  exporteLe: string;
  responsableDuTraitement: { nom: string; dpoEmail: string };
  utilisateur: Record<string, unknown>;
  individu: Record<string, unknown>;
  candidatures: {
    id: number;
    dateCandidature: string;
    langue: string;
    etatCandidature: string;
    posteVacant: { id: number; nom: string; poste: { nom: string } };
    historique: { etatCandidature: string; date: string }[];
    documents: (Record<string, unknown> & { fichier: string | null; nomFichier: string })[];
  }[];
}

describe('GET /api/me/export', () => {
  it('answers a ZIP with every field and every file, byte for byte', async () => {
    const person = await personWithApplications(t, 2, { nom: 'Lefèvre', prenom: 'Inès', consentementVivier: true });
    const france = await t.db.selectFrom('pays').select('id').where('code', '=', 'FR').executeTakeFirstOrThrow();
    const civilite = await t.db.selectFrom('civilite').selectAll().orderBy('id').executeTakeFirstOrThrow();
    await t.db
      .updateTable('individu')
      .set({
        date_de_naissance: '1991-04-05',
        adresse: '3 rue des Lilas',
        cp: '69003',
        ville: 'Lyon',
        pays_id: france.id,
        civilite_id: civilite.id,
      })
      .where('id', '=', person.individuId)
      .execute();
    const acceptee = await t.db
      .selectFrom('etat_candidature')
      .select('id')
      .where('etat', '=', 'Acceptée')
      .executeTakeFirstOrThrow();
    const moved = await t.app.inject({
      method: 'POST',
      url: `/candidature/${person.candidatureIds[1]}/update`,
      headers: admin.headers,
      payload: { etatCandidature: { id: acceptee.id } },
    });
    expect(moved.statusCode).toBe(200);

    const res = await exportAs(person.user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="mes-donnees.zip"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const entries = await unzip(res.rawPayload);
    const data = JSON.parse(String(entries.get('donnees.json'))) as Exported;

    expect(data.responsableDuTraitement).toMatchObject({ nom: 'Acme Recrutement', dpoEmail: 'dpo@acme.example' });
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', person.user.id).executeTakeFirstOrThrow();
    expect(data.utilisateur).toEqual({
      id: user.id,
      email: user.email,
      role: 'CANDIDAT',
      dateCreation: user.date_creation,
      emailVerifie: true,
      derniereConnexion: null,
      langue: 'fr',
      // §23: no session was opened by signing in here (the test's token is signed directly).
      sessions: [],
      secondFacteur: { totp: false, confirmeLe: null, codesSecoursRestants: 0 },
    });
    const row = await t.db
      .selectFrom('individu')
      .selectAll()
      .where('id', '=', person.individuId)
      .executeTakeFirstOrThrow();
    expect(row.consentement_vivier_date).not.toBeNull();
    expect(data.individu).toEqual({
      id: row.id,
      nom: 'Lefèvre',
      prenom: 'Inès',
      email: row.email,
      telephone: row.telephone,
      pays: 'FRANCE',
      civilite: civilite.designation,
      dateDeNaissance: '1991-04-05',
      adresse: '3 rue des Lilas',
      cp: '69003',
      ville: 'Lyon',
      dateCreation: row.created_at,
      consentementVivier: true,
      consentementVivierDate: row.consentement_vivier_date,
    });

    expect(data.candidatures.map((c) => c.id)).toEqual(person.candidatureIds);
    for (const c of data.candidatures) {
      const db = await t.db.selectFrom('candidature').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
      expect(c.dateCandidature).toBe(db.date_candidature);
      // The language of the page it was sent from (contract §17) is the person's data too.
      expect(c.langue).toBe(db.langue);
      expect(c.posteVacant.id).toBe(db.poste_vacant_id);
      expect(c.posteVacant.nom).toMatch(/^Offre \d de /);
      const history = await t.db
        .selectFrom('historique_etat')
        .select('date_changement')
        .where('candidature_id', '=', c.id)
        .orderBy('id')
        .execute();
      expect(c.historique.map((h) => h.date)).toEqual(history.map((h) => h.date_changement));
    }
    expect(data.candidatures[0]?.etatCandidature).toBe('envoyée');
    expect(data.candidatures[1]?.etatCandidature).toBe('Acceptée');
    expect(data.candidatures[1]?.historique.map((h) => h.etatCandidature)).toEqual(['envoyée', 'Acceptée']);
    // The recruiter who set a status is not the candidate's data.
    expect(JSON.stringify(data)).not.toContain(admin.email);

    const documents = data.candidatures.flatMap((c) => c.documents);
    expect(documents).toHaveLength(4);
    const names = [...entries.keys()].filter((n) => n.startsWith('documents/')).sort();
    expect(names).toEqual(documents.map((d) => d.fichier).sort());
    for (const doc of documents) {
      const db = await t.db
        .selectFrom('document_candidature')
        .innerJoin('nom_document', 'nom_document.id', 'document_candidature.nom_document_id')
        .selectAll('document_candidature')
        .select('nom_document.nom')
        .where('document_candidature.id', '=', doc.id as number)
        .executeTakeFirstOrThrow();
      expect(doc).toEqual({
        id: db.id,
        nomPieceJointe: db.nom,
        nomFichier: db.nom_fichier,
        nomOriginal: db.nom_original,
        taille: Number(db.taille),
        typeMime: db.type_mime,
        fichier: expect.stringMatching(/^documents\/\d+-\d+-/),
      });
      const bytes = entries.get(doc.fichier as string) as Buffer;
      expect(bytes.equals(readFileSync(join(t.config.uploadDir, doc.nomFichier)))).toBe(true);
      expect(bytes.equals(fixture(db.type_mime === 'application/pdf' ? 'cv.pdf' : 'lettre.docx'))).toBe(true);
      expect(bytes.length).toBe(Number(db.taille));
    }
    expect(entries.size).toBe(5);
  });

  it('records the export in the audit trail', async () => {
    const person = await personWithApplications(t, 1);
    expect((await exportAs(person.user)).statusCode).toBe(200);
    const line = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'export')
      .where('individu_id', '=', person.individuId)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      actor_user_id: person.user.id,
      actor_email: person.user.email,
      target_type: 'individu',
    });
  });

  it('says which file is missing rather than failing the whole export', async () => {
    const person = await personWithApplications(t, 1);
    await t.app.ctx.storage.remove(person.files[0] as string);
    const res = await exportAs(person.user);
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    const data = JSON.parse(String(entries.get('donnees.json'))) as Exported;
    const missing = data.candidatures[0]?.documents.find((d) => d.nomFichier === person.files[0]);
    expect(missing?.fichier).toBeNull();
    expect(entries.size).toBe(2);
  });

  it('exports an account without applications', async () => {
    const user = await t.signIn('CANDIDAT');
    const entries = await unzip((await exportAs(user)).rawPayload);
    expect([...entries.keys()]).toEqual(['donnees.json']);
    expect(JSON.parse(String(entries.get('donnees.json')))).toMatchObject({
      candidatures: [],
      individu: { id: user.individuId },
    });
  });

  it('refuses an unverified e-mail (403 EMAIL_NOT_VERIFIED) and an anonymous caller (401)', async () => {
    const user = await makeUser(t.db, { role: 'CANDIDAT', password: 'Secret-Passw0rd', emailVerifie: false });
    const token = t.app.sessions.sign({ id: user.id, role: 'CANDIDAT', individuId: user.individuId });
    const res = await t.app.inject({ url: '/api/me/export', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: expect.stringMatching(/Confirmez/) });
    expect((await exportAs(null)).statusCode).toBe(401);
  });
});

import { type AuditEntry, COLUMN_LIMITS } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForm, fixture, multipart } from '../../../test/fixtures/apply-form.js';
import { personWithApplications } from '../../../test/fixtures/personal-data.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { immediateScope, inTransaction } from '../../lib/transaction.js';
import { makeOpenVacancy } from '../../seed/factories.js';
import { changeStatus } from '../candidature/candidature.service.js';
import { readIn } from './audit.text.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN', { email: 'rh@example.com' });
});
afterAll(() => t.close());

const audit = async (query = '') => {
  const res = await t.app.inject({ url: `/audit${query}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return { lines: res.json() as AuditEntry[], total: Number(res.headers['x-total-count']) };
};
const etatId = async (etat: string) =>
  (await t.db.selectFrom('etat_candidature').select('id').where('etat', '=', etat).executeTakeFirstOrThrow()).id;

describe('audit trail (§10)', () => {
  it('records each admin read and change of personal data, names the person, and forgets them on erasure', async () => {
    const person = await personWithApplications(t, 1, { nom: 'Garnier', prenom: 'Zoé' });
    const [candidatureId] = person.candidatureIds as [number];
    const { total: before } = await audit('?page=1&size=5');

    // An admin downloads a document; the candidate downloading their own is not audited.
    const file = person.files[0] as string;
    expect(
      (await t.app.inject({ url: `/document-candidature/download/${file}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/document-candidature/download/${file}`, headers: person.user.headers })).statusCode,
    ).toBe(200);
    // An admin changes the status; the automatic move on opening a sheet is not a line of its own.
    const moved = await t.app.inject({
      method: 'POST',
      url: `/candidature/${candidatureId}/update`,
      headers: admin.headers,
      payload: { etatCandidature: { id: await etatId('Acceptée') } },
    });
    expect(moved.statusCode).toBe(200);
    const consultee = await etatId('consultée par le recruteur');
    const changed = await inTransaction(t.app.ctx, (tx) =>
      changeStatus(tx, {
        id: candidatureId,
        etatId: consultee,
        actorUserId: admin.id,
        automatic: true,
        date: new Date().toISOString(),
      }),
    );
    expect(changed).toBe(true);
    // The sheet read, as the recruiter workflow publishes it.
    await t.app.ctx.events.publish(immediateScope(t.db), {
      type: 'personal-data.accessed',
      actorUserId: admin.id,
      action: 'candidature.read',
      targetType: 'candidature',
      targetId: candidatureId,
      individuId: person.individuId,
    });

    const { lines, total } = await audit('?page=1&size=3');
    expect(total).toBe(before + 3);
    expect(lines.map((l) => l.action)).toEqual(['candidature.read', 'candidature.status-changed', 'document.download']);
    for (const line of lines) expect(line.acteur).toBe('rh@example.com');
    expect(lines[0]?.libelle).toMatch(/^Candidature n° \d+ — Zoé Garnier \(Offre 1 de /);
    expect(lines[1]?.details).toBe('envoyée → Acceptée');
    expect(lines[2]).toMatchObject({ cibleType: 'document', libelle: expect.stringContaining('Zoé Garnier') });
    const dates = lines.map((l) => l.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/individu/${person.individuId}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    const after = await audit('?page=1&size=4');
    expect(after.total).toBe(before + 4);
    expect(after.lines[0]).toMatchObject({
      action: 'individu.erased',
      acteur: 'rh@example.com',
      cibleType: 'individu',
      cibleId: person.individuId,
      details: 'par un administrateur : 1 candidature(s), 2 fichier(s)',
    });
    // The lines stay, and say no more who it was.
    const text = JSON.stringify(after.lines);
    expect(text).not.toMatch(/Garnier|Zoé|CV Élodie/);
    expect(after.lines.slice(1).map((l) => l.libelle)).toEqual([
      `Candidature n° ${candidatureId} — personne effacée`,
      `Candidature n° ${candidatureId} — personne effacée`,
      expect.stringMatching(/^Document n° \d+ — personne effacée$/),
    ]);
    const about = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('individu_id', '=', person.individuId)
      .execute();
    expect(about).toEqual([]);
  });

  it('forgets who exported when that person deletes their account', async () => {
    const person = await personWithApplications(t, 1);
    expect((await t.app.inject({ url: '/api/me/export', headers: person.user.headers })).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: person.user.headers,
      payload: { password: 'Secret-Passw0rd' },
    });
    expect(del.statusCode).toBe(204);
    const { lines } = await audit('?page=1&size=2');
    expect(lines.map((l) => [l.action, l.acteur])).toEqual([
      ['individu.erased', null],
      ['export', null],
    ]);
    expect(lines[0]?.details).toBe('à sa demande : 1 candidature(s), 2 fichier(s)');
    expect(JSON.stringify(lines)).not.toContain(person.user.email);
  });

  it("reads its lines in the caller's language: written once in French, read in English by an English reader", async () => {
    const person = await personWithApplications(t, 1, { nom: 'Roux', prenom: 'Inès' });
    const [candidatureId] = person.candidatureIds as [number];
    await t.app.ctx.events.publish(immediateScope(t.db), {
      type: 'personal-data.accessed',
      actorUserId: admin.id,
      action: 'candidature.read',
      targetType: 'candidature',
      targetId: candidatureId,
      individuId: person.individuId,
    });
    const read = async (lang: string) => {
      const res = await t.app.inject({
        url: '/audit?page=1&size=1',
        headers: { ...admin.headers, 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as AuditEntry[])[0];
    };
    expect((await read('fr'))?.libelle).toMatch(
      new RegExp(`^Candidature n° ${candidatureId} — Inès Roux \\(Offre 1 de `),
    );
    expect((await read('en-GB,en;q=0.9'))?.libelle).toMatch(
      new RegExp(`^Application no\\. ${candidatureId} — Inès Roux \\(Offre 1 de `),
    );
    const stored = await t.db.selectFrom('audit_log').select('label').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.label).toMatch(/^Candidature n° /);
  });

  it('finds the entry that made each line and keeps its values as written', () => {
    expect(readIn('en', 'Candidature n° 1234 — Zoé Garnier (Comptable)')).toBe(
      'Application no. 1234 — Zoé Garnier (Comptable)',
    );
    expect(readIn('en', 'Candidature n° 1234')).toBe('Application no. 1234');
    expect(readIn('en', 'Document n° 7 « CV — 2024.pdf » — Zoé Garnier, candidature n° 12')).toBe(
      'Document no. 7 “CV — 2024.pdf” — Zoé Garnier, application no. 12',
    );
    expect(readIn('en', 'Personne n° 3 — personne effacée')).toBe('Person no. 3 — person erased');
    expect(readIn('en', 'durée de conservation dépassée : 2 candidature(s), 4 fichier(s)')).toBe(
      'retention period over: 2 application(s), 4 file(s)',
    );
    expect(readIn('en', 'Personne n° 9 fusionnée : 1 candidature(s) déplacée(s)')).toBe(
      'Person no. 9 merged: 1 application(s) moved',
    );
    expect(readIn('en', "Compte d'équipe n° 5 — rh@example.com")).toBe('Staff account no. 5 — rh@example.com');
    expect(readIn('en', 'rôle MEMBRE')).toBe('role MEMBRE');
    expect(readIn('en', 'rôle MEMBRE (invitation renvoyée)')).toBe('role MEMBRE (invitation sent again)');
    expect(readIn('en', 'rôle MEMBRE → ADMIN')).toBe('role MEMBRE → ADMIN');
    expect(readIn('en', 'rôle MEMBRE → ADMIN, désactivé')).toBe('role MEMBRE → ADMIN, deactivated');
    expect(readIn('en', 'réactivé')).toBe('reactivated');
    expect(readIn('en', 'équipe : [] → [3, 4]')).toBe('team: [] → [3, 4]');
    // A status change names the statuses as staff wrote them; a text no entry makes is read as it is.
    expect(readIn('en', 'envoyée → Acceptée')).toBe('envoyée → Acceptée');
    expect(readIn('fr', 'Candidature n° 12')).toBe('Candidature n° 12');
    expect(readIn('en', null)).toBeNull();
  });

  it('pages newest first with the total, and answers the whole list without page and size', async () => {
    const page2 = await audit('?page=2&size=1');
    const all = await audit();
    expect(all.lines).toHaveLength(all.total);
    expect(page2.lines[0]).toEqual(all.lines[1]);
  });
});

describe('an audit line never fails what it records (§10: bounded texts)', () => {
  it('downloads, opens and moves an application whose every name is as long as allowed, file name of 5,000 characters', async () => {
    // The longest of every text the label is made of, in characters that take several bytes.
    const long = (n: number, c = 'é') => c.repeat(n);
    const vacancy = await makeOpenVacancy(t.db, { nom: long(COLUMN_LIMITS.poste_vacant.nom, 'Ω') });
    const { payload, headers } = await multipart(
      applyForm(
        vacancy.id,
        {
          nom: long(COLUMN_LIMITS.individu.nom),
          prenom: long(COLUMN_LIMITS.individu.prenom, '😀'),
          email: `${'l'.repeat(60)}@example.com`,
        },
        { fileCV: { content: fixture('cv.pdf'), filename: `${long(5000, 'ü')}.pdf`, type: 'application/pdf' } },
      ),
    );
    const applied = await t.app.inject({ method: 'POST', url: '/candidature/upload-user', payload, headers });
    expect(applied.statusCode).toBe(201);
    const candidatureId = applied.json().idCandidature as number;
    const cv = await t.db
      .selectFrom('document_candidature')
      .select(['nom_fichier', 'nom_original'])
      .where('candidature_id', '=', candidatureId)
      .where('type_mime', '=', 'application/pdf')
      .executeTakeFirstOrThrow();
    expect([...cv.nom_original]).toHaveLength(COLUMN_LIMITS.document_candidature.nom_original);

    const download = await t.app.inject({
      url: `/document-candidature/download/${cv.nom_fichier}`,
      headers: admin.headers,
    });
    expect(download.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/candidature/list/${candidatureId}`, headers: admin.headers })).statusCode).toBe(
      200,
    );
    const moved = await t.app.inject({
      method: 'POST',
      url: `/candidature/${candidatureId}/update`,
      headers: admin.headers,
      payload: { etatCandidature: { id: await etatId('Acceptée') } },
    });
    expect(moved.statusCode).toBe(200);

    const { lines } = await audit('?page=1&size=3');
    expect(lines.map((l) => l.action).sort()).toEqual([
      'candidature.read',
      'candidature.status-changed',
      'document.download',
    ]);
    for (const line of lines) {
      // Cut to the column, and visibly so; what names the line comes first and is whole.
      expect([...(line.libelle ?? '')].length).toBeLessThanOrEqual(300);
      expect(line.libelle).toMatch(/…$/);
      expect(line.libelle).toMatch(
        line.action === 'document.download' ? /^Document n° \d+ « ü/ : /^Candidature n° \d+ — /,
      );
    }
  });
});

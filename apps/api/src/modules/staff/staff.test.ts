import { loginResponseSchema, messages, staffMemberSchema, teamMessages } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, requestsAs, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/helpers.js';

/**
 * Contract §14, the staff accounts: invitations by e-mail (message 5, single-use 7-day link),
 * accepting, the pending account that cannot sign in, role changes and deactivation that apply to
 * live sessions at once, and the last active admin that stays.
 */
let t: TestApp;
let admin: TestUser;
const { get, post } = requestsAs(
  () => t,
  () => admin,
);
const staffList = z.array(staffMemberSchema);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN', { email: 'admin.equipe@example.com', nom: 'Admin', prenom: 'Alice' });
});
afterAll(() => t.close());

/** The link of the latest invitation mailed to that address. */
async function invitationToken(email: string): Promise<string> {
  const row = await t.db
    .selectFrom('mail_outbox')
    .select(['text_body', 'subject', 'sensitive'])
    .where('to_address', '=', email)
    .where('kind', '=', 'invitation')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(row.subject).toBe("Invitation à rejoindre l'équipe de recrutement");
  expect(Number(row.sensitive)).toBe(1);
  const token = /\/invitation\?token=([\w-]+)/.exec(row.text_body)?.[1];
  expect(token).toBeTruthy();
  return token as string;
}

const login = (email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/login1', payload: { email, password } });
const accept = (token: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitation/accept',
    payload: { token, password: TEST_PASSWORD, nom: 'Martin', prenom: 'Chloé', ...extra },
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('invitations (§14)', () => {
  it('invites: 201, a pending account at once, message 5 with a link; accepting opens a session', async () => {
    const email = 'chloe.martin@example.com';
    const res = await post('/staff/invite', { email, role: 'RECRUTEUR', id: 1, actif: false });
    expect(res.statusCode).toBe(201);
    const invited = res.json();
    expect(invited).toEqual({ id: expect.any(Number), email, role: 'RECRUTEUR', invitationEnAttente: true });
    const listed = staffList.parse((await get('/staff')).json()).find((s) => s.id === invited.id);
    expect(listed).toMatchObject({ email, role: 'RECRUTEUR', actif: true, invitationEnAttente: true, nom: null });
    // Message 5 names the role in its reader's words (the mail catalogue's invitation.role.*).
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('(rôle : recruteur)');
    // Pending: cannot sign in, whatever the password (the same 401 as wrong credentials).
    const refused = await login(email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(messages.loginFailed);

    const token = await invitationToken(email);
    const weak = await accept(token, { password: 'court' });
    expect(weak.statusCode).toBe(400);
    const ok = await accept(token);
    expect(ok.statusCode).toBe(201);
    const session = loginResponseSchema.parse(ok.json());
    expect(session.id).toBe(invited.id);
    // Single use.
    expect((await accept(token)).json().code).toBe('TOKEN_INVALID');
    // The name is set, the address verified, the role is the invitation's.
    const me = await t.app.inject({ url: `/user/${email}`, headers: bearer(session.token) });
    expect(me.json()).toMatchObject({ role: 'RECRUTEUR', emailVerifie: true, actif: true, langue: 'fr' });
    expect(me.json().individu).toMatchObject({ nom: 'Martin', prenom: 'Chloé' });
    expect((await login(email)).statusCode).toBe(200);
    const after = staffList.parse((await get('/staff')).json()).find((s) => s.id === invited.id);
    expect(after).toMatchObject({ invitationEnAttente: false, nom: 'Martin', prenom: 'Chloé' });
  });

  it('inviting again re-sends a new link and kills the old one; an address with an account is 409', async () => {
    const email = 'relance@example.com';
    const first = await post('/staff/invite', { email, role: 'MEMBRE' });
    const old = await invitationToken(email);
    const again = await post('/staff/invite', { email: 'RELANCE@example.com', role: 'RECRUTEUR' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.json().id, role: 'RECRUTEUR' });
    const fresh = await invitationToken(email);
    expect(fresh).not.toBe(old);
    expect((await accept(old)).statusCode).toBe(400);
    expect((await accept(fresh)).statusCode).toBe(201);
    const taken = await post('/staff/invite', { email, role: 'MEMBRE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(teamMessages.emailHasAccount);
    const candidate = await t.signIn('CANDIDAT');
    expect((await post('/staff/invite', { email: candidate.email, role: 'MEMBRE' })).statusCode).toBe(409);
  });

  it('refuses bad input with French messages in fields', async () => {
    const res = await post('/staff/invite', { email: 'pas-une-adresse', role: 'CANDIDAT' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ email: messages.emailInvalid, role: teamMessages.roleInvalid });
  });

  it('an invitation link expires after 7 days', async () => {
    const email = 'expire@example.com';
    const { id } = (await post('/staff/invite', { email, role: 'MEMBRE' })).json();
    const token = await invitationToken(email);
    const row = await t.db
      .selectFrom('account_token')
      .select(['expires_at', 'created_at'])
      .where('user_id', '=', id)
      .where('purpose', '=', 'invite')
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(7 * 86_400_000);
    await t.db
      .updateTable('account_token')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    expect((await accept(token)).json().code).toBe('TOKEN_INVALID');
  });
});

describe('role changes and deactivation (§14)', () => {
  it('a role change applies to the live session at once', async () => {
    const member = await t.signIn('RECRUTEUR');
    expect((await t.app.inject({ url: '/candidature/export.csv', headers: member.headers })).statusCode).toBe(200);
    const res = await post(`/staff/${member.id}/update`, { role: 'MEMBRE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, role: 'MEMBRE', actif: true });
    // The token still says RECRUTEUR: the account's role now decides.
    expect((await t.app.inject({ url: '/candidature/export.csv', headers: member.headers })).statusCode).toBe(403);
  });

  it('deactivating ends the sessions (401) and sign-in answers as wrong credentials; reactivating restores', async () => {
    const member = await t.signIn('MEMBRE');
    expect((await t.app.inject({ url: '/candidature/list', headers: member.headers })).statusCode).toBe(200);
    expect((await post(`/staff/${member.id}/update`, { actif: false })).json()).toMatchObject({ actif: false });
    expect((await t.app.inject({ url: '/candidature/list', headers: member.headers })).statusCode).toBe(401);
    const wrong = await login(member.email, 'Pas-le-b0n-mot');
    const refused = await login(member.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: wrong.json().code, message: wrong.json().message });
    await post(`/staff/${member.id}/update`, { actif: true });
    expect((await login(member.email)).statusCode).toBe(200);
  });

  it('the last active admin can be neither demoted nor deactivated (409); with a second one it can', async () => {
    // Other tests' admins: only `admin` is an active ADMIN here once the others are demoted.
    const others = staffList
      .parse((await get('/staff')).json())
      .filter((s) => s.role === 'ADMIN' && s.id !== admin.id && s.actif && !s.invitationEnAttente);
    for (const other of others) await post(`/staff/${other.id}/update`, { actif: false });
    for (const body of [{ actif: false }, { role: 'MEMBRE' }]) {
      const res = await post(`/staff/${admin.id}/update`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(teamMessages.lastAdmin);
    }
    const second = await t.signIn('ADMIN');
    const demoted = await post(`/staff/${admin.id}/update`, { role: 'RECRUTEUR' }, second);
    expect(demoted.json()).toMatchObject({ role: 'RECRUTEUR' });
    expect((await post(`/staff/${second.id}/update`, { actif: false }, second)).statusCode).toBe(409);
    await post(`/staff/${admin.id}/update`, { role: 'ADMIN' }, second);
  });

  it('audits invitations and staff changes', async () => {
    const audit = (await get('/audit')).json() as { action: string; details: string | null }[];
    expect(audit.some((l) => l.action === 'staff.invite')).toBe(true);
    expect(audit.some((l) => l.action === 'staff.update' && l.details?.includes('désactivé'))).toBe(true);
    expect(audit.some((l) => l.action === 'staff.update' && l.details?.includes('rôle RECRUTEUR → MEMBRE'))).toBe(true);
  });

  it('answers 404 for an unknown account and 400 for a bad role', async () => {
    expect((await post('/staff/999999/update', { actif: false })).statusCode).toBe(404);
    const candidate = await t.signIn('CANDIDAT');
    // A candidate's account is no staff account.
    expect((await post(`/staff/${candidate.id}/update`, { actif: false })).statusCode).toBe(404);
    expect((await post(`/staff/${admin.id}/update`, { role: 'CANDIDAT' })).statusCode).toBe(400);
  });
});

describe('hiring team of a vacancy (§14)', () => {
  it('replaces the team with active staff accounts only (400 otherwise) and answers it', async () => {
    const { makeOpenVacancy } = await import('../../seed/factories.js');
    const vacancy = (await makeOpenVacancy(t.db, { nom: 'Offre équipe' })).id;
    const member = await t.signIn('MEMBRE', { nom: 'Durand', prenom: 'Paul' });
    const candidate = await t.signIn('CANDIDAT');
    expect((await get(`/poste-vacant/${vacancy}/equipe`)).json()).toEqual([]);
    const bad = await post(`/poste-vacant/${vacancy}/equipe`, { membres: [{ id: member.id }, { id: candidate.id }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'membres.1.id': teamMessages.membreInvalid });
    const ok = await post(`/poste-vacant/${vacancy}/equipe`, { membres: [{ id: member.id }, { id: member.id }] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([{ id: member.id, email: member.email, nom: 'Durand', prenom: 'Paul', role: 'MEMBRE' }]);
    expect((await get(`/poste-vacant/${vacancy}/equipe`)).json()).toHaveLength(1);
    const audit = (await get('/audit')).json() as { action: string; cibleId: number }[];
    expect(audit.some((l) => l.action === 'equipe.update' && l.cibleId === vacancy)).toBe(true);
  });
});

describe('the team picker of a recruiter (§14: admin and recruiter manage teams)', () => {
  it('GET /staff/choix: active staff who accepted, names, ids and roles only; a recruiter may ask, a member may not', async () => {
    const recruiter = await t.signIn('RECRUTEUR', { nom: 'Roux', prenom: 'Inès' });
    const member = await t.signIn('MEMBRE', { nom: 'Aubert', prenom: 'Léo' });
    const gone = await t.signIn('MEMBRE', { nom: 'Parti', prenom: 'Jean' });
    await post(`/staff/${gone.id}/update`, { actif: false });
    const pending = (await post('/staff/invite', { email: 'pas.encore@example.com', role: 'MEMBRE' })).json();
    const candidate = await t.signIn('CANDIDAT');

    const res = await get('/staff/choix', recruiter);
    expect(res.statusCode).toBe(200);
    const choix = res.json() as Record<string, unknown>[];
    // Nothing but names, ids and roles: no address, no dates, no account state.
    for (const person of choix) expect(Object.keys(person).sort()).toEqual(['id', 'nom', 'prenom', 'role']);
    const ids = choix.map((p) => p.id);
    expect(choix).toContainEqual({ id: member.id, nom: 'Aubert', prenom: 'Léo', role: 'MEMBRE' });
    expect(choix).toContainEqual({ id: recruiter.id, nom: 'Roux', prenom: 'Inès', role: 'RECRUTEUR' });
    expect(ids).toContain(admin.id);
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(candidate.id);
    expect(JSON.stringify(choix)).not.toContain('@');
    // Sorted by name.
    const names = choix.map((p) => String(p.nom));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    expect((await get('/staff/choix', member)).statusCode).toBe(403);
    expect((await get('/staff/choix', candidate)).statusCode).toBe(403);
    expect((await get('/staff/choix', null)).statusCode).toBe(401);
    // What the recruiter picks from can be saved as a team.
    const { makeOpenVacancy } = await import('../../seed/factories.js');
    const vacancy = (await makeOpenVacancy(t.db, { nom: 'Offre du recruteur' })).id;
    const saved = await post(`/poste-vacant/${vacancy}/equipe`, { membres: [{ id: member.id }] }, recruiter);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().map((m: { id: number }) => m.id)).toEqual([member.id]);
  });
});

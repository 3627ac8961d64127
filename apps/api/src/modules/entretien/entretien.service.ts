import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type ChoisirCreneauInput,
  type Entretien,
  type EntretienInput,
  type EntretienMoveInput,
  type EntretienPublic,
  type EntretiensQuery,
  type MonEntretien,
  entretienMessages as m,
  type ParticipantChoix,
  roleSchema,
} from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { conflict, notFound, tokenInvalid, validation } from '../../lib/errors.js';
import { inTransaction } from '../../lib/transaction.js';
import { addDays, startOfDay } from '../../lib/zoned-time.js';
import { loadCandidatures, ownerOf } from '../candidature/candidature.service.js';
import { accountNames } from '../user/user.service.js';
import { assertInScope, seesEverything, type Viewer } from './entretien.access.js';
import { participantChoicesOf } from './entretien.participants.js';
import * as repo from './entretien.repository.js';

export type { Viewer } from './entretien.access.js';
/** The interviews in the export and the erasure of personal data (§10), for the privacy module. */
export { eraseInterviewsOf, interviewsForExport } from './entretien.privacy.js';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Interviews by id, as staff see them (unknown ids are absent). A fixed number of queries. */
export async function loadEntretiens(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<Map<number, Entretien>> {
  const { db } = ctx;
  const rows = await repo.findEntretiens(db, [...new Set(ids)]);
  const result = new Map<number, Entretien>();
  if (rows.length === 0) return result;
  const rowIds = rows.map((r) => r.id);
  const [candidatures, creneaux, participants] = await Promise.all([
    loadCandidatures(
      ctx,
      rows.map((r) => r.candidature_id),
    ),
    repo.findCreneaux(db, rowIds),
    repo.findParticipants(db, rowIds),
  ]);
  const people = await accountNames(
    ctx,
    participants.map((p) => p.user_id),
  );
  for (const row of rows) {
    const candidature = candidatures.get(row.candidature_id);
    if (!candidature) continue;
    result.set(row.id, {
      id: row.id,
      candidature,
      statut: row.statut,
      creneaux: creneaux
        .filter((c) => c.entretien_id === row.id)
        .map((c) => ({ id: c.id, debut: c.debut, duree: Number(c.duree) })),
      lieu: row.lieu,
      participants: participants.flatMap((p) => {
        const person = p.entretien_id === row.id ? people.get(p.user_id) : undefined;
        return person ? [{ id: p.user_id, ...person }] : [];
      }),
      debut: row.debut,
      duree: row.duree === null ? null : Number(row.duree),
      sequence: Number(row.sequence),
    });
  }
  return result;
}

async function inOrder(db: Db, ids: number[]): Promise<Entretien[]> {
  const byId = await loadEntretiens({ db }, ids);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function loadOne(db: Db, id: number): Promise<Entretien> {
  const entretien = (await loadEntretiens({ db }, [id])).get(id);
  if (!entretien) throw notFound(m.notFound);
  return entretien;
}

/** A slot's start as the server stores it (ISO UTC), refused when it is not in the future. */
function futureInstant(ctx: AppContext, debut: string, field: string): string {
  const at = new Date(debut);
  if (at.getTime() <= ctx.clock.now().getTime()) throw validation({ [field]: m.debutPast });
  return at.toISOString();
}

/**
 * `GET /candidature/{id}/entretiens/participants`: who the dialog offers (§15): the vacancy's
 * hiring team, then the admins and recruiters. Names, ids and roles only.
 */
export async function participantChoices(
  ctx: AppContext,
  viewer: Viewer,
  candidatureId: number,
): Promise<ParticipantChoix[]> {
  await ownerOf(ctx, candidatureId);
  await assertInScope(ctx, viewer, candidatureId);
  return (await choicesFor(ctx.db, candidatureId)).map((row) => ({
    id: row.id,
    nom: row.nom || null,
    prenom: row.prenom || null,
    role: roleSchema.parse(row.role),
    equipe: row.equipe,
  }));
}

/** Who may take part in an interview about this application (§15): its vacancy's team and the managers. */
async function choicesFor(db: Db, candidatureId: number) {
  const poste = await repo.findPosteOf(db, candidatureId);
  return poste ? participantChoicesOf(db, poste.id) : [];
}

/**
 * Participants (§15): active staff of the vacancy's hiring team, or active admins and recruiters;
 * anyone else (a candidate, a member of other teams, a deactivated account) → 400.
 */
async function teamParticipants(db: Db, candidatureId: number, ids: { id: number }[]): Promise<number[]> {
  const wanted = [...new Set(ids.map((p) => p.id))];
  const allowed = new Set((await choicesFor(db, candidatureId)).map((c) => c.id));
  if (wanted.some((id) => !allowed.has(id))) throw validation({ participants: m.participantInvalid });
  return wanted;
}

/** `POST /candidature/{id}/entretiens`: 1–5 future slots; message 6 goes to the candidate. */
export async function proposeEntretien(
  ctx: AppContext,
  viewer: Viewer,
  candidatureId: number,
  input: EntretienInput,
): Promise<Entretien> {
  const individuId = await ownerOf(ctx, candidatureId);
  await assertInScope(ctx, viewer, candidatureId);
  const creneaux = input.creneaux
    .map((c, i) => ({ debut: futureInstant(ctx, c.debut, `creneaux.${i}.debut`), duree: c.duree }))
    .sort((a, b) => a.debut.localeCompare(b.debut));
  const participants = await teamParticipants(ctx.db, candidatureId, input.participants);
  const token = randomBytes(32).toString('base64url');
  const host = new URL(ctx.config.publicUrl).hostname;
  const id = await inTransaction(ctx, async (tx) => {
    const now = ctx.clock.nowIso();
    const entretienId = await repo.insertEntretien(tx.db, {
      candidatureId,
      lieu: input.lieu,
      dateTri: creneaux[0]?.debut ?? now,
      uid: `entretien-${randomUUID()}@${host}`,
      tokenHash: hashOf(token),
      createdBy: viewer.userId,
      now,
    });
    await repo.insertCreneaux(tx.db, entretienId, creneaux);
    await repo.insertParticipants(tx.db, entretienId, participants);
    await tx.publish({ type: 'entretien.changed', change: 'proposed', entretienId, individuId, token });
    return entretienId;
  });
  return loadOne(ctx.db, id);
}

/** `GET /candidature/{id}/entretiens`, soonest first. */
export async function listForCandidature(ctx: AppContext, viewer: Viewer, candidatureId: number) {
  await ownerOf(ctx, candidatureId);
  await assertInScope(ctx, viewer, candidatureId);
  const rows = await repo.findByCandidature(ctx.db, candidatureId);
  return inOrder(
    ctx.db,
    rows.map((r) => r.id),
  );
}

/** The interview a staff call names: 404 when unknown or out of the caller's scope. */
async function staffRow(ctx: AppContext, viewer: Viewer, id: number) {
  const row = await repo.findEntretien(ctx.db, id);
  if (!row) throw notFound(m.notFound);
  await assertInScope(ctx, viewer, row.candidature_id);
  return row;
}

/** `POST /entretiens/{id}/update`: moves a confirmed interview; SEQUENCE + 1, REQUEST to all. */
export async function moveEntretien(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  input: EntretienMoveInput,
): Promise<Entretien> {
  const row = await staffRow(ctx, viewer, id);
  if (row.statut !== 'CONFIRME') throw conflict(m.notConfirmed);
  const debut = futureInstant(ctx, input.debut, 'debut');
  const individuId = await ownerOf(ctx, row.candidature_id);
  await inTransaction(ctx, async (tx) => {
    const moved = await repo.moveIfConfirmed(
      tx.db,
      row,
      { debut, duree: input.duree, lieu: input.lieu ?? row.lieu },
      ctx.clock.nowIso(),
    );
    if (!moved) throw conflict(m.notConfirmed);
    await tx.publish({ type: 'entretien.changed', change: 'moved', entretienId: id, individuId });
  });
  return loadOne(ctx.db, id);
}

/** `POST /entretiens/{id}/annuler`: SEQUENCE + 1; CANCEL to all (a proposal: a notice to the candidate). */
export async function cancelEntretien(ctx: AppContext, viewer: Viewer, id: number): Promise<Entretien> {
  const row = await staffRow(ctx, viewer, id);
  if (row.statut === 'ANNULE') throw conflict(m.alreadyCancelled);
  const individuId = await ownerOf(ctx, row.candidature_id);
  await inTransaction(ctx, async (tx) => {
    if (!(await repo.cancelIfLive(tx.db, row, ctx.clock.nowIso()))) throw conflict(m.alreadyCancelled);
    await tx.publish({ type: 'entretien.changed', change: 'cancelled', entretienId: id, individuId });
  });
  return loadOne(ctx.db, id);
}

/** `GET /entretiens?du=&au=&tous=`: the caller's as participant, or all for admin/recruiter. */
export async function agenda(ctx: AppContext, viewer: Viewer, query: EntretiensQuery): Promise<Entretien[]> {
  const zone = ctx.config.timeZone;
  const rows = await repo.findInPeriod(ctx.db, {
    from: query.du ? startOfDay(query.du, zone) : undefined,
    to: query.au ? startOfDay(addDays(query.au, 1), zone) : undefined,
    participantUserId: query.tous && seesEverything(viewer) ? undefined : viewer.userId,
  });
  return inOrder(
    ctx.db,
    rows.map((r) => r.id),
  );
}

/** `GET /api/me/entretiens`: the candidate's own interviews. */
export async function mesEntretiens(ctx: AppContext, individuId: number): Promise<MonEntretien[]> {
  const rows = await repo.findOfIndividu(ctx.db, individuId);
  return rows.map((r) => ({
    id: r.id,
    debut: r.debut,
    duree: r.duree === null ? null : Number(r.duree),
    lieu: r.lieu,
    posteVacant: { id: r.poste_id, nom: r.poste_nom },
    statut: r.statut,
  }));
}

/**
 * The interview of a candidate's link: valid until the interview (or, while proposed, its first
 * slot) starts; unknown or past → 400 TOKEN_INVALID.
 */
async function rowOfToken(ctx: AppContext, token: string) {
  const row = await repo.findByTokenHash(ctx.db, hashOf(token));
  if (!row || Date.parse(row.date_tri) <= ctx.clock.now().getTime()) throw tokenInvalid();
  return row;
}

async function publicView(ctx: AppContext, row: repo.EntretienRow): Promise<EntretienPublic> {
  const [poste, creneaux] = await Promise.all([
    repo.findPosteOf(ctx.db, row.candidature_id),
    repo.findCreneaux(ctx.db, [row.id]),
  ]);
  if (!poste) throw tokenInvalid();
  return {
    posteVacant: { id: poste.id, nom: poste.nom },
    creneaux: creneaux.map((c) => ({ id: c.id, debut: c.debut, duree: Number(c.duree) })),
    lieu: row.lieu,
    statut: row.statut,
    debut: row.debut,
  };
}

/** `GET /api/entretien?token=`: the vacancy, the slots, the place and where it stands. */
export async function getByToken(ctx: AppContext, token: string): Promise<EntretienPublic> {
  return publicView(ctx, await rowOfToken(ctx, token));
}

/**
 * `POST /api/entretien/choisir`: the candidate's pick. Of concurrent picks one wins (the
 * conditional UPDATE of `confirmIfProposed`), the others answer 409; message 7 goes to everyone.
 */
export async function choisirCreneau(ctx: AppContext, input: ChoisirCreneauInput): Promise<EntretienPublic> {
  const row = await rowOfToken(ctx, input.token);
  if (row.statut !== 'PROPOSE') throw conflict(row.statut === 'ANNULE' ? m.alreadyCancelled : m.alreadyChosen);
  const slot = (await repo.findCreneaux(ctx.db, [row.id])).find((c) => c.id === input.creneau.id);
  if (!slot) throw validation({ 'creneau.id': m.creneauInvalid }, m.creneauInvalid);
  const poste = await repo.findPosteOf(ctx.db, row.candidature_id);
  if (!poste) throw tokenInvalid();
  await inTransaction(ctx, async (tx) => {
    const won = await repo.confirmIfProposed(
      tx.db,
      row.id,
      { debut: slot.debut, duree: Number(slot.duree) },
      ctx.clock.nowIso(),
    );
    if (!won) throw conflict(m.alreadyChosen);
    await tx.publish({
      type: 'entretien.changed',
      change: 'confirmed',
      entretienId: row.id,
      individuId: poste.individu_id,
    });
  });
  const confirmed = await repo.findEntretien(ctx.db, row.id);
  if (!confirmed) throw tokenInvalid();
  return publicView(ctx, confirmed);
}

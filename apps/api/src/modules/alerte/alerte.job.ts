import {
  ALERTE_CONFIRMATION_DAYS,
  ALERTE_DIGEST_MAX,
  describeCriteres,
  formatSalaire,
  type Lang,
  type SalairePeriode,
  TELETRAVAIL_LABEL,
  TELETRAVAIL_LABEL_EN,
  type Teletravail,
} from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { type Job, lastRunOf } from '../../lib/jobs.js';
import { referenceLabelIn } from '../../lib/reference-label.js';
import { inTransaction } from '../../lib/transaction.js';
import { findOpenForAlerts, hasPosteVacantColumn, type OpenVacancyRow } from '../poste-vacant/poste-vacant.service.js';
import { alerteLinks, listUrlOf, parseStored } from './alerte.links.js';
import {
  type CompiledCriteria,
  compileCriteria,
  matches,
  type PreparedVacancy,
  prepare,
  type VacancyDocument,
  vacancyDocument,
} from './alerte.matching.js';
import * as repo from './alerte.repository.js';

export const ALERTE_JOB = 'alertes';

const DAY_MS = 86_400_000;
/** How long after the last digest (or the confirmation) the next one may go. */
const DIGEST_PERIOD_MS = { QUOTIDIENNE: DAY_MS, HEBDOMADAIRE: 7 * DAY_MS } as const;
/** Mails written per transaction: a run over 10,000 alerts never holds the database for long. */
const BATCH = 200;

export interface AlerteRunReport {
  /** Vacancies that became visible or were edited since the last run. */
  vacancies: number;
  /** Offers found for alerts (each alert × vacancy once). */
  found: number;
  /** Messages written to the outbox. */
  mails: number;
  /** Milliseconds spent finding (open vacancies, matching, recording) and sending (writing the mails). */
  findMs: number;
  sendMs: number;
}

/** Whether §16's columns exist yet (issue 23): read once per database. */
const columnsSeen = new WeakMap<object, Promise<{ teletravail: boolean; salaire: boolean }>>();
function extraColumns(ctx: AppContext) {
  let known = columnsSeen.get(ctx.db);
  if (!known) {
    known = Promise.all([
      hasPosteVacantColumn(ctx.db, 'teletravail'),
      hasPosteVacantColumn(ctx.db, 'salaire_max_annuel'),
    ]).then(([teletravail, salaire]) => ({ teletravail, salaire }));
    columnsSeen.set(ctx.db, known);
  }
  return known;
}

interface OpenVacancy {
  row: OpenVacancyRow;
  doc: VacancyDocument;
  json: string;
}

/**
 * Step 1: the vacancies open to the public now, against the job's view of the last run. One that
 * appears became visible (created open: since its publication; its session opened: since now), one
 * whose document changed was edited (since now). Every matchable alert confirmed by then gets it,
 * except, for an edit, the alerts the vacancy already matched before (only "edited into matching").
 */
async function findNew(
  ctx: AppContext,
  now: string,
  open: Map<number, OpenVacancy>,
): Promise<Pick<AlerteRunReport, 'vacancies' | 'found'>> {
  const lastRun = (await lastRunOf(ctx, ALERTE_JOB)) ?? '';
  const seen = new Map((await repo.findVues(ctx.db)).map((v) => [v.poste_vacant_id, v]));
  const events: { id: number; at: string; doc: PreparedVacancy; old: PreparedVacancy | null }[] = [];
  const added: { poste_vacant_id: number; document: string; visible_depuis: string }[] = [];
  const changed: { poste_vacant_id: number; document: string }[] = [];
  for (const [id, v] of open) {
    const before = seen.get(id);
    if (!before) {
      const published = v.row.date_publication;
      const at = published && published > lastRun && published <= now ? published : now;
      added.push({ poste_vacant_id: id, document: v.json, visible_depuis: at });
      events.push({ id, at, doc: prepare(v.doc), old: null });
    } else if (before.document !== v.json) {
      changed.push({ poste_vacant_id: id, document: v.json });
      events.push({ id, at: now, doc: prepare(v.doc), old: prepare(JSON.parse(before.document) as VacancyDocument) });
    }
  }
  const removed = [...seen.keys()].filter((id) => !open.has(id));
  const found: { alerte_id: number; poste_vacant_id: number; trouve_le: string }[] = [];
  if (events.length > 0) {
    const alertes = (await repo.findMatchable(ctx.db, now)).map((a) => ({
      id: a.id,
      since: a.confirme_le as string,
      criteria: compileCriteria(parseStored(a.criteres)),
    }));
    for (const event of events) {
      for (const a of alertes) {
        if (a.since > event.at || !matches(a.criteria, event.doc)) continue;
        if (event.old && matches(a.criteria, event.old)) continue;
        found.push({ alerte_id: a.id, poste_vacant_id: event.id, trouve_le: now });
      }
    }
  }
  if (added.length + changed.length + removed.length + found.length > 0) {
    await inTransaction(ctx, (tx) => repo.saveViewAndMatches(tx.db, { added, changed, removed, matches: found }));
  }
  return { vacancies: events.length, found: found.length };
}

const asNumber = (value: number | string | null) => (value === null ? null : Number(value));
const PERIODES = new Set<string>(['AN', 'MOIS', 'HEURE']);

/**
 * One offer as the mail lists it, in the alert's language (contract §17): its English name when it
 * has one, and a line of contract type, place, remote work and pay, each said in that language.
 */
export function offerLine(v: { row: OpenVacancyRow }, lang: Lang) {
  const { row } = v;
  const teletravail = row.teletravail && row.teletravail in TELETRAVAIL_LABEL ? (row.teletravail as Teletravail) : null;
  const periode =
    row.salaire_periode && PERIODES.has(row.salaire_periode) ? (row.salaire_periode as SalairePeriode) : null;
  const pay = formatSalaire(
    { salaireMin: asNumber(row.salaire_min), salaireMax: asNumber(row.salaire_max), salairePeriode: periode },
    lang,
  );
  const detail = [
    referenceLabelIn(lang, row.type_contrat),
    row.lieu,
    teletravail && (lang === 'en' ? TELETRAVAIL_LABEL_EN : TELETRAVAIL_LABEL)[teletravail],
    pay,
  ]
    .filter(Boolean)
    .join(' · ');
  return { id: row.id, nom: (lang === 'en' && row.nom_en) || row.nom, detail };
}

interface Delivery {
  alerte: repo.PendingRow;
  offres: OpenVacancy[];
  digest: boolean;
}

/** Writes the mails of these deliveries, a batch per transaction; answers how many were written. */
async function deliver(ctx: AppContext, deliveries: Delivery[], now: string): Promise<number> {
  let mails = 0;
  for (let i = 0; i < deliveries.length; i += BATCH) {
    const batch = deliveries.slice(i, i + BATCH);
    mails += await inTransaction(ctx, async (tx) => {
      // One conditional UPDATE for the batch: an offer already marked sent (by another run) is
      // never mailed again; only what this statement marked goes out.
      const groups = new Map<number, number[]>();
      for (const d of batch) {
        const ids = groups.get(d.alerte.alerte_id) ?? [];
        ids.push(...d.offres.map((o) => o.row.id));
        groups.set(d.alerte.alerte_id, ids);
      }
      const marked = new Set(
        (
          await repo.markSent(
            tx.db,
            [...groups].map(([alerteId, ids]) => ({ alerteId, ids })),
            now,
          )
        ).map((r) => `${r.alerte_id}:${r.poste_vacant_id}`),
      );
      let written = 0;
      const digested: number[] = [];
      for (const d of batch) {
        const offres = d.offres.filter((o) => marked.has(`${d.alerte.alerte_id}:${o.row.id}`));
        if (offres.length === 0) continue;
        if (d.digest) digested.push(d.alerte.alerte_id);
        const criteres = parseStored(d.alerte.criteres);
        const lang = d.alerte.langue === 'en' ? 'en' : 'fr';
        const listed = offres.slice(0, ALERTE_DIGEST_MAX).map((o) => offerLine(o, lang));
        await tx.publish({
          type: 'alerte.offres-found',
          alerteId: d.alerte.alerte_id,
          email: d.alerte.email,
          langue: d.alerte.langue,
          criteres: describeCriteres(criteres, lang, (label) => referenceLabelIn(lang, label)),
          offres: listed,
          autres: offres.length - listed.length,
          listUrl: listUrlOf(ctx, criteres, lang),
          ...alerteLinks(ctx, { id: d.alerte.alerte_id, cle_sel: d.alerte.cle_sel }, lang),
        });
        written++;
      }
      await repo.setLastDigest(tx.db, digested, now);
      return written;
    });
  }
  return mails;
}

/**
 * Offers waiting for these alerts, still open and still matching the alert's criteria (which may
 * have changed since); the others are forgotten unsent (a vacancy that reopens is found again).
 */
async function sendable(ctx: AppContext, rows: repo.PendingRow[], open: Map<number, OpenVacancy>) {
  const byAlerte = new Map<number, { alerte: repo.PendingRow; offres: OpenVacancy[] }>();
  const drop = new Map<number, number[]>();
  const compiled = new Map<number, CompiledCriteria>();
  const prepared = new Map<number, PreparedVacancy>();
  for (const row of rows) {
    const v = open.get(row.poste_vacant_id);
    let criteria = compiled.get(row.alerte_id);
    if (!criteria) {
      criteria = compileCriteria(parseStored(row.criteres));
      compiled.set(row.alerte_id, criteria);
    }
    let doc = v && prepared.get(v.row.id);
    if (v && !doc) {
      doc = prepare(v.doc);
      prepared.set(v.row.id, doc);
    }
    if (!v || !doc || !matches(criteria, doc)) {
      drop.set(row.alerte_id, [...(drop.get(row.alerte_id) ?? []), row.poste_vacant_id]);
      continue;
    }
    const entry = byAlerte.get(row.alerte_id) ?? { alerte: row, offres: [] };
    entry.offres.push(v);
    byAlerte.set(row.alerte_id, entry);
  }
  if (drop.size > 0) {
    const groups = [...drop].map(([alerteId, ids]) => ({ alerteId, ids }));
    await inTransaction(ctx, (tx) => repo.dropPending(tx.db, groups));
  }
  return [...byAlerte.values()];
}

/**
 * One run of the alert job (§18): find what became visible, then send. `IMMEDIATE` alerts get one
 * mail per offer; daily and weekly ones one digest of what is new once their period has passed
 * since the last (or at once with `force`: `npm run alertes`). Never an empty mail, never an offer
 * twice (the pair is unique, and marked sent in the transaction that writes the mail).
 */
export async function runAlertes(ctx: AppContext, options: { force?: boolean } = {}): Promise<AlerteRunReport> {
  const started = performance.now();
  const nowDate = ctx.clock.now();
  const now = nowDate.toISOString();
  const extra = await extraColumns(ctx);
  const open = new Map<number, OpenVacancy>();
  for (const row of await findOpenForAlerts(ctx.db, ctx.clock.today(), extra)) {
    const doc = vacancyDocument(row, extra);
    open.set(row.id, { row, doc, json: JSON.stringify(doc) });
  }
  const report: AlerteRunReport = { ...(await findNew(ctx, now, open)), mails: 0, findMs: 0, sendMs: 0 };
  const found = performance.now();
  report.findMs = Math.round(found - started);

  const immediate = await sendable(ctx, await repo.findPending(ctx.db, { now, frequences: ['IMMEDIATE'] }), open);
  const oneEach: Delivery[] = immediate.flatMap((e) =>
    e.offres.map((offre) => ({ alerte: e.alerte, offres: [offre], digest: false })),
  );
  report.mails += await deliver(ctx, oneEach, now);

  const dueBefore = options.force
    ? undefined
    : Object.fromEntries(
        Object.entries(DIGEST_PERIOD_MS).map(([f, ms]) => [f, new Date(nowDate.getTime() - ms).toISOString()]),
      );
  const pending = await repo.findPending(ctx.db, { now, frequences: ['QUOTIDIENNE', 'HEBDOMADAIRE'], dueBefore });
  const digests = await sendable(ctx, pending, open);
  // Newest offers first in a digest.
  for (const d of digests) {
    d.offres.sort(
      (a, b) => (b.row.date_publication ?? '').localeCompare(a.row.date_publication ?? '') || b.row.id - a.row.id,
    );
  }
  report.mails += await deliver(
    ctx,
    digests.map((d) => ({ ...d, digest: true })),
    now,
  );
  report.sendMs = Math.round(performance.now() - found);
  return report;
}

/** Every ALERT_INTERVAL_S seconds (60), in one instance at a time. */
export const alerteJob = (intervalMs: number): Job => ({
  name: ALERTE_JOB,
  everyMs: intervalMs,
  exclusive: true,
  leaseMs: 10 * 60_000,
  run: async (ctx) => {
    const report = await runAlertes(ctx);
    if (report.mails > 0 || report.found > 0) ctx.log.info(report, 'alerts: offers found and mails queued');
  },
});

/** Hourly: alerts left unconfirmed for 7 days, and alerts past their 24 months, go. */
export const alerteCleanupJob: Job = {
  name: 'alerte-cleanup',
  everyMs: 3_600_000,
  exclusive: true,
  run: async (ctx) => {
    const now = ctx.clock.now();
    await repo.deleteStale(ctx.db, {
      unconfirmedBefore: new Date(now.getTime() - ALERTE_CONFIRMATION_DAYS * DAY_MS).toISOString(),
      now: now.toISOString(),
    });
  },
};

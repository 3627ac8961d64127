import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import {
  createDatabase,
  type Database,
  type Db,
  DEMO_VACANCIES,
  describeVacancy,
  individuSearchKey,
  makePosteDeTravail,
  makeSession,
  makeUser,
  migrateToLatest,
  parseDatabaseUrl,
  seedReference,
  toKey,
  vacancySearchText,
} from '@recrutement/api/testing';
import { todayIn } from '@recrutement/contract';
import { type Insertable, sql } from 'kysely';
import { ADMIN } from './lib/server.js';

/**
 * Fills a fresh database with a large, realistic volume through the API's own schema, reference
 * seed and factories. The small tables go through the factories; the big ones are inserted in
 * batches inside one transaction, so that 200,000 rows take seconds.
 */
export interface SeedSize {
  postes: number;
  sessions: number;
  vacancies: number;
  individus: number;
  candidatures: number;
}

export const SIZES = {
  small: { postes: 10, sessions: 5, vacancies: 100, individus: 1_000, candidatures: 2_000 },
  large: { postes: 50, sessions: 20, vacancies: 2_000, individus: 20_000, candidatures: 40_000 },
} satisfies Record<string, SeedSize>;
export type SizeName = keyof typeof SIZES;

export interface SeedSummary extends SeedSize {
  openVacancies: number;
  historique: number;
  documents: number;
  seconds: number;
}

// Common French names; about one individu in eight matches the benchmark's search `q=mar`.
const PRENOMS = (
  'Camille Marie Léa Hugo Chloé Lucas Manon Thomas Inès Louis Emma Jules Sarah Nathan Julie ' +
  'Paul Zoé Antoine Alice Nicolas Claire Yanis Sophie Karim Elodie Julien Aïcha Maxime Laura Marc'
).split(' ');
const NOMS = (
  'Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia ' +
  'David Bertrand Roux Vincent Fournier Morel Girard André Lefèvre Mercier Dupont Lambert Bonnet François Marchand'
).split(' ');
const VILLES = ['Paris', 'Lyon', 'Nantes', 'Lille', 'Bordeaux', 'Marseille', 'Rennes', 'Toulouse'];
const METIERS = ['Développeur web', 'Analyste de données', 'Comptable', 'Chargé de recrutement', 'Technicien'];

/** Deterministic pseudo-random numbers (mulberry32), so two runs build the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const slug = (text: string) =>
  toKey(text)
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Inserts rows in statements small enough for SQLite's bound-parameter limit; answers their ids. */
async function insertAll<T extends keyof Database>(db: Db, table: T, rows: Insertable<Database[T]>[]) {
  const columns = Object.keys(rows[0] ?? { x: 1 }).length;
  const chunk = Math.max(1, Math.floor(20_000 / columns));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    // Kysely cannot narrow a generic table name; the rows are typed by the caller.
    const inserted = await db
      .insertInto(table as 'individu')
      .values(rows.slice(i, i + chunk) as Insertable<Database['individu']>[])
      .returning('id')
      .execute();
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}

async function seedVacancies(db: Db, size: SeedSize, today: string, rand: () => number) {
  const postes: number[] = [];
  for (let i = 0; i < size.postes; i++) {
    const nom = `${METIERS[i % METIERS.length]}${i < METIERS.length ? '' : ` ${Math.floor(i / METIERS.length) + 1}`}`;
    postes.push(await makePosteDeTravail(db, { reference: `P-${String(i + 1).padStart(3, '0')}`, nom }));
  }
  // Four sessions in five are open today; the rest closed by date or switched off.
  const sessions: { id: number; open: boolean }[] = [];
  for (let i = 0; i < size.sessions; i++) {
    const open = i % 5 !== 4;
    const opening = isoDay(shift(today, open ? -30 - i : -200));
    const closing = isoDay(shift(today, open ? 60 + i : -100));
    const id = await makeSession(db, { reference: `S-${i + 1}`, dateOuverture: opening, dateCloture: closing });
    sessions.push({ id, open });
  }
  const contrats = await db.selectFrom('type_contrat').select('id').orderBy('id').execute();
  const rows = Array.from({ length: size.vacancies }, (_, i) => {
    const demo = DEMO_VACANCIES[i % DEMO_VACANCIES.length]!;
    const lieu = pick(rand, VILLES);
    const nom = `${demo.nom} – ${lieu} #${i + 1}`;
    const descriptif = describeVacancy(demo);
    // CDI for about half of the vacancies, the other types share the rest.
    const contrat = rand() < 0.5 ? contrats[0]! : pick(rand, contrats);
    return {
      nom,
      nom_key: toKey(nom),
      descriptif,
      // What the API writes too: the search text (contract §11), the place, a publication a day apart.
      search_text: vacancySearchText(nom, descriptif),
      lieu,
      lieu_key: toKey(lieu),
      date_publication: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      poste_id: pick(rand, postes),
      session_id: sessions[i % sessions.length]!.id,
      type_contrat_id: contrat.id,
      // Every vacancy states its pay (contract §16): the demo's range and remote work.
      salaire_min: demo.salaire.min,
      salaire_max: demo.salaire.max,
      salaire_periode: demo.salaire.periode,
      salaire_max_annuel: demo.salaire.max * { AN: 1, MOIS: 12, HEURE: 1607 }[demo.salaire.periode],
      teletravail: demo.teletravail,
    };
  });
  const ids = await insertAll(db, 'poste_vacant', rows);
  const openVacancies = ids.filter((_, i) => sessions[i % sessions.length]!.open).length;
  return { ids, openVacancies };
}

async function seedIndividus(db: Db, count: number, rand: () => number) {
  const france = await db.selectFrom('pays').select('id').where('code', '=', 'FR').executeTakeFirstOrThrow();
  const civilites = (await db.selectFrom('civilite').select('id').execute()).map((c) => c.id);
  const rows = Array.from({ length: count }, (_, i) => {
    const prenom = pick(rand, PRENOMS);
    const nom = pick(rand, NOMS);
    const email = `${slug(prenom)}.${slug(nom)}.${i + 1}@example.com`;
    return {
      nom,
      prenom,
      email,
      email_key: toKey(email),
      search_key: individuSearchKey({ nom, prenom, email }),
      telephone: `06${String(10_000_000 + i).padStart(8, '0')}`,
      pays_id: france.id,
      civilite_id: pick(rand, civilites),
      date_de_naissance: null,
      adresse: null,
      cp: null,
      ville: pick(rand, VILLES),
      created_at: new Date(Date.now() - rand() * 365 * 86_400_000).toISOString(),
    };
  });
  return insertAll(db, 'individu', rows);
}

/** Status path of an application: envoyée, then consultée and en cours, then a final answer. */
function statusPath(rand: () => number, etats: number[]): number[] {
  const r = rand();
  const target = r < 0.4 ? 0 : r < 0.6 ? 1 : r < 0.8 ? 2 : r < 0.95 ? 3 : 4;
  return etats.slice(0, Math.min(target, 2) + 1).concat(target > 2 ? [etats[target]!] : []);
}

async function seedCandidatures(db: Db, vacancies: number[], individus: number[], count: number, adminId: number) {
  const rand = random(7);
  const etats = (await db.selectFrom('etat_candidature').select('id').orderBy('id').execute()).map((e) => e.id);
  const noms = await db.selectFrom('nom_document').select(['id', 'nom']).orderBy('id').execute();
  // Individu k % n applies for the (k / n)-th time, each time to the next vacancy: never twice the same.
  const plans = Array.from({ length: count }, (_, k) => {
    const individu = k % individus.length;
    const vacancy = (individu * 7 + Math.floor(k / individus.length)) % vacancies.length;
    const sent = Date.now() - rand() * 365 * 86_400_000;
    return { individu: individus[individu]!, vacancy: vacancies[vacancy]!, sent, path: statusPath(rand, etats) };
  });
  const ids = await insertAll(
    db,
    'candidature',
    plans.map((p) => ({
      individu_id: p.individu,
      poste_vacant_id: p.vacancy,
      etat_candidature_id: p.path.at(-1)!,
      date_candidature: new Date(p.sent).toISOString(),
    })),
  );
  const historique = plans.flatMap((p, i) =>
    p.path.map((etat, step) => ({
      candidature_id: ids[i]!,
      etat_candidature_id: etat,
      user_id: step === 0 ? null : adminId,
      date_changement: new Date(p.sent + step * 86_400_000).toISOString(),
    })),
  );
  await insertAll(db, 'historique_etat', historique);
  // Rows only: the list benchmarks never read the files.
  const documents = ids.flatMap((candidatureId) =>
    noms.map((n) => ({
      candidature_id: candidatureId,
      nom_document_id: n.id,
      nom_fichier: `${randomUUID()}.pdf`,
      nom_original: `${n.nom} ${candidatureId}.pdf`,
      taille: 40_000 + Math.floor(rand() * 2_000_000),
      type_mime: 'application/pdf',
    })),
  );
  await insertAll(db, 'document_candidature', documents);
  return { historique: historique.length, documents: documents.length };
}

/** Seeds a fresh, migrated database; `admin` becomes the recruiter named in the status history. */
export async function seedBenchData(
  db: Db,
  size: SeedSize,
  admin: { email: string; password: string },
): Promise<SeedSummary> {
  const started = performance.now();
  if (await db.selectFrom('poste_vacant').select('id').limit(1).executeTakeFirst()) {
    throw new Error('La base contient déjà des offres : le générateur ne remplit qu’une base neuve.');
  }
  await seedReference(db);
  const { id: adminId } = await makeUser(db, { ...admin, role: 'ADMIN', nom: 'Recruteur', prenom: 'Banc' });
  const rand = random(42);
  const counts = await db.transaction().execute(async (trx) => {
    const { ids: vacancies, openVacancies } = await seedVacancies(trx, size, todayIn(), rand);
    const individus = await seedIndividus(trx, size.individus, rand);
    const rest = await seedCandidatures(trx, vacancies, individus, size.candidatures, adminId);
    return { openVacancies, ...rest };
  });
  return { ...size, ...counts, seconds: (performance.now() - started) / 1000 };
}

const SEEDED_TABLES = [
  'poste_de_travail',
  'session_candidature',
  'poste_vacant',
  'individu',
  'users',
  'candidature',
  'historique_etat',
  'document_candidature',
];

/** Creates the schema on `databaseUrl` (a SQLite file or a postgres:// URL) and seeds it. */
export async function seedDatabase(databaseUrl: string, size: SeedSize, admin: { email: string; password: string }) {
  const handle = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    await migrateToLatest(handle);
    const summary = await seedBenchData(handle.db, size, admin);
    // A live PostgreSQL database has statistics (autovacuum); without them the planner takes these
    // tables for empty and the open-vacancy list costs a hundred times more. SQLite gets none in
    // production either, so it is left as the server would find it.
    if (handle.dialect === 'postgres') await sql`analyze ${sql.raw(SEEDED_TABLES.join(', '))}`.execute(handle.db);
    return summary;
  } finally {
    await handle.db.destroy();
  }
}

// Alone: `node --conditions=source --import tsx seed-data.ts <database> [small|large]`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [target, sizeName = 'large'] = process.argv.slice(2);
  if (!target || !(sizeName in SIZES)) {
    console.error('Usage : seed-data.ts <fichier SQLite ou postgres://…> [small|large]');
    process.exit(1);
  }
  try {
    console.info(JSON.stringify(await seedDatabase(target, SIZES[sizeName as SizeName], ADMIN), null, 2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

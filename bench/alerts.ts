import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createDatabase, parseDatabaseUrl, toKey, vacancySearchText } from '@recrutement/api/testing';
import { ADMIN, createScratch, machine, ROOT, round, saveResults } from './lib/server.js';
import { SIZES, seedDatabase } from './seed-data.js';

/**
 * Job alerts (issue 25, contract §18) at scale, through `npm run alertes` (the built
 * `apps/api/dist/alertes.js`, the same code as the server's alert job), on the `small` data set
 * (100 vacancies, 80 open) plus 10,000 confirmed alerts:
 * 1. a first run that builds the job's view of the open vacancies (nothing is new to the alerts);
 * 2. one new vacancy against the 10,000 alerts, half of which match it (5,000 immediate mails);
 *    budget: matched (and recorded) in < 1 s;
 * 3. a daily digest run over the 10,000 alerts, each with 3 offers waiting (10,000 digests); budget < 30 s.
 * The figures are those the command prints (its own timers, without the process start).
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL is set.
 */
const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const ALERTES_JS = join(ROOT, 'apps/api/dist/alertes.js');

interface Run {
  mails: number;
  found: number;
  findMs: number;
  sendMs: number;
  wallMs: number;
}

function runCommand(env: Record<string, string>): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ALERTES_JS], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      out += c;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const n = (re: RegExp) => Number(re.exec(out)?.[1] ?? Number.NaN);
      if (code !== 0) return reject(new Error(`npm run alertes exited with ${code}:\n${out}`));
      resolve({
        mails: n(/(\d+) message\(s\) mis en file/),
        found: n(/trouvées pour des alertes : (\d+)/),
        findMs: n(/\(en (\d+) ms\)/),
        sendMs: n(/messages écrits en (\d+) ms/),
        wallMs: Math.round(performance.now() - started),
      });
    });
  });
}

async function bench(label: string, postgresUrl?: string) {
  const scratch = await createScratch(postgresUrl);
  try {
    await seedDatabase(scratch.databaseUrl, SIZES.small, ADMIN);
    const { db } = createDatabase(parseDatabaseUrl(scratch.databaseUrl));
    const env = {
      DATA_DIR: scratch.dir,
      DATABASE_URL: scratch.databaseUrl,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      PUBLIC_URL: 'https://emplois.exemple.fr',
    };
    try {
      // Confirmed now: the vacancies already open were published before, so they are not new to them.
      const now = new Date().toISOString();
      const criteres = [{ q: 'data' }, { typeContrat: 'CDI' }, { lieu: 'Quimper' }, { q: 'jardinier', lieu: 'Brest' }];
      const rows = Array.from({ length: ALERTS }, (_, i) => ({
        email: `alerte-${i}@bench.test`,
        email_key: `alerte-${i}@bench.test`,
        criteres: JSON.stringify(criteres[i % criteres.length]),
        frequence: 'IMMEDIATE' as const,
        langue: 'fr' as const,
        date_creation: now,
        confirme_le: now,
        cle_sel: randomUUID(),
        expire_le: '2999-01-01T00:00:00.000Z',
      }));
      for (let i = 0; i < rows.length; i += 500)
        await db
          .insertInto('alerte')
          .values(rows.slice(i, i + 500))
          .execute();

      const prime = await runCommand(env);

      // One new vacancy, published after the alerts were confirmed: "data" and CDI alerts match it.
      const vacancy = await db
        .selectFrom('poste_vacant')
        .select(['poste_id', 'session_id'])
        .innerJoin('session_candidature as s', 's.id', 'poste_vacant.session_id')
        .where('s.status', '=', 1)
        .where('s.date_cloture', '>=', now.slice(0, 10))
        .where('s.date_ouverture', '<=', now.slice(0, 10))
        .executeTakeFirstOrThrow();
      const cdi = await db.selectFrom('type_contrat').select('id').where('type', '=', 'CDI').executeTakeFirstOrThrow();
      const nom = 'Data engineer';
      const descriptif = '<p>Pipelines de données.</p>';
      await db
        .insertInto('poste_vacant')
        .values({
          nom,
          nom_key: toKey(nom),
          descriptif,
          search_text: vacancySearchText(nom, descriptif),
          lieu: 'Lyon',
          lieu_key: 'lyon',
          date_publication: new Date().toISOString(),
          poste_id: vacancy.poste_id,
          session_id: vacancy.session_id,
          type_contrat_id: cdi.id,
        })
        .execute();
      const newVacancy = await runCommand(env);

      // Digests: every alert daily, each with 3 open offers waiting (found, not sent).
      // Criteria every offer meets, so that each alert has its 3 offers to send.
      await db.updateTable('alerte').set({ frequence: 'QUOTIDIENNE', criteres: '{}' }).execute();
      const open = await db
        .selectFrom('alerte_vue')
        .select('poste_vacant_id')
        .orderBy('poste_vacant_id')
        .limit(30)
        .execute();
      const alertes = await db.selectFrom('alerte').select('id').execute();
      const waiting = alertes.flatMap((a, i) =>
        [0, 1, 2].map((k) => ({
          alerte_id: a.id,
          poste_vacant_id: open[(i + k * 7) % open.length]!.poste_vacant_id,
          trouve_le: now,
        })),
      );
      for (let i = 0; i < waiting.length; i += 500) {
        await db
          .insertInto('alerte_offre')
          .values(waiting.slice(i, i + 500))
          .onConflict((oc) => oc.columns(['alerte_id', 'poste_vacant_id']).doNothing())
          .execute();
      }
      const digest = await runCommand(env);
      const result = {
        alerts: ALERTS,
        primeRun: prime,
        newVacancy: { ...newVacancy, budgetMs: 1_000, withinBudget: newVacancy.findMs < 1_000 },
        digestRun: {
          ...digest,
          totalMs: digest.findMs + digest.sendMs,
          budgetMs: 30_000,
          withinBudget: digest.findMs + digest.sendMs < 30_000,
        },
      };
      console.info(label, JSON.stringify(result, null, 2));
      return result;
    } finally {
      await db.destroy();
    }
  } finally {
    await scratch.dispose();
  }
}

const results: Record<string, unknown> = { machine: machine() };
results.sqlite = await bench('SQLite');
if (process.env.BENCH_DATABASE_URL) results.postgres = await bench('PostgreSQL', process.env.BENCH_DATABASE_URL);
saveResults(['alerts'], results);
const failed = ['sqlite', 'postgres'].some((k) => {
  const r = results[k] as { newVacancy: { withinBudget: boolean }; digestRun: { withinBudget: boolean } } | undefined;
  return r && (!r.newVacancy.withinBudget || !r.digestRun.withinBudget);
});
console.info(`alerts: ${failed ? 'budget missed' : 'within budget'} (${round(ALERTS / 1000)}k alerts)`);
process.exit(failed ? 1 : 0);

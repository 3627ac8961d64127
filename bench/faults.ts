import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canRunCluster, createCluster, freePort, type PgCluster } from '../apps/api/test/pg-cluster.js';
import { type Answer, orphans, startApplicants, verifyAcknowledged } from './lib/applicants.js';
import { createScratch, machine, requireBuild, saveResults, signInAdmin, startServer } from './lib/server.js';

/**
 * Fault bench (issue 10): 50 applicants apply without pause for 60 s against the built server while,
 * from second 15 to second 30, (a) the PostgreSQL server is stopped then started again, (b) the
 * upload folder turns read-only then writable, (c) the upload folder fills up then is freed.
 * Holds when: the server never exits; every answer is a 201 or a JSON error of the contract (503
 * during the fault, never a 500, never a dropped connection); every acknowledged application has
 * both its files, byte for byte; no stored file is left without its row 30 s after the fault.
 *
 * The upload folder is a 128 MiB tmpfs (mounting needs root) and the server runs as `nobody`, so
 * that taking write permission away binds it; PostgreSQL is a throwaway cluster
 * (initdb + pg_ctl, as the `postgres` user under root) on port 5434+. Settings: FAULT_APPLICANTS
 * (50), FAULT_SECONDS (60), FAULT_ONLY (comma list of scenario names).
 */

const APPLICANTS = Number(process.env.FAULT_APPLICANTS ?? 50);
const SECONDS = Number(process.env.FAULT_SECONDS ?? 60);
const FAULT_FROM = 15_000;
const FAULT_TO = 30_000;
const ORPHAN_DELAY = 30_000;

/** The server runs as `nobody`: a permission taken away then binds it (it would not bind root). */
const SERVER_USER = { uid: 65534, gid: 65534 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' });

interface Fault {
  start(): Promise<void>;
  end(): Promise<void>;
}
interface Scenario {
  name: string;
  database: 'sqlite' | 'postgres';
  fault: (uploadDir: string, cluster: PgCluster | null) => Fault;
}

const scenarios: Scenario[] = [
  {
    name: 'postgres-restart',
    database: 'postgres',
    fault: (_dir, cluster) => ({ start: () => cluster!.stop('fast'), end: () => cluster!.start() }),
  },
  ...(['sqlite', 'postgres'] as const).flatMap((database): Scenario[] => [
    {
      name: `read-only-uploads-${database}`,
      database,
      // `mount -o remount,ro` is refused while files are open for writing (EBUSY), which they
      // always are under load: the server's user loses the right to write in the folder instead.
      fault: (dir) => ({
        start: async () => chmodSync(dir, 0o555),
        end: async () => chmodSync(dir, 0o755),
      }),
    },
    {
      name: `full-uploads-${database}`,
      database,
      fault: (dir) => {
        const filler = join(dir, 'remplissage.bin');
        return {
          // Every free byte of the folder taken by one file (not a stored name: never listed).
          start: async () => {
            const { bavail, bsize } = statfsSync(dir);
            try {
              writeFileSync(filler, Buffer.alloc(Number(bavail) * Number(bsize)));
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
            }
          },
          end: async () => rmSync(filler, { force: true }),
        };
      },
    },
  ]),
];

function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = join('/tmp', `rp-mount-probe-${process.pid}`);
  mkdirSync(probe, { recursive: true });
  try {
    mount('-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe);
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** An open vacancy made through the admin API (reference data comes with the server). */
async function openVacancy(url: string, headers: Record<string, string>): Promise<number> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: number };
  };
  const poste = await post('/poste-de-travail/add', { reference: 'FAUTE-1', nom: 'Technicien' });
  const session = await post('/session-candidature/add', {
    reference: 'FAUTE-S',
    dateOuverture: '2020-01-01',
    dateCloture: '2999-12-31',
    status: true,
  });
  const types = (await (await fetch(`${url}/type-contrat/list`)).json()) as { id: number }[];
  const vacancy = await post('/poste-vacant/add', {
    nom: 'Offre du banc de pannes',
    descriptif: '<p>Postuler sans relâche.</p>',
    poste: { id: poste.id },
    session: { id: session.id },
    typeContrat: { id: types[0]?.id },
    salaireMin: 35000,
    salaireMax: 42000,
    salairePeriode: 'AN',
  });
  return vacancy.id;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Answers by phase: ended before the fault began, started after it ended, or met it. */
function summarise(answers: Answer[], faultFrom: number, faultTo: number) {
  const phase = (a: Answer) => (a.at + a.ms < faultFrom ? 'before' : a.at > faultTo ? 'after' : 'during');
  const byStatus: Record<string, Record<string, number>> = { before: {}, during: {}, after: {} };
  for (const a of answers) {
    const bucket = byStatus[phase(a)]!;
    bucket[a.status] = (bucket[a.status] ?? 0) + 1;
  }
  const sorted = answers.map((a) => a.ms).sort((x, y) => x - y);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    answers: answers.length,
    byPhase: byStatus,
    notContractJson: answers.filter((a) => a.status !== 0 && !a.json).length,
    connectionFailures: answers.filter((a) => a.status === 0).length,
    serverErrorsOtherThan503: answers.filter((a) => a.status >= 500 && a.status !== 503).length,
    unavailableWithoutRetryAfter: answers.filter((a) => a.status === 503 && (!a.retryAfter || a.code !== 'UNAVAILABLE'))
      .length,
    latencyMs: { p50: pick(0.5), p99: pick(0.99), max: sorted.at(-1) ?? 0 },
  };
}

async function runScenario(scenario: Scenario, cluster: PgCluster | null) {
  const scratch = await createScratch(scenario.database === 'postgres' ? cluster?.url : undefined);
  const uploadDir = join(scratch.dir, 'uploads');
  mkdirSync(uploadDir, { recursive: true });
  mount('-t', 'tmpfs', '-o', `size=128m,mode=0755,uid=${SERVER_USER.uid},gid=${SERVER_USER.gid}`, 'tmpfs', uploadDir);
  const server = await startServer(scratch, { user: SERVER_USER });
  try {
    const headers = await signInAdmin(server.url);
    const vacancyId = await openVacancy(server.url, headers);
    const fault = scenario.fault(uploadDir, cluster);
    const started = Date.now();
    const load = startApplicants(server.url, vacancyId, APPLICANTS, started);
    await sleep(FAULT_FROM);
    const faultFrom = Date.now() - started;
    await fault.start();
    await sleep((FAULT_TO - FAULT_FROM) / 2);
    const readyDuringFault = (await fetch(`${server.url}/readyz`)).status;
    const healthDuringFault = (await fetch(`${server.url}/healthz`)).status;
    await sleep(Math.max(0, started + FAULT_TO - Date.now()));
    await fault.end();
    const faultEnded = Date.now();
    const faultTo = faultEnded - started;
    await sleep(Math.max(0, started + SECONDS * 1000 - Date.now()));
    await load.stop();
    const aliveAfterLoad = isAlive(server.pid);
    await sleep(Math.max(0, faultEnded + ORPHAN_DELAY - Date.now()));
    const left = await orphans(server.url, headers, uploadDir);
    const verification = await verifyAcknowledged(server.url, headers, load.sent);
    const summary = summarise(load.answers, faultFrom, faultTo);
    const result = {
      scenario: scenario.name,
      database: scenario.database,
      applicants: APPLICANTS,
      seconds: SECONDS,
      fault: `${(faultFrom / 1000).toFixed(1)}-${(faultTo / 1000).toFixed(1)} s`,
      serverAlive: aliveAfterLoad && isAlive(server.pid),
      readyzDuringFault: readyDuringFault,
      healthzDuringFault: healthDuringFault,
      ...summary,
      acknowledged: verification.acknowledged,
      acknowledgedComplete: verification.complete,
      acknowledgedByteIdentical: verification.identical,
      problems: verification.problems.slice(0, 10),
      orphanFilesAfter30s: left.length,
      memoryMiB: server.memory(),
    };
    const holds =
      result.serverAlive &&
      summary.notContractJson === 0 &&
      summary.connectionFailures === 0 &&
      summary.serverErrorsOtherThan503 === 0 &&
      summary.unavailableWithoutRetryAfter === 0 &&
      verification.complete === verification.acknowledged &&
      verification.identical === verification.acknowledged &&
      left.length === 0;
    return { ...result, holds };
  } finally {
    await server.stop();
    execFileSync('umount', ['-l', uploadDir]);
    await scratch.dispose();
  }
}

async function main() {
  requireBuild();
  if (!canMount()) {
    console.error('Ce banc monte un tmpfs pour le dossier des fichiers : il faut les droits root (mount).');
    process.exit(1);
  }
  const only = process.env.FAULT_ONLY?.split(',');
  const chosen = scenarios.filter((s) => !only || only.includes(s.name));
  const needsCluster = chosen.some((s) => s.database === 'postgres');
  if (needsCluster && !(await canRunCluster())) {
    console.error('PostgreSQL introuvable (initdb, pg_ctl) : indiquez PG_BIN.');
    process.exit(1);
  }
  const cluster = needsCluster ? await createCluster(await freePort(5434, 5439)) : null;
  const results = [];
  try {
    for (const scenario of chosen) {
      console.info(`\n::: ${scenario.name}`);
      const result = await runScenario(scenario, cluster);
      console.info(JSON.stringify(result, null, 2));
      results.push(result);
    }
  } finally {
    await cluster?.destroy();
  }
  saveResults(['faults'], { date: new Date().toISOString(), machine: machine(), results });
  const failed = results.filter((r) => !r.holds).map((r) => r.scenario);
  console.info(failed.length === 0 ? '\nTout tient.' : `\nÉchec : ${failed.join(', ')}`);
  process.exit(failed.length === 0 ? 0 : 1);
}

await main();

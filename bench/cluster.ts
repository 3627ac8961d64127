import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Options } from 'autocannon';
import { ADMIN, createScratch, machine, ROOT, requireBuild, round, saveResults } from './lib/server.js';
import { SIZES, type SizeName, seedDatabase } from './seed-data.js';

/**
 * Several instances (contract §13): the deployment of deploy/start-local.sh — HAProxy in front of 1,
 * then 2 instances of the built server, PostgreSQL, an S3-compatible store (s3rver) and Redis, all
 * on this machine — measured through the load balancer: applications per second (two 100 KiB PDF
 * files each, a new applicant each time) and public vacancy list requests per second. Also records
 * the CPU each process used during each run, which says what bounds the gain on a small machine.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = 10;
const SIZE = (process.env.BENCH_SIZE ?? 'large') as SizeName;
const POSTGRES = process.env.BENCH_DATABASE_URL;
const PORTS = {
  HTTP_PORT: process.env.BENCH_HTTP_PORT ?? '8080',
  APP_BASE_PORT: process.env.BENCH_APP_BASE_PORT ?? '3001',
  REDIS_PORT: process.env.BENCH_REDIS_PORT ?? '6379',
  S3_PORT: process.env.BENCH_S3_PORT ?? '4568',
};
const RUN_DIR = join(ROOT, 'bench/results/cluster-run.tmp');
const BASE = `http://127.0.0.1:${PORTS.HTTP_PORT}`;

function script(name: 'start-local.sh' | 'stop-local.sh', env: Record<string, string>): void {
  const run = spawnSync(join(ROOT, 'deploy', name), {
    env: { ...process.env, ...PORTS, RUN_DIR, ...env },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (run.status !== 0) throw new Error(`deploy/${name} : ${run.status}\n${run.stdout}\n${run.stderr}`);
}

/** CPU seconds used so far by each process of interest (user + system), from /proc. */
function cpuSeconds(): Record<string, number> {
  const ticks = 100; // USER_HZ on Linux
  const ofPid = (pid: string) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      return 0;
    }
  };
  const used: Record<string, number> = {};
  for (const line of readFileSync(join(RUN_DIR, 'pids'), 'utf8').trim().split('\n')) {
    const [pid, name] = line.split(' ');
    used[name!] = ofPid(pid!);
  }
  // Every PostgreSQL process (its backends serve the instances' pools).
  used.postgresql = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') used.postgresql += ofPid(pid);
    } catch {
      // gone meanwhile
    }
  }
  const self = process.cpuUsage();
  used['autocannon (this process)'] = (self.user + self.system) / 1e6;
  return used;
}

interface Figure {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  requests: number;
  errors: number;
  non2xx: number;
  /** Cores each process kept busy during the measured run (CPU seconds / seconds). */
  coresUsed: Record<string, number>;
}

async function measure(options: Options): Promise<Figure> {
  await autocannon({ ...options, duration: WARMUP });
  const before = cpuSeconds();
  const r = await autocannon({ ...options, duration: DURATION });
  const after = cpuSeconds();
  const coresUsed = Object.fromEntries(
    Object.entries(after).map(([name, s]) => [name, round((s - (before[name] ?? 0)) / r.duration, 2)]),
  );
  return {
    requestsPerSecond: round(r.requests.average, 0),
    latencyMs: { p50: r.latency.p50, p99: r.latency.p99 },
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    coresUsed,
  };
}

/** A PDF the server accepts (magic bytes), padded to `bytes`. */
function fakePdf(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, ' ');
  file.write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
  file.write('\n%%EOF\n', bytes - 7, 'latin1');
  return file;
}

/** Each request a new applicant: the fixed parts (files, types, vacancy) once, `datas` per request. */
function applications(vacancyId: number): Options {
  const boundary = '----rp-bench-cluster';
  const part = (name: string, value: Buffer | string, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          (filename ? `; filename="${filename}"\r\nContent-Type: application/pdf` : '') +
          '\r\n\r\n',
      ),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const pdf = fakePdf(100 * 1024);
  const fixed = Buffer.concat([
    part('fileCV', pdf, 'cv.pdf'),
    part('fileLM', pdf, 'lettre.pdf'),
    part('nomFileCV', 'CV'),
    part('nomFileLM', 'Lettre de motivation'),
    part('postId', String(vacancyId)),
  ]);
  const run = Date.now().toString(36);
  let n = 0;
  return {
    url: `${BASE}/candidature/upload-user`,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        setupRequest: (request) => {
          const datas = {
            nom: 'Charge',
            prenom: `Candidat ${++n}`,
            email: `charge-${run}-${n}@bench.test`,
            telephone: '06 12 34 56 78',
            pays: { designation: 'France' },
            civilite: { id: 1 },
          };
          const body = Buffer.concat([fixed, part('datas', JSON.stringify(datas)), Buffer.from(`--${boundary}--\r\n`)]);
          return { ...request, body };
        },
      },
    ],
  };
}

/**
 * An open vacancy to apply to. Tried twice: fetch may first reuse a kept-alive connection to the
 * load balancer of the previous run, which is gone.
 */
async function firstOpenVacancy(): Promise<{ id: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [vacancy] = (await (await fetch(`${BASE}/poste-vacant/list?page=1&size=1`)).json()) as { id: number }[];
      if (!vacancy) throw new Error('Aucune offre ouverte.');
      return vacancy;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function run(instances: number) {
  script('start-local.sh', {
    INSTANCES: String(instances),
    DATABASE_URL: scratch.databaseUrl,
    DEMO_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_LOGIN: '1000000',
    RATE_LIMIT_APPLY: '1000000',
    LOG_LEVEL: 'warn',
  });
  try {
    const vacancy = await firstOpenVacancy();
    const publicList = await measure({
      url: `${BASE}/poste-vacant/list?page=1&size=5`,
      connections: CONNECTIONS,
      headers: { accept: 'application/json' },
    });
    console.info(`[${instances} instance(s)] liste publique : ${publicList.requestsPerSecond} req/s`, publicList);
    const apply = await measure(applications(vacancy.id));
    console.info(`[${instances} instance(s)] candidatures : ${apply.requestsPerSecond} /s`, apply);
    return { instances, loadAverage1m: machine().loadAverage1m, publicList, applications: apply };
  } finally {
    script('stop-local.sh', { PURGE: '1' });
  }
}

if (!POSTGRES) {
  console.error('BENCH_DATABASE_URL (un serveur PostgreSQL) est requis.');
  process.exit(1);
}
requireBuild();
const scratch = await createScratch(POSTGRES);
try {
  console.info(`Remplissage (${SIZE})…`);
  const seed = await seedDatabase(scratch.databaseUrl, SIZES[SIZE], ADMIN);
  const runs = [await run(1), await run(2)];
  saveResults(['cluster'], {
    date: new Date().toISOString(),
    machine: machine(),
    settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP, size: SIZE },
    seed: { openVacancies: seed.openVacancies, candidatures: seed.candidatures },
    runs,
  });
  const failed = runs.flatMap((r) => [r.publicList, r.applications]).filter((f) => f.errors > 0 || f.non2xx > 0);
  if (failed.length > 0) process.exitCode = 1;
} finally {
  await scratch.dispose();
}

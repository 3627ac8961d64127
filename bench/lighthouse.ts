import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createScratch, machine, requireBuild, saveResults, startServer } from './lib/server.js';

/**
 * Lighthouse scores of the public pages of the built app, on a fresh SQLite database with the demo
 * data: mobile (Lighthouse's default: Moto G Power, slow 4G, 4x CPU slowdown, simulated) and desktop,
 * on /, /offre, an open offer and /login, and on the English /en, /en/offre and the same offer in
 * English. Budgets (issues 13 and 24): mobile performance ≥ 95, the other
 * categories ≥ 95, desktop 100. Needs `npm run build` first and the Debian Chromium.
 */
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
const BUDGET = { mobile: { performance: 95, other: 95 }, desktop: { performance: 100, other: 95 } };
/** Runs per page: the median one is kept (Lighthouse's own advice against run-to-run noise). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Only some pages or form factors, e.g. `offres,offre` and `mobile` (all by default). */
const only = (name: string) => process.env[name]?.split(',').filter(Boolean);
const PAGES = only('BENCH_LIGHTHOUSE_PAGES');
const FORMS = only('BENCH_LIGHTHOUSE_FORMS');

type FormFactor = keyof typeof BUDGET;

function summarise(result: RunnerResult) {
  const { categories, audits, environment } = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(METRICS.map((m) => [m, audits[m]?.displayValue ?? null]));
  // What cost points: audits that count in a category and did not pass.
  const failing = CATEGORIES.flatMap((c) =>
    (categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`),
  );
  // Lighthouse's measure of this machine's speed at the time (a desktop PC scores about 1,000 to 2,000).
  const { runtimeError } = result.lhr;
  const error = runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : undefined;
  return { scores, metrics, failing, benchmarkIndex: environment.benchmarkIndex, ...(error ? { error } : {}) };
}

const median = <T>(runs: T[], score: (run: T) => number) =>
  [...runs].sort((a, b) => score(a) - score(b))[Math.floor(runs.length / 2)]!;

async function main() {
  requireBuild();
  const scratch = await createScratch();
  const server = await startServer(scratch, { env: { DEMO_DATA: 'true' } });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const results: Record<string, unknown> = {};
  let failed = false;
  try {
    const open = (await (await fetch(`${server.url}/poste-vacant/list?page=1&size=1`)).json()) as { id: number }[];
    if (!open[0]) throw new Error('Aucune offre ouverte dans les données de démonstration.');
    const offre = `/offre/dtail/${open[0].id}`;
    // The English site (contract §17) is the same pages under /en, with its own catalogue chunk.
    const pages = {
      home: '/',
      offres: '/offre',
      offre,
      login: '/login',
      enHome: '/en',
      enOffres: '/en/offre',
      enOffre: `/en${offre}`,
    };
    const formFactors = (['mobile', 'desktop'] as FormFactor[]).filter((f) => !FORMS || FORMS.includes(f));
    for (const formFactor of formFactors) {
      for (const [name, path] of Object.entries(pages).filter(([n]) => !PAGES || PAGES.includes(n))) {
        const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
        const config = formFactor === 'desktop' ? desktopConfig : undefined;
        // A run that Lighthouse abandons (NO_NAVSTART, NO_FCP… when the machine is overloaded) has
        // no score, not a score of 0: it is run again, up to RUNS more times, and left out of the median.
        const runs = [];
        let abandoned = 0;
        for (let i = 0; runs.length < RUNS && i < 2 * RUNS; i++) {
          const result = await lighthouse(`${server.url}${path}`, flags, config);
          if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${path}`);
          const run = summarise(result);
          if (run.error) {
            abandoned++;
            console.info(`    ! ${path}: ${run.error}`);
          } else runs.push(run);
        }
        if (runs.length === 0) throw new Error(`Lighthouse a abandonné toutes ses mesures de ${path}`);
        const summary = median(runs, (run) => run.scores.performance!);
        const performanceRuns = runs.map((run) => run.scores.performance);
        results[`${formFactor} ${name}`] = { path, ...summary, performanceRuns, abandonedRuns: abandoned };
        const budget = BUDGET[formFactor];
        const ok = CATEGORIES.every(
          (c) => summary.scores[c]! >= (c === 'performance' ? budget.performance : budget.other),
        );
        if (!ok) failed = true;
        console.info(
          `${ok ? '✓' : '✗'} ${formFactor.padEnd(7)} ${path.padEnd(18)} ${JSON.stringify(summary.scores)} performance runs ${performanceRuns.join(', ')} (benchmarkIndex ${summary.benchmarkIndex})`,
        );
        console.info(`    ${JSON.stringify(summary.metrics)}`);
        for (const line of summary.failing) console.info(`    - ${line}`);
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
    await scratch.dispose();
  }
  saveResults(['lighthouse'], {
    date: new Date().toISOString(),
    machine: machine(),
    chromium: CHROME,
    runs: RUNS,
    results,
  });
  if (failed) {
    console.error('Échec : une page est sous son budget Lighthouse.');
    process.exitCode = 1;
  }
}

await main();

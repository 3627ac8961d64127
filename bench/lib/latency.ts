import { round } from './server.js';

/**
 * Latency of one kind of call under a closed loop of `connections` clients, each sending its next
 * request when the last one answered; p50, p95 and p99 are computed here (autocannon reports no p95).
 */
export interface LatencyOptions {
  connections: number;
  durationMs: number;
  warmupMs: number;
}

export interface Call {
  name: string;
  /** One request each time (a path, or a function for calls that vary, like moving a card). */
  request: () => { path: string; method?: 'GET' | 'POST'; body?: unknown };
}

export interface Figure {
  name: string;
  example: string;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function send(url: string, auth: Record<string, string>, call: Call): Promise<boolean> {
  const { path, method = 'GET', body } = call.request();
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...auth, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  await response.arrayBuffer();
  return response.ok;
}

/** `connections` loops sending `call` for `ms` milliseconds; answers the latencies of those that ended in time. */
async function load(url: string, auth: Record<string, string>, call: Call, ms: number, connections: number) {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + ms;
  const loop = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const ok = await send(url, auth, call).catch(() => false);
      latencies.push(performance.now() - start);
      if (!ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { latencies, failures };
}

export async function measure(
  url: string,
  auth: Record<string, string>,
  call: Call,
  options: LatencyOptions,
): Promise<Figure> {
  if (!(await send(url, auth, call))) throw new Error(`${call.request().path} : réponse en erreur`);
  await load(url, auth, call, options.warmupMs, options.connections);
  const { latencies, failures } = await load(url, auth, call, options.durationMs, options.connections);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name: call.name,
    example: call.request().path,
    requests: sorted.length,
    requestsPerSecond: round(sorted.length / (options.durationMs / 1000), 0),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? Number.NaN),
    },
    failures,
  };
}

/** Measures the calls one after the other (each with the headers `authOf` gives it), printing each line. */
export async function measureEach(
  database: string,
  url: string,
  calls: Call[],
  authOf: (call: Call) => Record<string, string>,
  options: LatencyOptions,
  width: number,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const call of calls) {
    const figure = await measure(url, authOf(call), call, options);
    printFigure(database, figure, width);
    figures.push(figure);
  }
  return figures;
}

/** One line per measured call: its rate and percentiles (the name padded to `width`). */
export function printFigure(database: string, figure: Figure, width: number): void {
  const l = figure.latencyMs;
  console.info(
    `[${database}] ${figure.name.padEnd(width)} ${String(figure.requestsPerSecond).padStart(5)} req/s  ` +
      `p50 ${l.p50}  p95 ${l.p95}  p99 ${l.p99} ms  failures ${figure.failures}`,
  );
}

/** Names the calls at or above the p95 budget, or with failures, and then fails the run. */
export function failOverBudget(suites: { database: string; figures: Figure[] }[], targetP95Ms: number): void {
  const over = suites
    .flatMap((s) => s.figures.map((f) => ({ ...f, database: s.database })))
    .filter((f) => f.latencyMs.p95 >= targetP95Ms || f.failures > 0);
  if (over.length === 0) return;
  console.error(
    `Au-dessus de ${targetP95Ms} ms (p95) ou en erreur : ${over.map((f) => `${f.database} ${f.name}`).join(' ; ')}`,
  );
  process.exitCode = 1;
}

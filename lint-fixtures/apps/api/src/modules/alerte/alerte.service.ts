// lint-boundaries: clean
// lint-start: expect "jobs.register"
// A service that registers a job: only `<module>.start.ts` may (scripts/lint-boundaries.mjs).
declare const ctx: { jobs: { register(job: { name: string }): void } };
export function scheduleAlerts() {
  ctx.jobs.register({ name: 'alertes' });
}

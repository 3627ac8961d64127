// lint-boundaries: clean
// lint-start: clean
// The module's start file is where its subscribers and jobs begin.
declare const ctx: {
  events: { subscribe(type: string, fn: () => void): void };
  jobs: { register(job: { name: string }): void };
};
export function startAlerte() {
  ctx.events.subscribe('offres.changed', () => undefined);
  ctx.jobs.register({ name: 'alertes' });
}

// lint-boundaries: clean
// lint-start: expect "events.subscribe"
// A routes file that subscribes to an event: only `<module>.start.ts` may (scripts/lint-boundaries.mjs).
declare const ctx: { events: { subscribe(type: string, fn: () => void): void } };
export function alerteRoutes() {
  ctx.events.subscribe('offres.changed', () => undefined);
}

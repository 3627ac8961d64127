// lint-boundaries: clean
// lint-ownership: expect "subscribes staff.invited, not in mail.manifest.ts subscribes"
// A subscription the manifest does not list.
declare const ctx: { events: { subscribe(type: string, fn: () => void): void } };
export const listen = () => ctx.events.subscribe('staff.invited', () => undefined);

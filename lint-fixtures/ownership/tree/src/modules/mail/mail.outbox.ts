// lint-boundaries: clean
// lint-ownership: clean
// A job declared with a constant name.
export const OUTBOX_JOB = 'mail-outbox';
export const outboxJob = { name: OUTBOX_JOB, everyMs: 10_000 };

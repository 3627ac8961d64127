// lint-boundaries: clean
// lint-ownership: clean
// Its subscriber and its job, as declared: the job's name followed through its constant.
import { outboxJob } from './mail.outbox.js';

declare const ctx: {
  events: { subscribe(type: string, fn: () => void): void };
  jobs: { register(job: { name: string }): void };
};
export function startMail() {
  ctx.events.subscribe('candidature.created', () => undefined);
  ctx.jobs.register(outboxJob);
}

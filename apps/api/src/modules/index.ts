import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.js';
import type { Closable, ModuleManifest } from '../lib/module-manifest.js';
import { alerteManifest } from './alerte/alerte.manifest.js';
import { applyManifest } from './apply/apply.manifest.js';
import { auditManifest } from './audit/audit.manifest.js';
import { authManifest } from './auth/auth.manifest.js';
import { candidatureManifest } from './candidature/candidature.manifest.js';
import { cvManifest } from './cv/cv.manifest.js';
import { documentCandidatureManifest } from './document-candidature/document-candidature.manifest.js';
import { entretienManifest } from './entretien/entretien.manifest.js';
import { evaluationManifest } from './evaluation/evaluation.manifest.js';
import { fluxManifest } from './flux/flux.manifest.js';
import { individuManifest } from './individu/individu.manifest.js';
import { integrationManifest } from './integration/integration.manifest.js';
import { mailManifest } from './mail/mail.manifest.js';
import { messageManifest } from './message/message.manifest.js';
import { mfaManifest } from './mfa/mfa.manifest.js';
import { noteManifest } from './note/note.manifest.js';
import { posteVacantManifest } from './poste-vacant/poste-vacant.manifest.js';
import { privacyManifest } from './privacy/privacy.manifest.js';
import { referenceManifest } from './reference/reference.manifest.js';
import { staffManifest } from './staff/staff.manifest.js';
import { statsManifest } from './stats/stats.manifest.js';
import { userManifest } from './user/user.manifest.js';

/** Every domain module (its manifest: `<m>/<m>.manifest.ts`), in the order its routes are registered. */
export const MODULES: readonly ModuleManifest[] = [
  authManifest,
  userManifest,
  individuManifest,
  referenceManifest,
  posteVacantManifest,
  applyManifest,
  candidatureManifest,
  documentCandidatureManifest,
  mailManifest,
  noteManifest,
  statsManifest,
  privacyManifest,
  auditManifest,
  staffManifest,
  evaluationManifest,
  alerteManifest,
  entretienManifest,
  cvManifest,
  fluxManifest,
  messageManifest,
  mfaManifest,
  integrationManifest,
];

/**
 * The order the modules with a start begin in. Subscribers of one event run in the order they were
 * added: the outbox row of a message before the audit line.
 */
const START_ORDER = [
  'candidature',
  'document-candidature',
  'auth',
  'mail',
  'privacy',
  'entretien',
  'audit',
  'alerte',
  'cv',
  'message',
  'mfa',
  'integration',
] as const;

/** The modules that start, in START_ORDER; a module with a start and no place there (or the reverse) stops the server. */
function startingModules(): ModuleManifest[] {
  const byName = new Map(MODULES.map((m) => [m.name, m]));
  const starting = START_ORDER.map((name) => byName.get(name));
  const missing = MODULES.filter((m) => m.start && !START_ORDER.includes(m.name as (typeof START_ORDER)[number]));
  const idle = START_ORDER.filter((_, i) => !starting[i]?.start);
  if (missing.length > 0 || idle.length > 0)
    throw new Error(
      `modules/index.ts START_ORDER: ${[...missing.map((m) => `${m.name} starts but is not listed`), ...idle.map((n) => `${n} is listed but has no start`)].join('; ')}`,
    );
  return starting as ModuleManifest[];
}

/**
 * What each module starts before any request: its event subscribers and its background jobs, in
 * START_ORDER. Only `<module>.start.ts` files subscribe or register jobs (the lint refuses it
 * elsewhere). Answers what must be closed with the server, closed in the reverse order.
 */
export function startModules(ctx: AppContext): { close(): Promise<void> } {
  const started: Closable[] = [];
  for (const manifest of startingModules()) {
    const closable = manifest.start?.(ctx);
    if (closable) started.push(closable);
  }
  return {
    close: async () => {
      for (const closable of [...started].reverse()) await closable.close();
    },
  };
}

/** Every domain module's route plugins, each registered in the order of MODULES. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const manifest of MODULES) for (const routes of manifest.routes) await app.register(routes);
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.js';
import { alerteRoutes } from './alerte/alerte.routes.js';
import { startAlerte } from './alerte/alerte.start.js';
import { applyRoutes } from './apply/apply.routes.js';
import { auditRoutes } from './audit/audit.routes.js';
import { startAudit } from './audit/audit.start.js';
import { authRoutes } from './auth/auth.routes.js';
import { startAuth } from './auth/auth.start.js';
import { candidatureRoutes } from './candidature/candidature.routes.js';
import { startCandidature } from './candidature/candidature.start.js';
import { cvRoutes } from './cv/cv.routes.js';
import { startCv } from './cv/cv.start.js';
import { documentCandidatureRoutes } from './document-candidature/document-candidature.routes.js';
import { startDocumentCandidature } from './document-candidature/document-candidature.start.js';
import { entretienRoutes } from './entretien/entretien.routes.js';
import { startEntretien } from './entretien/entretien.start.js';
import { evaluationRoutes } from './evaluation/evaluation.routes.js';
import { individuRoutes } from './individu/individu.routes.js';
import { mailRoutes } from './mail/mail.routes.js';
import { startMail } from './mail/mail.start.js';
import { noteRoutes } from './note/note.routes.js';
import { posteVacantRoutes } from './poste-vacant/poste-vacant.routes.js';
import { privacyRoutes } from './privacy/privacy.routes.js';
import { startPrivacy } from './privacy/privacy.start.js';
import { civiliteRoutes } from './reference/civilite.routes.js';
import { etatCandidatureRoutes } from './reference/etat-candidature.routes.js';
import { nomDocumentRoutes } from './reference/nom-document.routes.js';
import { paysRoutes } from './reference/pays.routes.js';
import { posteDeTravailRoutes } from './reference/poste-de-travail.routes.js';
import { sessionCandidatureRoutes } from './reference/session-candidature.routes.js';
import { typeContratRoutes } from './reference/type-contrat.routes.js';
import { staffRoutes } from './staff/staff.routes.js';
import { statsRoutes } from './stats/stats.routes.js';
import { userRoutes } from './user/user.routes.js';

/**
 * What each module starts before any request: its event subscribers and its background jobs, in
 * this order (subscribers of one event run in the order they were added: the outbox row of a
 * message before the audit line). Only `<module>.start.ts` files subscribe or register jobs (the
 * lint refuses it elsewhere). Answers what must be closed with the server.
 */
export function startModules(ctx: AppContext): { close(): Promise<void> } {
  startCandidature(ctx);
  startDocumentCandidature(ctx);
  startAuth(ctx);
  const mailTransport = startMail(ctx);
  startPrivacy(ctx);
  startEntretien(ctx);
  startAudit(ctx);
  startAlerte(ctx);
  const cv = startCv(ctx);
  return {
    close: async () => {
      cv.close();
      await mailTransport.close();
    },
  };
}

/**
 * Every domain module, each a Fastify plugin registering its routes. One line per module.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(individuRoutes);
  await app.register(paysRoutes);
  await app.register(civiliteRoutes);
  await app.register(typeContratRoutes);
  await app.register(etatCandidatureRoutes);
  await app.register(nomDocumentRoutes);
  await app.register(posteDeTravailRoutes);
  await app.register(sessionCandidatureRoutes);
  await app.register(posteVacantRoutes);
  await app.register(applyRoutes);
  await app.register(candidatureRoutes);
  await app.register(documentCandidatureRoutes);
  await app.register(mailRoutes);
  await app.register(noteRoutes);
  await app.register(statsRoutes);
  await app.register(privacyRoutes);
  await app.register(auditRoutes);
  await app.register(staffRoutes);
  await app.register(evaluationRoutes);
  await app.register(alerteRoutes);
  await app.register(entretienRoutes);
  await app.register(cvRoutes);
}

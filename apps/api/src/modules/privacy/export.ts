import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { privacyMessages } from '@recrutement/contract';
import { ZipArchive } from 'archiver';
import type { AppContext } from '../../lib/context.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import { immediateScope } from '../../lib/transaction.js';
import { alertesForExport } from '../alerte/alerte.service.js';
import { sessionsForExport } from '../auth/auth.service.js';
import { findHistoriesOfIndividu, findOfIndividuForExport, loadReponses } from '../candidature/candidature.service.js';
import { findDocumentsByCandidatures } from '../document-candidature/document-candidature.service.js';
import { interviewsForExport } from '../entretien/entretien.service.js';
import { evaluationsForExport } from '../evaluation/evaluation.service.js';
import { individuForExport } from '../individu/individu.service.js';
import { messagesForExport } from '../message/message.service.js';
import { mfaForExport } from '../mfa/mfa.service.js';
import { loadPostesVacants } from '../poste-vacant/poste-vacant.service.js';
import { findUserForExport } from '../user/user.service.js';

type DocumentRow = Awaited<ReturnType<typeof findDocumentsByCandidatures>>[number];

/** A name safe in any unzip tool: no folders, no control characters, a sane length. */
function entryName(doc: DocumentRow): string {
  const original = doc.nom_original
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .trim()
    .slice(-100);
  return `documents/${doc.candidature_id}-${doc.id}-${original || doc.nom_fichier}`;
}

/** Everything the platform holds about the signed-in user (§10), as `donnees.json`'s object. */
async function collect(ctx: AppContext, userId: number) {
  const account = await findUserForExport(ctx.db, userId);
  if (!account) throw unauthorized(privacyMessages.sessionGone);
  if (Number(account.email_verifie) !== 1) throw new AppError('EMAIL_NOT_VERIFIED', privacyMessages.emailNotVerified);
  const individuId = account.individu_id;
  const applications = await findOfIndividuForExport(ctx.db, individuId);
  const ids = applications.map((a) => a.id);
  const [individu, history, documents, evaluations, alertes, interviews, reponses, messages, sessions, secondFacteur] =
    await Promise.all([
      individuForExport(ctx, individuId),
      findHistoriesOfIndividu(ctx.db, individuId),
      findDocumentsByCandidatures(ctx.db, ids),
      evaluationsForExport(ctx, individuId),
      // §18: the job alerts of the account's address (verified: checked above).
      alertesForExport(ctx, account.email),
      interviewsForExport(ctx, individuId),
      loadReponses(ctx, ids),
      messagesForExport(ctx, individuId),
      // §23: the sessions signed in (device, address) and whether a second factor is set, never its secret.
      sessionsForExport(ctx, userId),
      mfaForExport(ctx, userId),
    ]);
  const postes = await loadPostesVacants(
    ctx,
    applications.map((a) => a.poste_vacant_id),
  );
  const data = {
    exporteLe: ctx.clock.nowIso(),
    responsableDuTraitement: { nom: ctx.config.org.name, url: ctx.config.org.url, dpoEmail: ctx.config.org.dpoEmail },
    utilisateur: {
      id: account.id,
      email: account.email,
      role: account.role,
      dateCreation: account.date_creation,
      emailVerifie: Number(account.email_verifie) === 1,
      derniereConnexion: account.last_login_at,
      langue: account.langue,
      sessions,
      secondFacteur,
    },
    individu: individu && {
      id: individu.id,
      nom: individu.nom,
      prenom: individu.prenom,
      email: individu.email,
      telephone: individu.telephone,
      pays: individu.pays,
      civilite: individu.civilite,
      dateDeNaissance: individu.date_de_naissance,
      adresse: individu.adresse,
      cp: individu.cp,
      ville: individu.ville,
      dateCreation: individu.created_at,
      consentementVivier: Number(individu.consentement_vivier) === 1,
      consentementVivierDate: individu.consentement_vivier_date,
    },
    candidatures: applications.map((a) => ({
      id: a.id,
      dateCandidature: a.date_candidature,
      langue: a.langue,
      etatCandidature: a.etat,
      posteVacant: postes.get(a.poste_vacant_id) ?? null,
      // The scorecards about this application (§14), without the evaluators' names.
      evaluations: evaluations
        .filter((e) => e.candidature === a.id)
        .map(({ candidature: _, ...evaluation }) => evaluation),
      criteresNonRemplis: Number(a.criteres_non_remplis) === 1,
      // Where it came from (§22): the channel and what names it, as recorded.
      source: { canal: a.canal, detail: a.source_detail },
      reponses: reponses.get(a.id) ?? [],
      historique: history
        .filter((h) => h.candidature_id === a.id)
        .map((h) => ({ etatCandidature: h.etat, date: h.date_changement })),
      documents: documents
        .filter((d) => d.candidature_id === a.id)
        .map((d) => ({
          id: d.id,
          nomPieceJointe: d.nom_document_nom,
          nomFichier: d.nom_fichier,
          nomOriginal: d.nom_original,
          taille: Number(d.taille),
          typeMime: d.type_mime,
          fichier: entryName(d) as string | null,
        })),
      // Interviews (§15): slots, place and time, without the staff who take part.
      entretiens: interviews.filter((e) => e.candidature === a.id).map(({ candidature: _, ...e }) => e),
      // The thread (§20), both directions.
      messages: messages.filter((m) => m.candidature === a.id).map(({ candidature: _, ...m }) => m),
    })),
    alertes,
  };
  return { data, documents, individuId };
}

/**
 * The export of §10 as a ZIP stream: every uploaded file under `documents/`, then `donnees.json`.
 * Nothing is held in memory: each file is opened only when the previous one has gone into the
 * archive, and the archive is read as the client downloads it. A download cut short stops it.
 */
export async function exportPersonalData(ctx: AppContext, userId: number): Promise<Readable> {
  const { data, documents, individuId } = await collect(ctx, userId);
  await ctx.events.publish(immediateScope(ctx.db), {
    type: 'personal-data.accessed',
    actorUserId: userId,
    action: 'export',
    targetType: 'individu',
    targetId: individuId,
    individuId,
  });
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const stop = new AbortController();
  let current: Readable | null = null;
  archive.on('close', () => stop.abort());
  stop.signal.addEventListener('abort', () => current?.destroy());
  const files = data.candidatures.flatMap((c) => c.documents);
  (async () => {
    for (const doc of documents) {
      const file = await ctx.storage.open(doc.nom_fichier);
      if (stop.signal.aborted) {
        file?.stream.destroy();
        return;
      }
      const listed = files.find((f) => f.id === doc.id);
      if (!file) {
        if (listed) listed.fichier = null; // A row without its file: said in donnees.json.
        continue;
      }
      current = file.stream;
      const added = once(archive, 'entry', { signal: stop.signal });
      // Documents are compressed formats already: stored as they are.
      archive.append(file.stream, { name: entryName(doc), store: true });
      await added;
    }
    archive.append(JSON.stringify(data, null, 2), { name: 'donnees.json' });
    await archive.finalize();
  })().catch((error: Error) => {
    if (stop.signal.aborted) return; // The client went away.
    ctx.log.warn({ err: { message: error.message } }, 'export interrupted');
    archive.destroy(error);
  });
  return archive;
}

import { apiFr, type ModeleMessage, type ModeleMessageInput, messages } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { conflict, notFound, validation } from '../../lib/errors.js';
import { sanitizeDescriptif } from '../../lib/sanitize.js';
import { findEtatById } from '../reference/reference.service.js';
import * as repo from './message.repository.js';
import { checkTemplate } from './message.template.js';

/** The message templates of §20: read by staff, written by managers, checked at save. */

export const modeleNotFound = () => notFound(apiFr.modeleNotFound);

const toModele = (r: repo.ModeleRow): ModeleMessage => ({
  id: r.id,
  nom: r.nom,
  usage: r.usage as ModeleMessage['usage'],
  etat: r.etat_id === null ? null : { id: r.etat_id },
  sujet: { fr: r.sujet_fr, en: r.sujet_en },
  corps: { fr: r.corps_fr, en: r.corps_en },
});

export async function listModeles({ db }: AppContext): Promise<ModeleMessage[]> {
  return (await repo.findModeles(db)).map(toModele);
}

/** Checks a template's four texts and its status rule; answers the row to store. */
async function modeleValues({ db }: AppContext, input: ModeleMessageInput, id?: number): Promise<repo.ModeleValues> {
  checkTemplate('sujet.fr', input.sujet.fr);
  checkTemplate('sujet.en', input.sujet.en);
  checkTemplate('corps.fr', input.corps.fr);
  checkTemplate('corps.en', input.corps.en);
  const etatId = input.usage === 'ETAT' ? (input.etat?.id ?? null) : null;
  if (input.usage === 'ETAT' && etatId === null) throw validation({ etat: apiFr.modeleEtatRequired });
  if (etatId !== null) {
    // An unknown status is the caller's mistake (400), not a broken foreign key (500).
    if (!(await findEtatById(db, etatId))) throw validation({ etat: messages.etatCandidatureUnknown });
    const holder = await repo.findModeleOfEtat(db, etatId);
    if (holder && holder.id !== id) throw conflict(apiFr.modeleEtatTaken);
  }
  return {
    nom: input.nom,
    usage: input.usage,
    etat_id: etatId,
    sujet_fr: input.sujet.fr,
    sujet_en: input.sujet.en,
    corps_fr: sanitizeDescriptif(input.corps.fr),
    corps_en: sanitizeDescriptif(input.corps.en),
  };
}

export async function createModele(ctx: AppContext, input: ModeleMessageInput): Promise<ModeleMessage> {
  const id = await repo.insertModele(ctx.db, await modeleValues(ctx, input), ctx.clock.nowIso());
  return toModele((await repo.findModele(ctx.db, id)) as repo.ModeleRow);
}

export async function updateModele(ctx: AppContext, id: number, input: ModeleMessageInput): Promise<ModeleMessage> {
  if (!(await repo.findModele(ctx.db, id))) throw modeleNotFound();
  await repo.updateModele(ctx.db, id, await modeleValues(ctx, input, id));
  return toModele((await repo.findModele(ctx.db, id)) as repo.ModeleRow);
}

export async function deleteModele({ db }: AppContext, id: number): Promise<void> {
  if (!(await repo.deleteModele(db, id))) throw modeleNotFound();
}

// Rendering for one application.

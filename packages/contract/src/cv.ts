import { positiveId } from './fields.js';
import { apiFr as fr } from './i18n/api.fr.js';
import { formatEntry } from './i18n/core.js';
import { z } from './zod.js';

/**
 * What the CV says (contract §19): prefill of the apply form, search in CVs, duplicates.
 */

/** `POST /api/cv/lecture`: what the CV gives the apply form, each null when not found. */
export const cvLectureSchema = z.object({
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164 (`+33612345678`). */
  telephone: z.string().nullable(),
});
export type CvLecture = z.infer<typeof cvLectureSchema>;

/** The multipart field of the CV sent for prefill. */
export const CV_LECTURE_FIELD = 'file';

/** Where `/candidature/list?q=` searches: `cv` = the words of the uploaded documents. */
export const CANDIDATURE_DANS = ['cv'] as const;

/** Characters of text around a match that a result's `extrait` holds at most. */
export const EXTRAIT_MAX = 300;

export const cvMessages = {
  prefilled: 'pré-rempli, à vérifier',
  prefillDone: (n: number) =>
    n === 0
      ? 'Nous n’avons rien pu lire dans ce CV : remplissez les champs vous-même.'
      : `${n} champ${n > 1 ? 's' : ''} pré-rempli${n > 1 ? 's' : ''} à partir de votre CV : vérifiez-le${n > 1 ? 's' : ''}.`,
  prefillReading: 'Lecture du CV…',
  // The API's messages: the catalogue's texts (i18n/api.fr.ts), said in English to an English caller.
  dansInvalid: fr.cvDansInvalid,
  fusionAvecRequired: fr.cvFusionAvecRequired,
  fusionSelf: fr.cvFusionSelf,
  fusionBothAccounts: fr.cvFusionBothAccounts,
  fusionSameVacancy: (offre: string) => formatEntry(fr.cvFusionSameVacancy, 'fr', { offre }),
  fusionAdmin: fr.cvFusionAdmin,
} as const;

/** `POST /individu/{id}/fusionner`: the individu merged into `{id}` (and removed). */
export const fusionInputSchema = z.object({
  avec: z.object({ id: positiveId(cvMessages.fusionAvecRequired) }, { error: cvMessages.fusionAvecRequired }),
});
export type FusionInput = z.infer<typeof fusionInputSchema>;

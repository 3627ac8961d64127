import type { espaceFr } from '@recrutement/contract';
import { pageCatalogue } from '../../i18n/page-catalogue';

/** The candidate space's texts (espace.{fr,en}.ts): downloaded by /mon-espace only, in its language. */
export const espaceText = pageCatalogue<keyof typeof espaceFr>('espace', {
  fr: () => import('./espace.fr').then((m) => m.espace),
  en: () => import('./espace.en').then((m) => m.espace),
});
/** A text of the candidate's space in the page's language. */
export const te = espaceText.text;

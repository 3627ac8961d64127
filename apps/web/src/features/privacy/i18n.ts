import type { policyFr } from '@recrutement/contract';
import { pageCatalogue } from '../../i18n/page-catalogue';

/** The privacy notice's texts (policy.{fr,en}.ts): downloaded by /confidentialite only, in its language. */
export const policyText = pageCatalogue<keyof typeof policyFr>('policy', {
  fr: () => import('./policy.fr').then((m) => m.policy),
  en: () => import('./policy.en').then((m) => m.policy),
});
/** A text of the privacy notice in the page's language. */
export const tp = policyText.text;

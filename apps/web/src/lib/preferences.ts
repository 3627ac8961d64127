import type { Langue, PreferencesInput } from '@recrutement/contract';
import { api } from './api-client';

/**
 * `POST /api/me/preferences {langue}` (contract §17): the language of the signed-in person's messages
 * (and of the back office, for staff). Mon-espace and the back office's profile each re-read what
 * depends on it.
 */
export const saveLanguage = (langue: Langue): Promise<void> =>
  api<void>('/api/me/preferences', { body: { langue } satisfies PreferencesInput });

import type { Db } from '../../db/index.js';
import { latestApplicationLangue } from '../candidature/candidature.service.js';
import { accountOfIndividu } from '../user/user.service.js';

/**
 * The language of a person's messages (contract §17): their account's `langue` when they have an
 * account, else that of their latest application, else French. Each asked of the module owning it.
 */
export async function langueOfIndividu(db: Db, individuId: number): Promise<string> {
  const account = await accountOfIndividu(db, individuId);
  if (account) return account.langue;
  return (await latestApplicationLangue(db, individuId)) ?? 'fr';
}

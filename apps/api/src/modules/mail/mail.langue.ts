import type { AppContext } from '../../lib/context.js';
import { latestApplicationLangue } from '../candidature/candidature.service.js';
import { findUserByIndividuId } from '../user/user.service.js';

/**
 * The language of a person's messages (contract §17): their account's `langue` when they have an
 * account, else that of their latest application, else French. Each asked of the module owning it.
 */
export async function langueOfIndividu(ctx: Pick<AppContext, 'db'>, individuId: number): Promise<string> {
  const { db } = ctx;
  const account = await findUserByIndividuId(db, individuId);
  if (account) return account.langue;
  return (await latestApplicationLangue(db, individuId)) ?? 'fr';
}

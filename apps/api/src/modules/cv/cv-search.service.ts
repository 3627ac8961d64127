import type { Expression, SqlBool } from 'kysely';
import type { Dialect } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import * as repo from './cv.repository.js';
import { extrait, queryWords } from './cv-words.js';

/**
 * The search in CVs (§19) as the application list uses it: its condition, its key, the extracts
 * around a match. Apart from `cv.service` (texts, prefill, duplicates and their merge), which
 * calls the owners of what a merge moves, the candidature module among them.
 */

/** The search in CVs as one condition on `candidature.id`, in the form a plan asks (`CvForm`). */
export function cvSearchCondition(dialect: Dialect, q: string, form: repo.CvForm = 'join'): Expression<SqlBool> {
  return repo.cvWordsCondition(dialect, queryWords(q), form);
}

/** What names a search in CVs: its words as both indexes see them. */
export const cvSearchKey = (q: string): string => queryWords(q).join(' ');

/** For each listed application, the `extrait` of its documents around the first match of `q`. */
export async function extraitsFor(ctx: AppContext, candidatureIds: number[], q: string): Promise<Map<number, string>> {
  const words = queryWords(q);
  const result = new Map<number, string>();
  for (const row of await repo.findTexts(ctx.db, candidatureIds)) {
    if (result.has(row.candidature_id) || !row.texte) continue;
    const found = extrait(row.texte, words);
    if (found) result.set(row.candidature_id, found);
  }
  return result;
}

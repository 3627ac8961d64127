import type { AlerteCriteres } from '@recrutement/contract';
import { toKey, toSearchKey } from '../../lib/keys.js';
import { searchWords } from '../../lib/search-text.js';

/**
 * Matching an alert's criteria against a vacancy, in memory: the alert job holds every matchable
 * alert once per run and tests each new or edited vacancy against all of them (10,000 alerts in a
 * few milliseconds). The rules are those of `/poste-vacant/list`'s filters (§4, §11, §16):
 * - `q`: each word, folded (case, accents), starts a word of the vacancy's name and description,
 *   or is found in the name of its work position;
 * - `typeContrat`, `poste`, `lieu`: equal ignoring case;
 * - `teletravail`: equal; `salaireMin`: the range's yearly maximum reaches it (no range: no match).
 *   Both only once the vacancy has those columns (§16); before that they are not criteria.
 */

/** What the criteria read of a vacancy; stored as JSON in `alerte_vue` (a change = an edit). */
export interface VacancyDocument {
  /** Folded name and description (`search_text`). */
  s: string;
  /** Folded name of the work position. */
  p: string;
  type: string;
  poste: string;
  lieu: string | null;
  /** §16, when the columns exist. */
  tele?: string;
  sal?: number | null;
}

export function vacancyDocument(
  row: {
    search_text: string | null;
    poste_nom: string;
    poste_key: string;
    type_key: string;
    lieu_key: string | null;
    teletravail: string | null;
    salaire_max_annuel: number | string | null;
  },
  extra: { teletravail: boolean; salaire: boolean },
): VacancyDocument {
  const doc: VacancyDocument = {
    s: row.search_text ?? '',
    p: toSearchKey(row.poste_nom),
    type: row.type_key,
    poste: row.poste_key,
    lieu: row.lieu_key,
  };
  if (extra.teletravail) doc.tele = row.teletravail ?? 'NON';
  if (extra.salaire) doc.sal = row.salaire_max_annuel === null ? null : Number(row.salaire_max_annuel);
  return doc;
}

/** An alert's criteria, normalised once per run. */
export interface CompiledCriteria {
  words: string[];
  typeKey?: string;
  posteKey?: string;
  lieuKey?: string;
  teletravail?: string;
  salaireMin?: number;
}

export function compileCriteria(c: AlerteCriteres): CompiledCriteria {
  return {
    words: c.q ? searchWords(c.q) : [],
    typeKey: c.typeContrat ? toKey(c.typeContrat) : undefined,
    posteKey: c.poste ? toKey(c.poste) : undefined,
    lieuKey: c.lieu ? toKey(c.lieu) : undefined,
    teletravail: c.teletravail,
    salaireMin: c.salaireMin,
  };
}

/** A vacancy prepared for many tests: its words, and a memo of the `q` words already tried. */
export interface PreparedVacancy {
  doc: VacancyDocument;
  words: string[];
  memo: Map<string, boolean>;
}

export function prepare(doc: VacancyDocument): PreparedVacancy {
  const words = [...new Set(doc.s.split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
  return { doc, words, memo: new Map() };
}

function hasWord(v: PreparedVacancy, word: string): boolean {
  let found = v.memo.get(word);
  if (found === undefined) {
    found = v.doc.p.includes(word) || v.words.some((w) => w.startsWith(word));
    v.memo.set(word, found);
  }
  return found;
}

export function matches(c: CompiledCriteria, v: PreparedVacancy): boolean {
  const { doc } = v;
  if (c.typeKey !== undefined && doc.type !== c.typeKey) return false;
  if (c.posteKey !== undefined && doc.poste !== c.posteKey) return false;
  if (c.lieuKey !== undefined && doc.lieu !== c.lieuKey) return false;
  if (c.teletravail !== undefined && doc.tele !== undefined && doc.tele !== c.teletravail) return false;
  if (c.salaireMin !== undefined && doc.sal !== undefined && (doc.sal === null || doc.sal < c.salaireMin)) {
    return false;
  }
  for (const word of c.words) if (!hasWord(v, word)) return false;
  return true;
}

import { type Entry, formatEntry, type Lang, type Vars } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { currentLang } from './i18n';

/*
 * The catalogues of one page's or area's own texts (ADR 0010): the candidate's space, the privacy
 * notice, the back office (src/admin/i18n.ts). Each
 * is `packages/contract/src/i18n/<area>.{fr,en}.ts`, downloaded by its page in the page's language
 * only (one chunk per language), so that the catalogue every page carries stays small. Apart from
 * i18n.ts so that the entry chunk carries none of this.
 */
const loaded = new Map<string, Readonly<Record<string, Entry>>>();

/** Installs `area`'s catalogue of `of` (each load below, and the tests' setup). */
export function setPageCatalogue(area: string, of: Lang, entries: Readonly<Record<string, Entry>>): void {
  loaded.set(`${area}:${of}`, entries);
}

type Loaders<K extends string> = Record<Lang, () => Promise<Readonly<Record<K, Entry>>>>;

/**
 * One page's catalogue: `text` reads it like `t()` (its key while absent); `useReady` loads the
 * page's language and says when the page may draw.
 */
export function pageCatalogue<K extends string>(area: string, loaders: Loaders<K>) {
  const has = (of: Lang) => loaded.has(`${area}:${of}`);
  const load = async (of: Lang) => {
    if (!has(of)) setPageCatalogue(area, of, await loaders[of]());
    return true;
  };
  return {
    /** Whether the catalogue of `of` is loaded. */
    has,
    /** Loads the catalogue of `of` (once). */
    load,
    text(key: K, vars?: Vars): string {
      const lang = currentLang();
      const entry = loaded.get(`${area}:${lang}`)?.[key];
      return entry === undefined ? key : formatEntry(entry, lang, vars);
    },
    /** Loads the catalogue of the page's language: no `data` until it is there, `error` if it could not be. */
    useReady() {
      const of = currentLang();
      return useQuery({
        queryKey: ['page-catalogue', area, of],
        queryFn: () => load(of),
        initialData: has(of) ? true : undefined,
        staleTime: Number.POSITIVE_INFINITY,
      });
    },
  };
}

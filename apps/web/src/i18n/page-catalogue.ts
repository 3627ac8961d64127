import type { Entry, Lang, Vars } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { currentLang, hasPageCatalogue, pageText, setPageCatalogue } from './i18n';

type Loaders<K extends string> = Record<Lang, () => Promise<Readonly<Record<K, Entry>>>>;

/**
 * A page's own catalogue (ADR 0010): its texts in `packages/contract/src/i18n/<area>.{fr,en}.ts`,
 * downloaded by that page in the page's language only (one chunk per language). `text` reads it
 * like `t()`; `useReady` loads it and tells when the page may draw (tests install one with `install`).
 */
export function pageCatalogue<K extends string>(area: string, loaders: Loaders<K>) {
  const load = async (of: Lang) => {
    if (!hasPageCatalogue(area, of)) setPageCatalogue(area, of, await loaders[of]());
    return true;
  };
  return {
    text: (key: K, vars?: Vars): string => pageText(area, key, vars),
    install: (of: Lang, entries: Readonly<Record<K, Entry>>) => setPageCatalogue(area, of, entries),
    /** Loads the catalogue of the page's language; `isPending` until it is there, `error` if it could not be. */
    useReady() {
      const of = currentLang();
      return useQuery({
        queryKey: ['page-catalogue', area, of],
        queryFn: () => load(of),
        initialData: hasPageCatalogue(area, of) ? true : undefined,
        staleTime: Number.POSITIVE_INFINITY,
      });
    },
  };
}

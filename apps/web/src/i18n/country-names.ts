import type { Pays } from '@recrutement/contract';
import { useEffect, useState } from 'react';
import { currentLang } from './i18n';

type Names = Record<string, string | string[]>;
let english: Names | null = null;

/**
 * Country names in the page's language (contract §17): the seeded French names on French pages; on
 * English pages the English names of the same library the server seeds from (i18n-iso-countries),
 * downloaded only there, by ISO code. Until they arrive, and for a country without a code, the
 * name as stored.
 */
export function useCountryName(): (pays: Pick<Pays, 'designation' | 'code'>) => string {
  const [names, setNames] = useState<Names | null>(english);
  const wanted = currentLang() === 'en';
  useEffect(() => {
    if (!wanted || names) return;
    let live = true;
    void import('i18n-iso-countries/langs/en.json').then((m) => {
      english = (m.default as { countries: Names }).countries;
      if (live) setNames(english);
    });
    return () => {
      live = false;
    };
  }, [wanted, names]);
  return (pays) => {
    const name = wanted && pays.code ? names?.[pays.code.toUpperCase()] : undefined;
    return (Array.isArray(name) ? name[0] : name) ?? pays.designation;
  };
}

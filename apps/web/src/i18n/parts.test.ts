import { apiEn, apiFr, webEn, webFr } from '@recrutement/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_API_KEYS, isFirstKey } from './parts';

type Key = keyof typeof webFr;
/** A text of the rest with no placeholder, so that t() gives it as written. */
const restKey = (Object.keys(webFr) as Key[]).find(
  (key) => !isFirstKey(key) && typeof webEn[key] === 'string' && !String(webEn[key]).includes('{'),
) as Key;

describe('the public catalogue in two parts (build/catalogue-parts.ts)', () => {
  afterEach(() => {
    vi.resetModules();
    document.documentElement.lang = 'fr';
  });

  it.each([
    ['fr', webFr],
    ['en', webEn],
  ] as const)('cuts the %s catalogue in two: every key in exactly one part, texts unchanged', async (lang, whole) => {
    const [first, rest] = await Promise.all([
      import(`virtual:catalogue-${lang}-first`),
      import(`virtual:catalogue-${lang}-rest`),
    ]);
    const firstKeys = Object.keys(first.web);
    expect([...firstKeys, ...Object.keys(rest.web)].sort()).toEqual(Object.keys(whole).sort());
    expect(firstKeys.every(isFirstKey)).toBe(true);
    expect(Object.keys(rest.web).some(isFirstKey)).toBe(false);
    // The frame's texts come first; the other pages' after.
    expect(first.web['nav.brand']).toBe(whole['nav.brand']);
    expect(rest.web[restKey]).toBe(whole[restKey]);
    expect(first.web[restKey]).toBeUndefined();
  });

  it('English pages say a failed load in English from the first part, every schema message once the rest is there', async () => {
    const first = await import('virtual:catalogue-en-first');
    for (const key of FIRST_API_KEYS) expect(first.localizeApi(apiFr[key])).toBe(apiEn[key]);
    expect(first.localizeApi(apiFr.emailInvalid)).toBe(apiFr.emailInvalid);
    const rest = await import('virtual:catalogue-en-rest');
    expect(rest.localizeApi(apiFr.emailInvalid)).toBe(apiEn.emailInvalid);
    const french = await import('virtual:catalogue-fr-first');
    expect(french.localizeApi(apiFr.genericError)).toBe(apiFr.genericError);
  });

  it('a page starts with the first part; withWholeCatalogue adds the rest before the page draws', async () => {
    vi.resetModules();
    // A fresh i18n module: no catalogue yet, as in the browser before main.tsx's first load.
    const i18n = await import('./i18n');
    await i18n.loadLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('nav.brand')).toBe(webEn['nav.brand']);
    expect(i18n.t(restKey)).toBe(restKey);
    expect(i18n.apiText(apiFr.genericError)).toBe(apiEn.genericError);

    const loadPage = i18n.withWholeCatalogue(async () => ({ Component: 'page' }));
    await expect(loadPage()).resolves.toEqual({ Component: 'page' });
    expect(i18n.t(restKey)).toBe(webEn[restKey]);
    expect(i18n.t('nav.brand')).toBe(webEn['nav.brand']);
    expect(i18n.apiText(apiFr.emailInvalid)).toBe(apiEn.emailInvalid);

    // Once a page has needed the rest, a change of language (the back office's) loads both parts.
    await i18n.loadLanguage('fr');
    expect(i18n.t(restKey)).toBe(webFr[restKey]);
    expect(i18n.t('nav.brand')).toBe(webFr['nav.brand']);
  });

  it('a page other than /offre asks for both parts at once, before its first render (main.tsx)', async () => {
    vi.resetModules();
    const i18n = await import('./i18n');
    await i18n.loadLanguage('en', true);
    expect(i18n.t(restKey)).toBe(webEn[restKey]);
    expect(i18n.t('nav.brand')).toBe(webEn['nav.brand']);
  });
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Plugin, transformWithOxc } from 'vite';
import { FIRST_API_KEYS, isFirstKey } from '../src/i18n/parts.ts';

/**
 * The public catalogue of a language in two chunks (ADR 0010, contract §17): `first`, the texts that
 * the page frame and /offre show, which every public page loads before its first render, and `rest`,
 * all the others, which the other pages load with their own code (src/i18n/i18n.ts, `loadRest`).
 * `import('virtual:catalogue-en-first')` gives `{ web, localizeApi }` like a whole catalogue
 * module (src/i18n/catalogue.{fr,en}.ts, which tests and the build's static frame still use).
 *
 * The parts are cut from packages/contract's web.{fr,en}.ts at build time, so the catalogues stay
 * one file per language with the same keys; src/i18n/parts.ts decides which key goes where.
 * English pages also translate the contract's French messages (`localizeApi`): the first part
 * carries the few any page may show before the rest arrives (FIRST_API_KEYS), the rest the
 * whole localizer with both API catalogues.
 */
const ID = /^virtual:catalogue-(fr|en)-(first|rest)$/;

type Catalogue = Record<string, unknown>;

export function catalogueParts(root: string): Plugin {
  const i18nDir = join(root, '../../packages/contract/src/i18n');

  /** One catalogue file of the contract, evaluated (plain data: strings and plural forms). */
  async function read(file: string, name: string, watch: (file: string) => void): Promise<Catalogue> {
    const path = join(i18nDir, file);
    watch(path);
    const { code } = await transformWithOxc(await readFile(path, 'utf8'), path, { lang: 'ts' });
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<
      string,
      Catalogue
    >;
    const catalogue = module[name];
    if (!catalogue) throw new Error(`${file} n'exporte pas ${name}`);
    return catalogue;
  }

  return {
    name: 'recrutement:catalogue-parts',
    resolveId(id) {
      return ID.test(id) ? `\0${id}` : null;
    },
    async load(id) {
      const match = ID.exec(id.startsWith('\0') ? id.slice(1) : '');
      if (!match) return null;
      const [, lang, part] = match as unknown as [string, 'fr' | 'en', 'first' | 'rest'];
      const watch = (file: string) => this.addWatchFile(file);
      const web = await read(`web.${lang}.ts`, lang === 'fr' ? 'webFr' : 'webEn', watch);
      const keys = Object.keys(web).filter((key) => isFirstKey(key) === (part === 'first'));
      const texts = `export const web = ${JSON.stringify(Object.fromEntries(keys.map((k) => [k, web[k]])))};\n`;
      if (lang === 'fr') return `${texts}export const localizeApi = (text) => text;\n`;
      if (part === 'rest') {
        return `import { apiEn, apiFr, messageLocalizer } from '@recrutement/contract';\n${texts}export const localizeApi = messageLocalizer(apiFr, apiEn, 'en');\n`;
      }
      const [apiFr, apiEn] = await Promise.all([read('api.fr.ts', 'apiFr', watch), read('api.en.ts', 'apiEn', watch)]);
      const said = FIRST_API_KEYS.map((key) => [apiFr[key], apiEn[key]]);
      return `${texts}const said = new Map(${JSON.stringify(said)});\nexport const localizeApi = (text) => said.get(text) ?? text;\n`;
    },
  };
}

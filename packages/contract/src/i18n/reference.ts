import type { Lang } from './core.js';
import type { webFr } from './web.fr.js';

type Web = Readonly<Record<keyof typeof webFr, string | object>>;

/**
 * A reference label in `lang` (contract §17): a label seeded from reference-data.json has a
 * `ref.<French label>` key in the web catalogues; a label staff typed in shows as typed.
 */
export function referenceLabel(catalogue: Web, label: string, _lang?: Lang): string {
  const text = (catalogue as Record<string, unknown>)[`ref.${label}`];
  return typeof text === 'string' ? text : label;
}

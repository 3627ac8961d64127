import { type ApplySource, SOURCE_PARAMS } from '@recrutement/contract';

/**
 * The first touch (contract §22): the `utm_*` and `ref` parameters of the first page a visitor
 * landed on, sent with an application so that it records where it came from. Kept in this
 * module's memory only, never in a cookie, localStorage, sessionStorage or IndexedDB (the ePrivacy
 * rules would make that a tracker needing consent): a new tab or a reload starts again from its
 * own address.
 */
let captured = false;
let touch: ApplySource | undefined;

/** Reads the landing page's parameters, once: later pages never replace the first touch. */
export function captureFirstTouch(search: string): void {
  if (captured) return;
  captured = true;
  const params = new URLSearchParams(search);
  const found: ApplySource = {};
  for (const name of SOURCE_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) found[name] = value.slice(0, name === 'ref' ? 64 : 100);
  }
  touch = Object.keys(found).length > 0 ? found : undefined;
}

/** The first touch, or undefined when the landing page carried none. */
export const firstTouch = (): ApplySource | undefined => touch;

/** For tests: forgets the first touch, as a new page load would. */
export function resetFirstTouch(): void {
  captured = false;
  touch = undefined;
}

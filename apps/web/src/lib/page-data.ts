import { PAGE_DATA_ID, type PageData } from '@recrutement/contract';

let pageData: PageData | undefined;

/**
 * What the server wrote into the page it served (contract PageData): read once, then each entry is
 * handed out once, to the first screen that shows it. Later visits of the same screen ask the
 * server again, since the page's copy may be old by then.
 */
export function takePageData<K extends keyof PageData>(key: K): PageData[K] | undefined {
  if (pageData === undefined) {
    const script = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
    try {
      pageData = script?.textContent ? (JSON.parse(script.textContent) as PageData) : {};
    } catch {
      pageData = {};
    }
  }
  const value = pageData[key];
  delete pageData[key];
  return value;
}

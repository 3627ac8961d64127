import { etagOf } from '../../lib/etag.js';
import { Lru } from '../../lib/lru.js';
import { compressText, type Encoding } from './encoding.js';

interface Entry {
  status: number;
  html: string;
  etag: string;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}

export interface CachedHtml {
  status: number;
  etag: string;
  body: string | Buffer;
}

/**
 * The rendered HTML pages and their compressed forms, so that a page is rendered and compressed (at
 * the best setting) once per content, not once per request. The key names the content: page, id and
 * data version; an entry of an older version is simply never asked for again and ages out.
 */
export class HtmlCache {
  readonly #entries = new Lru<string, Entry>(500);

  async get(
    key: string,
    encoding: Encoding | null,
    render: () => Promise<{ status: number; html: string }>,
  ): Promise<CachedHtml> {
    let entry = this.#entries.get(key);
    if (!entry) {
      const { status, html } = await render();
      entry = { status, html, etag: etagOf(html), compressed: {} };
      this.#entries.set(key, entry);
    }
    if (!encoding) return { status: entry.status, etag: entry.etag, body: entry.html };
    entry.compressed[encoding] ??= compressText(entry.html, encoding);
    return { status: entry.status, etag: entry.etag, body: await entry.compressed[encoding] };
  }

  clear() {
    this.#entries.clear();
  }
}

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type FluxFormat, type Lang, serverEn, serverFr, translator } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { etagOf } from '../../lib/etag.js';
import type { Encoding } from '../../plugins/web/encoding.js';
import { listOpenForFeeds, publicDataVersion } from '../poste-vacant/poste-vacant.service.js';
import { type FeedHead, feedItem, siteUrl } from './flux.items.js';
import { indeedXml, jsonFeed, rssXml } from './flux.writers.js';

/** A feed ready to send: its body, its validators and its media type. */
export interface Feed {
  /** Encoded once: a request sends these bytes as they are. */
  body: Buffer;
  /** Weak: the same vacancies give the same tag on every instance, whenever each built its copy. */
  etag: string;
  /** When this instance first built these contents (whole seconds, what HTTP dates hold). */
  lastModified: Date;
  contentType: string;
  /** The body compressed for `Accept-Encoding`, once per encoding (the compression plugin leaves it alone). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The body in `encoding`, compressed at the first request that asks for it and kept with the feed:
 * brotli at quality 4, a fifth of the bytes of the 1,600 jobs of the bench in a few tens of ms.
 */
export function encodedBody(feed: Feed, encoding: Encoding): Promise<Buffer> {
  feed.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(feed.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        })
      : gz(feed.body, { level: 6 });
  return feed.encoded[encoding];
}

const WRITERS = { xml: indeedXml, rss: rssXml, json: jsonFeed } satisfies Record<FluxFormat, unknown>;

export const FEED_TYPES: Record<FluxFormat, string> = {
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

const say = { fr: translator(serverFr, 'fr'), en: translator(serverEn, 'en') };

/**
 * One feed per (format, language) per instance, kept while the public data keeps its version (the
 * counter every write to what the public pages show raises, whichever instance writes: poste-vacant's
 * public-cache.ts) and the day stays the same (a session closes at midnight without any write).
 * A new version whose vacancies read the same keeps the copy, its tag and its Last-Modified.
 */
class FeedCache {
  readonly #slots = new Map<string, { version: string; feed: Promise<Feed> }>();
  /** How many times a feed was written (tests, bench): a request answered from the cache adds none. */
  built = 0;

  async get(ctx: AppContext, format: FluxFormat, lang: Lang): Promise<Feed> {
    const version = `${await publicDataVersion(ctx)}|${ctx.clock.today()}`;
    const slot = `${format}|${lang}`;
    const current = this.#slots.get(slot);
    if (current?.version === version) return current.feed;
    const feed = this.#build(ctx, format, lang, current?.feed);
    this.#slots.set(slot, { version, feed });
    // A failed build is not kept: the next request tries again.
    feed.catch(() => {
      if (this.#slots.get(slot)?.feed === feed) this.#slots.delete(slot);
    });
    return feed;
  }

  async #build(ctx: AppContext, format: FluxFormat, lang: Lang, previous?: Promise<Feed>): Promise<Feed> {
    const { config } = ctx;
    const items = (await listOpenForFeeds(ctx)).map((vacancy) => feedItem(vacancy, config, lang, format));
    const etag = etagOf(JSON.stringify([format, lang, config.org.name, config.publicUrl, items]));
    const before = await previous?.catch(() => undefined);
    if (before?.etag === etag) return before;
    const builtAt = new Date(Math.floor(ctx.clock.now().getTime() / 1000) * 1000);
    const head: FeedHead = {
      lang,
      title: say[lang]('flux.titre', { organisation: config.org.name }),
      description: say[lang]('flux.description', { organisation: config.org.name }),
      company: config.org.name,
      homeUrl: siteUrl(config, lang, '/offre', format),
      feedUrl: `${config.publicUrl}/flux/offres.${format}?langue=${lang}`,
      builtAt,
    };
    this.built += 1;
    return {
      body: Buffer.from(WRITERS[format](head, items)),
      etag,
      lastModified: builtAt,
      contentType: FEED_TYPES[format],
      encoded: {},
    };
  }
}

const caches = new WeakMap<object, FeedCache>();

/** The feeds' cache of one app (one per database handle, so that test apps never share one). */
export function feedCache(ctx: Pick<AppContext, 'db'>): FeedCache {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new FeedCache();
    caches.set(ctx.db, cache);
  }
  return cache;
}

/** The feed of open vacancies in `format` and `lang` (§22), from the cache when the data has not changed. */
export function feedOf(ctx: AppContext, format: FluxFormat, lang: Lang): Promise<Feed> {
  return feedCache(ctx).get(ctx, format, lang);
}

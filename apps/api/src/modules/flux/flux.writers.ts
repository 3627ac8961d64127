import { XMLBuilder } from 'fast-xml-parser';
import { type FeedHead, type FeedItem, summaryOf } from './flux.items.js';

/**
 * The three formats of §22, written from the same items. XML goes through fast-xml-parser's
 * builder, which escapes every text and attribute (`processEntities`); the texts were already
 * stripped of what XML 1.0 forbids. (xmlbuilder2 took about three times as long for the 1,600
 * jobs of the bench: bench/README.md.)
 */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  cdataPropName: '#cdata',
  processEntities: true,
});
const DECLARATION = { '@_version': '1.0', '@_encoding': 'UTF-8' };

/** An HTTP and RSS date (RFC 7231 / RFC 822): `Wed, 02 Dec 2026 04:00:00 GMT`. */
const rfc822 = (date: Date) => date.toUTCString();

/**
 * `text` as CDATA sections. A section cannot hold `]]>`: each one is split between two sections,
 * the first ending with `]]`, the next beginning with `>`, which a parser reads back as `]]>`.
 */
export function cdata(text: string): { '#cdata': string[] } {
  const pieces = text.split(']]>');
  return { '#cdata': pieces.map((piece, i) => `${i > 0 ? '>' : ''}${piece}${i < pieces.length - 1 ? ']]' : ''}`) };
}

/** The XML job feed of Indeed and most aggregators: `<source>` and one `<job>` per vacancy. */
export function indeedXml(head: FeedHead, items: FeedItem[]): string {
  const jobs = items.map((item) => ({
    title: item.title,
    date: rfc822(item.date),
    referencenumber: String(item.id),
    url: item.url,
    company: item.company,
    city: item.city,
    country: item.country,
    description: cdata(item.html),
    ...(item.salary ? { salary: item.salary } : {}),
    jobtype: item.jobType,
    ...(item.remoteType ? { remotetype: item.remoteType } : {}),
  }));
  return builder.build({
    '?xml': DECLARATION,
    source: { publisher: head.company, publisherurl: head.homeUrl, lastBuildDate: rfc822(head.builtAt), job: jobs },
  });
}

/** RSS 2.0, with its own address as `atom:link rel="self"` (what feed validators ask for). */
export function rssXml(head: FeedHead, items: FeedItem[]): string {
  const entries = items.map((item) => ({
    title: item.title,
    link: item.url,
    guid: { '@_isPermaLink': 'false', '#text': `offre-${item.id}` },
    pubDate: rfc822(item.date),
    category: item.contractType,
    description: cdata(item.html),
  }));
  return builder.build({
    '?xml': DECLARATION,
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title: head.title,
        link: head.homeUrl,
        description: head.description,
        language: head.lang,
        lastBuildDate: rfc822(head.builtAt),
        'atom:link': { '@_href': head.feedUrl, '@_rel': 'self', '@_type': 'application/rss+xml' },
        item: entries,
      },
    },
  });
}

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1). */
export function jsonFeed(head: FeedHead, items: FeedItem[]): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: head.title,
    home_page_url: head.homeUrl,
    feed_url: head.feedUrl,
    description: head.description,
    language: head.lang,
    authors: [{ name: head.company }],
    items: items.map((item) => ({
      id: `offre-${item.id}`,
      url: item.url,
      title: item.title,
      content_html: item.html,
      summary: summaryOf(item.html),
      date_published: item.date.toISOString(),
      tags: [item.contractType, item.city],
    })),
  });
}

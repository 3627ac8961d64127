import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { FeedHead, FeedItem } from './flux.items.js';

/**
 * The three formats of §22, written from the same items. XML goes through xmlbuilder2, which
 * escapes every text and attribute; the texts were already stripped of what XML 1.0 forbids.
 */

/** An HTTP and RSS date (RFC 7231 / RFC 822): `Wed, 02 Dec 2026 04:00:00 GMT`. */
const rfc822 = (date: Date) => date.toUTCString();

/**
 * `text` as CDATA sections. A section cannot hold `]]>`: each one is split between two sections,
 * the first ending with `]]`, the next beginning with `>`, which a parser reads back as `]]>`.
 */
function cdata(parent: XMLBuilder, text: string): void {
  const pieces = text.split(']]>');
  pieces.forEach((piece, i) => {
    parent.dat(`${i > 0 ? '>' : ''}${piece}${i < pieces.length - 1 ? ']]' : ''}`);
  });
}

const documentRoot = (name: string, attributes?: Record<string, string>) =>
  create({ version: '1.0', encoding: 'UTF-8' }).ele(name, attributes);

/** The XML job feed of Indeed and most aggregators: `<source>` and one `<job>` per vacancy. */
export function indeedXml(head: FeedHead, items: FeedItem[]): string {
  const source = documentRoot('source');
  source.ele('publisher').txt(head.company);
  source.ele('publisherurl').txt(head.homeUrl);
  source.ele('lastBuildDate').txt(rfc822(head.builtAt));
  for (const item of items) {
    const job = source.ele('job');
    job.ele('title').txt(item.title);
    job.ele('date').txt(rfc822(item.date));
    job.ele('referencenumber').txt(String(item.id));
    job.ele('url').txt(item.url);
    job.ele('company').txt(item.company);
    job.ele('city').txt(item.city);
    job.ele('country').txt(item.country);
    cdata(job.ele('description'), item.html);
    if (item.salary) job.ele('salary').txt(item.salary);
    job.ele('jobtype').txt(item.jobType);
    if (item.remoteType) job.ele('remotetype').txt(item.remoteType);
  }
  return source.end({ prettyPrint: false });
}

/** RSS 2.0, with its own address as `atom:link rel="self"` (what feed validators ask for). */
export function rssXml(head: FeedHead, items: FeedItem[]): string {
  const rss = documentRoot('rss', { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' });
  const channel = rss.ele('channel');
  channel.ele('title').txt(head.title);
  channel.ele('link').txt(head.homeUrl);
  channel.ele('description').txt(head.description);
  channel.ele('language').txt(head.lang);
  channel.ele('lastBuildDate').txt(rfc822(head.builtAt));
  channel.ele('atom:link', { href: head.feedUrl, rel: 'self', type: 'application/rss+xml' });
  for (const item of items) {
    const entry = channel.ele('item');
    entry.ele('title').txt(item.title);
    entry.ele('link').txt(item.url);
    entry.ele('guid', { isPermaLink: 'false' }).txt(`offre-${item.id}`);
    entry.ele('pubDate').txt(rfc822(item.date));
    entry.ele('category').txt(item.contractType);
    cdata(entry.ele('description'), item.html);
  }
  return rss.end({ prettyPrint: false });
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
      summary: item.summary,
      date_published: item.date.toISOString(),
      tags: [item.contractType, item.city],
    })),
  });
}

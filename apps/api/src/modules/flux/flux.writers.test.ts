import { describe, expect, it } from 'vitest';
import { readXml, xmlError } from '../../../test/fixtures/feeds.js';
import { type FeedHead, type FeedItem, xmlSafe } from './flux.items.js';
import { cdata, indeedXml, jsonFeed, rssXml } from './flux.writers.js';

/** The writers alone (§22): edge texts and an empty list still give strict XML 1.0 and valid JSON. */
const head: FeedHead = {
  lang: 'fr',
  title: 'Offres <&> ]]>',
  description: '"quoted" & \'single\'',
  company: 'A & B',
  homeUrl: 'https://x.example/offre?utm_source=indeed&x=<1>',
  feedUrl: 'https://x.example/flux/offres.rss?langue=fr',
  builtAt: new Date('2026-12-02T04:00:00Z'),
};
const item = (html: string, title = html): FeedItem => ({
  id: 7,
  title,
  html,
  url: 'https://x.example/offre/dtail/7?utm_source=indeed',
  date: new Date('2026-11-30T10:00:00Z'),
  company: 'A & B',
  city: 'Lyon',
  country: 'FR',
  contractType: 'CDI',
  jobType: 'fulltime',
  salary: null,
  remoteType: null,
});
const EDGES = [']]>', ']]]]>>', 'a]]>b]]>c', '', ']', '>]]', '<![CDATA[x]]>', '😀\u{1F680}'];

describe('writers (§22)', () => {
  it('split every CDATA end so that the text reads back whole', () => {
    for (const text of EDGES) {
      const { source } = readXml(indeedXml(head, [item(text, 'title')]));
      expect(xmlError(indeedXml(head, [item(text, 'title')]))).toBeNull();
      expect(String(source.job[0].description ?? '')).toBe(text);
      expect(cdata(text)['#cdata'].join('')).toBe(text);
      expect(xmlError(rssXml(head, [item(text)]))).toBeNull();
    }
  });

  it('write a well-formed feed without any vacancy', () => {
    for (const xml of [indeedXml(head, []), rssXml(head, [])]) expect(xmlError(xml)).toBeNull();
    expect(readXml(indeedXml(head, [])).source.publisher).toBe('A & B');
    expect(JSON.parse(jsonFeed(head, [])).items).toEqual([]);
  });

  it('drop what XML 1.0 forbids and keep what it allows', () => {
    expect(xmlSafe('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uD800g\uDC00h')).toBe('abcdefgh');
    expect(xmlSafe('tab\tline\nreturn\r😀 é \u007F')).toBe('tab\tline\nreturn\r😀 é \u007F');
  });
});

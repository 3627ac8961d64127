import type { Lang } from '@recrutement/contract';
import { html, safeHref } from './html.js';

/** A message as sent: the subject, a plain-text part and an HTML part saying the same. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Inline text of a paragraph: plain, emphasised, or a link (written out in the text part). */
export type Inline = string | { strong: string } | { link: string; url: string };
export type Paragraph = string | Inline[];

/** What a message says, in data only: the layout writes both parts from it. */
export interface MailSpec {
  subject: string;
  /** "Bonjour Marie Durand," — or "Bonjour," when the name is not known. */
  greeting: string;
  paragraphs: Paragraph[];
  /** Listed after the paragraphs (the offers of an alert mail): a linked title and a detail line. */
  items?: { title: string; url: string; detail?: string }[];
  /** One button (a link) and, under it, the address written out for clients without HTML. */
  action?: { label: string; url: string };
  /** Paragraphs after the button (validity, "if it was not you…"). */
  after?: Paragraph[];
}

/** The greeting line of every message: "Bonjour Marie Durand," / "Hello Marie Durand,", or without a name. */
export const greeting = (lang: Lang, name?: string | null): string =>
  `${lang === 'en' ? 'Hello' : 'Bonjour'}${name ? ` ${name}` : ''},`;

export interface Brand {
  org: string;
  publicUrl: string;
}

const inlines = (p: Paragraph): Inline[] => (typeof p === 'string' ? [p] : p);
// A link in the text part: "label : url" in French, "label: url" in English (contract §17).
const plain = (p: Paragraph, lang: Lang = 'fr') =>
  inlines(p)
    .map((part) =>
      typeof part === 'string'
        ? part
        : 'strong' in part
          ? part.strong
          : `${part.link}${lang === 'en' ? ':' : ' :'} ${part.url}`,
    )
    .join('');
const rich = (p: Paragraph) =>
  inlines(p).map((part) =>
    typeof part === 'string'
      ? part
      : 'strong' in part
        ? html`<strong>${part.strong}</strong>`
        : html`<a href="${safeHref(part.url)}" style="color:#0d6efd">${part.link}</a>`,
  );

const P = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#212529';
const BUTTON =
  'display:inline-block;padding:12px 20px;background:#0d6efd;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold';

function textPart(spec: MailSpec, brand: Brand, lang: Lang = 'fr'): string {
  const blocks = [spec.greeting, ...spec.paragraphs.map((p) => plain(p, lang))];
  for (const item of spec.items ?? []) {
    blocks.push(
      [`- ${item.title}`, item.detail ? `  ${item.detail}` : null, `  ${item.url}`].filter(Boolean).join('\n'),
    );
  }
  // French sets a space before the colon; English does not (contract §17).
  if (spec.action) blocks.push(`${spec.action.label}${lang === 'en' ? ':' : ' :'}\n${spec.action.url}`);
  blocks.push(...(spec.after ?? []).map((p) => plain(p, lang)), `${brand.org}\n${brand.publicUrl}`);
  return `${blocks.join('\n\n')}\n`;
}

function htmlPart(spec: MailSpec, brand: Brand, lang: Lang): string {
  const paragraph = (p: Paragraph) => html`<p style="${P}">${rich(p)}</p>`;
  const action = spec.action
    ? html`<p style="margin:24px 0"><a href="${safeHref(spec.action.url)}" style="${BUTTON}">${spec.action.label}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6c757d;word-break:break-all">${spec.action.url}</p>`
    : null;
  const items = spec.items?.length
    ? html`<ul style="margin:0 0 16px;padding-left:20px">${spec.items.map(
        (item) =>
          html`<li style="margin:0 0 12px;font-size:16px;line-height:1.5"><a href="${safeHref(item.url)}" style="color:#0d6efd;font-weight:bold">${item.title}</a>${
            item.detail ? html`<br><span style="font-size:14px;color:#6c757d">${item.detail}</span>` : null
          }</li>`,
      )}</ul>`
    : null;
  return html`<!DOCTYPE html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${spec.subject}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:32px 28px">
<p style="margin:0 0 24px;font-size:14px;font-weight:bold;color:#0d6efd">${brand.org}</p>
<p style="${P}">${spec.greeting}</p>
${spec.paragraphs.map(paragraph)}
${items}
${action}
${(spec.after ?? []).map(paragraph)}
<p style="margin:24px 0 0;font-size:14px;color:#6c757d">${brand.org} — <a href="${safeHref(brand.publicUrl)}" style="color:#6c757d">${brand.publicUrl}</a></p>
</td></tr></table>
</td></tr></table>
</body>
</html>
`.value;
}

/** Both parts of a message from its spec; every value in it is escaped in the HTML part. */
export function renderMail(spec: MailSpec, brand: Brand, lang: Lang = 'fr'): MailContent {
  return { subject: spec.subject, text: textPart(spec, brand, lang), html: htmlPart(spec, brand, lang) };
}

/**
 * Message 9 (§20), what a staff member wrote: their sanitised HTML as the body, its text as the text
 * part, then the link to mon-espace. No tracking pixel, no remote image.
 */
export function renderWrittenMail(
  m: { subject: string; html: string; text: string; action: { label: string; url: string } },
  brand: Brand,
  lang: Lang,
): MailContent {
  const spec: MailSpec = { subject: m.subject, greeting: '', paragraphs: [], action: m.action };
  const text = `${m.text.trim()}\n\n${m.action.label}${lang === 'en' ? ':' : ' :'}\n${m.action.url}\n\n${brand.org}\n${brand.publicUrl}\n`;
  const page = htmlPart(spec, brand, lang).replace(`<p style="${P}"></p>`, `<div style="${P}">${m.html}</div>`);
  return { subject: m.subject, text, html: page };
}

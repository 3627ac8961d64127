import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue text whose `{name}` placeholders are elements (a link, an emphasis) rather than words:
 * `rich(t('…'), { dpo: <a href="mailto:…">…</a> })`. The words around them stay in the text, so a
 * translation may move them; a placeholder not given stays as written.
 */
export function rich(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return text.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    const part = name !== undefined && name in parts ? parts[name] : piece;
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in their order.
    return <Fragment key={index}>{part}</Fragment>;
  });
}

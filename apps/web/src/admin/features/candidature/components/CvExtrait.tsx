import { ta } from '../../../i18n';

/** Case and accents set aside, as the server's search compares words (§19). */
const fold = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The part of a CV around the first match of a search in CVs (`extrait`, §19), the searched
 * words highlighted.
 */
export function CvExtrait({ text, words }: { text: string; words: string }) {
  const wanted = new Set(
    fold(words)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
  // Words and what lies between them, in order: odd parts are separators.
  const parts = text.split(/([^\p{L}\p{N}]+)/u);
  return (
    <p className="small text-body-secondary mb-0 mt-1">
      <span className="visually-hidden">{`${ta('admin.candidature.cv.excerpt')} `}</span>
      <i className="bi bi-file-earmark-text me-1" aria-hidden="true" />
      {parts.map((part, i) =>
        i % 2 === 0 && wanted.has(fold(part)) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
          <mark key={i}>{part}</mark>
        ) : (
          part
        ),
      )}
    </p>
  );
}

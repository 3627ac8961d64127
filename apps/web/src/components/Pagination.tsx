import type { MouseEvent, ReactNode } from 'react';
import { t } from '../i18n/i18n';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  maxLinks?: number;
}

/** The page numbers to show: a window of at most `maxLinks` pages centred on the current one. */
export function pageWindow(page: number, pageCount: number, maxLinks: number): number[] {
  const size = Math.max(1, Math.min(maxLinks, pageCount));
  let start = Math.max(1, page - Math.floor(size / 2));
  start = Math.min(start, pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

function PageLink({
  disabled,
  active,
  onSelect,
  children,
}: {
  disabled?: boolean;
  active?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  const className = `page-item${disabled ? ' disabled' : ''}${active ? ' active' : ''}`;
  const handle = (event: MouseEvent) => {
    event.preventDefault();
    if (!disabled && !active) onSelect();
  };
  return (
    <li className={className} aria-current={active ? 'page' : undefined}>
      <button type="button" className="page-link" onClick={handle} disabled={disabled}>
        {children}
      </button>
    </li>
  );
}

/** Bootstrap pagination (spec §9): Previous / Next and at most `maxLinks` page links. */
export function Pagination({ page, pageSize, total, onPageChange, maxLinks = 7 }: PaginationProps) {
  const pageCount = Math.ceil(total / Math.max(1, pageSize));
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav aria-label={t('common.pagination')}>
      <ul className="pagination flex-wrap justify-content-center">
        <PageLink disabled={current <= 1} onSelect={() => onPageChange(current - 1)}>
          {t('common.previous')}
        </PageLink>
        {pageWindow(current, pageCount, maxLinks).map((n) => (
          <PageLink key={n} active={n === current} onSelect={() => onPageChange(n)}>
            <span className="visually-hidden">{n === current ? t('common.currentPage') : t('common.page')}</span> {n}
          </PageLink>
        ))}
        <PageLink disabled={current >= pageCount} onSelect={() => onPageChange(current + 1)}>
          {t('common.next')}
        </PageLink>
      </ul>
    </nav>
  );
}

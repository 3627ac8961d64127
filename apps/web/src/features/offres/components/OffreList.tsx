import { PAGE_SIZES } from '@recrutement/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorAlert, Loading } from '../../../components/PageState';
import { Pagination } from '../../../components/Pagination';
import { lp, t } from '../../../i18n/i18n';
import { type OffreFilters, useOffres } from '../api/list-offres';
import { OffreCard } from './OffreCard';

export function OffreList({
  filters,
  onPageChange,
  emptyAction,
}: {
  filters: OffreFilters;
  onPageChange: (page: number) => void;
  /** Offered when nothing matches (the page composes it: "create an alert"). */
  emptyAction?: ReactNode;
}) {
  const offres = useOffres(filters);
  if (offres.isPending) return <Loading label={t('offres.loading')} />;
  if (offres.isError) return <ErrorAlert error={offres.error} />;
  const { items, total } = offres.data;
  if (items.length === 0) {
    return (
      <EmptyState title={t('offres.none')} iconName="search">
        {total > 0 ? (
          <button type="button" className="btn btn-link" onClick={() => onPageChange(1)}>
            {t('offres.firstPage')}
          </button>
        ) : (
          <Link to={lp('/offre')}>{t('offres.seeAll')}</Link>
        )}
        {total === 0 ? emptyAction : null}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={offres.isPlaceholderData}>
      <p className="text-secondary small" aria-live="polite">
        {t('offres.count', { count: total })}
      </p>
      <ul className="list-unstyled d-grid gap-3">
        {items.map((offre) => (
          <li key={offre.id}>
            <OffreCard offre={offre} />
          </li>
        ))}
      </ul>
      <Pagination page={filters.page} pageSize={PAGE_SIZES.offres} total={total} onPageChange={onPageChange} />
    </div>
  );
}

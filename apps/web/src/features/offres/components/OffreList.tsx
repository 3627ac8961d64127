import { PAGE_SIZES } from '@recrutement/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorAlert, Loading } from '../../../components/PageState';
import { Pagination } from '../../../components/Pagination';
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
  if (offres.isPending) return <Loading label="Chargement des offres…" />;
  if (offres.isError) return <ErrorAlert error={offres.error} />;
  const { items, total } = offres.data;
  if (items.length === 0) {
    return (
      <EmptyState title="Aucune offre ne correspond à votre recherche." iconName="search">
        {total > 0 ? (
          <button type="button" className="btn btn-link" onClick={() => onPageChange(1)}>
            Revenir à la première page
          </button>
        ) : (
          <Link to="/offre">Voir toutes les offres</Link>
        )}
        {total === 0 ? emptyAction : null}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={offres.isPlaceholderData}>
      <p className="text-secondary small" aria-live="polite">
        {total} offre{total > 1 ? 's' : ''} disponible{total > 1 ? 's' : ''}
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

import { useSearchParams } from 'react-router';
import type { OffreFilters } from '../../features/offres/api/list-offres';
import { type OffreCriteria, OffreFiltersForm } from '../../features/offres/components/OffreFiltersForm';
import { OffreList } from '../../features/offres/components/OffreList';
import { t } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Filters and page live in the URL, so that back/forward and shared links keep them. */
function readFilters(params: URLSearchParams): OffreFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    lieu: params.get('lieu') ?? '',
    typeContrat: params.get('typeContrat') ?? '',
    poste: params.get('poste') ?? '',
    nom: params.get('nom') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function toParams(filters: OffreFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  return params;
}

export function Component() {
  useDocumentTitle(t('offres.title'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { page: _page, ...criteria } = filters;
  const search = (next: OffreCriteria) => setParams(toParams({ ...next, page: 1 }));
  const goTo = (page: number) => {
    setParams(toParams({ ...filters, page }));
    document.getElementById('offres-title')?.scrollIntoView({ block: 'start' });
  };
  return (
    <div className="container py-4 py-lg-5">
      <h1 id="offres-title" className="mb-4">
        {t('offres.title')}
      </h1>
      {/* Remount on URL change so that back/forward also resets the selects. */}
      <OffreFiltersForm key={JSON.stringify(criteria)} value={criteria} onSearch={search} />
      <OffreList filters={filters} onPageChange={goTo} />
    </div>
  );
}

import type { AlerteCriteres } from '@recrutement/contract';
import { useSearchParams } from 'react-router';
import { CreateAlerteButton } from '../../features/alerte/components/CreateAlerteButton';
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
    teletravail: params.get('teletravail') ?? '',
    salaireMin: params.get('salaireMin') ?? '',
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
  // §18: the alert saves the list's filters (not the vacancy name, which names one offer).
  const alerte: AlerteCriteres = {
    q: criteria.q || undefined,
    lieu: criteria.lieu || undefined,
    typeContrat: criteria.typeContrat || undefined,
    poste: criteria.poste || undefined,
  };
  return (
    <div className="container py-4 py-lg-5">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <h1 id="offres-title" className="mb-0">
          {t('offres.title')}
        </h1>
        <CreateAlerteButton criteres={alerte} />
      </div>
      {/* Remount on URL change so that back/forward also resets the selects. */}
      <OffreFiltersForm key={JSON.stringify(criteria)} value={criteria} onSearch={search} />
      <OffreList
        filters={filters}
        onPageChange={goTo}
        emptyAction={
          <p className="mt-3 mb-0">
            {t('offres.alertOnEmpty')} <CreateAlerteButton criteres={alerte} className="btn-sm ms-1" />
          </p>
        }
      />
    </div>
  );
}

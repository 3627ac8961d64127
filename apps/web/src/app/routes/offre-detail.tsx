import { Link } from 'react-router';
import { NotFound } from '../../components/NotFound';
import { ErrorAlert, Loading } from '../../components/PageState';
import { useOffre } from '../../features/offres/api/get-offre';
import { OffreDetail } from '../../features/offres/components/OffreDetail';
import { offreText } from '../../features/offres/offre-text';
import { lp, t } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { useIdParam } from '../../lib/route-params';
import { useDocumentTitle } from '../../lib/use-document-title';

function OffreDetailPage({ id }: { id: number }) {
  const offre = useOffre(id);
  useDocumentTitle(offre.data ? offreText(offre.data).nom : t('offre.title'));
  if (offre.isPending) return <Loading label={t('offre.loading')} />;
  if (offre.isError) {
    if (offre.error instanceof ApiError && offre.error.status === 404) return <NotFound message={t('offre.unknown')} />;
    return (
      <div className="container py-5">
        <ErrorAlert error={offre.error} />
        <Link to={lp('/offre')}>{t('offre.back')}</Link>
      </div>
    );
  }
  return (
    <div className="container py-4 py-lg-5">
      <OffreDetail offre={offre.data} />
    </div>
  );
}

export function Component() {
  const id = useIdParam();
  return id == null ? <NotFound message={t('offre.unknown')} /> : <OffreDetailPage id={id} />;
}

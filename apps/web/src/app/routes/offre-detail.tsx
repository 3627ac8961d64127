import { Link } from 'react-router';
import { NotFound } from '../../components/NotFound';
import { useOffre } from '../../features/offres/api/get-offre';
import { OffreDetail } from '../../features/offres/components/OffreDetail';
import { OffrePage } from '../../features/offres/components/OffrePage';
import { offreText } from '../../features/offres/offre-text';
import { lp, t } from '../../i18n/i18n';
import { useIdParam } from '../../lib/route-params';
import { useDocumentTitle } from '../../lib/use-document-title';

function OffreDetailPage({ id }: { id: number }) {
  const offre = useOffre(id);
  useDocumentTitle(offre.data ? offreText(offre.data).nom : t('offre.title'));
  return (
    <OffrePage offre={offre} afterError={<Link to={lp('/offre')}>{t('offre.back')}</Link>}>
      {(data) => <OffreDetail offre={data} />}
    </OffrePage>
  );
}

export function Component() {
  const id = useIdParam();
  return id == null ? <NotFound message={t('offre.unknown')} /> : <OffreDetailPage id={id} />;
}

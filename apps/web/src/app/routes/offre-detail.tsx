import { Link } from 'react-router';
import { NotFound } from '../../components/NotFound';
import { ErrorAlert, Loading } from '../../components/PageState';
import { useOffre } from '../../features/offres/api/get-offre';
import { OffreDetail } from '../../features/offres/components/OffreDetail';
import { ApiError } from '../../lib/api-client';
import { useIdParam } from '../../lib/route-params';
import { useDocumentTitle } from '../../lib/use-document-title';

const UNKNOWN_OFFER = "Cette offre n'existe pas ou a été retirée.";

function OffreDetailPage({ id }: { id: number }) {
  const offre = useOffre(id);
  useDocumentTitle(offre.data?.nom ?? "Détail de l'offre");
  if (offre.isPending) return <Loading label="Chargement de l'offre…" />;
  if (offre.isError) {
    if (offre.error instanceof ApiError && offre.error.status === 404) return <NotFound message={UNKNOWN_OFFER} />;
    return (
      <div className="container py-5">
        <ErrorAlert error={offre.error} />
        <Link to="/offre">Return</Link>
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
  return id == null ? <NotFound message={UNKNOWN_OFFER} /> : <OffreDetailPage id={id} />;
}

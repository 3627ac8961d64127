import { isSessionOpen, type PosteVacant, todayIn, type UploadResponse } from '@recrutement/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NotFound } from '../../components/NotFound';
import { ApplyForm } from '../../features/apply/components/ApplyForm';
import { CandidatureModal } from '../../features/apply/components/CandidatureModal';
import { useOffre } from '../../features/offres/api/get-offre';
import { OffreHeader } from '../../features/offres/components/OffreHeader';
import { OffreLayout } from '../../features/offres/components/OffreLayout';
import { OffrePage } from '../../features/offres/components/OffrePage';
import { offreText } from '../../features/offres/offre-text';
import { lp, t } from '../../i18n/i18n';
import { useIdParam } from '../../lib/route-params';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The apply form of one vacancy, and the modal once the application is recorded. */
export function ApplyContent({ offre, endpoint }: { offre: PosteVacant; endpoint?: string }) {
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [applied, setApplied] = useState<UploadResponse | null>(null);
  const open = isSessionOpen(offre.session, todayIn());
  const onContinue = () => {
    if (!applied?.idIndividu) console.error('ID individu manquant');
    else navigate(lp(`/individu/register/${applied.idIndividu}`));
  };
  return (
    <OffreLayout offre={offre}>
      <OffreHeader offre={offre} heading={<h1 className="h2 mb-3">{t('apply.title')}</h1>} />
      {open ? (
        <ApplyForm postId={offre.id} onApplied={setApplied} endpoint={endpoint} />
      ) : (
        <div className="alert alert-warning" role="alert">
          <p>{t('offre.closed')}</p>
          <Link to={lp('/offre')} className="alert-link">
            {t('apply.closedLink')}
          </Link>
        </div>
      )}
      <CandidatureModal show={applied !== null} onCancel={() => navigateLater(lp('/'))} onContinue={onContinue} />
    </OffreLayout>
  );
}

export function ApplyPage({ endpoint }: { endpoint?: string }) {
  const id = useIdParam();
  const offre = useOffre(id);
  useDocumentTitle(offre.data ? t('apply.documentTitle', { nom: offreText(offre.data).nom }) : t('apply.title'));
  if (id == null) return <NotFound message={t('offre.unknown')} />;
  return <OffrePage offre={offre}>{(data) => <ApplyContent offre={data} endpoint={endpoint} />}</OffrePage>;
}

export function Component() {
  return <ApplyPage />;
}

import { isSessionOpen, messages, type PosteVacant, todayIn } from '@recrutement/contract';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/SafeHtml';
import { OffreHeader } from './OffreHeader';
import { OffreLayout } from './OffreLayout';

export function OffreDetail({ offre }: { offre: PosteVacant }) {
  const open = isSessionOpen(offre.session, todayIn());
  return (
    <OffreLayout offre={offre}>
      <OffreHeader offre={offre} level={1} />
      {open ? null : (
        <div className="alert alert-warning" role="status">
          {messages.offerClosed}
        </div>
      )}
      <section aria-labelledby="descriptif-title" className="mb-4">
        <h2 id="descriptif-title" className="h5">
          Description du poste
        </h2>
        {offre.descriptif.trim() ? (
          <SafeHtml html={offre.descriptif} className="descriptif text-break" />
        ) : (
          <p className="text-secondary">Aucune description n'a été fournie pour ce poste.</p>
        )}
      </section>
      <div className="d-flex flex-wrap gap-2">
        {open ? (
          <Link to={`/save-document-candidature/${offre.id}`} className="btn btn-primary">
            Apply Now
          </Link>
        ) : null}
        <Link to="/offre" className="btn btn-outline-secondary">
          Return
        </Link>
      </div>
    </OffreLayout>
  );
}

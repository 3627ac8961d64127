import { isSessionOpen, type PosteVacant, todayIn } from '@recrutement/contract';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/SafeHtml';
import { lp, t } from '../../../i18n/i18n';
import { offreText } from '../offre-text';
import { OffreHeader } from './OffreHeader';
import { OffreLayout } from './OffreLayout';

export function OffreDetail({ offre }: { offre: PosteVacant }) {
  const open = isSessionOpen(offre.session, todayIn());
  const text = offreText(offre);
  return (
    <OffreLayout offre={offre}>
      <OffreHeader offre={offre} level={1} />
      {open ? null : (
        <div className="alert alert-warning" role="status">
          {t('offre.closed')}
        </div>
      )}
      <section aria-labelledby="descriptif-title" className="mb-4">
        <h2 id="descriptif-title" className="h5">
          {t('offre.description')}
        </h2>
        {text.descriptifLang && text.descriptif.trim() ? (
          <p className="small text-secondary fst-italic">{t('offres.frenchOnly')}</p>
        ) : null}
        {text.descriptif.trim() ? (
          <div lang={text.descriptifLang}>
            <SafeHtml html={text.descriptif} className="descriptif text-break" />
          </div>
        ) : (
          <p className="text-secondary">{t('offre.noDescription')}</p>
        )}
      </section>
      <div className="d-flex flex-wrap gap-2">
        {open ? (
          <Link to={lp(`/save-document-candidature/${offre.id}`)} className="btn btn-primary">
            {t('offre.apply')}
          </Link>
        ) : null}
        <Link to={lp('/offre')} className="btn btn-outline-secondary">
          {t('offre.back')}
        </Link>
      </div>
    </OffreLayout>
  );
}

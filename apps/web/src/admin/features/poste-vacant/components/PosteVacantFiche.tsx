import { formatSalaire, type PosteVacant } from '@recrutement/contract';
import { Link } from 'react-router';
import { SafeHtml } from '../../../../components/SafeHtml';
import { currentLang, refLabel, t } from '../../../../i18n/i18n';
import { formatDate } from '../../../../lib/format';
import { ta } from '../../../i18n';
import { DetailList } from '../../../ui/DetailList';

/** The vacancy as candidates will read it, with the summary panel of spec §2. */
export function PosteVacantFiche({ vacant }: { vacant: PosteVacant }) {
  // The pay in the page's language; a vacancy from before the rule says "to be negotiated".
  const salaire = formatSalaire(vacant, currentLang()) ?? t('offre.salary');
  const teletravail = ta(`admin.posteVacant.teletravail.${vacant.teletravail}`);
  const typeContrat = refLabel(vacant.typeContrat.type);
  return (
    <div className="row g-4">
      <article className="col-lg-8">
        <h3 className="h4">{vacant.nom}</h3>
        <p className="text-secondary">
          {vacant.session.reference} · {typeContrat} · {ta('admin.posteVacant.fiche.salaryLine', { salaire })} ·{' '}
          {teletravail}
        </p>
        {vacant.descriptif.trim() ? (
          <SafeHtml className="vacancy-description" html={vacant.descriptif} />
        ) : (
          <p className="fst-italic text-secondary">{ta('admin.posteVacant.fiche.noDescription')}</p>
        )}
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Link to="/offre" className="btn btn-primary">
            {ta('admin.posteVacant.fiche.apply')}
          </Link>
          <Link to="/admin/poste-vacant" className="btn btn-outline-secondary">
            {ta('admin.posteVacant.fiche.return')}
          </Link>
        </div>
      </article>
      <aside className="col-lg-4" aria-labelledby="vacancy-summary-title">
        <div className="border rounded p-3 bg-light">
          <h3 id="vacancy-summary-title" className="h6 text-uppercase">
            {ta('admin.posteVacant.fiche.summary')}
          </h3>
          <DetailList
            single
            items={[
              { label: ta('admin.posteVacant.fiche.publishedOn'), value: formatDate(vacant.session.dateOuverture) },
              { label: ta('admin.posteVacant.fiche.deadline'), value: formatDate(vacant.session.dateCloture) },
              { label: ta('admin.posteVacant.fiche.jobNature'), value: typeContrat },
              { label: ta('admin.posteVacant.fiche.lieu'), value: vacant.lieu ?? '—' },
              { label: ta('admin.posteVacant.fiche.sessionRef'), value: vacant.session.reference },
              { label: ta('admin.posteVacant.fiche.postRef'), value: vacant.poste.reference },
              { label: ta('admin.posteVacant.fiche.salary'), value: salaire },
              { label: ta('admin.posteVacant.fiche.teletravail'), value: teletravail },
            ]}
          />
          <h3 className="h6 text-uppercase mt-4">{ta('admin.posteVacant.fiche.company')}</h3>
          <p className="small mb-0">{ta('admin.posteVacant.fiche.companyText')}</p>
        </div>
      </aside>
    </div>
  );
}

import { type PosteVacant, salaireText, TELETRAVAIL_LABEL } from '@recrutement/contract';
import { Link } from 'react-router';
import { SafeHtml } from '../../../../components/SafeHtml';
import { formatDate } from '../../../../lib/format';
import { DetailList } from '../../../ui/DetailList';

const COMPANY_TEXT =
  'Entreprise à taille humaine, nous accompagnons nos clients dans leurs projets depuis plus de quinze ans. ' +
  'Nous misons sur la formation, la mobilité interne et un management de proximité.';

/** The vacancy as candidates will read it, with the summary panel of spec §2. */
export function PosteVacantFiche({ vacant }: { vacant: PosteVacant }) {
  return (
    <div className="row g-4">
      <article className="col-lg-8">
        <h3 className="h4">{vacant.nom}</h3>
        <p className="text-secondary">
          {vacant.session.reference} · {vacant.typeContrat.type} · Salaire : {salaireText(vacant)} ·{' '}
          {TELETRAVAIL_LABEL[vacant.teletravail]}
        </p>
        {vacant.descriptif.trim() ? (
          <SafeHtml className="vacancy-description" html={vacant.descriptif} />
        ) : (
          <p className="fst-italic text-secondary">Aucun descriptif.</p>
        )}
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Link to="/offre" className="btn btn-primary">
            Apply Now
          </Link>
          <Link to="/admin/poste-vacant" className="btn btn-outline-secondary">
            Return
          </Link>
        </div>
      </article>
      <aside className="col-lg-4" aria-labelledby="vacancy-summary-title">
        <div className="border rounded p-3 bg-light">
          <h3 id="vacancy-summary-title" className="h6 text-uppercase">
            Job Summery
          </h3>
          <DetailList
            single
            items={[
              { label: 'Published on', value: formatDate(vacant.session.dateOuverture) },
              { label: 'Date Line', value: formatDate(vacant.session.dateCloture) },
              { label: 'Job nature', value: vacant.typeContrat.type },
              { label: 'Lieu', value: vacant.lieu ?? '—' },
              { label: 'Session ref', value: vacant.session.reference },
              { label: 'Post ref', value: vacant.poste.reference },
              { label: 'Salary', value: salaireText(vacant) },
              { label: 'Télétravail', value: TELETRAVAIL_LABEL[vacant.teletravail] },
            ]}
          />
          <h3 className="h6 text-uppercase mt-4">Company</h3>
          <p className="small mb-0">{COMPANY_TEXT}</p>
        </div>
      </aside>
    </div>
  );
}

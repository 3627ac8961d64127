import type { PosteVacant } from '@recrutement/contract';
import { refLabel, t } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { salaireOf, teletravailOf } from '../offre-text';

/** The summary side panel (spec §2): 'Job Summery' on the apply page. */
export function OffreSummary({ offre, title = t('offre.summary.title') }: { offre: PosteVacant; title?: string }) {
  const rows: [string, string][] = [
    [t('offre.summary.published'), formatDate(offre.session.dateOuverture)],
    [t('offre.summary.deadline'), formatDate(offre.session.dateCloture)],
    [t('offre.summary.nature'), refLabel(offre.typeContrat.type)],
    ...(offre.lieu ? [[t('offre.summary.lieu'), offre.lieu] as [string, string]] : []),
    [t('offre.summary.session'), offre.session.reference],
    [t('offre.summary.poste'), offre.poste.reference],
    [t('offre.summary.salary'), salaireOf(offre)],
    [t('offre.summary.teletravail'), teletravailOf(offre.teletravail)],
  ];
  return (
    <aside className="card shadow-sm" aria-labelledby={`summary-${offre.id}`}>
      <div className="card-body">
        <h2 id={`summary-${offre.id}`} className="h5">
          {title}
        </h2>
        <dl className="small mb-0">
          {rows.map(([label, value]) => (
            <div key={label} className="d-flex justify-content-between border-bottom py-2 gap-2">
              <dt className="fw-semibold">{label}</dt>
              <dd className="mb-0 text-end text-break">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="h6 mt-4">{t('offre.summary.company')}</h3>
        <p className="small text-secondary mb-0">{t('offre.summary.companyText')}</p>
      </div>
    </aside>
  );
}

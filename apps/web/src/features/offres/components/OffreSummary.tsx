import { type PosteVacant, salaireText, TELETRAVAIL_LABEL } from '@recrutement/contract';
import { formatDate } from '../../../lib/format';

export const COMPANY_TEXT =
  'Recrutement est une entreprise de services numériques de 250 personnes, présente à Paris, Lyon et Nantes. ' +
  'Nous accompagnons nos clients de la conception à la mise en production de leurs produits.';

/** The summary side panel (spec §2): 'Job Summery' on the apply page. */
export function OffreSummary({ offre, title = 'Job Summary' }: { offre: PosteVacant; title?: string }) {
  const rows: [string, string][] = [
    ['Published on', formatDate(offre.session.dateOuverture)],
    ['Date Line', formatDate(offre.session.dateCloture)],
    ['Job nature', offre.typeContrat.type],
    ...(offre.lieu ? [['Lieu', offre.lieu] as [string, string]] : []),
    ['Session reference', offre.session.reference],
    ['Post reference', offre.poste.reference],
    ['Salary', salaireText(offre)],
    ['Télétravail', TELETRAVAIL_LABEL[offre.teletravail]],
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
        <h3 className="h6 mt-4">Company</h3>
        <p className="small text-secondary mb-0">{COMPANY_TEXT}</p>
      </div>
    </aside>
  );
}

import type { ReponseValeur } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { formatCount } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { reponsesQuery } from '../api/candidature';

/** An answer as the candidate gave it: yes / no and numbers in the page's language, text as typed. */
function answerText(valeur: ReponseValeur): string {
  if (typeof valeur === 'boolean') return ta(valeur ? 'admin.candidature.yes' : 'admin.candidature.no');
  if (typeof valeur === 'number') return formatCount(valeur);
  return valeur;
}

/** The candidate's answers to the screening questions, each under the question as it was asked (§16). */
export function ReponsesPanel({ candidatureId }: { candidatureId: number }) {
  const query = useQuery(reponsesQuery(candidatureId));
  if (query.isPending) return <Loading label={ta('admin.candidature.sheet.reponsesLoading')} />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  if (query.data.length === 0)
    return <p className="text-secondary small mb-0">{ta('admin.candidature.sheet.reponsesEmpty')}</p>;
  return (
    <dl className="mb-0">
      {query.data.map((reponse) => (
        <div key={reponse.question.id} className="border-bottom py-2">
          <dt className="fw-semibold">{reponse.question.libelle}</dt>
          <dd className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {answerText(reponse.valeur)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

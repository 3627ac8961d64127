import { formatReponse } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { reponsesQuery } from '../api/candidature';

/** The candidate's answers to the screening questions, each under the question as it was asked (§16). */
export function ReponsesPanel({ candidatureId }: { candidatureId: number }) {
  const query = useQuery(reponsesQuery(candidatureId));
  if (query.isPending) return <Loading label="Chargement des réponses…" />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  if (query.data.length === 0) return <p className="text-secondary small mb-0">Aucune réponse à des questions.</p>;
  return (
    <dl className="mb-0">
      {query.data.map((reponse) => (
        <div key={reponse.question.id} className="border-bottom py-2">
          <dt className="fw-semibold">{reponse.question.libelle}</dt>
          <dd className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {formatReponse(reponse.valeur)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { useSearchParams } from 'react-router';
import { ChoisirCreneau } from '../../features/entretien/components/ChoisirCreneau';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/entretien?token=…`, the link of message 6 (§15). */
export function Component() {
  useDocumentTitle("Choisir mon créneau d'entretien");
  const [params] = useSearchParams();
  return (
    <div className="container py-4 py-lg-5" style={{ maxWidth: '44rem' }}>
      <h1 className="h2 mb-3">Votre entretien</h1>
      <ChoisirCreneau token={params.get('token') ?? ''} />
    </div>
  );
}

import { useLocation } from 'react-router';
import { ConfirmAlerte } from '../../features/alertes/components/ConfirmAlerte';
import { ManageAlertes } from '../../features/alertes/components/ManageAlertes';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/alertes` (manage by the mailed token) and `/alertes/confirmer` (message 8's link): one chunk. */
export function Component() {
  const confirming = useLocation().pathname.startsWith('/alertes/confirmer');
  const title = confirming ? 'Confirmer mon alerte emploi' : 'Mes alertes emploi';
  useDocumentTitle(title);
  return (
    <div className="container py-4 py-lg-5" style={{ maxWidth: 760 }}>
      <h1 className="mb-4">{title}</h1>
      {confirming ? <ConfirmAlerte /> : <ManageAlertes />}
    </div>
  );
}

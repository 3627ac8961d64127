import { ManageAlertes } from '../../features/alertes/components/ManageAlertes';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Mes alertes emploi');
  return (
    <div className="container py-4 py-lg-5" style={{ maxWidth: 760 }}>
      <h1 className="mb-4">Mes alertes emploi</h1>
      <ManageAlertes />
    </div>
  );
}

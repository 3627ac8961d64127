import { ErrorAlert, Loading } from '../../components/PageState';
import { PrivacyNotice } from '../../features/privacy/components/PrivacyNotice';
import { useOrganisation } from '../../lib/organisation';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/confidentialite`: the privacy notice, with the controller's values from the server (§10). */
export function Component() {
  useDocumentTitle('Politique de confidentialité');
  const organisation = useOrganisation();
  return (
    <div className="container py-4 py-lg-5" style={{ maxWidth: '50rem' }}>
      {organisation.error ? <ErrorAlert error={organisation.error} /> : null}
      {organisation.isPending ? <Loading label="Chargement de la politique de confidentialité…" /> : null}
      {organisation.data ? <PrivacyNotice organisation={organisation.data} /> : null}
    </div>
  );
}

import { useSearchParams } from 'react-router';
import { ChoisirCreneau } from '../../features/entretien/components/ChoisirCreneau';
import { t } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/entretien?token=…`, the link of message 6 (§15). */
export function Component() {
  useDocumentTitle(t('entretien.documentTitle'));
  const [params] = useSearchParams();
  return (
    <div className="container py-4 py-lg-5" style={{ maxWidth: '44rem' }}>
      <h1 className="h2 mb-3">{t('entretien.title')}</h1>
      <ChoisirCreneau token={params.get('token') ?? ''} />
    </div>
  );
}

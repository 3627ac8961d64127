import { ErrorAlert, Loading } from '../../components/PageState';
import { usePolicyText } from '../../features/privacy/api/policy-text';
import { PrivacyNotice } from '../../features/privacy/components/PrivacyNotice';
import { t } from '../../i18n/i18n';
import { useOrganisation } from '../../lib/organisation';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * `/confidentialite` and `/en/confidentialite`: the privacy notice, with the controller's values
 * from the server (§10) and its texts in the page's language (§17).
 */
export function Component() {
  useDocumentTitle(t('privacy.notice.link'));
  const organisation = useOrganisation();
  const text = usePolicyText();
  const error = organisation.error ?? text.error;
  return (
    <div className="container py-4 py-lg-5" style={{ maxWidth: '50rem' }}>
      {error ? <ErrorAlert error={error} /> : null}
      {!error && (organisation.isPending || text.isPending) ? <Loading label={t('privacy.page.loading')} /> : null}
      {organisation.data && text.data ? <PrivacyNotice organisation={organisation.data} text={text.data} /> : null}
    </div>
  );
}

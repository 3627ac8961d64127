import { ErrorAlert, Loading } from '../../components/PageState';
import { PrivacyNotice } from '../../features/privacy/components/PrivacyNotice';
import { policyText } from '../../features/privacy/i18n';
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
  const texts = policyText.useReady();
  const error = organisation.error ?? texts.error;
  return (
    <div className="container py-4 py-lg-5" style={{ maxWidth: '50rem' }}>
      {error ? <ErrorAlert error={error} /> : null}
      {!error && (organisation.isPending || !texts.data) ? <Loading label={t('privacy.page.loading')} /> : null}
      {organisation.data && texts.data ? <PrivacyNotice organisation={organisation.data} /> : null}
    </div>
  );
}

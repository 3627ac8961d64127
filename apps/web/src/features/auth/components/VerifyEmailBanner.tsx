import { t } from '../../../i18n/i18n';
import { ResendLink } from './ResendLink';

/** Shown in mon-espace while the account's address is not verified (§9). */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <section className="alert alert-warning" aria-labelledby="verify-email-title">
      <h2 id="verify-email-title" className="h5">
        <i className="bi bi-envelope-exclamation me-2" aria-hidden="true" />
        {t('auth.banner.title')}
      </h2>
      <p>{t('auth.banner.text', { email })}</p>
      <ResendLink className="btn btn-outline-dark btn-sm" />
    </section>
  );
}

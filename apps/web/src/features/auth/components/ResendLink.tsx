import { ErrorAlert } from '../../../components/PageState';
import { t } from '../../../i18n/i18n';
import { useResendVerification } from '../api/account-links';

/** "Renvoyer le lien": message 3 again, to the signed-in account's address. */
export function ResendLink({ className = 'btn btn-outline-primary btn-sm' }: { className?: string }) {
  const resend = useResendVerification();
  return (
    <div aria-live="polite">
      {resend.isSuccess ? (
        <p className="mb-0" role="status">
          <i className="bi bi-envelope-check me-1" aria-hidden="true" />
          {t('auth.resend.sent')}
        </p>
      ) : (
        <button type="button" className={className} disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('auth.resend.submit')}
        </button>
      )}
      {resend.isError ? (
        <div className="mt-2">
          <ErrorAlert error={resend.error} variant="warning" />
        </div>
      ) : null}
    </div>
  );
}

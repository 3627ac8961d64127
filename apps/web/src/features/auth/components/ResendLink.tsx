import { ErrorAlert } from '../../../components/PageState';
import { useResendVerification } from '../api/account-links';

/** "Renvoyer le lien": message 3 again, to the signed-in account's address. */
export function ResendLink({ className = 'btn btn-outline-primary btn-sm' }: { className?: string }) {
  const resend = useResendVerification();
  return (
    <div aria-live="polite">
      {resend.isSuccess ? (
        <p className="mb-0" role="status">
          <i className="bi bi-envelope-check me-1" aria-hidden="true" />
          Un nouveau lien vient de vous être envoyé. Pensez à regarder dans les courriers indésirables.
        </p>
      ) : (
        <button type="button" className={className} disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          Renvoyer le lien
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

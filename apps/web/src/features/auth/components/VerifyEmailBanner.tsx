import { ResendLink } from './ResendLink';

/** Shown in mon-espace while the account's address is not verified (§9). */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <section className="alert alert-warning" aria-labelledby="verify-email-title">
      <h2 id="verify-email-title" className="h5">
        <i className="bi bi-envelope-exclamation me-2" aria-hidden="true" />
        Confirmez votre adresse e-mail
      </h2>
      <p>
        Pour voir vos candidatures, suivez le lien que nous avons envoyé à <strong>{email}</strong>. Il est valable 48
        heures. Pas reçu ? Regardez dans les courriers indésirables, ou demandez-en un autre.
      </p>
      <ResendLink className="btn btn-outline-dark btn-sm" />
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../../components/PageState';
import { useAuth } from '../../../lib/auth';
import { useVerifyEmail } from '../api/account-links';
import { ResendLink } from './ResendLink';

/**
 * The page of the link of message 3 (§9): confirms the address at once (the link is the proof),
 * then takes the token out of the address bar so that it stays in no history.
 */
export function VerifyEmail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signedIn } = useAuth();
  const verify = useVerifyEmail();
  const token = useRef(params.get('token') ?? '');
  const started = useRef(false);

  useEffect(() => {
    if (!token.current || started.current) return;
    started.current = true;
    verify.mutate({ token: token.current }, { onSettled: () => navigate('/verifier-email', { replace: true }) });
  }, [verify, navigate]);

  if (!token.current) {
    return (
      <div className="alert alert-warning" role="alert">
        Ce lien est incomplet. Ouvrez le lien reçu par e-mail tel quel, ou demandez-en un nouveau depuis{' '}
        <Link to="/mon-espace" className="alert-link">
          votre espace
        </Link>
        .
      </div>
    );
  }
  if (verify.isError) {
    return (
      <>
        <ErrorAlert error={verify.error} />
        {signedIn ? (
          <ResendLink />
        ) : (
          <p>
            Connectez-vous pour recevoir un nouveau lien : <Link to="/login">se connecter</Link>.
          </p>
        )}
      </>
    );
  }
  if (!verify.isSuccess) return <Loading label="Confirmation de votre adresse e-mail…" />;
  return (
    <div className="alert alert-success" role="status">
      <p className="mb-2">Votre adresse e-mail est confirmée.</p>
      {signedIn ? (
        <Link to="/mon-espace" className="alert-link">
          Voir mes candidatures
        </Link>
      ) : (
        <Link to="/login" className="alert-link">
          Se connecter pour voir mes candidatures
        </Link>
      )}
    </div>
  );
}

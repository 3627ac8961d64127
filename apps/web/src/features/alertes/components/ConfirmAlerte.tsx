import { describeCriteres, FREQUENCE_LABEL } from '@recrutement/contract';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../../components/PageState';
import { useConfirmAlerte } from '../api/alertes';

/**
 * The page of message 8's link (§18): confirms the alert at once (following the link is the
 * consent), then takes the token out of the address bar so that it stays in no history.
 */
export function ConfirmAlerte() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmAlerte();
  const token = useRef(params.get('token') ?? '');
  const started = useRef(false);

  useEffect(() => {
    if (!token.current || started.current) return;
    started.current = true;
    confirm.mutate({ token: token.current }, { onSettled: () => navigate('/alertes/confirmer', { replace: true }) });
  }, [confirm, navigate]);

  if (!token.current) {
    return (
      <div className="alert alert-warning" role="alert">
        Ce lien est incomplet. Ouvrez le lien reçu par e-mail tel quel, ou créez une nouvelle alerte depuis{' '}
        <Link to="/offre" className="alert-link">
          nos offres
        </Link>
        .
      </div>
    );
  }
  if (confirm.isError) {
    return (
      <>
        <ErrorAlert error={confirm.error} />
        <p>
          Vous pouvez créer une nouvelle alerte depuis <Link to="/offre">nos offres</Link>.
        </p>
      </>
    );
  }
  if (!confirm.isSuccess) return <Loading label="Confirmation de votre alerte…" />;
  const alerte = confirm.data;
  return (
    <div className="alert alert-success" role="status">
      <p className="fw-semibold mb-2">Votre alerte emploi est confirmée.</p>
      <p className="mb-2">
        Recherche : <strong>{describeCriteres(alerte.criteres)}</strong> —{' '}
        {FREQUENCE_LABEL[alerte.frequence].toLowerCase()}.
      </p>
      <p className="mb-0">
        Chaque message contient un lien pour gérer vos alertes ou vous désabonner en un clic.{' '}
        <Link to="/offre" className="alert-link">
          Voir les offres
        </Link>
      </p>
    </div>
  );
}

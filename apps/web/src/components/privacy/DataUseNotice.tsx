import { Link } from 'react-router';
import { useOrganisation } from '../../lib/organisation';

/**
 * The short notice every form that collects personal data shows (§10): who processes the data,
 * why, and where to read more. Drawn at once; the organisation's name fills in when it has loaded.
 */
export function DataUseNotice({ purpose }: { purpose: string }) {
  const organisation = useOrganisation();
  const controller = organisation.data?.nom ?? "l'organisation qui recrute";
  return (
    <p className="small text-secondary mb-3">
      Vos données sont traitées par {controller} {purpose}. Vous pouvez les télécharger ou les supprimer à tout moment
      depuis votre espace. <Link to="/confidentialite">Politique de confidentialité</Link>
    </p>
  );
}

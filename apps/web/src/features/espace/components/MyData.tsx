import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/PageState';
import { useDownloadMyData } from '../api/personal-data';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** "Mes données" in the candidate's space: download everything, or delete the account (§10). */
export function MyData({ individuId }: { individuId: number }) {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <section aria-labelledby="my-data-title" className="mt-5 pt-4 border-top">
      <h2 id="my-data-title" className="h5">
        Mes données
      </h2>
      <p className="text-secondary small">
        Téléchargez une copie de tout ce que nous gardons sur vous (vos informations, vos candidatures et vos
        documents), ou supprimez votre compte et toutes vos données.{' '}
        <Link to="/confidentialite">Politique de confidentialité</Link>
      </p>
      <div aria-live="polite">
        {download.isError ? <ErrorAlert error={download.error} /> : null}
        {download.isSuccess ? (
          <p className="text-success small" role="status">
            Vos données ont été téléchargées (mes-donnees.zip).
          </p>
        ) : null}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {download.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          Télécharger mes données
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={() => setDeleting(true)}>
          Supprimer mon compte
        </button>
      </div>
      <DeleteAccountDialog individuId={individuId} show={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}

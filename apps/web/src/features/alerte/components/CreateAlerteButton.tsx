import type { AlerteCriteres } from '@recrutement/contract';
import { lazy, Suspense, useState } from 'react';
import { t, withWholeCatalogue } from '../../../i18n/i18n';

/** The dialog is its own chunk: /offre loads it only when someone asks for an alert. */
const CreateAlerteDialog = lazy(withWholeCatalogue(() => import('./CreateAlerteDialog')));

/** "Créer une alerte" from the current filters of /offre (§18). */
export function CreateAlerteButton({ criteres, className = '' }: { criteres: AlerteCriteres; className?: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`btn btn-outline-primary ${className}`}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {t('alertes.create')}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <CreateAlerteDialog show={open} criteres={criteres} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

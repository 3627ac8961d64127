import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { feedQuery, useRenewFeed } from '../api/agenda';

/** The address of one's calendar, to subscribe to from any calendar program (§15). */
export function FeedCard() {
  const id = useId();
  const feed = useQuery(feedQuery());
  const renew = useRenewFeed();
  const [asking, setAsking] = useState(false);
  const [copied, setCopied] = useState(false);
  return (
    <section className="card mb-4" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h3 id={`${id}-title`} className="h5">
          Mon agenda dans mon calendrier
        </h3>
        <p className="text-secondary">
          Abonnez votre calendrier (Thunderbird, Outlook, Google Agenda, Apple Calendrier…) à cette adresse : vos
          entretiens confirmés y apparaissent et s'y mettent à jour. Gardez-la pour vous.
        </p>
        {feed.isPending ? <Loading label="Chargement de l'adresse…" /> : null}
        {feed.isError ? <ErrorAlert error={feed.error} /> : null}
        {renew.isError ? <ErrorAlert error={renew.error} /> : null}
        {feed.data ? (
          <>
            <label htmlFor={`${id}-url`} className="form-label">
              Adresse de l'agenda
            </label>
            <div className="input-group mb-2">
              <input id={`${id}-url`} className="form-control" readOnly value={feed.data.url} />
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={async () => {
                  try {
                    await navigator.clipboard.writeText(feed.data.url);
                    setCopied(true);
                  } catch {
                    setCopied(false);
                  }
                }}
              >
                Copier
              </button>
            </div>
            <p className="small mb-2" role="status">
              {copied ? 'Adresse copiée.' : ''}
            </p>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setAsking(true)}>
              Renouveler l'adresse
            </button>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        show={asking}
        title="Renouveler l'adresse"
        message="L'ancienne adresse cessera aussitôt de fonctionner : abonnez ensuite votre calendrier à la nouvelle."
        busy={renew.isPending}
        onYes={async () => {
          setCopied(false);
          await renew.mutateAsync();
        }}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { ta } from '../../../i18n';
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
          {ta('admin.entretien.feed.title')}
        </h3>
        <p className="text-secondary">{ta('admin.entretien.feed.intro')}</p>
        {feed.isPending ? <Loading label={ta('admin.entretien.feed.loading')} /> : null}
        {feed.isError ? <ErrorAlert error={feed.error} /> : null}
        {renew.isError ? <ErrorAlert error={renew.error} /> : null}
        {feed.data ? (
          <>
            <label htmlFor={`${id}-url`} className="form-label">
              {ta('admin.entretien.feed.label')}
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
                {ta('admin.entretien.feed.copy')}
              </button>
            </div>
            <p className="small mb-2" role="status">
              {copied ? ta('admin.entretien.feed.copied') : ''}
            </p>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setAsking(true)}>
              {ta('admin.entretien.feed.renew')}
            </button>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        show={asking}
        title={ta('admin.entretien.feed.renew')}
        message={ta('admin.entretien.feed.renewWarning')}
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

import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/PageState';
import { Section } from '../../../components/Section';
import { lp, t } from '../../../i18n/i18n';
import { MY_DATA_FILE, useDownloadMyData } from '../api/personal-data';
import { te } from '../i18n';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** "My data" in the candidate's space: download everything, or delete the account (§10). */
export function MyData({ individuId }: { individuId: number }) {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Section titleId="my-data-title" title={te('espace.data.title')} className="mt-5 pt-4 border-top">
      <p className="text-secondary small">
        {te('espace.data.intro')} <Link to={lp('/confidentialite')}>{t('privacy.notice.link')}</Link>
      </p>
      <div aria-live="polite">
        {download.isError ? <ErrorAlert error={download.error} /> : null}
        {download.isSuccess ? (
          <p className="text-success small" role="status">
            {te('espace.data.downloaded', { file: MY_DATA_FILE })}
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
          {te('espace.data.download')}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={() => setDeleting(true)}>
          {te('espace.data.delete')}
        </button>
      </div>
      <DeleteAccountDialog individuId={individuId} show={deleting} onClose={() => setDeleting(false)} />
    </Section>
  );
}

import { messages } from '@recrutement/contract';
import { type ReactNode, useState } from 'react';
import { apiText } from '../../i18n/i18n';
import { downloadFile } from '../../lib/api-transfer';

interface DownloadButtonProps {
  /** The stored name (`<uuid>.pdf`), which the download path takes. */
  nomFichier: string;
  /** Saved under the name the candidate gave the file. */
  nomOriginal: string;
  children: ReactNode;
  className?: string;
  ariaLabel?: string;
}

/** Downloads an application document with the session; a failure says so under the link (spec §8). */
export function DownloadButton({ nomFichier, nomOriginal, children, className, ariaLabel }: DownloadButtonProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadFile(`/document-candidature/download/${encodeURIComponent(nomFichier)}`, nomOriginal);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="d-inline-flex flex-column align-items-start">
      <button
        type="button"
        className={className ?? 'btn btn-link p-0 text-start text-break'}
        onClick={download}
        disabled={state === 'busy'}
        aria-label={ariaLabel}
      >
        {state === 'busy' ? (
          <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
        ) : (
          <i className="bi bi-download me-1" aria-hidden="true" />
        )}
        {children}
      </button>
      {state === 'failed' ? (
        <span role="alert" className="text-danger small">
          {apiText(messages.downloadFailed)}
        </span>
      ) : null}
    </span>
  );
}

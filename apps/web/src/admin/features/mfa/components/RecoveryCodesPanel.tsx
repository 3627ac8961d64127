import { useState } from 'react';
import { ta } from '../../../i18n';

/** The ten recovery codes, shown once after the confirmation (§23): copy them or download them. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <section className="alert alert-info" aria-label={ta('admin.securite.codes.title')}>
      <h4 className="h6">{ta('admin.securite.codes.title')}</h4>
      <p>{ta('admin.securite.codes.intro')}</p>
      <ul className="list-unstyled font-monospace row row-cols-2 g-1 mb-3">
        {codes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          {ta('admin.securite.codes.copy')}
        </button>
        <a className="btn btn-outline-primary btn-sm" href={href} download="codes-de-secours.txt">
          {ta('admin.securite.codes.download')}
        </a>
        <button type="button" className="btn btn-primary btn-sm" onClick={onDone}>
          {ta('admin.securite.codes.done')}
        </button>
      </div>
      <p role="status" className="small mt-2 mb-0">
        {copied ? ta('admin.securite.codes.copied') : ''}
      </p>
    </section>
  );
}

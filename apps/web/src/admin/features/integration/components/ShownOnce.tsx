import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { ta } from '../../../i18n';

/** A key or a secret, shown once after its creation, with a copy button. */
export function ShownOnce({ intro, value }: { intro: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert variant="success" role="status">
      <p className="mb-2">{intro}</p>
      <div className="d-flex gap-2 align-items-center flex-wrap">
        <code className="user-select-all text-break">{value}</code>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={async () => {
            await navigator.clipboard?.writeText(value);
            setCopied(true);
          }}
        >
          {copied ? ta('admin.integrations.copied') : ta('admin.integrations.copy')}
        </Button>
      </div>
    </Alert>
  );
}

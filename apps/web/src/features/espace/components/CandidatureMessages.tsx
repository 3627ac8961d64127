import { MESSAGE_CORPS_MAX, reponseCandidatInputSchema } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorAlert, errorMessage, Loading } from '../../../components/PageState';
import { SafeHtml } from '../../../components/SafeHtml';
import { apiText } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { myThreadQuery, useReply } from '../api/messages';
import { te } from '../i18n';

/** Under an application in mon-espace: its thread (what the team sent, what the person wrote) and a reply box (§20). */
export function CandidatureMessages({ candidatureId }: { candidatureId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-3" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>{te('espace.messages.title')}</summary>
      {open ? <Thread candidatureId={candidatureId} /> : null}
    </details>
  );
}

function Thread({ candidatureId }: { candidatureId: number }) {
  const id = useId();
  const query = useQuery(myThreadQuery(candidatureId));
  const reply = useReply(candidatureId);
  const [corps, setCorps] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSent(false);
    const parsed = reponseCandidatInputSchema.safeParse({ corps });
    if (!parsed.success) {
      setInvalid(apiText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setInvalid(null);
    try {
      await reply.mutateAsync(parsed.data.corps);
      setCorps('');
      setSent(true);
    } catch {
      // Shown under the field.
    }
  };
  const error = invalid ?? (reply.isError ? errorMessage(reply.error) : null);
  return (
    <div className="mt-2">
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorAlert error={query.error} variant="warning" /> : null}
      {query.data?.length === 0 ? <p className="text-secondary small">{te('espace.messages.empty')}</p> : null}
      <ol className="list-unstyled">
        {(query.data ?? []).map((m) => (
          <li key={m.id} className={`border rounded p-2 mb-2 small ${m.sens === 'ENTRANT' ? 'bg-light' : ''}`}>
            <div className="text-secondary">
              {m.sens === 'ENTRANT' ? te('espace.messages.fromYou') : te('espace.messages.fromTeam')} ·{' '}
              {formatDate(m.sens === 'ENTRANT' ? m.recuLe : m.envoyeLe)}
            </div>
            <p className="fw-semibold mb-1">{m.sujet}</p>
            <SafeHtml html={m.corps} />
          </li>
        ))}
      </ol>
      <form noValidate onSubmit={onSubmit}>
        <label htmlFor={`${id}-corps`} className="form-label">
          {te('espace.messages.reply')}
        </label>
        <textarea
          id={`${id}-corps`}
          rows={3}
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          maxLength={MESSAGE_CORPS_MAX}
          value={corps}
          onChange={(e) => setCorps(e.target.value)}
        />
        {error ? (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        ) : null}
        {sent ? (
          <p className="text-success small mt-1" role="status">
            {te('espace.messages.sent')}
          </p>
        ) : null}
        <button type="submit" className="btn btn-outline-primary btn-sm mt-2" disabled={reply.isPending}>
          {te('espace.messages.send')}
        </button>
      </form>
    </div>
  );
}

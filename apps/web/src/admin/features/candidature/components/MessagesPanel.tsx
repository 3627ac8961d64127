import type { Message } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ErrorAlert, errorMessage, Loading } from '../../../../components/PageState';
import { SafeHtml } from '../../../../components/SafeHtml';
import { ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useCan } from '../../../lib/role';
import {
  apercuQuery,
  modelesQuery,
  threadQuery,
  useCancelMessage,
  useMarkRead,
  useWriteMessage,
} from '../api/messages';

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Plain text typed in the composer, as the paragraphs of an HTML body. */
const toHtml = (text: string) =>
  text
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

function statusLine(m: Message): string {
  const date = formatDateTime(m.statut === 'PROGRAMME' ? m.prevuLe : m.statut === 'RECU' ? m.recuLe : m.envoyeLe);
  return ta(`admin.messages.status.${m.statut}`, { date });
}

/** The thread of an application (newest at the bottom, unread marked) and the composer (§20). */
export function MessagesPanel({ candidatureId }: { candidatureId: number }) {
  const query = useQuery(threadQuery(candidatureId));
  const cancel = useCancelMessage(candidatureId);
  const markRead = useMarkRead(candidatureId);
  const canWrite = useCan('manager');
  const unread = query.data?.some((m) => m.sens === 'ENTRANT' && !m.lu) ?? false;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread) mutate();
  }, [unread, mutate]);
  return (
    <div className="row g-4">
      <section className="col-lg-7" aria-label={ta('admin.messages.thread')}>
        {query.isPending ? <Loading label={ta('admin.messages.loading')} /> : null}
        {query.isError ? <ErrorAlert error={query.error} variant="warning" /> : null}
        {cancel.isError ? <ErrorAlert error={cancel.error} /> : null}
        {query.data?.length === 0 ? <p className="text-secondary">{ta('admin.messages.empty')}</p> : null}
        <ol className="list-unstyled mb-0">
          {(query.data ?? []).map((m) => (
            <li
              key={m.id}
              className={`border rounded p-3 mb-2 ${m.sens === 'ENTRANT' ? 'bg-light' : 'bg-white'}`}
              aria-current={m.sens === 'ENTRANT' && !m.lu ? 'true' : undefined}
            >
              <div className="d-flex flex-wrap justify-content-between gap-2 small text-secondary mb-1">
                <span>
                  {m.auteur ? `${m.auteur.prenom} ${m.auteur.nom}` : ta('admin.messages.fromCandidate')}
                  {m.sens === 'ENTRANT' && !m.lu ? (
                    <span className="badge text-bg-primary ms-2">{ta('admin.messages.unread')}</span>
                  ) : null}
                </span>
                <span>{statusLine(m)}</span>
              </div>
              <p className="fw-semibold mb-1">{m.sujet}</p>
              <SafeHtml html={m.corps} />
              {m.statut === 'PROGRAMME' ? (
                <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-0 mt-2" role="status">
                  <span>{ta('admin.messages.undo')}</span>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => cancel.mutate(m.id)}
                    disabled={cancel.isPending}
                  >
                    {ta('admin.messages.cancel')}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      {canWrite ? (
        <div className="col-lg-5">
          <Composer candidatureId={candidatureId} />
        </div>
      ) : null}
    </div>
  );
}

function Composer({ candidatureId }: { candidatureId: number }) {
  const id = useId();
  const write = useWriteMessage(candidatureId);
  const modeles = useQuery(modelesQuery());
  const [modele, setModele] = useState(0);
  const apercu = useQuery({ ...apercuQuery(candidatureId, modele), enabled: modele > 0 });
  const [sujet, setSujet] = useState('');
  const [corps, setCorps] = useState('');
  const [later, setLater] = useState('');
  useEffect(() => {
    if (apercu.data) setSujet(apercu.data.sujet);
  }, [apercu.data]);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = modele > 0 && apercu.data ? apercu.data.corps : toHtml(corps);
    try {
      await write.mutateAsync({
        sujet,
        corps: body,
        ...(modele > 0 ? { modele: { id: modele } } : {}),
        ...(later ? { envoyerLe: new Date(later).toISOString() } : {}),
      });
      setSujet('');
      setCorps('');
      setLater('');
      setModele(0);
    } catch {
      // Shown under the form.
    }
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        {ta('admin.messages.compose')}
      </h3>
      <label htmlFor={`${id}-modele`} className="form-label">
        {ta('admin.messages.template')}
      </label>
      <select
        id={`${id}-modele`}
        className="form-select mb-2"
        value={modele}
        onChange={(e) => setModele(Number(e.target.value))}
      >
        <option value={0}>{ta('admin.messages.noTemplate')}</option>
        {(modeles.data ?? []).map((m) => (
          <option key={m.id} value={m.id}>
            {m.nom}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-sujet`} className="form-label">
        {ta('admin.messages.subject')}
      </label>
      <input
        id={`${id}-sujet`}
        className="form-control mb-2"
        value={sujet}
        maxLength={200}
        onChange={(e) => setSujet(e.target.value)}
      />
      {modele > 0 ? (
        <section aria-label={ta('admin.messages.preview')} className="border rounded p-2 mb-2 bg-light">
          <p className="small text-secondary mb-1">{ta('admin.messages.preview')}</p>
          {apercu.data ? <SafeHtml html={apercu.data.corps} /> : null}
          {apercu.isError ? <ErrorAlert error={apercu.error} variant="warning" /> : null}
        </section>
      ) : (
        <>
          <label htmlFor={`${id}-corps`} className="form-label">
            {ta('admin.messages.body')}
          </label>
          <textarea
            id={`${id}-corps`}
            rows={6}
            className="form-control mb-2"
            value={corps}
            onChange={(e) => setCorps(e.target.value)}
          />
        </>
      )}
      <label htmlFor={`${id}-later`} className="form-label">
        {ta('admin.messages.later')}
      </label>
      <input
        id={`${id}-later`}
        type="datetime-local"
        className="form-control mb-2"
        value={later}
        onChange={(e) => setLater(e.target.value)}
      />
      {write.isError ? (
        <div className="invalid-feedback d-block" role="alert">
          {errorMessage(write.error)}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary mt-2" disabled={write.isPending}>
        {ta('admin.messages.send')}
      </button>
    </form>
  );
}

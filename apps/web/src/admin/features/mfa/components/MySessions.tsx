import { useId, useState } from 'react';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useEndSession, useMySessions } from '../api/mfa';

/** « Mes sessions » (§23): where one is signed in, and "end this session" for each of the others. */
export function MySessions() {
  const id = useId();
  const sessions = useMySessions();
  const end = useEndSession();
  const [ended, setEnded] = useState(false);
  if (sessions.isPending) return <Loading />;
  if (sessions.isError) return <ErrorAlert error={sessions.error} />;
  const onEnd = async (sessionId: number) => {
    setEnded(false);
    try {
      await end.mutateAsync(sessionId);
      setEnded(true);
    } catch {
      // Shown from the mutation's state.
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 pt-3 border-top">
      <h3 id={`${id}-title`} className="h6 text-uppercase text-secondary">
        {ta('admin.securite.sessions.title')}
      </h3>
      <p role="status" className="small">
        {ended ? ta('admin.securite.sessions.ended') : ''}
      </p>
      {end.isError ? <ErrorAlert error={end.error} /> : null}
      <table className="table table-sm align-middle">
        <thead>
          <tr>
            <th scope="col">{ta('admin.securite.sessions.appareil')}</th>
            <th scope="col">{ta('admin.securite.sessions.ip')}</th>
            <th scope="col">{ta('admin.securite.sessions.creeLe')}</th>
            <th scope="col">{ta('admin.securite.sessions.vueLe')}</th>
            <th scope="col">
              <span className="visually-hidden">{ta('admin.securite.sessions.end')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.data.map((s) => (
            <tr key={s.id}>
              <td>{s.appareil}</td>
              <td>{s.ip ?? '—'}</td>
              <td>{formatDateTime(s.creeLe)}</td>
              <td>{formatDateTime(s.vueLe)}</td>
              <td className="text-end">
                {s.courante ? (
                  <span className="badge text-bg-success">{ta('admin.securite.sessions.current')}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    disabled={end.isPending}
                    onClick={() => onEnd(s.id)}
                  >
                    {ta('admin.securite.sessions.end')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {sessions.data.every((s) => s.courante) ? <p className="small">{ta('admin.securite.sessions.none')}</p> : null}
    </section>
  );
}

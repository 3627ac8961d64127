import type { Entretien, EntretienStatut } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { EmptyState, ErrorAlert, Loading } from '../../../../components/PageState';
import { ta } from '../../../i18n';
import { entretiensQuery, useCancelEntretien } from '../api/entretiens';
import { formatInterview } from './interview-time';
import { MoveInterviewDialog } from './MoveInterviewDialog';
import { ProposeInterviewDialog } from './ProposeInterviewDialog';

export const STATUT_ENTRETIEN: Record<EntretienStatut, { badge: string }> = {
  PROPOSE: { badge: 'text-bg-warning' },
  CONFIRME: { badge: 'text-bg-success' },
  ANNULE: { badge: 'text-bg-secondary' },
};
/** An interview's status, in the page's language. */
export const statutEntretienLabel = (statut: EntretienStatut) => ta(`admin.candidature.interviews.statut.${statut}`);

/** The interviews of an application on its sheet (§15): propose one, move or cancel it. */
export function InterviewsPanel({ candidatureId }: { candidatureId: number }) {
  const query = useQuery(entretiensQuery(candidatureId));
  const cancel = useCancelEntretien(candidatureId);
  const [proposing, setProposing] = useState(false);
  const [moving, setMoving] = useState<Entretien | null>(null);
  const [cancelling, setCancelling] = useState<Entretien | null>(null);
  return (
    <section aria-labelledby="sheet-entretiens">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h3 id="sheet-entretiens" className="h6 text-uppercase text-secondary mb-0">
          {ta('admin.candidature.interviews.title')}
        </h3>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setProposing(true)}>
          {ta('admin.candidature.interviews.propose')}
        </button>
      </div>
      {cancel.isError ? <ErrorAlert error={cancel.error} /> : null}
      {query.isPending ? <Loading label={ta('admin.candidature.interviews.loading')} /> : null}
      {query.isError ? <ErrorAlert error={query.error} variant="warning" /> : null}
      {query.data?.length === 0 ? (
        <EmptyState title={ta('admin.candidature.interviews.empty')} icon="calendar" />
      ) : null}
      <ul className="list-unstyled mb-0" aria-label={ta('admin.candidature.interviews.list')}>
        {(query.data ?? []).map((e) => (
          <li key={e.id} className="border rounded p-3 mb-2 bg-white">
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <div>
                <span className={`badge ${STATUT_ENTRETIEN[e.statut].badge} mb-2`}>
                  {statutEntretienLabel(e.statut)}
                </span>
                {e.debut ? (
                  <p className="mb-1 fw-semibold">
                    <time dateTime={e.debut}>{formatInterview(e.debut)}</time> ·{' '}
                    {ta('admin.candidature.interviews.length', { count: e.duree ?? 0 })}
                  </p>
                ) : (
                  <div className="mb-1">
                    {ta('admin.candidature.interviews.slotsProposed')}
                    <ul className="mb-0">
                      {e.creneaux.map((c) => (
                        <li key={c.id}>
                          <time dateTime={c.debut}>{formatInterview(c.debut)}</time> ·{' '}
                          {ta('admin.candidature.interviews.length', { count: c.duree })}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <p className="mb-1 small text-break">{ta('admin.candidature.interviews.place', { lieu: e.lieu })}</p>
                <p className="mb-0 small text-secondary">
                  {ta('admin.candidature.interviews.participantsOf', {
                    names: e.participants.map((p) => `${p.prenom} ${p.nom}`).join(', '),
                  })}
                </p>
              </div>
              <div className="d-flex gap-2 align-items-start">
                {e.statut === 'CONFIRME' ? (
                  <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setMoving(e)}>
                    {ta('admin.candidature.interviews.move')}
                  </button>
                ) : null}
                {e.statut !== 'ANNULE' ? (
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setCancelling(e)}>
                    {ta('admin.candidature.interviews.cancel')}
                  </button>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ProposeInterviewDialog candidatureId={candidatureId} show={proposing} onClose={() => setProposing(false)} />
      {moving ? (
        <MoveInterviewDialog candidatureId={candidatureId} entretien={moving} onClose={() => setMoving(null)} />
      ) : null}
      <ConfirmDialog
        show={cancelling !== null}
        title={ta('admin.candidature.interviews.cancel')}
        message={ta('admin.candidature.interviews.cancelMessage')}
        busy={cancel.isPending}
        onYes={async () => {
          if (cancelling) await cancel.mutateAsync(cancelling.id);
        }}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}

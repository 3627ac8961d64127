import type { Entretien, EntretienStatut } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { EmptyState, ErrorAlert, Loading } from '../../../../components/PageState';
import { entretiensQuery, useCancelEntretien } from '../api/entretiens';
import { formatInterview } from './interview-time';
import { MoveInterviewDialog } from './MoveInterviewDialog';
import { ProposeInterviewDialog } from './ProposeInterviewDialog';

export const STATUT_ENTRETIEN: Record<EntretienStatut, { label: string; badge: string }> = {
  PROPOSE: { label: 'En attente du choix du candidat', badge: 'text-bg-warning' },
  CONFIRME: { label: 'Confirmé', badge: 'text-bg-success' },
  ANNULE: { label: 'Annulé', badge: 'text-bg-secondary' },
};

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
          Entretiens
        </h3>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setProposing(true)}>
          Proposer un entretien
        </button>
      </div>
      {cancel.isError ? <ErrorAlert error={cancel.error} /> : null}
      {query.isPending ? <Loading label="Chargement des entretiens…" /> : null}
      {query.isError ? <ErrorAlert error={query.error} variant="warning" /> : null}
      {query.data?.length === 0 ? <EmptyState title="Aucun entretien pour cette candidature." icon="calendar" /> : null}
      <ul className="list-unstyled mb-0" aria-label="Entretiens de la candidature">
        {(query.data ?? []).map((e) => (
          <li key={e.id} className="border rounded p-3 mb-2 bg-white">
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <div>
                <span className={`badge ${STATUT_ENTRETIEN[e.statut].badge} mb-2`}>
                  {STATUT_ENTRETIEN[e.statut].label}
                </span>
                {e.debut ? (
                  <p className="mb-1 fw-semibold">
                    <time dateTime={e.debut}>{formatInterview(e.debut)}</time> · {e.duree} min
                  </p>
                ) : (
                  <div className="mb-1">
                    Créneaux proposés :
                    <ul className="mb-0">
                      {e.creneaux.map((c) => (
                        <li key={c.id}>
                          <time dateTime={c.debut}>{formatInterview(c.debut)}</time> · {c.duree} min
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <p className="mb-1 small text-break">Lieu : {e.lieu}</p>
                <p className="mb-0 small text-secondary">
                  Participants : {e.participants.map((p) => `${p.prenom} ${p.nom}`).join(', ')}
                </p>
              </div>
              <div className="d-flex gap-2 align-items-start">
                {e.statut === 'CONFIRME' ? (
                  <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setMoving(e)}>
                    Déplacer
                  </button>
                ) : null}
                {e.statut !== 'ANNULE' ? (
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setCancelling(e)}>
                    Annuler l'entretien
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
        title="Annuler l'entretien"
        message="Le candidat et les participants recevront l'annulation, qui retire l'entretien de leur agenda."
        busy={cancel.isPending}
        onYes={async () => {
          if (cancelling) await cancel.mutateAsync(cancelling.id);
        }}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}

import type { Candidature } from '@recrutement/contract';
import { Tab, Tabs } from 'react-bootstrap';
import { Link } from 'react-router';
import { ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useCan } from '../../../lib/role';
import { CriteresBadge } from '../../../ui/CriteresBadge';
import { SheetSection } from '../../../ui/SheetSection';
import { CandidatDetails } from './CandidatDetails';
import { CandidatureDocuments } from './CandidatureDocuments';
import { InterviewsPanel } from './InterviewsPanel';
import { MessagesPanel } from './MessagesPanel';
import { NotesPanel } from './NotesPanel';
import { ReponsesPanel } from './ReponsesPanel';
import { StatusEditor } from './StatusEditor';
import { StatusHistory } from './StatusHistory';

/** A channel's name (§22), with what names it within it: « Flux d’offres (indeed) ». */
const sourceLabel = (source: Candidature['source']) => {
  const canal = ta(`admin.canal.${source.canal}`);
  return source.detail ? `${canal} (${source.detail})` : canal;
};

/** The application sheet: documents, the candidate, the status with its history (spec §2), notes (§12). */
export function CandidatureSheet({ candidature }: { candidature: Candidature }) {
  const vacant = candidature.posteVacant;
  // A MEMBRE reads the history but may not change the status (§14).
  const canChangeStatus = useCan('manager');
  return (
    <>
      <p className="text-secondary">
        <Link to={`/admin/poste-vacant/fiche/${vacant.id}`}>{vacant.nom}</Link> · {vacant.poste.reference} ·{' '}
        {vacant.session.reference} ·{' '}
        {ta('admin.candidature.sheet.received', { date: formatDateTime(candidature.dateCandidature) })} ·{' '}
        <span data-testid="sheet-source">
          {ta('admin.candidature.sheet.source', { source: sourceLabel(candidature.source) })}
        </span>
        <CriteresBadge flagged={candidature.criteresNonRemplis} className="ms-2" />
      </p>
      <SheetSection id="sheet-documents" title={ta('admin.candidature.sheet.documents')} className="mb-4">
        <CandidatureDocuments candidatureId={candidature.id} />
      </SheetSection>
      <SheetSection id="sheet-reponses" title={ta('admin.candidature.sheet.reponses')} className="mb-4">
        <ReponsesPanel candidatureId={candidature.id} />
      </SheetSection>
      <Tabs defaultActiveKey="candidat" id="candidature-sheet-tabs" className="mb-3">
        <Tab eventKey="candidat" title={ta('admin.candidature.sheet.candidate')}>
          <CandidatDetails candidature={candidature} />
        </Tab>
        <Tab eventKey="etat" title={ta('admin.candidature.status.edit')}>
          <div className="row g-4">
            {canChangeStatus ? (
              <div className="col-md-6">
                <StatusEditor candidature={candidature} />
              </div>
            ) : null}
            <SheetSection id="sheet-history" title={ta('admin.candidature.status.history')} className="col-md-6">
              <StatusHistory candidatureId={candidature.id} />
            </SheetSection>
          </div>
        </Tab>
        <Tab eventKey="notes" title={ta('admin.candidature.sheet.notes')}>
          <NotesPanel candidatureId={candidature.id} />
        </Tab>
        <Tab eventKey="messages" title={ta('admin.candidature.sheet.messages')} mountOnEnter>
          <MessagesPanel candidatureId={candidature.id} />
        </Tab>
        <Tab eventKey="entretiens" title={ta('admin.candidature.interviews.title')}>
          <InterviewsPanel candidatureId={candidature.id} />
        </Tab>
      </Tabs>
    </>
  );
}

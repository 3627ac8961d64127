import { useDraggable } from '@dnd-kit/core';
import type { Candidature, EtatCandidature } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { refLabel } from '../../../../../i18n/i18n';
import { formatDate } from '../../../../../lib/format';
import { ta } from '../../../../i18n';
import { CriteresBadge } from '../../../../ui/CriteresBadge';
import { DisclosureButton } from '../../../../ui/DisclosureButton';
import { DownloadButton } from '../../../../ui/DownloadButton';
import { documentsOfCandidatureQuery } from '../../api/candidature';
import type { CardData } from '../board-a11y';

const nameOf = (c: Candidature) => `${c.individu.prenom} ${c.individu.nom}`;

// dnd-kit hands its sensors' listeners as a map of untyped functions, keyed by React event name.
type Listener<E> = ((event: E) => void) | undefined;

/**
 * One application on the board: the whole card follows the mouse (or a long press); its handle is
 * what the keyboard picks up (Espace / Entrée). The name opens the sheet, the clip its attachments.
 */
export function PipelineCard({
  card,
  from,
  evaluations = 0,
}: {
  card: Candidature;
  from: EtatCandidature;
  /** How many scorecards the application has (§14). */
  evaluations?: number;
}) {
  const data: CardData = { card, from };
  const drag = useDraggable({
    id: `card-${card.id}`,
    data,
    attributes: { roleDescription: ta('admin.pipeline.card.role') },
  });
  return (
    <li
      ref={drag.setNodeRef}
      className={`pipeline-card card shadow-sm${drag.isDragging ? ' is-dragging' : ''}`}
      onMouseDown={drag.listeners?.onMouseDown as Listener<React.MouseEvent>}
      onTouchStart={drag.listeners?.onTouchStart as Listener<React.TouchEvent>}
      data-testid={`carte-${card.id}`}
    >
      <div className="card-body p-2">
        <div className="d-flex align-items-start gap-2">
          <button
            type="button"
            ref={drag.setActivatorNodeRef}
            className="btn btn-sm btn-light pipeline-handle"
            {...drag.attributes}
            onKeyDown={drag.listeners?.onKeyDown as Listener<React.KeyboardEvent>}
            aria-label={ta('admin.pipeline.card.move', { name: nameOf(card) })}
          >
            <i className="bi bi-grip-vertical" aria-hidden="true" />
          </button>
          <div className="min-w-0">
            {/* Not a native drag source: dragging the card from its name moves the card, not the link. */}
            <Link to={`/admin/candidature/fiche/${card.id}`} className="fw-semibold text-break" draggable={false}>
              {nameOf(card)}
            </Link>
            <div className="small text-secondary text-break">{card.posteVacant.nom}</div>
            <div className="small text-secondary">
              {ta('admin.pipeline.card.received', { date: formatDate(card.dateCandidature) })}
            </div>
            <div className="small text-secondary" data-testid={`evaluations-${card.id}`}>
              <i className="bi bi-clipboard-check me-1" aria-hidden="true" />
              {ta('admin.pipeline.card.evaluations', { count: evaluations })}
            </div>
            <CriteresBadge flagged={card.criteresNonRemplis} />
          </div>
        </div>
        <Attachments card={card} />
      </div>
    </li>
  );
}

/** The card's files, read only when asked (a column of twenty cards makes no twenty requests). */
function Attachments({ card }: { card: Candidature }) {
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...documentsOfCandidatureQuery(card.id), enabled: open });
  const listId = `pieces-${card.id}`;
  return (
    <div className="mt-1">
      <DisclosureButton
        className="btn btn-link btn-sm p-0"
        expanded={open}
        controls={listId}
        onToggle={() => setOpen((v) => !v)}
        aria-label={ta('admin.pipeline.card.attachmentsOf', { name: nameOf(card) })}
      >
        <i className="bi bi-paperclip me-1" aria-hidden="true" />
        {ta('admin.pipeline.card.attachments')}
      </DisclosureButton>
      <div id={listId} hidden={!open}>
        {open && query.isPending ? (
          <span className="small text-secondary">{ta('admin.pipeline.card.attachmentsLoading')}</span>
        ) : null}
        {open && query.isError ? (
          <span className="small text-danger" role="alert">
            {ta('admin.pipeline.card.attachmentsFailed')}
          </span>
        ) : null}
        {query.data?.length === 0 ? (
          <span className="small text-secondary">{ta('admin.pipeline.card.attachmentsEmpty')}</span>
        ) : null}
        <ul className="list-unstyled small mb-0">
          {(query.data ?? []).map((doc) => (
            <li key={doc.id}>
              <DownloadButton nomFichier={doc.nomFichier} nomOriginal={doc.nomOriginal}>
                {refLabel(doc.nomPieceJointe.nom)} : {doc.nomOriginal}
              </DownloadButton>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What follows the pointer while a card is dragged (the card itself stays, dimmed, in its column). */
export function CardPreview({ card }: { card: Candidature }) {
  return (
    <div className="pipeline-card card shadow">
      <div className="card-body p-2">
        <div className="fw-semibold">{nameOf(card)}</div>
        <div className="small text-secondary">{card.posteVacant.nom}</div>
      </div>
    </div>
  );
}

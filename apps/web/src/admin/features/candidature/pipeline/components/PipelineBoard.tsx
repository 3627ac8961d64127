import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Candidature, EtatCandidature } from '@recrutement/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert, errorMessage, Loading } from '../../../../../components/PageState';
import { refLabel } from '../../../../../i18n/i18n';
import { ta } from '../../../../i18n';
import { etatCandidatureResource } from '../../../../lib/resources';
import { moveCard, moveCardInCache, refreshAfterMove } from '../api/board';
import {
  announcements,
  type CardData,
  type ColumnData,
  columnKeyboardCoordinates,
  screenReaderInstructions,
} from '../board-a11y';
import { CardPreview } from './PipelineCard';
import { PipelineColumn } from './PipelineColumn';

// The pointer decides while there is one; the keyboard moves the card's rectangle instead.
const collisions: CollisionDetection = (args) => {
  const under = args.pointerCoordinates ? pointerWithin(args) : [];
  return under.length > 0 ? under : rectIntersection(args);
};

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * The pipeline (contract §12): a column per status, cards moved by mouse, touch or keyboard. A
 * move shows at once and is sent as the sheet's status change; a refusal puts the card back and
 * says why, in the page.
 */
export function PipelineBoard({ posteVacant }: { posteVacant?: number }) {
  const etats = useQuery(etatCandidatureResource.allQuery());
  const queryClient = useQueryClient();
  const [active, setActive] = useState<Candidature | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const onDragStart = (event: DragStartEvent) => setActive((event.active.data.current as CardData).card);
  const onDragEnd = async (event: DragEndEvent) => {
    setActive(null);
    const { card, from } = event.active.data.current as CardData;
    const to = (event.over?.data.current as ColumnData | undefined)?.etat;
    if (!to || to.id === from.id) return;
    const name = `${card.individu.prenom} ${card.individu.nom}`;
    const undo = moveCardInCache(queryClient, card, from, to, posteVacant);
    setOutcome(null);
    try {
      await moveCard(card, to);
      setOutcome({ ok: true, text: ta('admin.pipeline.moved', { name, etat: refLabel(to.etat) }) });
    } catch (error) {
      undo();
      setOutcome({
        ok: false,
        text: ta('admin.pipeline.moveFailed', {
          name,
          to: refLabel(to.etat),
          error: errorMessage(error),
          from: refLabel(from.etat),
        }),
      });
    } finally {
      void refreshAfterMove(queryClient);
    }
  };

  if (etats.isPending) return <Loading label={ta('admin.pipeline.loading')} />;
  if (etats.isError) return <ErrorAlert error={etats.error} variant="warning" />;
  return (
    <>
      <div aria-live="polite" role="status" className={outcome?.ok ? 'alert alert-success' : 'visually-hidden'}>
        {outcome?.ok ? outcome.text : ''}
      </div>
      {outcome && !outcome.ok ? (
        <div className="alert alert-danger d-flex justify-content-between gap-2" role="alert">
          <span>{outcome.text}</span>
          <button
            type="button"
            className="btn-close"
            aria-label={ta('admin.pipeline.closeMessage')}
            onClick={() => setOutcome(null)}
          />
        </div>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActive(null)}
        // Columns measured before a drag starts, so that the picked-up card is over its own at once.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{ announcements, screenReaderInstructions: screenReaderInstructions() }}
      >
        <div className="pipeline-board">
          {etats.data.map((etat: EtatCandidature) => (
            <PipelineColumn key={etat.id} etat={etat} posteVacant={posteVacant} />
          ))}
        </div>
        <DragOverlay>{active ? <CardPreview card={active} /> : null}</DragOverlay>
      </DndContext>
    </>
  );
}

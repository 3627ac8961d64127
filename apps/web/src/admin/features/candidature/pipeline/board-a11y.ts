import type { Announcements, KeyboardCoordinateGetter, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Candidature, EtatCandidature } from '@recrutement/contract';
import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';

/** What a card and a column carry for dnd-kit (read back in the announcements and on drop). */
export interface CardData {
  card: Candidature;
  from: EtatCandidature;
}
export interface ColumnData {
  etat: EtatCandidature;
}

const who = (data: unknown) => {
  const card = (data as CardData | undefined)?.card;
  return card
    ? ta('admin.pipeline.a11y.who', { name: `${card.individu.prenom} ${card.individu.nom}` })
    : ta('admin.pipeline.a11y.whoUnknown');
};
const Who = (data: unknown) => {
  const text = who(data);
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const column = (data: unknown) => {
  const etat = (data as ColumnData | undefined)?.etat.etat;
  return ta('admin.pipeline.a11y.column', { etat: etat ? refLabel(etat) : '?' });
};

/** How to move a card with the keyboard, in the page's language (read when the board draws). */
export const screenReaderInstructions = (): ScreenReaderInstructions => ({
  draggable: ta('admin.pipeline.a11y.instructions'),
});

/** Every step of a move, read aloud (dnd-kit's live region), in the page's language. */
export const announcements: Announcements = {
  onDragStart: ({ active }) =>
    ta('admin.pipeline.a11y.start', {
      who: who(active.data.current),
      column: column({ etat: (active.data.current as CardData).from }),
    }),
  // Between two columns nothing is said: the next column, or the drop, will be.
  onDragOver: ({ active, over }) =>
    over
      ? ta('admin.pipeline.a11y.over', { who: Who(active.data.current), column: column(over.data.current) })
      : undefined,
  onDragEnd: ({ active, over }) =>
    over
      ? ta('admin.pipeline.a11y.dropped', { who: Who(active.data.current), column: column(over.data.current) })
      : ta('admin.pipeline.a11y.outside', { who: Who(active.data.current) }),
  onDragCancel: ({ active }) => ta('admin.pipeline.a11y.cancelled', { who: who(active.data.current) }),
};

/**
 * Arrow keys carry a picked-up card from column to column (left and right, in the order they are
 * shown), instead of dnd-kit's default nudge of 25 pixels; up and down do nothing.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (step === 0 || !active || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .flatMap((c) => {
      const rect = droppableRects.get(c.id);
      return rect ? [{ id: c.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const here = over
    ? columns.findIndex((c) => c.id === over.id)
    : columns.findIndex((c) => c.rect.left <= centre && centre < c.rect.left + c.rect.width);
  const next = columns[here + step];
  if (!next) return undefined;
  return { x: next.rect.left + (next.rect.width - collisionRect.width) / 2, y: next.rect.top + 8 };
};

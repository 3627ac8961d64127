import type { Announcements, KeyboardCoordinateGetter, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Candidature, EtatCandidature } from '@recrutement/contract';

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
  return card ? `la candidature de ${card.individu.prenom} ${card.individu.nom}` : 'la candidature';
};
const Who = (data: unknown) => {
  const text = who(data);
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const column = (data: unknown) => `« ${(data as ColumnData | undefined)?.etat.etat ?? '?'} »`;

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Pour déplacer cette candidature, appuyez sur Espace ou Entrée, puis sur les flèches gauche et droite ' +
    'pour changer de colonne ; Espace ou Entrée pour la déposer, Échap pour annuler.',
};

/** Every step of a move, read aloud (dnd-kit's live region), in French. */
export const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Vous avez saisi ${who(active.data.current)}, dans la colonne ${column({ etat: (active.data.current as CardData).from })}.`,
  // Between two columns nothing is said: the next column, or the drop, will be.
  onDragOver: ({ active, over }) =>
    over ? `${Who(active.data.current)} est au-dessus de la colonne ${column(over.data.current)}.` : undefined,
  onDragEnd: ({ active, over }) =>
    over
      ? `${Who(active.data.current)} a été déposée dans la colonne ${column(over.data.current)}.`
      : `${Who(active.data.current)} a été lâchée hors des colonnes : rien n'a changé.`,
  onDragCancel: ({ active }) => `Déplacement annulé : ${who(active.data.current)} reste à sa place.`,
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

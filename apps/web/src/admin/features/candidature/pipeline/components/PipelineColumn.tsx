import { useDroppable } from '@dnd-kit/core';
import type { EtatCandidature } from '@recrutement/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorAlert } from '../../../../../components/PageState';
import { formatCount, refLabel } from '../../../../../i18n/i18n';
import { ta } from '../../../../i18n';
import { CARDS_PER_PAGE, columnQuery, evaluationCountsQuery } from '../api/board';
import type { ColumnData } from '../board-a11y';
import { PipelineCard } from './PipelineCard';

/** One status: its count, its newest cards, more on demand; a drop target for the cards of the others. */
export function PipelineColumn({ etat, posteVacant }: { etat: EtatCandidature; posteVacant?: number }) {
  const query = useInfiniteQuery(columnQuery(etat.id, posteVacant));
  const data: ColumnData = { etat };
  const drop = useDroppable({ id: `etat-${etat.id}`, data });
  const titleId = useId();
  const cards = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const left = Math.max(0, total - cards.length);
  const counts = useQuery(evaluationCountsQuery(cards.map((c) => c.id)));
  return (
    <section
      ref={drop.setNodeRef}
      className={`pipeline-column${drop.isOver ? ' is-over' : ''}`}
      aria-labelledby={titleId}
      aria-busy={query.isFetching}
    >
      <h3 id={titleId} className="h6 d-flex justify-content-between align-items-center gap-2 mb-2">
        <span className="text-break">{refLabel(etat.etat)}</span>
        <span className="badge rounded-pill text-bg-secondary">
          {query.isPending ? '…' : formatCount(total)}
          <span className="visually-hidden"> {ta('admin.candidature.applications', { count: total })}</span>
        </span>
      </h3>
      {query.isError ? <ErrorAlert error={query.error} variant="warning" /> : null}
      {query.isSuccess && total === 0 ? (
        <p className="small pipeline-empty mb-0">{ta('admin.pipeline.column.empty')}</p>
      ) : null}
      <ul className="list-unstyled d-grid gap-2 mb-2">
        {cards.map((card) => (
          <PipelineCard key={card.id} card={card} from={etat} evaluations={counts.data?.get(card.id) ?? 0} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary w-100"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage
            ? ta('admin.pipeline.column.loading')
            : ta('admin.pipeline.column.more', { count: Math.min(CARDS_PER_PAGE, left) })}
          <span className="visually-hidden">
            {' '}
            {ta('admin.pipeline.column.moreIn', { etat: refLabel(etat.etat), count: left })}
          </span>
        </button>
      ) : null}
    </section>
  );
}

import type { Candidature, EtatCandidature } from '@recrutement/contract';
import { type InfiniteData, infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, apiPage, type Page } from '../../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

/** Cards a column shows at first, and adds each time "show more" is pressed. */
export const CARDS_PER_PAGE = 20;

const boardKey = [...adminKeys.domain('candidature'), 'board'] as const;

/**
 * One column of the board: the applications in that status (of that vacancy), newest first, a
 * page at a time. A column of a thousand cards loads twenty; its count comes with the first page.
 */
export const columnQuery = (etatId: number, posteVacant: number | undefined) =>
  infiniteQueryOptions({
    queryKey: [...boardKey, { etat: etatId, posteVacant }],
    queryFn: ({ pageParam, signal }) =>
      apiPage<Candidature>(
        '/candidature/list',
        { etat: etatId, posteVacant, tri: '-date', page: pageParam, size: CARDS_PER_PAGE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.items.length, 0) < last.total ? pages.length + 1 : undefined,
  });

/**
 * How many evaluations (scorecards, §14) each card of a column has: one call per column's cards,
 * answered in the caller's scope.
 */
export const evaluationCountsQuery = (ids: number[]) =>
  queryOptions({
    queryKey: [...boardKey, 'evaluations', ids],
    queryFn: async ({ signal }) => {
      const rows = await api<{ candidature: number; n: number }[]>('/evaluations/nombres', {
        signal,
        query: { candidatures: ids.join(',') },
      });
      return new Map(rows.map((r) => [r.candidature, r.n]));
    },
    enabled: ids.length > 0,
  });

type Column = InfiniteData<Page<Candidature>>;

/** Every page carries the column's total (X-Total-Count): they change together. */
function removeCard(column: Column, id: number): Column {
  const had = column.pages.some((p) => p.items.some((c) => c.id === id));
  const pages = column.pages.map((p) => ({
    items: p.items.filter((c) => c.id !== id),
    total: p.total - (had ? 1 : 0),
  }));
  return { ...column, pages };
}

function addCard(column: Column, card: Candidature): Column {
  const pages = column.pages.map((p, i) => ({ items: i === 0 ? [card, ...p.items] : p.items, total: p.total + 1 }));
  return { ...column, pages };
}

/**
 * Shows the move at once (contract §12 board, optimistic): the card leaves its column and heads the
 * other. Answers how to put both columns back as they were if the server refuses.
 */
export function moveCardInCache(
  queryClient: QueryClient,
  card: Candidature,
  from: EtatCandidature,
  to: EtatCandidature,
  posteVacant: number | undefined,
): () => void {
  const fromKey = columnQuery(from.id, posteVacant).queryKey;
  const toKey = columnQuery(to.id, posteVacant).queryKey;
  const before = { from: queryClient.getQueryData(fromKey), to: queryClient.getQueryData(toKey) };
  queryClient.setQueryData(fromKey, (column) => (column ? removeCard(column, card.id) : column));
  queryClient.setQueryData(toKey, (column) => (column ? addCard(column, { ...card, etatCandidature: to }) : column));
  return () => {
    queryClient.setQueryData(fromKey, before.from);
    queryClient.setQueryData(toKey, before.to);
  };
}

/** The status change itself: the same call as the sheet's (history row, event, notice). */
export const moveCard = (card: Candidature, to: EtatCandidature) =>
  api<Candidature>(`/candidature/${card.id}/update`, { method: 'POST', body: { etatCandidature: { id: to.id } } });

/** After a move (done or refused), what shows applications is read again from the server. */
export function refreshAfterMove(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.domain('candidature') }),
    queryClient.invalidateQueries({ queryKey: adminKeys.domain('dashboard') }),
  ]);
}

import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Table } from 'react-bootstrap';
import { EmptyState, ErrorAlert, Loading } from '../../components/PageState';
import { Pagination } from '../../components/Pagination';
import type { Page } from '../../lib/api-client';
import { usePageParam } from '../../lib/route-params';

/**
 * The page of a list kept in the URL (`?page=3`) and its server query: what `PagedTable` needs to
 * show and change it (`<PagedTable {...paging} …/>`), with the page and the query for the list's own use.
 */
export function usePagedQuery<T, K extends QueryKey>(
  pageSize: number,
  pageQuery: (params: { page: number; size: number }) => UseQueryOptions<Page<T>, Error, Page<T>, K>,
) {
  const [page, onPageChange] = usePageParam();
  const query = useQuery(pageQuery({ page, size: pageSize }));
  return { query, page, pageSize, onPageChange };
}

interface PagedTableProps<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Read by screen readers before the table. */
  caption: string;
  /** The header row: `<HeadRow columns={…} />` (ui/HeadRow), or a row of its own. */
  head: ReactNode;
  row: (item: T) => ReactNode;
  emptyTitle: string;
  emptyText?: ReactNode;
  errorVariant?: 'danger' | 'warning';
}

/** A server-paginated table with its loading, error and empty states. */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { query, page, pageSize, onPageChange } = props;
  const lastPage = Math.max(1, Math.ceil((query.data?.total ?? 0) / pageSize));
  const pastTheEnd = query.data !== undefined && query.data.items.length === 0 && page > lastPage;

  // A delete can empty the last page, or a stale link can point past it: show the last real page.
  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage);
  }, [pastTheEnd, lastPage, onPageChange]);

  if (query.isPending) return <Loading />;
  if (query.isError && !query.data) return <ErrorAlert error={query.error} variant={props.errorVariant ?? 'warning'} />;
  if (!query.data || pastTheEnd) return <Loading />;
  if (query.data.total === 0 && query.data.items.length === 0)
    return <EmptyState title={props.emptyTitle}>{props.emptyText}</EmptyState>;
  return (
    <>
      {query.isError ? <ErrorAlert error={query.error} variant={props.errorVariant ?? 'warning'} /> : null}
      <Table responsive hover className="align-middle" aria-busy={query.isFetching}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead className="table-light">{props.head}</thead>
        <tbody style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>{query.data.items.map(props.row)}</tbody>
      </Table>
      <Pagination page={page} pageSize={pageSize} total={query.data.total} onPageChange={onPageChange} />
    </>
  );
}

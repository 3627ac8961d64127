import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InvalidId, QueryBoundary } from './QueryBoundary';

/** Loads the record named by the `:id` route parameter; nothing is asked in add mode. */
export function useRecord<T, K extends QueryKey>(
  id: number | null | undefined,
  oneQuery: (id: number) => UseQueryOptions<T, Error, T, K>,
): UseQueryResult<T, Error> {
  return useQuery({ ...oneQuery(id ?? 0), enabled: typeof id === 'number' });
}

interface RecordStateProps<T> {
  /** From `useIdParam`: undefined in add mode, null when the URL holds no valid id. */
  id: number | null | undefined;
  query: UseQueryResult<T, Error>;
  children: (record: T | undefined) => ReactNode;
}

/** Add or edit mode from the `:id` route parameter (spec §4): edit waits for the record. */
export function RecordState<T>({ id, query, children }: RecordStateProps<T>) {
  if (id === undefined) return <>{children(undefined)}</>;
  if (id === null) return <InvalidId />;
  return <QueryBoundary query={query}>{(record) => children(record)}</QueryBoundary>;
}

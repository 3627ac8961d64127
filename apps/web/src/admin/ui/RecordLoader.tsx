import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InvalidId, QueryBoundary } from './QueryBoundary';

/** Loads the record named by the `:id` route parameter; nothing is asked in add mode. */
export function useRecord<T, K extends QueryKey>(
  id: number | undefined,
  oneQuery: (id: number) => UseQueryOptions<T, Error, T, K>,
): UseQueryResult<T, Error> {
  const valid = id !== undefined && !Number.isNaN(id);
  return useQuery({ ...oneQuery(valid ? id : 0), enabled: valid });
}

interface RecordStateProps<T> {
  /** From the route: undefined in add mode, NaN when the URL holds no valid id. */
  id: number | undefined;
  query: UseQueryResult<T, Error>;
  children: (record: T | undefined) => ReactNode;
}

/** Add or edit mode from the `:id` route parameter (spec §4): edit waits for the record. */
export function RecordState<T>({ id, query, children }: RecordStateProps<T>) {
  if (id === undefined) return <>{children(undefined)}</>;
  if (Number.isNaN(id)) return <InvalidId />;
  return <QueryBoundary query={query}>{(record) => children(record)}</QueryBoundary>;
}

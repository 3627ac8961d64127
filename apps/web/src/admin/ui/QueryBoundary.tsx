import { messages } from '@recrutement/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert, Loading } from '../../components/PageState';
import { apiText } from '../../i18n/i18n';
import { Notice } from './Notice';

interface QueryBoundaryProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** One record being loaded: a spinner, then the server's refusal (404...) or the content. */
export function QueryBoundary<T>({ query, children }: QueryBoundaryProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  return <>{children(query.data)}</>;
}

/** A URL whose id is not a positive integer (`/admin/poste-vacant/edit/abc`). */
export function InvalidId() {
  return <Notice variant="warning">{apiText(messages.idInvalid)}</Notice>;
}

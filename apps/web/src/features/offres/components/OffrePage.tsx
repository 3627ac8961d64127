import type { PosteVacant } from '@recrutement/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotFound } from '../../../components/NotFound';
import { ErrorAlert, Loading } from '../../../components/PageState';
import { t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';

/**
 * The page of one offer (its detail, its apply form): the offer once it is read; before, its loading,
 * "unknown offer" when the server has none (404), or the error with what follows it (a way back).
 */
export function OffrePage({
  offre,
  afterError,
  children,
}: {
  offre: UseQueryResult<PosteVacant>;
  afterError?: ReactNode;
  children: (offre: PosteVacant) => ReactNode;
}) {
  if (offre.isPending) return <Loading label={t('offre.loading')} />;
  if (offre.isError) {
    if (offre.error instanceof ApiError && offre.error.status === 404) return <NotFound message={t('offre.unknown')} />;
    return (
      <div className="container py-5">
        <ErrorAlert error={offre.error} />
        {afterError}
      </div>
    );
  }
  return <div className="container py-4 py-lg-5">{children(offre.data)}</div>;
}

import type { PosteVacant } from '@recrutement/contract';
import type { ReactNode } from 'react';
import { OffreSummary } from './OffreSummary';

/** A page of one offer: its content, and its summary beside it (under it on a phone). */
export function OffreLayout({
  offre,
  summaryTitle,
  children,
}: {
  offre: PosteVacant;
  summaryTitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-8">{children}</div>
      <div className="col-12 col-lg-4">
        <OffreSummary offre={offre} title={summaryTitle} />
      </div>
    </div>
  );
}

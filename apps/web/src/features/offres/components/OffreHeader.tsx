import { type PosteVacant, SALARY_TEXT } from '@recrutement/contract';
import type { ReactNode } from 'react';

/** Vacancy name, session reference, contract type and salary (detail and apply pages). */
export function OffreHeader({ offre, heading, level = 2 }: { offre: PosteVacant; heading?: ReactNode; level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <header className="mb-4">
      {heading}
      <Title className="h3 text-break">{offre.nom}</Title>
      <p className="text-secondary mb-2">{offre.poste.nom}</p>
      <ul className="list-inline mb-0">
        <li className="list-inline-item">
          <span className="badge text-bg-primary">{offre.typeContrat.type}</span>
        </li>
        <li className="list-inline-item small">
          <i className="bi bi-folder2-open me-1" aria-hidden="true" />
          Session {offre.session.reference}
        </li>
        <li className="list-inline-item small">
          <i className="bi bi-cash-coin me-1" aria-hidden="true" />
          {SALARY_TEXT}
        </li>
      </ul>
    </header>
  );
}

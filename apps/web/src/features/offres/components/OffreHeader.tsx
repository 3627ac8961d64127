import type { PosteVacant } from '@recrutement/contract';
import cashCoinIcon from 'bootstrap-icons/icons/cash-coin.svg';
import folder2OpenIcon from 'bootstrap-icons/icons/folder2-open.svg';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import { refLabel, t } from '../../../i18n/i18n';
import { offreText, salaireOf, teletravailOf } from '../offre-text';

/** Vacancy name, session reference, contract type and salary (detail and apply pages). */
export function OffreHeader({ offre, heading, level = 2 }: { offre: PosteVacant; heading?: ReactNode; level?: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  const text = offreText(offre);
  return (
    <header className="mb-4">
      {heading}
      <Title className="h3 text-break" lang={text.nomLang}>
        {text.nom}
      </Title>
      <p className="text-secondary mb-2">{offre.poste.nom}</p>
      <ul className="list-inline mb-0">
        <li className="list-inline-item">
          <span className="badge text-bg-primary">{refLabel(offre.typeContrat.type)}</span>
        </li>
        <li className="list-inline-item small">
          <Icon src={folder2OpenIcon} className="me-1" />
          {t('offre.session', { reference: offre.session.reference })}
        </li>
        <li className="list-inline-item small">
          <Icon src={cashCoinIcon} className="me-1" />
          <span className="visually-hidden">{t('offre.salaryLabel')}</span>
          {salaireOf(offre)}
        </li>
        <li className="list-inline-item small">{teletravailOf(offre.teletravail)}</li>
      </ul>
    </header>
  );
}

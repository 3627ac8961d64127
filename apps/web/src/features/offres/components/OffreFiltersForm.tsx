import { type PosteDeTravail, TELETRAVAIL_LABEL, type Teletravail, type TypeContrat } from '@recrutement/contract';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Icon } from '../../../components/Icon';
import { ErrorAlert } from '../../../components/PageState';
import { refLabel, t } from '../../../i18n/i18n';
import { useReferenceList } from '../../../lib/reference-list';
import { useOffreChoices } from '../api/list-offre-names';
import type { OffreFilters } from '../api/list-offres';
import { teletravailOf } from '../offre-text';

export type OffreCriteria = Omit<OffreFilters, 'page'>;

/**
 * The options of a select, each value shown as `label` says, keeping first a deep-linked value that
 * is no longer offered.
 */
function optionsOf<V extends string>(values: V[], current: string, label: (value: V) => string = (value) => value) {
  const shown = current && !values.includes(current as V) ? [current as V, ...values] : values;
  return shown.map((value) => ({ value, label: label(value) }));
}

const TELETRAVAIL = Object.keys(TELETRAVAIL_LABEL) as Teletravail[];

/** The search of /offre: words, place, contract type, work position and vacancy, sent on Search. */
export function OffreFiltersForm({ value, onSearch }: { value: OffreCriteria; onSearch: (c: OffreCriteria) => void }) {
  const [criteria, setCriteria] = useState(value);
  const types = useReferenceList<TypeContrat>('type-contrat');
  const postes = useReferenceList<PosteDeTravail>('poste-de-travail', 5 * 60_000);
  const choices = useOffreChoices();
  const failed = types.error ?? postes.error ?? choices.error;
  const set = (key: keyof OffreCriteria) => (event: { target: { value: string } }) =>
    setCriteria((c) => ({ ...c, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...criteria, q: criteria.q.trim() });
  };
  /** The selects, in order: criterion, width on a large screen, words (`offres.filters.<words>[All]`), choices. */
  const typeNames = (types.data ?? []).map((type) => type.type);
  const posteNames = [...new Set((postes.data ?? []).map((p) => p.nom))];
  const selects = [
    ['lieu', 'col-lg-3', 'lieu', optionsOf(choices.data?.lieux ?? [], criteria.lieu)],
    ['typeContrat', 'col-lg-3', 'type', optionsOf(typeNames, criteria.typeContrat, refLabel)],
    ['poste', 'col-lg-4', 'poste', optionsOf(posteNames, criteria.poste)],
    ['nom', 'col-lg-5', 'nom', optionsOf(choices.data?.names ?? [], criteria.nom)],
    ['teletravail', 'col-lg-3', 'teletravail', optionsOf(TELETRAVAIL, '', teletravailOf)],
  ] as const;

  return (
    <search>
      <form className="card card-body shadow-sm mb-4" onSubmit={submit} aria-label={t('offres.filters.label')}>
        {failed ? <ErrorAlert error={failed} variant="warning" /> : null}
        <div className="row g-3 align-items-end">
          <TextField
            wrapperClassName="col-12 col-lg-6"
            label={t('offres.filters.q')}
            type="search"
            name="q"
            value={criteria.q}
            onChange={set('q')}
            maxLength={100}
            placeholder={t('offres.filters.qPlaceholder')}
          />
          {selects.map(([key, width, label, options]) => (
            <SelectField
              key={key}
              wrapperClassName={`col-12 col-md-6 ${width}`}
              label={t(`offres.filters.${label}`)}
              value={criteria[key]}
              onChange={set(key)}
              placeholder={t(`offres.filters.${label}All`)}
              options={options}
            />
          ))}
          <TextField
            wrapperClassName="col-12 col-md-6 col-lg-6"
            label={t('offres.filters.salaireMin')}
            inputMode="numeric"
            value={criteria.salaireMin}
            onChange={set('salaireMin')}
            maxLength={9}
          />
          <div className="col-12 col-lg-3 d-grid">
            <button type="submit" className="btn btn-primary">
              <Icon name="search" className="me-1" />
              {t('offres.filters.submit')}
            </button>
          </div>
        </div>
      </form>
    </search>
  );
}

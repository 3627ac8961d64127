import searchIcon from 'bootstrap-icons/icons/search.svg';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/form/fields';
import { Icon } from '../../../components/Icon';
import { ErrorAlert } from '../../../components/PageState';
import { useOffreNames } from '../api/list-offre-names';
import type { OffreFilters } from '../api/list-offres';
import { usePostesDeTravail } from '../api/list-postes-de-travail';
import { useTypesContrat } from '../api/list-types-contrat';

export type OffreCriteria = Omit<OffreFilters, 'page'>;

/** The options of a select, keeping a deep-linked value that is no longer offered. */
function withCurrent(options: string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

export function OffreFiltersForm({ value, onSearch }: { value: OffreCriteria; onSearch: (c: OffreCriteria) => void }) {
  const [criteria, setCriteria] = useState(value);
  const types = useTypesContrat();
  const postes = usePostesDeTravail();
  const names = useOffreNames();
  const failed = types.error ?? postes.error ?? names.error;
  const set = (key: keyof OffreCriteria) => (event: { target: { value: string } }) =>
    setCriteria((c) => ({ ...c, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(criteria);
  };
  const typeOptions = withCurrent(
    (types.data ?? []).map((t) => t.type),
    criteria.typeContrat,
  );
  const posteOptions = withCurrent([...new Set((postes.data ?? []).map((p) => p.nom))], criteria.poste);
  const nameOptions = withCurrent(names.data ?? [], criteria.nom);

  return (
    <search>
      <form className="card card-body shadow-sm mb-4" onSubmit={submit} aria-label="Filtrer les offres">
        {failed ? <ErrorAlert error={failed} variant="warning" /> : null}
        <div className="row g-3 align-items-end">
          <SelectField
            wrapperClassName="col-12 col-md-3"
            label="Type de contrat"
            value={criteria.typeContrat}
            onChange={set('typeContrat')}
          >
            <option value="">tout les contrats</option>
            {typeOptions.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <SelectField wrapperClassName="col-12 col-md-3" label="Métier" value={criteria.poste} onChange={set('poste')}>
            <option value="">par metier</option>
            {posteOptions.map((nom) => (
              <option key={nom} value={nom}>
                {nom}
              </option>
            ))}
          </SelectField>
          <SelectField wrapperClassName="col-12 col-md-4" label="Poste" value={criteria.nom} onChange={set('nom')}>
            <option value="">poste disponible</option>
            {nameOptions.map((nom) => (
              <option key={nom} value={nom}>
                {nom}
              </option>
            ))}
          </SelectField>
          <div className="col-12 col-md-2 d-grid">
            <button type="submit" className="btn btn-primary">
              <Icon src={searchIcon} className="me-1" />
              Search
            </button>
          </div>
        </div>
      </form>
    </search>
  );
}

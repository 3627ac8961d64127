import type { PosteDeTravail, TypeContrat } from '@recrutement/contract';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/form/SelectField';
import { ErrorAlert } from '../../../components/PageState';
import { useReferenceList } from '../../../lib/reference-list';
import { useOffreNames } from '../api/list-offre-names';
import type { OffreFilters } from '../api/list-offres';

export type OffreCriteria = Omit<OffreFilters, 'page'>;

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

/** The options of a select, keeping a deep-linked value that is no longer offered. */
function withCurrent(options: string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

export function OffreFiltersForm({ value, onSearch }: { value: OffreCriteria; onSearch: (c: OffreCriteria) => void }) {
  const [criteria, setCriteria] = useState(value);
  const types = useReferenceList<TypeContrat>('type-contrat');
  const postes = useReferenceList<PosteDeTravail>('poste-de-travail', 5 * 60_000);
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
            placeholder="tout les contrats"
            options={asOptions(typeOptions)}
          />
          <SelectField
            wrapperClassName="col-12 col-md-3"
            label="Métier"
            value={criteria.poste}
            onChange={set('poste')}
            placeholder="par metier"
            options={asOptions(posteOptions)}
          />
          <SelectField
            wrapperClassName="col-12 col-md-4"
            label="Poste"
            value={criteria.nom}
            onChange={set('nom')}
            placeholder="poste disponible"
            options={asOptions(nameOptions)}
          />
          <div className="col-12 col-md-2 d-grid">
            <button type="submit" className="btn btn-primary">
              <i className="bi bi-search me-1" aria-hidden="true" />
              Search
            </button>
          </div>
        </div>
      </form>
    </search>
  );
}

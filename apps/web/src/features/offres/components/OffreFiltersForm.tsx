import { type FormEvent, type ReactNode, useState } from 'react';
import { SelectField, TextField } from '../../../components/form/fields';
import { Icon } from '../../../components/Icon';
import { ErrorAlert } from '../../../components/PageState';
import { useOffreChoices } from '../api/list-offre-names';
import type { OffreFilters } from '../api/list-offres';
import { usePostesDeTravail } from '../api/list-postes-de-travail';
import { useTypesContrat } from '../api/list-types-contrat';

export type OffreCriteria = Omit<OffreFilters, 'page'>;

/** The options of a select, keeping a deep-linked value that is no longer offered. */
function withCurrent(options: string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

function Options({ any, values }: { any: ReactNode; values: string[] }) {
  return (
    <>
      <option value="">{any}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}

/** The search of /offre: words, place, contract type, work position and vacancy, sent on Search. */
export function OffreFiltersForm({ value, onSearch }: { value: OffreCriteria; onSearch: (c: OffreCriteria) => void }) {
  const [criteria, setCriteria] = useState(value);
  const types = useTypesContrat();
  const postes = usePostesDeTravail();
  const choices = useOffreChoices();
  const failed = types.error ?? postes.error ?? choices.error;
  const set = (key: keyof OffreCriteria) => (event: { target: { value: string } }) =>
    setCriteria((c) => ({ ...c, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...criteria, q: criteria.q.trim() });
  };
  const typeOptions = withCurrent(
    (types.data ?? []).map((t) => t.type),
    criteria.typeContrat,
  );
  const posteOptions = withCurrent([...new Set((postes.data ?? []).map((p) => p.nom))], criteria.poste);

  return (
    <search>
      <form className="card card-body shadow-sm mb-4" onSubmit={submit} aria-label="Filtrer les offres">
        {failed ? <ErrorAlert error={failed} variant="warning" /> : null}
        <div className="row g-3 align-items-end">
          <TextField
            wrapperClassName="col-12 col-lg-6"
            label="Mots-clés"
            type="search"
            name="q"
            value={criteria.q}
            onChange={set('q')}
            maxLength={100}
            placeholder="Métier, compétence, ville…"
          />
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-3"
            label="Lieu"
            value={criteria.lieu}
            onChange={set('lieu')}
          >
            <Options any="tous les lieux" values={withCurrent(choices.data?.lieux ?? [], criteria.lieu)} />
          </SelectField>
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-3"
            label="Type de contrat"
            value={criteria.typeContrat}
            onChange={set('typeContrat')}
          >
            <Options any="tout les contrats" values={typeOptions} />
          </SelectField>
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-4"
            label="Métier"
            value={criteria.poste}
            onChange={set('poste')}
          >
            <Options any="par metier" values={posteOptions} />
          </SelectField>
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-5"
            label="Poste"
            value={criteria.nom}
            onChange={set('nom')}
          >
            <Options any="poste disponible" values={withCurrent(choices.data?.names ?? [], criteria.nom)} />
          </SelectField>
          <div className="col-12 col-lg-3 d-grid">
            <button type="submit" className="btn btn-primary">
              <Icon name="search" className="me-1" />
              Search
            </button>
          </div>
        </div>
      </form>
    </search>
  );
}

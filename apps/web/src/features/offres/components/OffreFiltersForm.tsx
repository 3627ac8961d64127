import { type PosteDeTravail, TELETRAVAIL_LABEL, type TypeContrat } from '@recrutement/contract';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Icon } from '../../../components/Icon';
import { ErrorAlert } from '../../../components/PageState';
import { useReferenceList } from '../../../lib/reference-list';
import { useOffreChoices } from '../api/list-offre-names';
import type { OffreFilters } from '../api/list-offres';

export type OffreCriteria = Omit<OffreFilters, 'page'>;

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));
const TELETRAVAIL_OPTIONS = Object.entries(TELETRAVAIL_LABEL).map(([value, label]) => ({ value, label }));

/** The options of a select, keeping a deep-linked value that is no longer offered. */
function withCurrent(options: string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

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
            placeholder="tous les lieux"
            options={asOptions(withCurrent(choices.data?.lieux ?? [], criteria.lieu))}
          />
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-3"
            label="Type de contrat"
            value={criteria.typeContrat}
            onChange={set('typeContrat')}
            placeholder="tout les contrats"
            options={asOptions(typeOptions)}
          />
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-4"
            label="Métier"
            value={criteria.poste}
            onChange={set('poste')}
            placeholder="par metier"
            options={asOptions(posteOptions)}
          />
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-5"
            label="Poste"
            value={criteria.nom}
            onChange={set('nom')}
            placeholder="poste disponible"
            options={asOptions(withCurrent(choices.data?.names ?? [], criteria.nom))}
          />
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-3"
            label="Télétravail"
            value={criteria.teletravail}
            onChange={set('teletravail')}
            placeholder="tous"
            options={TELETRAVAIL_OPTIONS}
          />
          <TextField
            wrapperClassName="col-12 col-md-6 col-lg-6"
            label="Salaire brut annuel minimum (€)"
            inputMode="numeric"
            value={criteria.salaireMin}
            onChange={set('salaireMin')}
            maxLength={9}
          />
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

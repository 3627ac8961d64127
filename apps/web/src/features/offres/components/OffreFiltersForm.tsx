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

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

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
    (types.data ?? []).map((type) => type.type),
    criteria.typeContrat,
  );
  const posteOptions = withCurrent([...new Set((postes.data ?? []).map((p) => p.nom))], criteria.poste);

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
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-3"
            label={t('offres.filters.lieu')}
            value={criteria.lieu}
            onChange={set('lieu')}
            placeholder={t('offres.filters.lieuAll')}
            options={asOptions(withCurrent(choices.data?.lieux ?? [], criteria.lieu))}
          />
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-3"
            label={t('offres.filters.type')}
            value={criteria.typeContrat}
            onChange={set('typeContrat')}
            placeholder={t('offres.filters.typeAll')}
            options={typeOptions.map((value) => ({ value, label: refLabel(value) }))}
          />
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-4"
            label={t('offres.filters.poste')}
            value={criteria.poste}
            onChange={set('poste')}
            placeholder={t('offres.filters.posteAll')}
            options={asOptions(posteOptions)}
          />
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-5"
            label={t('offres.filters.nom')}
            value={criteria.nom}
            onChange={set('nom')}
            placeholder={t('offres.filters.nomAll')}
            options={asOptions(withCurrent(choices.data?.names ?? [], criteria.nom))}
          />
          <SelectField
            wrapperClassName="col-12 col-md-6 col-lg-3"
            label={t('offres.filters.teletravail')}
            value={criteria.teletravail}
            onChange={set('teletravail')}
            placeholder={t('offres.filters.teletravailAll')}
            options={(Object.keys(TELETRAVAIL_LABEL) as Teletravail[]).map((value) => ({
              value,
              label: teletravailOf(value),
            }))}
          />
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

import { CANAUX } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { CheckboxField } from '../../../../components/form/CheckboxField';
import { SelectField, type SelectOption } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { etatCandidatureResource } from '../../../lib/resources';

/** The URL parameters set by the bar's selects, in the bar's order. */
const SELECTS = ['etat', 'criteresNonRemplis', 'canal'] as const;

/** Status and free-text filters, kept in the URL (`?etat=3&q=dupont`) so the header search lands here. */
export function CandidatureFilters() {
  const [params, setParams] = useSearchParams();
  const etats = useQuery(etatCandidatureResource.allQuery());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The order, the vacancy and the days (set from the dashboard or the sort) stay.
    const next = new URLSearchParams(params);
    for (const key of ['etat', 'q', 'dans', 'page', 'criteresNonRemplis', 'canal']) next.delete(key);
    for (const name of SELECTS) {
      const value = String(data.get(name) ?? '');
      if (value) next.set(name, value);
    }
    const q = String(data.get('q') ?? '').trim();
    if (q) next.set('q', q);
    if (q && data.get('dans') === 'cv') next.set('dans', 'cv');
    setParams(next);
  };
  /** Each select of the bar: its label, its empty choice (every application) and its options. */
  const selects: Record<(typeof SELECTS)[number], [string, string, SelectOption[], boolean?]> = {
    etat: [
      ta('admin.candidature.status.label'),
      ta('admin.candidature.filters.allStatuses'),
      (etats.data ?? []).map((etat) => ({ value: String(etat.id), label: refLabel(etat.etat) })),
      etats.isPending,
    ],
    criteresNonRemplis: [
      ta('admin.candidature.filters.criteria'),
      ta('admin.candidature.filters.allApplications'),
      [
        { value: 'true', label: ta('admin.candidature.filters.criteriaUnmet') },
        { value: 'false', label: ta('admin.candidature.filters.criteriaMet') },
      ],
    ],
    canal: [
      ta('admin.candidature.filters.canal'),
      ta('admin.candidature.filters.allCanaux'),
      CANAUX.map((canal) => ({ value: canal, label: ta(`admin.canal.${canal}`) })),
    ],
  };
  const select = (name: (typeof SELECTS)[number]) => {
    const [label, placeholder, options, loading] = selects[name];
    return (
      <SelectField
        wrapperClassName="col-sm-6 col-lg-3"
        label={label}
        name={name}
        defaultValue={params.get(name) ?? ''}
        placeholder={placeholder}
        options={options}
        loading={loading}
      />
    );
  };
  // The key re-creates the uncontrolled fields when the URL changes (header search, reset).
  return (
    <form key={params.toString()} onSubmit={submit} className="row g-2 align-items-end mb-3">
      {select('etat')}
      <TextField
        wrapperClassName="col-sm-6 col-lg-3"
        label={ta('admin.candidature.filters.candidate')}
        type="search"
        name="q"
        defaultValue={params.get('q') ?? ''}
        maxLength={100}
      />
      <CheckboxField
        wrapperClassName="col-sm-5 col-lg-3 mb-2"
        label={ta('admin.candidature.filters.inCv')}
        name="dans"
        value="cv"
        defaultChecked={params.get('dans') === 'cv'}
      />
      {select('criteresNonRemplis')}
      {select('canal')}
      <div className="col-sm-6 col-lg-3 d-flex gap-2">
        <Button type="submit" variant="primary">
          <i className="bi bi-funnel me-1" aria-hidden="true" />
          {ta('admin.candidature.filters.submit')}
        </Button>
        <Button
          type="button"
          variant="outline-secondary"
          onClick={() => setParams(params.get('tri') ? new URLSearchParams({ tri: params.get('tri') ?? '' }) : {})}
        >
          {ta('admin.candidature.filters.reset')}
        </Button>
      </div>
    </form>
  );
}

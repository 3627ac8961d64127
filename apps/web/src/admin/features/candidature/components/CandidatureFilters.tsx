import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { CheckboxField } from '../../../../components/form/CheckboxField';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { etatCandidatureResource } from '../../../lib/resources';

/** Status and free-text filters, kept in the URL (`?etat=3&q=dupont`) so the header search lands here. */
export function CandidatureFilters() {
  const [params, setParams] = useSearchParams();
  const etats = useQuery(etatCandidatureResource.allQuery());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The order, the vacancy and the days (set from the dashboard or the sort) stay.
    const next = new URLSearchParams(params);
    for (const key of ['etat', 'q', 'dans', 'page', 'criteresNonRemplis']) next.delete(key);
    const etat = String(data.get('etat') ?? '');
    const q = String(data.get('q') ?? '').trim();
    const criteres = String(data.get('criteresNonRemplis') ?? '');
    if (etat) next.set('etat', etat);
    if (criteres) next.set('criteresNonRemplis', criteres);
    if (q) next.set('q', q);
    if (q && data.get('dans') === 'cv') next.set('dans', 'cv');
    setParams(next);
  };
  // The key re-creates the uncontrolled fields when the URL changes (header search, reset).
  return (
    <form key={params.toString()} onSubmit={submit} className="row g-2 align-items-end mb-3">
      <SelectField
        wrapperClassName="col-sm-6 col-lg-3"
        label={ta('admin.candidature.status.label')}
        name="etat"
        defaultValue={params.get('etat') ?? ''}
        placeholder={ta('admin.candidature.filters.allStatuses')}
        options={(etats.data ?? []).map((etat) => ({ value: String(etat.id), label: refLabel(etat.etat) }))}
        loading={etats.isPending}
      />
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
      <SelectField
        wrapperClassName="col-sm-6 col-lg-3"
        label={ta('admin.candidature.filters.criteria')}
        name="criteresNonRemplis"
        defaultValue={params.get('criteresNonRemplis') ?? ''}
        placeholder={ta('admin.candidature.filters.allApplications')}
        options={[
          { value: 'true', label: ta('admin.candidature.filters.criteriaUnmet') },
          { value: 'false', label: ta('admin.candidature.filters.criteriaMet') },
        ]}
      />
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

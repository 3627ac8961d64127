import { CANAUX, type Canal, type Entonnoir } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorAlert, Loading } from '../../../../components/PageState';
import { ta } from '../../../i18n';
import { csvHref, entonnoirQuery, type ReportFilters, reportVacanciesQuery } from '../api/entonnoir';

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)} %`);
const daysText = (days: number | null) => (days === null ? '—' : String(days));
const canalName = (canal: Canal) => ta(`admin.canal.${canal}`);

/** A bar per row, in CSS (drawn, not read: the table beside holds the same figures). */
function Bars({ rows }: { rows: { label: string; value: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <div aria-hidden="true" className="d-grid gap-1">
      {rows.map((r) => (
        <div key={r.label} className="d-flex align-items-center gap-2 small">
          <span className="text-truncate" style={{ width: '12rem' }}>
            {r.label}
          </span>
          <span className="bg-primary rounded" style={{ height: '1rem', width: `${(r.value / max) * 60}%` }} />
          <span>{r.value}</span>
        </div>
      ))}
    </div>
  );
}

/** A figure: its bars and, beside them, its table with a CSV download. */
function Report(props: {
  id: string;
  title: string;
  head: string[];
  rows: (string | number)[][];
  bars: { label: string; value: number }[];
}) {
  return (
    <figure className="mb-4" aria-labelledby={`${props.id}-title`}>
      <figcaption id={`${props.id}-title`} className="h5">
        {props.title}
      </figcaption>
      <div className="row g-3">
        <div className="col-lg-6">
          <Bars rows={props.bars} />
        </div>
        <div className="col-lg-6">
          <table className="table table-sm">
            <caption className="visually-hidden">{props.title}</caption>
            <thead>
              <tr>
                {props.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a fixed header.
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <a
            className="btn btn-sm btn-outline-secondary"
            href={csvHref([props.head, ...props.rows])}
            download={`${props.id}.csv`}
          >
            {ta('admin.reports.csv', { title: props.title })}
          </a>
        </div>
      </div>
    </figure>
  );
}

function Figures({ data }: { data: Entonnoir }) {
  const total = data.parCanal.reduce((sum, c) => sum + c.candidatures, 0);
  if (total === 0) return <EmptyState title={ta('admin.reports.empty')} />;
  return (
    <>
      <Report
        id="entonnoir"
        title={ta('admin.reports.funnel')}
        head={[
          ta('admin.reports.etat'),
          ta('admin.reports.atteint'),
          ta('admin.reports.conversion'),
          ta('admin.reports.mediane'),
        ]}
        rows={data.etapes.map((e) => [e.etat.etat, e.atteint, percent(e.conversion), daysText(e.medianeJours)])}
        bars={data.etapes.map((e) => ({ label: e.etat.etat, value: e.atteint }))}
      />
      <p>{ta('admin.reports.delai', { jours: daysText(data.delaiEmbauche) })}</p>
      <Report
        id="canaux"
        title={ta('admin.reports.canaux')}
        head={[ta('admin.reports.canal'), ta('admin.reports.candidatures'), ta('admin.reports.retenues')]}
        rows={data.parCanal.map((c) => [canalName(c.canal), c.candidatures, c.retenues])}
        bars={data.parCanal.map((c) => ({ label: canalName(c.canal), value: c.candidatures }))}
      />
    </>
  );
}

const FILTERS = ['posteVacant', 'du', 'au', 'canal'] as const;

/** The reports of §22: the funnel and the channels of the applications filtered by vacancy, period and channel. */
export default function ReportsView() {
  const [params, setParams] = useSearchParams();
  const filters: ReportFilters = Object.fromEntries(
    FILTERS.flatMap((k) => (params.get(k) ? [[k, params.get(k)]] : [])),
  );
  const report = useQuery(entonnoirQuery(filters));
  const vacancies = useQuery(reportVacanciesQuery());
  const set = (key: (typeof FILTERS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <>
      <Form className="row g-2 mb-4" onSubmit={(e) => e.preventDefault()}>
        <Form.Group className="col-md-4" controlId="report-vacancy">
          <Form.Label>{ta('admin.reports.vacancy')}</Form.Label>
          <Form.Select value={filters.posteVacant ?? ''} onChange={(e) => set('posteVacant', e.target.value)}>
            <option value="">{ta('admin.reports.allVacancies')}</option>
            {(vacancies.data ?? []).map((v) => (
              <option key={v.id} value={v.id}>
                {v.nom}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-md-2" controlId="report-du">
          <Form.Label>{ta('admin.reports.du')}</Form.Label>
          <Form.Control type="date" value={filters.du ?? ''} onChange={(e) => set('du', e.target.value)} />
        </Form.Group>
        <Form.Group className="col-md-2" controlId="report-au">
          <Form.Label>{ta('admin.reports.au')}</Form.Label>
          <Form.Control type="date" value={filters.au ?? ''} onChange={(e) => set('au', e.target.value)} />
        </Form.Group>
        <Form.Group className="col-md-4" controlId="report-canal">
          <Form.Label>{ta('admin.reports.canal')}</Form.Label>
          <Form.Select value={filters.canal ?? ''} onChange={(e) => set('canal', e.target.value)}>
            <option value="">{ta('admin.reports.allCanaux')}</option>
            {CANAUX.map((c) => (
              <option key={c} value={c}>
                {canalName(c)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Form>
      {report.isPending ? <Loading label={ta('admin.reports.loading')} /> : null}
      {report.isError ? <ErrorAlert error={report.error} /> : null}
      {report.data ? <Figures data={report.data} /> : null}
    </>
  );
}

import type { DashboardStats } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { BarElement, CategoryScale, Chart, type ChartOptions, LinearScale, Tooltip } from 'chart.js';
import { useId } from 'react';
import { Bar } from 'react-chartjs-2';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { formatCount, locale, refLabel } from '../../../../i18n/i18n';
import { formatDate } from '../../../../lib/format';
import { ta } from '../../../i18n';
import { dashboardStatsQuery, links } from '../api/stats';

// Only what these bar charts draw: the rest of Chart.js stays out of the chunk.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

interface Figure {
  label: string;
  n: number;
  to: string;
}

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString(locale(), { day: '2-digit', month: '2-digit' });

function series(stats: DashboardStats) {
  return {
    parEtat: stats.parEtat.map((e) => ({ label: refLabel(e.etat), n: e.n, to: links.etat(e.id) })),
    parSemaine: stats.parSemaine.map((w) => ({
      label: ta('admin.home.chart.weekShort', { date: shortDay(w.semaine) }),
      long: ta('admin.home.chart.weekLong', { from: formatDate(w.semaine), to: formatDate(w.fin) }),
      n: w.n,
      to: links.semaine(w),
    })),
    parOffre: stats.parOffre.map((o) => ({ label: o.offre, n: o.n, to: links.offre(o.id) })),
  };
}

/** One chart and, under it, the same figures as links: a bar is clicked, a link is also tabbed to. */
function ChartCard({
  title,
  figures,
  horizontal = false,
}: {
  title: string;
  figures: (Figure & { long?: string })[];
  horizontal?: boolean;
}) {
  const navigate = useNavigate();
  const captionId = useId();
  const summary = figures
    .map((f) => ta('admin.home.chart.figure', { label: f.long ?? f.label, n: f.n }))
    .join(ta('admin.home.chart.separator'));
  const options: ChartOptions<'bar'> = {
    indexAxis: horizontal ? 'y' : 'x',
    maintainAspectRatio: false,
    animation: false,
    scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
    onClick: (_event, elements) => {
      const at = elements[0]?.index;
      const figure = at === undefined ? undefined : figures[at];
      if (figure) navigate(figure.to);
    },
    onHover: (event, elements) => {
      const target = event.native?.target as HTMLElement | undefined;
      if (target) target.style.cursor = elements.length > 0 ? 'pointer' : 'default';
    },
  };
  const data = {
    labels: figures.map((f) => f.label),
    datasets: [{ label: ta('admin.home.chart.dataset'), data: figures.map((f) => f.n), backgroundColor: '#0d6efd' }],
  };
  return (
    <figure className="card shadow-sm h-100 mb-0" aria-labelledby={captionId}>
      <figcaption id={captionId} className="card-header bg-white fw-semibold">
        {title}
      </figcaption>
      <div className="card-body">
        <div className="dashboard-chart">
          <Bar options={options} data={data} role="img" aria-label={ta('admin.home.chart.label', { title, summary })} />
        </div>
        <ul className="dashboard-figures list-unstyled small mb-0 mt-3">
          {figures.map((f) => (
            <li key={f.to} className="d-flex justify-content-between gap-2">
              <Link to={f.to}>{f.long ?? f.label}</Link>
              <span className="fw-semibold">{formatCount(f.n)}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}

/** The charts of `/stats/dashboard` (back office only: this file is its own lazy chunk). */
export default function DashboardCharts() {
  const query = useQuery(dashboardStatsQuery());
  if (query.isPending) return <Loading label={ta('admin.home.loadingCharts')} />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  const s = series(query.data);
  return (
    <div className="row g-4">
      <div className="col-lg-6">
        <ChartCard title={ta('admin.home.chart.parEtat')} figures={s.parEtat} />
      </div>
      <div className="col-lg-6">
        <ChartCard title={ta('admin.home.chart.parSemaine')} figures={s.parSemaine} />
      </div>
      <div className="col-12">
        <ChartCard title={ta('admin.home.chart.parOffre')} figures={s.parOffre} horizontal />
      </div>
    </div>
  );
}

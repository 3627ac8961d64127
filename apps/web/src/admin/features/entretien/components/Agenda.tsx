import type { Entretien } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CheckboxField } from '../../../../components/form/CheckboxField';
import { TextField } from '../../../../components/form/TextField';
import { EmptyState, ErrorAlert, Loading } from '../../../../components/PageState';
import { locale, useLang } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { type AgendaFilters, agendaQuery } from '../api/agenda';

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const BADGE = { PROPOSE: 'text-bg-warning', CONFIRME: 'text-bg-success', ANNULE: 'text-bg-secondary' } as const;

/** When an interview happens, or (proposed) its first slot. */
const whenOf = (e: Entretien) => e.debut ?? e.creneaux[0]?.debut ?? '';

/** "Mes entretiens": the agenda of the signed-in staff member, day by day (§15). */
export function Agenda({ canSeeAll }: { canSeeAll: boolean }) {
  const id = useId();
  // Dates in the staff member's language (redrawn when it changes).
  useLang();
  const dayTitle = new Intl.DateTimeFormat(locale(), { dateStyle: 'full' });
  const hour = new Intl.DateTimeFormat(locale(), { timeStyle: 'short' });
  const today = new Date();
  const [filters, setFilters] = useState<AgendaFilters>({
    du: localDay(today),
    au: localDay(new Date(today.getTime() + 60 * 86_400_000)),
    tous: false,
  });
  const query = useQuery(agendaQuery(filters));
  const days = new Map<string, Entretien[]>();
  for (const e of query.data ?? []) {
    const day = localDay(new Date(whenOf(e)));
    days.set(day, [...(days.get(day) ?? []), e]);
  }
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h5">
        {ta('admin.entretien.agenda.title')}
      </h3>
      <form
        className="row g-2 align-items-end mb-3"
        onSubmit={(e) => e.preventDefault()}
        aria-label={ta('admin.entretien.agenda.period')}
      >
        <TextField
          type="date"
          label={ta('admin.entretien.agenda.du')}
          wrapperClassName="col-sm-4 col-lg-3"
          value={filters.du}
          onChange={(e) => e.target.value && setFilters((f) => ({ ...f, du: e.target.value }))}
        />
        <TextField
          type="date"
          label={ta('admin.entretien.agenda.au')}
          wrapperClassName="col-sm-4 col-lg-3"
          value={filters.au}
          onChange={(e) => e.target.value && setFilters((f) => ({ ...f, au: e.target.value }))}
        />
        {canSeeAll ? (
          <CheckboxField
            label={ta('admin.entretien.agenda.tous')}
            wrapperClassName="col-sm-4 col-lg-4 mb-3"
            checked={filters.tous}
            onChange={(e) => setFilters((f) => ({ ...f, tous: e.target.checked }))}
          />
        ) : null}
      </form>
      {query.isPending ? <Loading label={ta('admin.entretien.agenda.loading')} /> : null}
      {query.isError ? <ErrorAlert error={query.error} /> : null}
      {query.data?.length === 0 ? <EmptyState title={ta('admin.entretien.agenda.empty')} icon="calendar-x" /> : null}
      <div aria-live="polite" aria-busy={query.isFetching}>
        {[...days.entries()].map(([day, list]) => (
          <section key={day} aria-labelledby={`${id}-${day}`} className="mb-3">
            <h4 id={`${id}-${day}`} className="h6 text-capitalize border-bottom pb-1">
              {dayTitle.format(new Date(`${day}T12:00:00`))}
            </h4>
            <ul className="list-unstyled mb-0">
              {list.map((e) => {
                const who = e.candidature.individu;
                return (
                  <li key={e.id} className="d-flex flex-wrap gap-3 py-2 border-bottom">
                    <time dateTime={whenOf(e)} className="fw-semibold" style={{ minWidth: '4.5rem' }}>
                      {hour.format(new Date(whenOf(e)))}
                    </time>
                    <div className="flex-grow-1">
                      <Link to={`/admin/candidature/fiche/${e.candidature.id}`}>
                        {who.prenom} {who.nom}
                      </Link>{' '}
                      · {e.candidature.posteVacant.nom}
                      <div className="small text-secondary text-break">
                        {e.lieu}
                        {e.duree ? ` · ${ta('admin.entretien.agenda.minutes', { minutes: String(e.duree) })}` : null}
                      </div>
                    </div>
                    <span className={`badge align-self-start ${BADGE[e.statut]}`}>
                      {ta(`admin.entretien.statut.${e.statut}`)}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

import { PAGE_SIZES } from '@recrutement/contract';
import { Link, useSearchParams } from 'react-router';
import { refLabel } from '../../../../i18n/i18n';
import { formatDate } from '../../../../lib/format';
import { ta } from '../../../i18n';
import { CriteresBadge } from '../../../ui/CriteresBadge';
import { FlashAlert } from '../../../ui/FlashAlert';
import { PagedTable, usePagedQuery } from '../../../ui/PagedTable';
import { candidaturesPageQuery, filtersFromSearch } from '../api/candidatures';
import { sheetNavState } from '../sheet-navigation';
import { useSelection } from '../use-selection';
import { ActiveFilters } from './ActiveFilters';
import { BulkStatusBar } from './BulkStatusBar';
import { CandidatureFilters } from './CandidatureFilters';
import { CvExtrait } from './CvExtrait';
import { ListToolbar } from './ListToolbar';

/**
 * Applications, 5 per page, by vacancy name when given, with status and text filters (spec §2),
 * an order, a multi-select with a bulk status change and the CSV export of the filter (§12).
 */
export function CandidatureList({ nom }: { nom?: string }) {
  const [params] = useSearchParams();
  const filters = filtersFromSearch(params, nom);
  const paging = usePagedQuery(PAGE_SIZES.candidatureAdmin, (params) =>
    candidaturesPageQuery({ ...filters, ...params }),
  );
  const { query, page, pageSize: size } = paging;
  const filtered = Object.entries(filters).some(
    ([key, value]) => key !== 'nom' && key !== 'tri' && value !== undefined,
  );
  const selection = useSelection(`${nom ?? ''}?${params.toString()}`);
  const items = query.data?.items ?? [];
  const allTicked = items.length > 0 && items.every((c) => selection.ids.has(c.id));
  const nav = sheetNavState(
    items.map((c) => c.id),
    { ...filters, page, size },
  );
  return (
    <>
      <FlashAlert />
      <CandidatureFilters />
      <ActiveFilters filters={filters} />
      <ListToolbar filters={filters} />
      <BulkStatusBar selected={[...selection.ids]} onDone={selection.clear} />
      <PagedTable
        {...paging}
        caption={nom ? ta('admin.candidature.list.captionFor', { name: nom }) : ta('admin.candidature.title')}
        errorVariant="warning"
        emptyTitle={ta(filtered ? 'admin.candidature.list.emptyFiltered' : 'admin.candidature.list.empty')}
        head={
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                className="form-check-input"
                aria-label={ta('admin.candidature.list.selectAll')}
                checked={allTicked}
                onChange={() => selection.setAll(allTicked ? [] : items.map((c) => c.id))}
              />
            </th>
            <th scope="col">{ta('admin.candidature.list.vacancy')}</th>
            <th scope="col">{ta('admin.candidature.list.session')}</th>
            <th scope="col">{ta('admin.candidature.list.position')}</th>
            <th scope="col">{ta('admin.candidature.list.candidate')}</th>
            <th scope="col">{ta('admin.candidature.list.received')}</th>
            <th scope="col">{ta('admin.candidature.status.label')}</th>
            <th scope="col">{ta('admin.candidature.list.detail')}</th>
          </tr>
        }
        row={(c) => (
          <tr key={c.id}>
            <td>
              <input
                type="checkbox"
                className="form-check-input"
                aria-label={ta('admin.candidature.list.select', { name: `${c.individu.prenom} ${c.individu.nom}` })}
                checked={selection.ids.has(c.id)}
                onChange={() => selection.toggle(c.id)}
              />
            </td>
            <td>{c.posteVacant.nom}</td>
            <td>{c.posteVacant.session.reference}</td>
            <td>{c.posteVacant.poste.reference}</td>
            <td>
              {c.individu.nom} {c.individu.prenom}
              {c.extrait ? <CvExtrait text={c.extrait} words={filters.q ?? ''} /> : null}
            </td>
            <td className="text-nowrap">{formatDate(c.dateCandidature)}</td>
            <td>
              {refLabel(c.etatCandidature.etat)}
              <CriteresBadge flagged={c.criteresNonRemplis} className="ms-1" />
            </td>
            <td>
              <Link
                to={`/admin/candidature/fiche/${c.id}`}
                state={nav}
                className="btn btn-sm btn-outline-primary"
                aria-label={ta('admin.candidature.list.detailOf', { name: `${c.individu.prenom} ${c.individu.nom}` })}
              >
                {ta('admin.candidature.list.detail')}
              </Link>
            </td>
          </tr>
        )}
      />
    </>
  );
}

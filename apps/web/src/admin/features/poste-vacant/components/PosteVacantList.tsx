import { PAGE_SIZES } from '@recrutement/contract';
import { Badge } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { refLabel } from '../../../../i18n/i18n';
import { formatDate } from '../../../../lib/format';
import { ta } from '../../../i18n';
import { posteVacantResource } from '../../../lib/resources';
import { CrudList } from '../../../ui/CrudList';

/** Vacancies, 5 per page; the status is the session's (spec §2); `?ouvert=true` keeps the open ones. */
export function PosteVacantList() {
  const [params, setParams] = useSearchParams();
  const ouvert = params.get('ouvert') === 'true';
  const toggle = () => setParams(ouvert ? {} : { ouvert: 'true' });
  return (
    <>
      <div className="form-check form-switch mb-3">
        <input
          id="poste-vacant-ouvert"
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={ouvert}
          aria-checked={ouvert}
          onChange={toggle}
        />
        <label htmlFor="poste-vacant-ouvert" className="form-check-label">
          {ta('admin.posteVacant.openOnly')}
        </label>
      </div>
      <PosteVacantTable filters={ouvert ? { ouvert: 'true' } : {}} />
    </>
  );
}

function PosteVacantTable({ filters }: { filters: Record<string, string> }) {
  return (
    <CrudList
      filters={filters}
      resource={posteVacantResource}
      pageSize={PAGE_SIZES.posteVacantAdmin}
      caption={ta('admin.posteVacant.caption')}
      emptyTitle={ta(filters.ouvert ? 'admin.posteVacant.emptyOpen' : 'admin.posteVacant.empty')}
      columns={[
        ta('admin.posteVacant.col.refPoste'),
        ta('admin.posteVacant.col.posteVacant'),
        ta('admin.posteVacant.col.poste'),
        ta('admin.posteVacant.col.contrat'),
        ta('admin.posteVacant.col.ouverture'),
        ta('admin.posteVacant.col.cloture'),
        ta('admin.posteVacant.col.statut'),
      ]}
      cells={(vacant) => (
        <>
          <td>{vacant.poste.reference}</td>
          <td>
            <span className="fw-semibold">{vacant.nom}</span>
            {/* Pay transparency (§16): a vacancy from before the rule shows until its range is given. */}
            {vacant.salaireMin === null ? (
              <span className="badge text-bg-warning ms-1">
                <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
                {ta('admin.posteVacant.payMissing')}
              </span>
            ) : null}
          </td>
          <td>{vacant.poste.nom}</td>
          <td>{refLabel(vacant.typeContrat.type)}</td>
          <td className="text-nowrap">{formatDate(vacant.session.dateOuverture)}</td>
          <td className="text-nowrap">{formatDate(vacant.session.dateCloture)}</td>
          <td>
            <Badge bg={vacant.session.status ? 'success' : 'secondary'}>
              {ta(vacant.session.status ? 'admin.ui.active' : 'admin.ui.inactive')}
            </Badge>
          </td>
        </>
      )}
      rowLabel={(vacant) => ta('admin.posteVacant.rowLabel', { nom: vacant.nom })}
      basePath="/admin/poste-vacant"
      withFiche
    />
  );
}

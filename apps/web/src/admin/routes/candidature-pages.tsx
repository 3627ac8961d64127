import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Loading } from '../../components/PageState';
import { useIdParam } from '../../lib/route-params';
import { afterSheetOpened, candidatureQuery } from '../features/candidature/api/candidature';
import { useVacancyNameFromSlug } from '../features/candidature/api/noms-postes';
import { CandidatureList } from '../features/candidature/components/CandidatureList';
import { CandidatureSheet } from '../features/candidature/components/CandidatureSheet';
import { SheetNavigation } from '../features/candidature/components/SheetNavigation';
import { StatusEditor } from '../features/candidature/components/StatusEditor';
import { StatusHistory } from '../features/candidature/components/StatusHistory';
import { listUrlOf, readSheetNav } from '../features/candidature/sheet-navigation';
import { DoublonsPanel } from '../features/individu/components/DoublonsPanel';
import { EraseIndividuButton } from '../features/individu/components/EraseIndividuButton';
import { ScorecardPanel } from '../features/staff/components/ScorecardPanel';
import { ta } from '../i18n';
import { withFlash } from '../lib/flash';
import { useCan } from '../lib/role';
import { AdminCard } from '../ui/AdminCard';
import { BackLink } from '../ui/BackLink';
import { FlashAlert } from '../ui/FlashAlert';
import { RecordState, useRecord } from '../ui/RecordLoader';
import { SheetSection } from '../ui/SheetSection';

/** `/admin/candidatures` and `/admin/candidature/:nom?` (dashes stand for spaces). */
export function CandidatureListPage() {
  const { nom: slug } = useParams();
  const { name, resolving } = useVacancyNameFromSlug(slug);
  return (
    <AdminCard title={name ? ta('admin.candidature.titleFor', { name }) : ta('admin.candidature.title')}>
      {resolving ? <Loading /> : <CandidatureList key={name ?? ''} nom={name} />}
    </AdminCard>
  );
}

export function CandidatureSheetPage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const query = useRecord(id, candidatureQuery);
  const location = useLocation();
  const queryClient = useQueryClient();
  const valid = typeof id === 'number';
  const nav = readSheetNav(location.state, valid ? id : 0);
  // The server moved it to « consultée » if it was « envoyée »: what lists it is stale.
  useEffect(() => {
    if (valid && query.dataUpdatedAt) void afterSheetOpened(queryClient, id);
  }, [valid, id, query.dataUpdatedAt, queryClient]);
  const individu = query.data?.individu;
  // Erasure is the admin's (§14); the others are not offered it.
  const canErase = useCan('admin');
  const actions = (
    <>
      {valid ? <SheetNavigation id={id} nav={nav} /> : null}
      {individu && canErase ? (
        <EraseIndividuButton
          individuId={individu.id}
          label={`${individu.prenom} ${individu.nom}`}
          size="sm"
          onErased={(s) =>
            navigate('/admin/candidatures', withFlash(ta('admin.candidature.erased', { name: `${s.prenom} ${s.nom}` })))
          }
        />
      ) : null}
      <BackLink to={listUrlOf(nav.params)} />
    </>
  );
  return (
    <AdminCard
      title={
        individu
          ? ta('admin.candidature.sheetTitleOf', { name: `${individu.prenom} ${individu.nom}` })
          : ta('admin.candidature.sheetTitle')
      }
      actions={actions}
    >
      <FlashAlert />
      <RecordState id={id} query={query}>
        {(candidature) =>
          candidature ? (
            <>
              <CandidatureSheet candidature={candidature} />
              <SheetSection id="sheet-evaluations" title={ta('admin.candidature.sheet.evaluations')} className="mt-4">
                <ScorecardPanel candidatureId={candidature.id} posteVacantId={candidature.posteVacant.id} />
              </SheetSection>
              <DoublonsPanel individu={candidature.individu} />
            </>
          ) : null
        }
      </RecordState>
    </AdminCard>
  );
}

/** `status-candidat/:id`: the sheet's status tab on its own page. */
export function CandidatureStatusPage() {
  const id = useIdParam();
  const query = useRecord(id, candidatureQuery);
  return (
    <AdminCard title={ta('admin.candidature.status.edit')} actions={<BackLink to={`/admin/candidature/fiche/${id}`} />}>
      <RecordState id={id} query={query}>
        {(candidature) =>
          candidature ? (
            <div className="row g-4">
              <div className="col-md-6">
                <p>
                  {candidature.individu.prenom} {candidature.individu.nom} · {candidature.posteVacant.nom}
                </p>
                <StatusEditor candidature={candidature} />
              </div>
              <div className="col-md-6">
                <h3 className="h6 text-uppercase text-secondary">{ta('admin.candidature.status.history')}</h3>
                <StatusHistory candidatureId={candidature.id} />
              </div>
            </div>
          ) : null
        }
      </RecordState>
    </AdminCard>
  );
}

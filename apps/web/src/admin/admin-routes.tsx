import { lazy, Suspense } from 'react';
import { Route } from 'react-router';
import { NotFound } from '../components/NotFound';
import { Loading } from '../components/PageState';
import { ta } from './i18n';
import { CandidatureListPage, CandidatureSheetPage, CandidatureStatusPage } from './routes/candidature-pages';
import { DocumentFichePage, DocumentListPage, SaveCandidaturePage } from './routes/document-pages';
import { MesEntretiensPage } from './routes/entretien-pages';
import { DashboardPage, ProfilePage, SecurityPage } from './routes/home-pages';
import { MailOutboxPage } from './routes/mail-pages';
import { ModelesMessagePage } from './routes/message-pages';
import { NomDocumentFormPage, NomDocumentListPage } from './routes/nom-document-pages';
import { AuditPage, IndividuListPage } from './routes/personal-data-pages';
import { PipelinePage } from './routes/pipeline-pages';
import {
  PosteDeTravailFichePage,
  PosteDeTravailFormPage,
  PosteDeTravailListPage,
} from './routes/poste-de-travail-pages';
import { PosteVacantFichePage, PosteVacantFormPage, PosteVacantListPage } from './routes/poste-vacant-pages';
import { EtatCandidaturePage, TypeContratPage } from './routes/reference-pages';
import { ReportsPage } from './routes/reports-pages';
import { SessionFichePage, SessionFormPage, SessionListPage } from './routes/session-pages';
import { EquipePage } from './routes/staff-pages';

/** « Intégrations » (§23): a chunk of its own, fetched when an admin opens it. */
const IntegrationsPage = lazy(() =>
  import('./routes/integration-pages').then((m) => ({ default: m.IntegrationsPage })),
);

/** The list / add / edit / fiche routes of one resource (spec §2 "Admin children"). */
function crudRoutes(
  base: string,
  pages: { List: () => React.ReactNode; Form: () => React.ReactNode; Fiche?: () => React.ReactNode },
) {
  return [
    <Route key={base} path={base} element={<pages.List />} />,
    <Route key={`${base}/add`} path={`${base}/add`} element={<pages.Form />} />,
    <Route key={`${base}/edit`} path={`${base}/edit/:id`} element={<pages.Form />} />,
    pages.Fiche ? <Route key={`${base}/fiche`} path={`${base}/fiche/:id`} element={<pages.Fiche />} /> : null,
  ];
}

/** Children of /admin, relative to it. */
export function adminRoutes() {
  return (
    <>
      <Route index element={<DashboardPage />} />
      <Route path="type-contrat" element={<TypeContratPage />} />
      <Route path="etat-candidature" element={<EtatCandidaturePage />} />
      {crudRoutes('nom-document', { List: NomDocumentListPage, Form: NomDocumentFormPage })}
      {crudRoutes('poste-de-travail', {
        List: PosteDeTravailListPage,
        Form: PosteDeTravailFormPage,
        Fiche: PosteDeTravailFichePage,
      })}
      <Route path="poste-de-travail-fiche" element={<PosteDeTravailFichePage />} />
      {crudRoutes('session-candidature', { List: SessionListPage, Form: SessionFormPage, Fiche: SessionFichePage })}
      {crudRoutes('poste-vacant', {
        List: PosteVacantListPage,
        Form: PosteVacantFormPage,
        Fiche: PosteVacantFichePage,
      })}
      <Route path="candidatures" element={<CandidatureListPage />} />
      <Route path="pipeline" element={<PipelinePage />} />
      <Route path="candidature/fiche/:id" element={<CandidatureSheetPage />} />
      <Route path="candidature/:nom?" element={<CandidatureListPage />} />
      <Route path="status-candidat/:id" element={<CandidatureStatusPage />} />
      <Route path="document-candidature" element={<DocumentListPage />} />
      <Route path="fiche-document-candidature/:id" element={<DocumentFichePage />} />
      <Route path="save-document-candidature" element={<SaveCandidaturePage />} />
      <Route path="profil" element={<ProfilePage />} />
      <Route path="securite" element={<SecurityPage />} />
      <Route path="courriels" element={<MailOutboxPage />} />
      <Route path="modeles-message" element={<ModelesMessagePage />} />
      <Route path="entretiens" element={<MesEntretiensPage />} />
      <Route path="individus" element={<IndividuListPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="rapports" element={<ReportsPage />} />
      <Route path="equipe" element={<EquipePage />} />
      <Route
        path="integrations"
        element={
          <Suspense fallback={<Loading />}>
            <IntegrationsPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound message={ta('admin.frame.notFound')} />} />
    </>
  );
}

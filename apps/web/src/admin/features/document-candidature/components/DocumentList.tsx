import { PAGE_SIZES } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { refLabel } from '../../../../i18n/i18n';
import { usePageParam } from '../../../../lib/route-params';
import { ta } from '../../../i18n';
import { DownloadButton } from '../../../ui/DownloadButton';
import { PagedTable } from '../../../ui/PagedTable';
import { documentsPageQuery } from '../api/documents';

/** Application documents, 10 per page; the file name downloads the file (spec §2). */
export function DocumentList() {
  const [page, setPage] = usePageParam();
  const size = PAGE_SIZES.documentCandidature;
  const query = useQuery(documentsPageQuery({ page, size }));
  return (
    <PagedTable
      query={query}
      page={page}
      pageSize={size}
      onPageChange={setPage}
      caption={ta('admin.document.title')}
      emptyTitle={ta('admin.document.empty')}
      head={
        <tr>
          <th scope="col">{ta('admin.document.position')}</th>
          <th scope="col">{ta('admin.document.session')}</th>
          <th scope="col">{ta('admin.candidature.list.candidate')}</th>
          <th scope="col">{ta('admin.document.candidature')}</th>
          <th scope="col">{ta('admin.document.piece')}</th>
          <th scope="col">{ta('admin.document.file')}</th>
          <th scope="col" className="text-end">
            {ta('admin.document.view')}
          </th>
        </tr>
      }
      row={(doc) => {
        const { candidature } = doc;
        return (
          <tr key={doc.id}>
            <td>{candidature.posteVacant.poste.reference}</td>
            <td>{candidature.posteVacant.session.reference}</td>
            <td>
              {candidature.individu.nom} {candidature.individu.prenom}
            </td>
            <td>
              <Link to={`/admin/candidature/fiche/${candidature.id}`}>
                {ta('admin.candidature.number', { id: String(candidature.id) })}
              </Link>
            </td>
            <td>{refLabel(doc.nomPieceJointe.nom)}</td>
            <td>
              <DownloadButton nomFichier={doc.nomFichier} nomOriginal={doc.nomOriginal}>
                {doc.nomOriginal}
              </DownloadButton>
            </td>
            <td className="text-end">
              <Link
                to={`/admin/fiche-document-candidature/${doc.id}`}
                className="btn btn-sm btn-outline-secondary"
                aria-label={ta('admin.document.viewOf', { file: doc.nomOriginal })}
                title={ta('admin.document.view')}
              >
                <i className="bi bi-eye" aria-hidden="true" />
              </Link>
            </td>
          </tr>
        );
      }}
    />
  );
}

import { PAGE_SIZES } from '@recrutement/contract';
import { Link } from 'react-router';
import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { DownloadButton } from '../../../ui/DownloadButton';
import { HeadRow } from '../../../ui/HeadRow';
import { PagedTable, usePagedQuery } from '../../../ui/PagedTable';
import { documentsPageQuery } from '../api/documents';

/** Application documents, 10 per page; the file name downloads the file (spec §2). */
export function DocumentList() {
  const paging = usePagedQuery(PAGE_SIZES.documentCandidature, documentsPageQuery);
  return (
    <PagedTable
      {...paging}
      caption={ta('admin.document.title')}
      emptyTitle={ta('admin.document.empty')}
      head={
        <HeadRow
          columns={[
            ta('admin.document.position'),
            ta('admin.document.session'),
            ta('admin.candidature.list.candidate'),
            ta('admin.document.candidature'),
            ta('admin.document.piece'),
            ta('admin.document.file'),
            { label: ta('admin.document.view'), end: true },
          ]}
        />
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

import { PAGE_SIZES } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageParam } from '../../../../lib/route-params';
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
      caption="Documents de candidature"
      emptyTitle="Aucun document de candidature pour le moment."
      head={
        <tr>
          <th scope="col">Réf. poste</th>
          <th scope="col">Réf. session</th>
          <th scope="col">Candidat</th>
          <th scope="col">Candidature</th>
          <th scope="col">Pièce jointe</th>
          <th scope="col">Fichier</th>
          <th scope="col" className="text-end">
            Voir
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
              <Link to={`/admin/candidature/fiche/${candidature.id}`}>n° {candidature.id}</Link>
            </td>
            <td>{doc.nomPieceJointe.nom}</td>
            <td>
              <DownloadButton nomFichier={doc.nomFichier} nomOriginal={doc.nomOriginal}>
                {doc.nomOriginal}
              </DownloadButton>
            </td>
            <td className="text-end">
              <Link
                to={`/admin/fiche-document-candidature/${doc.id}`}
                className="btn btn-sm btn-outline-secondary"
                aria-label={`Voir le document ${doc.nomOriginal}`}
                title="Voir"
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

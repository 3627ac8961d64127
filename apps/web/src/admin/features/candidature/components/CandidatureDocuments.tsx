import { useQuery } from '@tanstack/react-query';
import { ListGroup } from 'react-bootstrap';
import { EmptyState, ErrorAlert, Loading } from '../../../../components/PageState';
import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { formatBytes } from '../../../lib/format';
import { DownloadButton } from '../../../ui/DownloadButton';
import { documentsOfCandidatureQuery } from '../api/candidature';

/** The attachments of one application; a click downloads the file under its original name. */
export function CandidatureDocuments({ candidatureId }: { candidatureId: number }) {
  const query = useQuery(documentsOfCandidatureQuery(candidatureId));
  if (query.isPending) return <Loading label={ta('admin.candidature.sheet.documentsLoading')} />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  if (query.data.length === 0)
    return <EmptyState title={ta('admin.candidature.sheet.documentsEmpty')} icon="file-earmark" />;
  return (
    <ListGroup as="ul">
      {query.data.map((doc) => (
        <ListGroup.Item as="li" key={doc.id} className="d-flex flex-wrap justify-content-between gap-2">
          <DownloadButton
            nomFichier={doc.nomFichier}
            nomOriginal={doc.nomOriginal}
            ariaLabel={ta('admin.candidature.sheet.download', {
              piece: refLabel(doc.nomPieceJointe.nom),
              file: doc.nomOriginal,
            })}
          >
            {refLabel(doc.nomPieceJointe.nom)}
          </DownloadButton>
          <span className="small text-secondary text-break">
            {doc.nomOriginal} · {formatBytes(doc.taille)}
          </span>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}

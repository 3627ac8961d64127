import type { DocumentCandidature } from '@recrutement/contract';
import { Link } from 'react-router';
import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { DetailList } from '../../../ui/DetailList';
import { DownloadButton } from '../../../ui/DownloadButton';
import { useIndividuDetails } from '../../../ui/individu-details';
import { SheetSection } from '../../../ui/SheetSection';

/** One document with its candidate and its application. */
export function DocumentFiche({ document: doc }: { document: DocumentCandidature }) {
  const { candidature } = doc;
  const { individu, posteVacant } = candidature;
  const person = useIndividuDetails(individu);
  return (
    <>
      <SheetSection id="doc-file" title={ta('admin.document.section')} className="mb-4">
        <DetailList
          items={[
            { label: ta('admin.document.piece'), value: refLabel(doc.nomPieceJointe.nom) },
            { label: ta('admin.document.fileName'), value: doc.nomOriginal },
            { label: ta('admin.document.size'), value: formatBytes(doc.taille) },
            { label: ta('admin.document.type'), value: doc.typeMime },
            { label: ta('admin.document.storedName'), value: <code>{doc.nomFichier}</code> },
            {
              label: ta('admin.document.download'),
              value: (
                <DownloadButton nomFichier={doc.nomFichier} nomOriginal={doc.nomOriginal}>
                  {doc.nomOriginal}
                </DownloadButton>
              ),
            },
          ]}
        />
      </SheetSection>
      <SheetSection id="doc-candidat" title={ta('admin.candidature.sheet.candidate')} className="mb-4">
        <DetailList
          items={[
            person.civilite,
            person.nom,
            person.prenom,
            person.email,
            { label: ta('admin.candidature.person.telephone'), value: individu.telephone },
            person.pays,
          ]}
        />
      </SheetSection>
      <SheetSection id="doc-candidature" title={ta('admin.document.candidature')}>
        <DetailList
          items={[
            {
              label: ta('admin.document.candidature'),
              value: (
                <Link to={`/admin/candidature/fiche/${candidature.id}`}>
                  {ta('admin.candidature.number', { id: String(candidature.id) })}
                </Link>
              ),
            },
            { label: ta('admin.document.vacancy'), value: posteVacant.nom },
            { label: ta('admin.document.position'), value: posteVacant.poste.reference },
            { label: ta('admin.document.session'), value: posteVacant.session.reference },
            { label: ta('admin.candidature.status.short'), value: refLabel(candidature.etatCandidature.etat) },
            { label: ta('admin.candidature.list.received'), value: formatDateTime(candidature.dateCandidature) },
          ]}
        />
      </SheetSection>
    </>
  );
}

import type { DocumentCandidature } from '@recrutement/contract';
import { Link } from 'react-router';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { DetailList } from '../../../ui/DetailList';
import { DownloadButton } from '../../../ui/DownloadButton';

/** One document with its candidate and its application. */
export function DocumentFiche({ document: doc }: { document: DocumentCandidature }) {
  const { candidature } = doc;
  const { individu, posteVacant } = candidature;
  return (
    <>
      <section aria-labelledby="doc-file" className="mb-4">
        <h3 id="doc-file" className="h6 text-uppercase text-secondary">
          Document
        </h3>
        <DetailList
          items={[
            { label: 'Pièce jointe', value: doc.nomPieceJointe.nom },
            { label: 'Nom du fichier', value: doc.nomOriginal },
            { label: 'Taille', value: formatBytes(doc.taille) },
            { label: 'Type', value: doc.typeMime },
            { label: 'Nom enregistré', value: <code>{doc.nomFichier}</code> },
            {
              label: 'Télécharger',
              value: (
                <DownloadButton nomFichier={doc.nomFichier} nomOriginal={doc.nomOriginal}>
                  {doc.nomOriginal}
                </DownloadButton>
              ),
            },
          ]}
        />
      </section>
      <section aria-labelledby="doc-candidat" className="mb-4">
        <h3 id="doc-candidat" className="h6 text-uppercase text-secondary">
          Candidat
        </h3>
        <DetailList
          items={[
            { label: 'Civilité', value: individu.civilite?.designation },
            { label: 'Nom', value: individu.nom },
            { label: 'Prénom', value: individu.prenom },
            { label: 'E-mail', value: <a href={`mailto:${individu.email}`}>{individu.email}</a> },
            { label: 'Téléphone', value: individu.telephone },
            { label: 'Pays', value: individu.pays?.designation },
          ]}
        />
      </section>
      <section aria-labelledby="doc-candidature">
        <h3 id="doc-candidature" className="h6 text-uppercase text-secondary">
          Candidature
        </h3>
        <DetailList
          items={[
            {
              label: 'Candidature',
              value: <Link to={`/admin/candidature/fiche/${candidature.id}`}>n° {candidature.id}</Link>,
            },
            { label: 'Poste vacant', value: posteVacant.nom },
            { label: 'Réf. poste', value: posteVacant.poste.reference },
            { label: 'Réf. session', value: posteVacant.session.reference },
            { label: 'Etat', value: candidature.etatCandidature.etat },
            { label: 'Reçue le', value: formatDateTime(candidature.dateCandidature) },
          ]}
        />
      </section>
    </>
  );
}

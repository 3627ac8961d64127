import type { DocumentCandidature } from '@recrutement/contract';
import { Link } from 'react-router';
import { useCountryName } from '../../../../i18n/country-names';
import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { DetailList } from '../../../ui/DetailList';
import { DownloadButton } from '../../../ui/DownloadButton';

/** One document with its candidate and its application. */
export function DocumentFiche({ document: doc }: { document: DocumentCandidature }) {
  const { candidature } = doc;
  const { individu, posteVacant } = candidature;
  const countryName = useCountryName();
  return (
    <>
      <section aria-labelledby="doc-file" className="mb-4">
        <h3 id="doc-file" className="h6 text-uppercase text-secondary">
          {ta('admin.document.section')}
        </h3>
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
      </section>
      <section aria-labelledby="doc-candidat" className="mb-4">
        <h3 id="doc-candidat" className="h6 text-uppercase text-secondary">
          {ta('admin.candidature.sheet.candidate')}
        </h3>
        <DetailList
          items={[
            {
              label: ta('admin.candidature.person.civilite'),
              value: individu.civilite ? refLabel(individu.civilite.designation) : undefined,
            },
            { label: ta('admin.candidature.person.nom'), value: individu.nom },
            { label: ta('admin.candidature.person.prenom'), value: individu.prenom },
            {
              label: ta('admin.candidature.person.email'),
              value: <a href={`mailto:${individu.email}`}>{individu.email}</a>,
            },
            { label: ta('admin.candidature.person.telephone'), value: individu.telephone },
            {
              label: ta('admin.candidature.person.pays'),
              value: individu.pays ? countryName(individu.pays) : undefined,
            },
          ]}
        />
      </section>
      <section aria-labelledby="doc-candidature">
        <h3 id="doc-candidature" className="h6 text-uppercase text-secondary">
          {ta('admin.document.candidature')}
        </h3>
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
      </section>
    </>
  );
}

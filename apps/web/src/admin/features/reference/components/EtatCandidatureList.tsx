import { etatCandidatureResource } from '../../../lib/resources';
import { ReferenceList } from './ReferenceList';

/** Application statuses (a reference list of the server). */
export function EtatCandidatureList() {
  return (
    <ReferenceList
      resource={etatCandidatureResource}
      caption="États de candidature"
      emptyTitle="Aucun état de candidature."
      label="Etat"
      value={(item) => item.etat}
    />
  );
}

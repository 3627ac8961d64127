import { typeContratResource } from '../../../lib/resources';
import { ReferenceList } from './ReferenceList';

/** Contract types: a fixed reference list (contract §4), read only. */
export function TypeContratList() {
  return (
    <ReferenceList
      resource={typeContratResource}
      caption="Types de contrat"
      emptyTitle="Aucun type de contrat."
      label="Type"
      value={(item) => item.type}
    />
  );
}

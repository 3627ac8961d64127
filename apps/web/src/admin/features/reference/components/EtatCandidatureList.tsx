import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { etatCandidatureResource } from '../../../lib/resources';
import { ReferenceList } from './ReferenceList';

/** Application statuses (a reference list of the server). */
export function EtatCandidatureList() {
  return (
    <ReferenceList
      resource={etatCandidatureResource}
      caption={ta('admin.reference.etat.caption')}
      emptyTitle={ta('admin.reference.etat.empty')}
      label={ta('admin.reference.etat.column')}
      value={(item) => refLabel(item.etat)}
    />
  );
}

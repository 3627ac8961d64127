import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { typeContratResource } from '../../../lib/resources';
import { ReferenceList } from './ReferenceList';

/** Contract types: a fixed reference list (contract §4), read only. */
export function TypeContratList() {
  return (
    <ReferenceList
      resource={typeContratResource}
      caption={ta('admin.reference.typeContrat.caption')}
      emptyTitle={ta('admin.reference.typeContrat.empty')}
      label={ta('admin.reference.typeContrat.column')}
      value={(item) => refLabel(item.type)}
    />
  );
}

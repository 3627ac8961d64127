import { PAGE_SIZES } from '@recrutement/contract';
import { ta } from '../../../i18n';
import { nomDocumentResource } from '../../../lib/resources';
import { CrudList } from '../../../ui/CrudList';

/** Attachment type names, 10 per page (spec §2, §9). */
export function NomDocumentList() {
  return (
    <CrudList
      resource={nomDocumentResource}
      pageSize={PAGE_SIZES.nomDocument}
      caption={ta('admin.nomDocument.caption')}
      emptyTitle={ta('admin.nomDocument.empty')}
      columns={[ta('admin.nomDocument.column')]}
      cells={(item) => <td>{item.nom}</td>}
      rowLabel={(item) => ta('admin.nomDocument.rowLabel', { nom: item.nom })}
      basePath="/admin/nom-document"
    />
  );
}

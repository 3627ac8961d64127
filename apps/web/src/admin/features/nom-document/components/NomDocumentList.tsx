import { PAGE_SIZES } from '@recrutement/contract';
import { nomDocumentResource } from '../../../lib/resources';
import { CrudList } from '../../../ui/CrudList';

/** Attachment type names, 10 per page (spec §2, §9). */
export function NomDocumentList() {
  return (
    <CrudList
      resource={nomDocumentResource}
      pageSize={PAGE_SIZES.nomDocument}
      caption="Noms de documents"
      emptyTitle="Aucun nom de document pour le moment."
      columns={['Nom']}
      cells={(item) => <td>{item.nom}</td>}
      rowLabel={(item) => `le nom de document ${item.nom}`}
      basePath="/admin/nom-document"
    />
  );
}

import { PAGE_SIZES } from '@recrutement/contract';
import { nomDocumentResource } from '../../../lib/resources';
import { CrudList } from '../../../ui/CrudList';
import { RowActions } from '../../../ui/RowActions';

/** Attachment type names, 10 per page (spec §2, §9). */
export function NomDocumentList() {
  return (
    <CrudList
      resource={nomDocumentResource}
      pageSize={PAGE_SIZES.nomDocument}
      caption="Noms de documents"
      emptyTitle="Aucun nom de document pour le moment."
      head={
        <tr>
          <th scope="col">Nom</th>
          <th scope="col" className="text-end">
            Actions
          </th>
        </tr>
      }
      row={(item, askDelete) => (
        <tr key={item.id}>
          <td>{item.nom}</td>
          <td>
            <RowActions
              label={`le nom de document ${item.nom}`}
              editTo={`/admin/nom-document/edit/${item.id}`}
              onDelete={() => askDelete(item.id)}
            />
          </td>
        </tr>
      )}
    />
  );
}

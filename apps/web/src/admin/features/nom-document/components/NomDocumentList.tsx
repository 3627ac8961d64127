import { PAGE_SIZES } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeleteMutation } from '../../../lib/mutations';
import { nomDocumentResource } from '../../../lib/resources';
import { usePageParam } from '../../../lib/route-params';
import { FlashAlert } from '../../../ui/FlashAlert';
import { PagedTable } from '../../../ui/PagedTable';
import { RowActions } from '../../../ui/RowActions';
import { useConfirmDelete } from '../../../ui/useConfirmDelete';

/** Attachment type names, 10 per page (spec §2, §9). */
export function NomDocumentList() {
  const [page, setPage] = usePageParam();
  const size = PAGE_SIZES.nomDocument;
  const query = useQuery(nomDocumentResource.pageQuery({ page, size }));
  const remove = useConfirmDelete(useDeleteMutation(nomDocumentResource));
  return (
    <>
      <FlashAlert />
      {remove.feedback}
      <PagedTable
        query={query}
        page={page}
        pageSize={size}
        onPageChange={setPage}
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
        row={(item) => (
          <tr key={item.id}>
            <td>{item.nom}</td>
            <td>
              <RowActions
                label={`le nom de document ${item.nom}`}
                editTo={`/admin/nom-document/edit/${item.id}`}
                onDelete={() => remove.ask(item.id)}
              />
            </td>
          </tr>
        )}
      />
      {remove.dialog}
    </>
  );
}

import { PAGE_SIZES, type PosteDeTravail } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useDeleteMutation } from '../../../lib/mutations';
import { posteDeTravailResource } from '../../../lib/resources';
import { usePageParam } from '../../../lib/route-params';
import { FlashAlert } from '../../../ui/FlashAlert';
import { PagedTable } from '../../../ui/PagedTable';
import { RowActions } from '../../../ui/RowActions';
import { useConfirmDelete } from '../../../ui/useConfirmDelete';
import { PosteDeTravailModal } from './PosteDeTravailModal';

/** Work positions, 10 per page; a row opens a quick modal or the full fiche (spec §2). */
export function PosteDeTravailList() {
  const [page, setPage] = usePageParam();
  const size = PAGE_SIZES.posteDeTravail;
  const query = useQuery(posteDeTravailResource.pageQuery({ page, size }));
  const remove = useConfirmDelete(useDeleteMutation(posteDeTravailResource));
  const [selected, setSelected] = useState<PosteDeTravail | null>(null);
  return (
    <>
      <FlashAlert />
      {remove.feedback}
      <PagedTable
        query={query}
        page={page}
        pageSize={size}
        onPageChange={setPage}
        caption="Postes de travail"
        emptyTitle="Aucun poste de travail pour le moment."
        head={
          <tr>
            <th scope="col">Référence</th>
            <th scope="col">Nom</th>
            <th scope="col" className="text-end">
              Actions
            </th>
          </tr>
        }
        row={(poste) => (
          <tr key={poste.id}>
            <td>{poste.reference}</td>
            <td>
              <Button variant="link" className="p-0 text-start" onClick={() => setSelected(poste)}>
                {poste.nom}
              </Button>
            </td>
            <td>
              <RowActions
                label={`le poste ${poste.nom}`}
                viewTo={`/admin/poste-de-travail/fiche/${poste.id}`}
                editTo={`/admin/poste-de-travail/edit/${poste.id}`}
                onDelete={() => remove.ask(poste.id)}
              />
            </td>
          </tr>
        )}
      />
      <PosteDeTravailModal poste={selected} onClose={() => setSelected(null)} />
      {remove.dialog}
    </>
  );
}

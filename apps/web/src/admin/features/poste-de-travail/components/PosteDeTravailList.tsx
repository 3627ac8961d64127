import { PAGE_SIZES, type PosteDeTravail } from '@recrutement/contract';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { posteDeTravailResource } from '../../../lib/resources';
import { CrudList } from '../../../ui/CrudList';
import { RowActions } from '../../../ui/RowActions';
import { PosteDeTravailModal } from './PosteDeTravailModal';

/** Work positions, 10 per page; a row opens a quick modal or the full fiche (spec §2). */
export function PosteDeTravailList() {
  const [selected, setSelected] = useState<PosteDeTravail | null>(null);
  return (
    <>
      <CrudList
        resource={posteDeTravailResource}
        pageSize={PAGE_SIZES.posteDeTravail}
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
        row={(poste, askDelete) => (
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
                onDelete={() => askDelete(poste.id)}
              />
            </td>
          </tr>
        )}
      />
      <PosteDeTravailModal poste={selected} onClose={() => setSelected(null)} />
    </>
  );
}

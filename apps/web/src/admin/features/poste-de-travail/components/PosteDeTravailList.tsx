import { PAGE_SIZES, type PosteDeTravail } from '@recrutement/contract';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { posteDeTravailResource } from '../../../lib/resources';
import { CrudList } from '../../../ui/CrudList';
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
        columns={['Référence', 'Nom']}
        cells={(poste) => (
          <>
            <td>{poste.reference}</td>
            <td>
              <Button variant="link" className="p-0 text-start" onClick={() => setSelected(poste)}>
                {poste.nom}
              </Button>
            </td>
          </>
        )}
        rowLabel={(poste) => `le poste ${poste.nom}`}
        basePath="/admin/poste-de-travail"
        withFiche
      />
      <PosteDeTravailModal poste={selected} onClose={() => setSelected(null)} />
    </>
  );
}

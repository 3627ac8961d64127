import { PAGE_SIZES, type PosteDeTravail } from '@recrutement/contract';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ta } from '../../../i18n';
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
        caption={ta('admin.posteDeTravail.caption')}
        emptyTitle={ta('admin.posteDeTravail.empty')}
        columns={[ta('admin.posteDeTravail.reference'), ta('admin.posteDeTravail.nom')]}
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
        rowLabel={(poste) => ta('admin.posteDeTravail.rowLabel', { nom: poste.nom })}
        basePath="/admin/poste-de-travail"
        withFiche
      />
      <PosteDeTravailModal poste={selected} onClose={() => setSelected(null)} />
    </>
  );
}

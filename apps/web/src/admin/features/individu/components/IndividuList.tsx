import { useState } from 'react';
import { ta } from '../../../i18n';
import { HeadRow } from '../../../ui/HeadRow';
import { Notice } from '../../../ui/Notice';
import { PagedTable, usePagedQuery } from '../../../ui/PagedTable';
import { individusPageQuery } from '../api/individus';
import { EraseIndividuButton } from './EraseIndividuButton';

const PAGE_SIZE = 10;

/** Every person the platform holds, 10 per page, each with the erasure of §10. */
export function IndividuList() {
  const paging = usePagedQuery(PAGE_SIZE, individusPageQuery);
  const [erased, setErased] = useState<string | null>(null);
  return (
    <>
      {erased ? (
        <Notice variant="success" role="status" onClose={() => setErased(null)}>
          {erased}
        </Notice>
      ) : null}
      <PagedTable
        {...paging}
        caption={ta('admin.individu.caption')}
        emptyTitle={ta('admin.individu.empty')}
        head={
          <HeadRow
            columns={[
              ta('admin.candidature.person.nom'),
              ta('admin.candidature.person.prenom'),
              ta('admin.candidature.person.email'),
              ta('admin.candidature.person.telephone'),
              { label: ta('admin.individu.actions'), end: true },
            ]}
          />
        }
        row={(person) => (
          <tr key={person.id}>
            <td>{person.nom}</td>
            <td>{person.prenom}</td>
            <td className="text-break">{person.email}</td>
            <td className="text-nowrap">{person.telephone}</td>
            <td className="text-end">
              <EraseIndividuButton
                individuId={person.id}
                label={`${person.prenom} ${person.nom}`}
                size="sm"
                iconOnly
                onErased={(s) => setErased(ta('admin.candidature.erased', { name: `${s.prenom} ${s.nom}` }))}
              />
            </td>
          </tr>
        )}
      />
    </>
  );
}

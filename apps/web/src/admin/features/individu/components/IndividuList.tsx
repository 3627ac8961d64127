import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePageParam } from '../../../../lib/route-params';
import { ta } from '../../../i18n';
import { Notice } from '../../../ui/Notice';
import { PagedTable } from '../../../ui/PagedTable';
import { individusPageQuery } from '../api/individus';
import { EraseIndividuButton } from './EraseIndividuButton';

const PAGE_SIZE = 10;

/** Every person the platform holds, 10 per page, each with the erasure of §10. */
export function IndividuList() {
  const [page, setPage] = usePageParam();
  const query = useQuery(individusPageQuery({ page, size: PAGE_SIZE }));
  const [erased, setErased] = useState<string | null>(null);
  return (
    <>
      {erased ? (
        <Notice variant="success" role="status" onClose={() => setErased(null)}>
          {erased}
        </Notice>
      ) : null}
      <PagedTable
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        caption={ta('admin.individu.caption')}
        emptyTitle={ta('admin.individu.empty')}
        head={
          <tr>
            <th scope="col">{ta('admin.candidature.person.nom')}</th>
            <th scope="col">{ta('admin.candidature.person.prenom')}</th>
            <th scope="col">{ta('admin.candidature.person.email')}</th>
            <th scope="col">{ta('admin.candidature.person.telephone')}</th>
            <th scope="col" className="text-end">
              {ta('admin.individu.actions')}
            </th>
          </tr>
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

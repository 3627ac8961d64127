import { useQuery } from '@tanstack/react-query';
import { typeContratResource } from '../../../lib/resources';
import { usePageParam } from '../../../lib/route-params';
import { PagedTable } from '../../../ui/PagedTable';

const PAGE_SIZE = 10;

/** Contract types: a fixed reference list (contract §4), read only. */
export function TypeContratList() {
  const [page, setPage] = usePageParam();
  const query = useQuery(typeContratResource.pageQuery({ page, size: PAGE_SIZE }));
  return (
    <PagedTable
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      caption="Types de contrat"
      emptyTitle="Aucun type de contrat."
      head={
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Type</th>
        </tr>
      }
      row={(item) => (
        <tr key={item.id}>
          <td>{item.id}</td>
          <td>{item.type}</td>
        </tr>
      )}
    />
  );
}

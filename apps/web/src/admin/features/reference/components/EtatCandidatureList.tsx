import { useQuery } from '@tanstack/react-query';
import { etatCandidatureResource } from '../../../lib/resources';
import { usePageParam } from '../../../lib/route-params';
import { PagedTable } from '../../../ui/PagedTable';

const PAGE_SIZE = 10;

/** Application statuses (a reference list of the server). */
export function EtatCandidatureList() {
  const [page, setPage] = usePageParam();
  const query = useQuery(etatCandidatureResource.pageQuery({ page, size: PAGE_SIZE }));
  return (
    <PagedTable
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      caption="États de candidature"
      emptyTitle="Aucun état de candidature."
      head={
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Etat</th>
        </tr>
      }
      row={(item) => (
        <tr key={item.id}>
          <td>{item.id}</td>
          <td>{item.etat}</td>
        </tr>
      )}
    />
  );
}

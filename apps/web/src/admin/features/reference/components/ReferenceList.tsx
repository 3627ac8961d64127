import { useQuery } from '@tanstack/react-query';
import { usePageParam } from '../../../../lib/route-params';
import { ta } from '../../../i18n';
import type { crudResource } from '../../../lib/crud-resource';
import { PagedTable } from '../../../ui/PagedTable';

const PAGE_SIZE = 10;

interface ReferenceListProps<T extends { id: number }> {
  resource: Pick<ReturnType<typeof crudResource<T, never>>, 'pageQuery'>;
  caption: string;
  emptyTitle: string;
  /** Header of the value column and the value shown for each row. */
  label: string;
  value: (item: T) => string;
}

/** A read-only reference list (id and one value), paged by the server. */
export function ReferenceList<T extends { id: number }>(props: ReferenceListProps<T>) {
  const [page, setPage] = usePageParam();
  const query = useQuery(props.resource.pageQuery({ page, size: PAGE_SIZE }));
  return (
    <PagedTable
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      caption={props.caption}
      emptyTitle={props.emptyTitle}
      head={
        <tr>
          <th scope="col">{ta('admin.reference.id')}</th>
          <th scope="col">{props.label}</th>
        </tr>
      }
      row={(item) => (
        <tr key={item.id}>
          <td>{item.id}</td>
          <td>{props.value(item)}</td>
        </tr>
      )}
    />
  );
}

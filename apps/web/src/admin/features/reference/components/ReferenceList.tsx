import { ta } from '../../../i18n';
import type { crudResource } from '../../../lib/crud-resource';
import { HeadRow } from '../../../ui/HeadRow';
import { PagedTable, usePagedQuery } from '../../../ui/PagedTable';

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
  const paging = usePagedQuery(PAGE_SIZE, props.resource.pageQuery);
  return (
    <PagedTable
      {...paging}
      caption={props.caption}
      emptyTitle={props.emptyTitle}
      head={<HeadRow columns={[ta('admin.reference.id'), props.label]} />}
      row={(item) => (
        <tr key={item.id}>
          <td>{item.id}</td>
          <td>{props.value(item)}</td>
        </tr>
      )}
    />
  );
}

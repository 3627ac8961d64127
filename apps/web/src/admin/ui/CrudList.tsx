import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CrudResource } from '../lib/crud-resource';
import { useDeleteMutation } from '../lib/mutations';
import { usePageParam } from '../lib/route-params';
import { FlashAlert } from './FlashAlert';
import { PagedTable } from './PagedTable';
import { useConfirmDelete } from './useConfirmDelete';

interface CrudListProps<T extends { id: number }, Input> {
  resource: CrudResource<T, Input>;
  pageSize: number;
  /** Read by screen readers before the table. */
  caption: string;
  emptyTitle: string;
  head: ReactNode;
  /** One table row; `askDelete` opens the spec's confirmation for that id. */
  row: (item: T, askDelete: (id: number) => void) => ReactNode;
}

/**
 * The list screen of a reference resource: the page from the URL, the server page, the flash
 * message left by a form, delete with confirmation and its outcome shown above the table.
 */
export function CrudList<T extends { id: number }, Input>(props: CrudListProps<T, Input>) {
  const { resource, pageSize, row } = props;
  const [page, setPage] = usePageParam();
  const query = useQuery(resource.pageQuery({ page, size: pageSize }));
  const remove = useConfirmDelete(useDeleteMutation(resource));
  return (
    <>
      <FlashAlert />
      {remove.feedback}
      <PagedTable
        query={query}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        caption={props.caption}
        emptyTitle={props.emptyTitle}
        head={props.head}
        row={(item) => row(item, remove.ask)}
      />
      {remove.dialog}
    </>
  );
}

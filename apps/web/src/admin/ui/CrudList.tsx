import type { ReactNode } from 'react';
import { ta } from '../i18n';
import type { CrudResource } from '../lib/crud-resource';
import { useDeleteMutation } from '../lib/mutations';
import { FlashAlert } from './FlashAlert';
import { HeadRow } from './HeadRow';
import { PagedTable, usePagedQuery } from './PagedTable';
import { RowActions } from './RowActions';
import { useConfirmDelete } from './useConfirmDelete';

interface CrudListProps<T extends { id: number }, Input> {
  resource: CrudResource<T, Input>;
  pageSize: number;
  /** Read by screen readers before the table. */
  caption: string;
  emptyTitle: string;
  /** The headers of the data columns; the actions column comes last. */
  columns: string[];
  /** The data cells of a row (`<td>`s), in the order of `columns`. */
  cells: (item: T) => ReactNode;
  /** Names the row in its actions' accessible names: "le poste Comptable". */
  rowLabel: (item: T) => string;
  /** Where a row's screens live: `{basePath}/edit/{id}`, and `{basePath}/fiche/{id}` with `withFiche`. */
  basePath: string;
  withFiche?: boolean;
  /** Filters of the list's query, and what to say when they leave it empty. */
  filters?: Record<string, string>;
}

/**
 * The list screen of a reference resource: the page from the URL, the server page, the flash
 * message left by a form, view / edit / delete on each row, delete with the spec's confirmation and
 * its outcome shown above the table.
 */
export function CrudList<T extends { id: number }, Input>(props: CrudListProps<T, Input>) {
  const { resource, basePath } = props;
  const filters = props.filters && Object.keys(props.filters).length > 0 ? props.filters : undefined;
  const paging = usePagedQuery(props.pageSize, (params) =>
    resource.pageQuery({ ...params, ...(filters ? { filters } : {}) }),
  );
  const remove = useConfirmDelete(useDeleteMutation(resource));
  return (
    <>
      <FlashAlert />
      {remove.feedback}
      <PagedTable
        {...paging}
        caption={props.caption}
        emptyTitle={props.emptyTitle}
        head={<HeadRow columns={[...props.columns, { label: ta('admin.ui.actions'), end: true }]} />}
        row={(item) => (
          <tr key={item.id}>
            {props.cells(item)}
            <td>
              <RowActions
                label={props.rowLabel(item)}
                viewTo={props.withFiche ? `${basePath}/fiche/${item.id}` : undefined}
                editTo={`${basePath}/edit/${item.id}`}
                onDelete={() => remove.ask(item.id)}
              />
            </td>
          </tr>
        )}
      />
      {remove.dialog}
    </>
  );
}

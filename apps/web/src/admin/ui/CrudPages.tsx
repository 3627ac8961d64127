import { Fragment, type ReactNode } from 'react';
import { useIdParam } from '../../lib/route-params';
import type { CrudResource } from '../lib/crud-resource';
import { AdminCard } from './AdminCard';
import { BackLink } from './BackLink';
import { NewButton } from './NewButton';
import { RecordState, useRecord } from './RecordLoader';

type AnyResource<T extends { id: number }> = Pick<CrudResource<T, never>, 'oneQuery'>;

/** The list screen of a resource (spec §2): its title, « Nouveau » (`{basePath}/add`) and the list. */
export function CrudListPage({ title, basePath, children }: { title: string; basePath: string; children: ReactNode }) {
  return (
    <AdminCard title={title} actions={<NewButton to={`${basePath}/add`} />}>
      {children}
    </AdminCard>
  );
}

interface CrudFormPageProps<T extends { id: number }> {
  resource: AnyResource<T>;
  addTitle: string;
  editTitle: string;
  /** The form, empty in add mode, filled with the record in edit mode. */
  children: (record: T | undefined) => ReactNode;
}

/** The add / edit screen of a resource: add mode without `:id`, edit mode once the record is read (§4). */
export function CrudFormPage<T extends { id: number }>({
  resource,
  addTitle,
  editTitle,
  children,
}: CrudFormPageProps<T>) {
  const id = useIdParam();
  const query = useRecord(id, resource.oneQuery);
  return (
    <AdminCard title={id === undefined ? addTitle : editTitle}>
      <RecordState id={id} query={query}>
        {/* A new record, or another one, is a new form (its default values are read once). */}
        {(record) => <Fragment key={record?.id ?? 'new'}>{children(record)}</Fragment>}
      </RecordState>
    </AdminCard>
  );
}

interface CrudFichePageProps<T extends { id: number }> {
  resource: AnyResource<T>;
  /** From `useIdParam` (or the page's own way of naming the record). */
  id: number | null | undefined;
  /** The card's title, with the record once it is read. */
  title: (record: T | undefined) => string;
  /** Where Back goes. */
  listPath: string;
  /** Buttons before Back, once the record is read. */
  actions?: (record: T) => ReactNode;
  /** The fiche; `undefined` when no record is named. */
  children: (record: T | undefined) => ReactNode;
}

/** The read-only fiche of one record, titled with it, with Back to its list. */
export function CrudFichePage<T extends { id: number }>(props: CrudFichePageProps<T>) {
  const query = useRecord(props.id, props.resource.oneQuery);
  return (
    <AdminCard
      title={props.title(query.data)}
      actions={
        <>
          {query.data && props.actions ? props.actions(query.data) : null}
          <BackLink to={props.listPath} />
        </>
      }
    >
      <RecordState id={props.id} query={query}>
        {props.children}
      </RecordState>
    </AdminCard>
  );
}

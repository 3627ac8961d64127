import { useIdParam } from '../../lib/route-params';
import { NomDocumentForm } from '../features/nom-document/components/NomDocumentForm';
import { NomDocumentList } from '../features/nom-document/components/NomDocumentList';
import { nomDocumentResource } from '../lib/resources';
import { AdminCard } from '../ui/AdminCard';
import { NewButton } from '../ui/NewButton';
import { RecordState, useRecord } from '../ui/RecordLoader';

export function NomDocumentListPage() {
  return (
    <AdminCard title="Nom document" actions={<NewButton to="/admin/nom-document/add" />}>
      <NomDocumentList />
    </AdminCard>
  );
}

export function NomDocumentFormPage() {
  const id = useIdParam();
  const query = useRecord(id, nomDocumentResource.oneQuery);
  return (
    <AdminCard title={id === undefined ? 'Nom de document create' : 'Nom de document update'}>
      <RecordState id={id} query={query}>
        {(record) => <NomDocumentForm key={record?.id ?? 'new'} record={record} />}
      </RecordState>
    </AdminCard>
  );
}

import { useIdParam } from '../../lib/route-params';
import { NomDocumentForm } from '../features/nom-document/components/NomDocumentForm';
import { NomDocumentList } from '../features/nom-document/components/NomDocumentList';
import { ta } from '../i18n';
import { nomDocumentResource } from '../lib/resources';
import { AdminCard } from '../ui/AdminCard';
import { NewButton } from '../ui/NewButton';
import { RecordState, useRecord } from '../ui/RecordLoader';

export function NomDocumentListPage() {
  return (
    <AdminCard title={ta('admin.nomDocument.listTitle')} actions={<NewButton to="/admin/nom-document/add" />}>
      <NomDocumentList />
    </AdminCard>
  );
}

export function NomDocumentFormPage() {
  const id = useIdParam();
  const query = useRecord(id, nomDocumentResource.oneQuery);
  return (
    <AdminCard title={ta(id === undefined ? 'admin.nomDocument.addTitle' : 'admin.nomDocument.editTitle')}>
      <RecordState id={id} query={query}>
        {(record) => <NomDocumentForm key={record?.id ?? 'new'} record={record} />}
      </RecordState>
    </AdminCard>
  );
}

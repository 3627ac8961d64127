import { NomDocumentForm } from '../features/nom-document/components/NomDocumentForm';
import { NomDocumentList } from '../features/nom-document/components/NomDocumentList';
import { ta } from '../i18n';
import { nomDocumentResource } from '../lib/resources';
import { CrudFormPage, CrudListPage } from '../ui/CrudPages';

export function NomDocumentListPage() {
  return (
    <CrudListPage title={ta('admin.nomDocument.listTitle')} basePath="/admin/nom-document">
      <NomDocumentList />
    </CrudListPage>
  );
}

export function NomDocumentFormPage() {
  return (
    <CrudFormPage
      resource={nomDocumentResource}
      addTitle={ta('admin.nomDocument.addTitle')}
      editTitle={ta('admin.nomDocument.editTitle')}
    >
      {(record) => <NomDocumentForm record={record} />}
    </CrudFormPage>
  );
}

import { type NomDocument, nomDocumentInputSchema } from '@recrutement/contract';
import { ta } from '../../../i18n';
import { nomDocumentResource } from '../../../lib/resources';
import { CrudForm } from '../../../ui/CrudForm';

/** Creates or renames an attachment type; both outcomes return to the list (spec §2). */
export function NomDocumentForm({ record }: { record?: NomDocument }) {
  return (
    <CrudForm
      resource={nomDocumentResource}
      record={record}
      schema={nomDocumentInputSchema}
      defaultValues={{ nom: record?.nom ?? '' }}
      fields={[{ name: 'nom', label: ta('admin.nomDocument.field') }]}
      listPath="/admin/nom-document"
      savedMessage={(_saved, created) => ta(created ? 'admin.nomDocument.added' : 'admin.nomDocument.updated')}
    />
  );
}

import { type PosteDeTravail, posteDeTravailInputSchema } from '@recrutement/contract';
import { ta } from '../../../i18n';
import { posteDeTravailResource } from '../../../lib/resources';
import { CrudForm } from '../../../ui/CrudForm';

export function PosteDeTravailForm({ record }: { record?: PosteDeTravail }) {
  return (
    <CrudForm
      resource={posteDeTravailResource}
      record={record}
      schema={posteDeTravailInputSchema}
      defaultValues={{ reference: record?.reference ?? '', nom: record?.nom ?? '' }}
      fields={[
        { name: 'reference', label: ta('admin.posteDeTravail.reference') },
        { name: 'nom', label: ta('admin.posteDeTravail.nom') },
      ]}
      listPath="/admin/poste-de-travail"
      savedMessage={(saved, created) =>
        ta(created ? 'admin.posteDeTravail.added' : 'admin.posteDeTravail.updated', { nom: saved.nom })
      }
    />
  );
}

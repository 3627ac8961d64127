import { ModelesEditor, TEMPLATE_VARIABLES } from '../features/message/components/ModelesEditor';
import { ta } from '../i18n';
import { AdminCard } from '../ui/AdminCard';

export function ModelesMessagePage() {
  return (
    <AdminCard title={ta('admin.templates.title')}>
      <p className="text-secondary small">{ta('admin.templates.intro', { variables: TEMPLATE_VARIABLES })}</p>
      <ModelesEditor />
    </AdminCard>
  );
}

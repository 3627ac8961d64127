import { ClesSection } from '../features/integration/components/ClesSection';
import { WebhooksSection } from '../features/integration/components/WebhooksSection';
import { ta } from '../i18n';
import { AdminCard } from '../ui/AdminCard';

/** « Intégrations » (§23, admin only): API keys and webhooks. Loaded as its own chunk. */
export function IntegrationsPage() {
  return (
    <AdminCard title={ta('admin.integrations.title')}>
      <p className="text-secondary small">{ta('admin.integrations.intro')}</p>
      <ClesSection />
      <WebhooksSection />
    </AdminCard>
  );
}

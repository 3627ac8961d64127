import { stripLang } from '@recrutement/contract';
import { useLocation } from 'react-router';
import { ConfirmAlerte } from '../../features/alerte/components/ConfirmAlerte';
import { ManageAlertes } from '../../features/alerte/components/ManageAlertes';
import { t } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/alertes` (manage by the mailed token) and `/alertes/confirmer` (message 8's link): one chunk. */
export function Component() {
  const confirming = stripLang(useLocation().pathname).startsWith('/alertes/confirmer');
  const title = confirming ? t('alertes.confirm.title') : t('alertes.manage.title');
  useDocumentTitle(title);
  return (
    <div className="container py-4 py-lg-5" style={{ maxWidth: 760 }}>
      <h1 className="mb-4">{title}</h1>
      {confirming ? <ConfirmAlerte /> : <ManageAlertes />}
    </div>
  );
}

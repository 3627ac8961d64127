import { CandidatureModal } from '../../features/apply/components/CandidatureModal';
import { lp, t } from '../../i18n/i18n';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The confirmation modal page of spec §2: Continuer to /offre, Cancel to /, 500 ms later. */
export function Component() {
  useDocumentTitle(t('confirmation.title'));
  const navigateLater = useDelayedNavigate();
  return (
    <div className="container py-5" style={{ minHeight: '40vh' }}>
      <h1 className="visually-hidden">{t('confirmation.title')}</h1>
      <CandidatureModal
        show
        inviteToCreateAccount={false}
        onCancel={() => navigateLater(lp('/'))}
        onContinue={() => navigateLater(lp('/offre'))}
      />
    </div>
  );
}

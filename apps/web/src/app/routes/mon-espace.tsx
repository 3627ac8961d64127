import { Link } from 'react-router';
import { ErrorAlert, Loading } from '../../components/PageState';
import { RequireAuth } from '../../components/RequireAuth';
import { useUser } from '../../features/auth/api/get-user';
import { VerifyEmailBanner } from '../../features/auth/components/VerifyEmailBanner';
import { MesEntretiens } from '../../features/entretien/components/MesEntretiens';
import { MessageLanguage } from '../../features/espace/components/MessageLanguage';
import { MonEspace } from '../../features/espace/components/MonEspace';
import { espaceText, te } from '../../features/espace/i18n';
import { lp, t } from '../../i18n/i18n';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Until the account's address is verified (§9) the space shows only how to confirm it: the
 * applications, even the name, wait for that (the server refuses them anyway).
 */
function MonEspacePage() {
  const { individuId, user, email } = useAuth();
  const account = useUser(email);
  if (individuId === null || !email) {
    return (
      <div className="alert alert-warning" role="alert">
        <p>{te('espace.incomplete')}</p>
        <Link to={lp('/login')} className="btn btn-primary btn-sm">
          {t('nav.signIn')}
        </Link>
      </div>
    );
  }
  if (account.isPending) return <Loading label={te('espace.loading')} />;
  if (account.isError) return <ErrorAlert error={account.error} />;
  if (!account.data.emailVerifie) {
    return (
      <>
        <h1 className="h2 mb-4">{t('nav.monEspace')}</h1>
        <VerifyEmailBanner email={account.data.email} />
      </>
    );
  }
  return (
    <MonEspace individuId={individuId} kept={user?.individu}>
      <MesEntretiens />
      <MessageLanguage langue={account.data.langue} />
    </MonEspace>
  );
}

/** The space's own texts (espace.{fr,en}.ts) come with the page, in its language only. */
function WithTexts() {
  const texts = espaceText.useReady();
  if (texts.error) return <ErrorAlert error={texts.error} />;
  if (!texts.data) return <Loading label={t('common.loading')} />;
  return <MonEspacePage />;
}

export function Component() {
  useDocumentTitle(t('nav.monEspace'));
  return (
    <RequireAuth>
      <div className="container py-4 py-lg-5">
        <WithTexts />
      </div>
    </RequireAuth>
  );
}

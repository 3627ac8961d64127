import { Link } from 'react-router';
import { RequireAuth } from '../../components/RequireAuth';
import { MonEspace } from '../../features/espace/components/MonEspace';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

function MonEspacePage() {
  const { individuId, user, email } = useAuth();
  if (individuId === null || !email) {
    return (
      <div className="alert alert-warning" role="alert">
        Votre session est incomplète. <Link to="/login">Reconnectez-vous</Link> pour voir vos candidatures.
      </div>
    );
  }
  return <MonEspace individuId={individuId} email={email} kept={user?.individu} />;
}

export function Component() {
  useDocumentTitle('Mon espace');
  return (
    <RequireAuth>
      <div className="container py-4 py-lg-5">
        <MonEspacePage />
      </div>
    </RequireAuth>
  );
}

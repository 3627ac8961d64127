import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useDocumentTitle } from '../lib/use-document-title';

export function DevPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`Dev : ${title}`);
  return (
    <div className="container py-4">
      <p className="badge text-bg-warning">Page de développement</p>
      <h1 className="h4 mb-4">{title}</h1>
      {children}
    </div>
  );
}

export function BackOfficeNote({ name }: { name: string }) {
  return (
    <DevPage title={name}>
      <p>
        Ce composant appartient au back office : il est visible dans l'administration, sous <a href="/admin">/admin</a>.
      </p>
    </DevPage>
  );
}

export function ConfirmDialogDemo() {
  const [show, setShow] = useState(false);
  const [answer, setAnswer] = useState('aucune');
  return (
    <DevPage title="test : boîte de confirmation">
      <p>Dernière réponse : {answer}</p>
      <button type="button" className="btn btn-danger" onClick={() => setShow(true)}>
        Supprimer
      </button>
      <ConfirmDialog
        show={show}
        message="Are you sure want to Delete?"
        onYes={() => setAnswer('Yes')}
        onNo={() => setAnswer('No')}
        onClose={() => setShow(false)}
      />
    </DevPage>
  );
}

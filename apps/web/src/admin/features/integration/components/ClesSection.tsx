import { CLE_DROITS, type Cle, type CleDroit } from '@recrutement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { EmptyState, ErrorAlert, Loading } from '../../../../components/PageState';
import { ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { clesQuery, createCle, revokeCle } from '../api/integrations';
import { ShownOnce } from './ShownOnce';

function etatOf(cle: Cle): string {
  if (cle.revoqueeLe) return ta('admin.integrations.cles.revoquee');
  if (cle.expireLe && Date.parse(cle.expireLe) <= Date.now()) return ta('admin.integrations.cles.expiree');
  return ta('admin.integrations.cles.active');
}

/** API keys (§23): create one with its rights (shown once), list them with their last use, revoke. */
export function ClesSection() {
  const queryClient = useQueryClient();
  const query = useQuery(clesQuery());
  const [nom, setNom] = useState('');
  const [droits, setDroits] = useState<CleDroit[]>([]);
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Cle | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: clesQuery().queryKey });
  const create = useMutation({
    mutationFn: () => createCle({ nom, droits }),
    onSuccess: async (created) => {
      setShown(created.cle);
      setNom('');
      setDroits([]);
      await refresh();
    },
  });
  const revoke = useMutation({ mutationFn: (id: number) => revokeCle(id), onSuccess: refresh });
  const toggle = (droit: CleDroit) =>
    setDroits((current) => (current.includes(droit) ? current.filter((d) => d !== droit) : [...current, droit]));

  return (
    <section aria-labelledby="cles-title" className="mb-5">
      <h2 id="cles-title" className="h5">
        {ta('admin.integrations.cles')}
      </h2>
      <Form
        className="mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          setShown(null);
          create.mutate();
        }}
      >
        <Form.Group className="mb-2" controlId="cle-nom">
          <Form.Label>{ta('admin.integrations.cles.nom')}</Form.Label>
          <Form.Control value={nom} onChange={(e) => setNom(e.target.value)} maxLength={100} required />
        </Form.Group>
        <fieldset className="mb-2">
          <legend className="form-label fs-6">{ta('admin.integrations.cles.droits')}</legend>
          {CLE_DROITS.map((droit) => (
            <Form.Check
              key={droit}
              inline
              id={`droit-${droit}`}
              label={droit}
              checked={droits.includes(droit)}
              onChange={() => toggle(droit)}
            />
          ))}
        </fieldset>
        <Button type="submit" disabled={create.isPending || droits.length === 0 || !nom.trim()}>
          {ta('admin.integrations.cles.create')}
        </Button>
      </Form>
      {create.isError ? <ErrorAlert error={create.error} /> : null}
      {revoke.isError ? <ErrorAlert error={revoke.error} /> : null}
      {shown ? <ShownOnce intro={ta('admin.integrations.cles.shownOnce')} value={shown} /> : null}
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorAlert error={query.error} /> : null}
      {query.data?.length === 0 ? <EmptyState title={ta('admin.integrations.cles.empty')} icon="key" /> : null}
      {query.data && query.data.length > 0 ? (
        <Table responsive size="sm">
          <caption>{ta('admin.integrations.cles.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{ta('admin.integrations.cles.nom')}</th>
              <th scope="col">{ta('admin.integrations.cles.debut')}</th>
              <th scope="col">{ta('admin.integrations.cles.droits')}</th>
              <th scope="col">{ta('admin.integrations.cles.derniereUtilisation')}</th>
              <th scope="col">{ta('admin.integrations.cles.etat')}</th>
              <th scope="col">
                <span className="visually-hidden">{ta('admin.integrations.cles.revoke')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((cle) => (
              <tr key={cle.id}>
                <td>{cle.nom}</td>
                <td>
                  <code>{cle.debut}…</code>
                </td>
                <td>{cle.droits.join(', ')}</td>
                <td>
                  {cle.derniereUtilisation
                    ? formatDateTime(cle.derniereUtilisation)
                    : ta('admin.integrations.cles.jamais')}
                </td>
                <td>{etatOf(cle)}</td>
                <td>
                  {cle.revoqueeLe ? null : (
                    <Button size="sm" variant="outline-danger" onClick={() => setRevoking(cle)}>
                      {ta('admin.integrations.cles.revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <ConfirmDialog
        show={revoking !== null}
        message={ta('admin.integrations.cles.revokeConfirm', { nom: revoking?.nom ?? '' })}
        onYes={async () => {
          if (revoking) await revoke.mutateAsync(revoking.id);
        }}
        onClose={() => setRevoking(null)}
        busy={revoke.isPending}
      />
    </section>
  );
}

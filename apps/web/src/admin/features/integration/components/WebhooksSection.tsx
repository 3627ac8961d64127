import { WEBHOOK_EVENEMENTS, type Webhook, type WebhookEvenement } from '@recrutement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { EmptyState, ErrorAlert, Loading } from '../../../../components/PageState';
import { ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { createWebhook, deleteWebhook, webhooksQuery } from '../api/integrations';
import { LivraisonsTable } from './LivraisonsTable';
import { ShownOnce } from './ShownOnce';

/** Webhooks (§23): create one (its secret shown once), list them, read a delivery log, delete. */
export function WebhooksSection() {
  const queryClient = useQueryClient();
  const query = useQuery(webhooksQuery());
  const [url, setUrl] = useState('');
  const [evenements, setEvenements] = useState<WebhookEvenement[]>([]);
  const [shown, setShown] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksQuery().queryKey });
  const create = useMutation({
    mutationFn: () => createWebhook({ url, evenements }),
    onSuccess: async (created) => {
      setShown(created.secret);
      setUrl('');
      setEvenements([]);
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteWebhook(id), onSuccess: refresh });
  const toggle = (e: WebhookEvenement) =>
    setEvenements((current) => (current.includes(e) ? current.filter((x) => x !== e) : [...current, e]));

  return (
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title" className="h5">
        {ta('admin.integrations.webhooks')}
      </h2>
      <Form
        className="mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          setShown(null);
          create.mutate();
        }}
      >
        <Form.Group className="mb-2" controlId="webhook-url">
          <Form.Label>{ta('admin.integrations.webhooks.url')}</Form.Label>
          <Form.Control type="url" value={url} onChange={(e) => setUrl(e.target.value)} maxLength={500} required />
        </Form.Group>
        <fieldset className="mb-2">
          <legend className="form-label fs-6">{ta('admin.integrations.webhooks.evenements')}</legend>
          {WEBHOOK_EVENEMENTS.map((e) => (
            <Form.Check
              key={e}
              inline
              id={`evenement-${e}`}
              label={e}
              checked={evenements.includes(e)}
              onChange={() => toggle(e)}
            />
          ))}
        </fieldset>
        <Button type="submit" disabled={create.isPending || evenements.length === 0 || !url.trim()}>
          {ta('admin.integrations.webhooks.create')}
        </Button>
      </Form>
      {create.isError ? <ErrorAlert error={create.error} /> : null}
      {remove.isError ? <ErrorAlert error={remove.error} /> : null}
      {shown ? <ShownOnce intro={ta('admin.integrations.webhooks.shownOnce')} value={shown} /> : null}
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorAlert error={query.error} /> : null}
      {query.data?.length === 0 ? <EmptyState title={ta('admin.integrations.webhooks.empty')} icon="send" /> : null}
      {query.data && query.data.length > 0 ? (
        <Table responsive size="sm">
          <caption>{ta('admin.integrations.webhooks.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{ta('admin.integrations.webhooks.url')}</th>
              <th scope="col">{ta('admin.integrations.webhooks.evenements')}</th>
              <th scope="col">{ta('admin.integrations.livraisons.date')}</th>
              <th scope="col">
                <span className="visually-hidden">{ta('admin.integrations.webhooks.log')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((hook) => (
              <tr key={hook.id}>
                <td className="text-break">{hook.url}</td>
                <td>{hook.evenements.join(', ')}</td>
                <td>{formatDateTime(hook.creeLe)}</td>
                <td className="text-nowrap">
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    className="me-2"
                    aria-expanded={open === hook.id}
                    onClick={() => setOpen(open === hook.id ? null : hook.id)}
                  >
                    {ta('admin.integrations.webhooks.log')}
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => setDeleting(hook)}>
                    {ta('admin.integrations.webhooks.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {open !== null ? <LivraisonsTable id={open} url={query.data?.find((h) => h.id === open)?.url ?? ''} /> : null}
      <ConfirmDialog
        show={deleting !== null}
        message={ta('admin.integrations.webhooks.deleteConfirm', { url: deleting?.url ?? '' })}
        onYes={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
          setOpen(null);
        }}
        onClose={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </section>
  );
}

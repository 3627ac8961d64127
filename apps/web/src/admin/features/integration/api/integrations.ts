import type { Cle, CleCreee, CleInput, Livraison, Webhook, WebhookCree, WebhookInput } from '@recrutement/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** API keys and webhooks (contract §23): GET /api/cles, /webhooks, /webhooks/{id}/livraisons. */
export const clesQuery = () =>
  queryOptions({ queryKey: ['integration', 'cles'], queryFn: ({ signal }) => api<Cle[]>('/api/cles', { signal }) });

export const webhooksQuery = () =>
  queryOptions({
    queryKey: ['integration', 'webhooks'],
    queryFn: ({ signal }) => api<Webhook[]>('/webhooks', { signal }),
  });

export const livraisonsQuery = (id: number) =>
  queryOptions({
    queryKey: ['integration', 'livraisons', id],
    queryFn: ({ signal }) => api<Livraison[]>(`/webhooks/${id}/livraisons`, { signal }),
  });

export const createCle = (input: CleInput) => api<CleCreee>('/api/cles', { method: 'POST', body: input });
export const revokeCle = (id: number) => api<void>(`/api/cles/${id}`, { method: 'DELETE' });
export const createWebhook = (input: WebhookInput) => api<WebhookCree>('/webhooks', { method: 'POST', body: input });
export const deleteWebhook = (id: number) => api<void>(`/webhooks/${id}`, { method: 'DELETE' });

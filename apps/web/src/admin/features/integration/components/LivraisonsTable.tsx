import type { Livraison } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'react-bootstrap';
import { EmptyState, ErrorAlert, Loading } from '../../../../components/PageState';
import { ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { livraisonsQuery } from '../api/integrations';

const ETAT = {
  'en-attente': 'admin.integrations.livraisons.en-attente',
  livree: 'admin.integrations.livraisons.livree',
  echouee: 'admin.integrations.livraisons.echouee',
} as const satisfies Record<Livraison['etat'], string>;

/** The delivery log of one webhook: each attempt of each delivery, newest delivery first. */
export function LivraisonsTable({ id, url }: { id: number; url: string }) {
  const query = useQuery(livraisonsQuery(id));
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  if (query.data.length === 0) return <EmptyState title={ta('admin.integrations.livraisons.empty')} icon="send" />;
  return (
    <Table responsive size="sm" className="mb-0">
      <caption>{ta('admin.integrations.livraisons.caption', { url })}</caption>
      <thead>
        <tr>
          <th scope="col">{ta('admin.integrations.livraisons.date')}</th>
          <th scope="col">{ta('admin.integrations.livraisons.type')}</th>
          <th scope="col">{ta('admin.integrations.livraisons.etat')}</th>
          <th scope="col">{ta('admin.integrations.livraisons.code')}</th>
          <th scope="col">{ta('admin.integrations.livraisons.duree')}</th>
          <th scope="col">{ta('admin.integrations.livraisons.erreur')}</th>
        </tr>
      </thead>
      <tbody>
        {query.data.flatMap((livraison) =>
          (livraison.tentatives.length > 0 ? livraison.tentatives : [null]).map((tentative, index) => (
            <tr key={`${livraison.id}-${tentative?.date ?? index}`}>
              <td>{formatDateTime(tentative?.date ?? livraison.creeLe)}</td>
              <td>{livraison.type}</td>
              <td>{ta(ETAT[livraison.etat])}</td>
              <td>{tentative?.codeHttp ?? '—'}</td>
              <td>{tentative ? tentative.dureeMs : '—'}</td>
              <td className="text-break">{tentative?.erreur ?? ''}</td>
            </tr>
          )),
        )}
      </tbody>
    </Table>
  );
}

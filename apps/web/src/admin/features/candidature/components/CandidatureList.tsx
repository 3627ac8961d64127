import { PAGE_SIZES } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { usePageParam } from '../../../../lib/route-params';
import { FlashAlert } from '../../../ui/FlashAlert';
import { PagedTable } from '../../../ui/PagedTable';
import { candidaturesPageQuery } from '../api/candidatures';
import { CandidatureFilters } from './CandidatureFilters';

const positiveInt = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** Applications, 5 per page, by vacancy name when given, with status and text filters (spec §2). */
export function CandidatureList({ nom }: { nom?: string }) {
  const [page, setPage] = usePageParam();
  const [params] = useSearchParams();
  const size = PAGE_SIZES.candidatureAdmin;
  const filters = { nom, etat: positiveInt(params.get('etat')), q: params.get('q')?.trim() || undefined };
  const query = useQuery(candidaturesPageQuery({ ...filters, page, size }));
  const filtered = filters.etat !== undefined || filters.q !== undefined;
  return (
    <>
      <FlashAlert />
      <CandidatureFilters />
      <PagedTable
        query={query}
        page={page}
        pageSize={size}
        onPageChange={setPage}
        caption={nom ? `Candidatures pour ${nom}` : 'Candidatures'}
        errorVariant="warning"
        emptyTitle={filtered ? 'Aucune candidature ne correspond à ces filtres.' : 'Aucune candidature pour le moment.'}
        head={
          <tr>
            <th scope="col">Poste Vacant</th>
            <th scope="col">Ref Session</th>
            <th scope="col">Ref Metier</th>
            <th scope="col">Candidat</th>
            <th scope="col">Etat Candidature</th>
            <th scope="col">Detail</th>
          </tr>
        }
        row={(c) => (
          <tr key={c.id}>
            <td>{c.posteVacant.nom}</td>
            <td>{c.posteVacant.session.reference}</td>
            <td>{c.posteVacant.poste.reference}</td>
            <td>
              {c.individu.nom} {c.individu.prenom}
            </td>
            <td>{c.etatCandidature.etat}</td>
            <td>
              <Link
                to={`/admin/candidature/fiche/${c.id}`}
                className="btn btn-sm btn-outline-primary"
                aria-label={`Detail de la candidature de ${c.individu.prenom} ${c.individu.nom}`}
              >
                Detail
              </Link>
            </td>
          </tr>
        )}
      />
    </>
  );
}

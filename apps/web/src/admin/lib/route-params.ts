import { useParams, useSearchParams } from 'react-router';

/** The `:id` route parameter as a positive integer; undefined in add mode (spec §4). */
export function useIdParam(): number | undefined {
  const { id } = useParams();
  if (id === undefined) return undefined;
  return /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : Number.NaN;
}

/** The list page kept in the URL (`?page=3`), so that Back and a reload keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { preventScrollReset: true },
    );
  return [page, setPage];
}

import { useParams, useSearchParams } from 'react-router';

/** A positive integer id as the URL writes it, or null when it holds anything else (`abc`, `0`, `1e3`). */
export function parseId(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * The `:id` route parameter (or the one named `name`) as a positive integer; null when the URL holds
 * anything else (a page says "not found"); undefined when the route has no such parameter (a
 * back-office form in add mode, spec §4).
 */
export function useIdParam(name = 'id'): number | null | undefined {
  const raw = useParams()[name];
  return raw === undefined ? undefined : parseId(raw);
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

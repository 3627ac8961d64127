import { useParams } from 'react-router';

/** A positive integer route parameter (`/offre/dtail/:id`), or null when the URL holds anything else. */
export function useIdParam(name = 'id'): number | null {
  const raw = useParams()[name];
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

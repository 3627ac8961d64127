import { ErrorAlert } from '../../components/PageState';

/** The red banner of a failed save (spec §8), above the form. */
export function FormErrorBanner({ error }: { error: unknown }) {
  if (!error) return null;
  return <ErrorAlert error={error} variant="danger" />;
}

// lint-boundaries: clean
// A public route composes features and shared code.
import { ApplyForm } from '../../features/apply/components/ApplyForm';
import { useOffre } from '../../features/offres/api/get-offre';
import { useIdParam } from '../../lib/route-params';

export const allowed = [ApplyForm, useOffre, useIdParam];

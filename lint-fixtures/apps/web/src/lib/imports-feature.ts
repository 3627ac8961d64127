// lint-boundaries: expect "Shared code (src/components, src/lib) does not import a feature"
// Shared code depending on a feature.
import { useOffre } from '../features/offres/api/get-offre';

export const offre = useOffre;

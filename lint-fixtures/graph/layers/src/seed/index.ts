// lint-boundaries: clean
// lint-graph: clean
// The seed stands above the modules and uses their services.
import { listOpen } from '../modules/offre/offre.service.js';

export const seed = () => listOpen();

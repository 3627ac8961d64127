// lint-boundaries: clean
// lint-graph: expect "upward import plugins → modules"
import { listOpen } from '../modules/offre/offre.service.js';

export const webClient = () => listOpen();
